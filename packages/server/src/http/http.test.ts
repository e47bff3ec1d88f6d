import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { request as nodeRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import { createFixture, type Fixture } from '../testing/fixtures.js';
import { Hono } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from './security.js';
import { handleError } from '../app.js';
import type { AppEnv, ResolvedDeps } from './env.js';
import { isModuleCheckExempt, pageParams, requireModule, requireZone } from './guards.js';
import { parseZoneIdHeader } from './zone-header.js';
import { ReferenceCache } from '../cache/reference.js';
import { referenceData } from './reference.js';

let fx: Fixture;
let webDist: string;
const ALLOWED = 'http://allowed.example';
const BOOT = "document.documentElement.setAttribute('data-theme','dark');";

beforeAll(async () => {
  fx = await createFixture();
  webDist = mkdtempSync(join(tmpdir(), 'storefront-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${BOOT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>`,
  );
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
});
afterAll(async () => {
  await fx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const app = (options: Partial<Parameters<typeof createApp>[0]> = {}) =>
  createApp({
    database: staticDatabase(fx.db),
    corsOrigins: [ALLOWED],
    webDist,
    logError: () => {},
    images: (path) =>
      path === 'store/1/logo.svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : null,
    ...options,
  });

describe('security headers', () => {
  it('are set on API responses and errors', async () => {
    for (const path of ['/api/v1/zone/list', '/api/v1/missing']) {
      const response = await app().request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('maps.googleapis.com');
    }
  });

  it('allow the Google Maps hosts only when a Maps key is configured', async () => {
    const response = await app({ mapsApiKey: 'key' }).request('/api/v1/zone/list');
    expect(response.headers.get('content-security-policy')).toContain(
      'https://maps.googleapis.com',
    );
  });

  it('hash the inline scripts of index.html', () => {
    const expected = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(inlineScriptHashes(`<script>${BOOT}</script><script src="/x.js"></script>`)).toEqual([
      expected,
    ]);
    expect(contentSecurityPolicy({ maps: false, scriptHashes: [expected] })).toContain(
      `script-src 'self' ${expected}`,
    );
  });
});

describe('CORS', () => {
  it('allows the configured origins', async () => {
    const response = await app().request('/api/v1/zone/list', { headers: { Origin: ALLOWED } });
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    const preflight = await app().request('/api/v1/newsletter/subscribe', {
      method: 'OPTIONS',
      headers: {
        Origin: ALLOWED,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,zoneid',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('zoneId');
  });

  it('denies other origins', async () => {
    const response = await app().request('/api/v1/zone/list', {
      headers: { Origin: 'http://evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await app().request('/api/v1/zone/list', {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no origin by default', async () => {
    const response = await app({ corsOrigins: undefined }).request('/api/v1/zone/list', {
      headers: { Origin: ALLOWED },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('body limit', () => {
  it('answers 413 with the error body above the limit', async () => {
    const response = await app({ maxBodyBytes: 1024 }).request('/api/v1/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(2000)}@example.com` }),
    });
    expect(response.status).toBe(413);
    // The unread body must not be taken for the next request on the connection.
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      errors: [{ code: 'body', message: 'The request body is too large.' }],
    });
  });

  it('applies to streamed bodies without a length', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(800));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app({ maxBodyBytes: 1024 }).request('/api/v1/auth/guest/request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});

describe('a refused body over a real connection', () => {
  it('is read to its end before the 413, so a client still sending gets the answer', async () => {
    const server = serve({ fetch: app({ maxBodyBytes: 1024 }).fetch, port: 0 });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const body = JSON.stringify({ fcm_token: 'x'.repeat(2 * 1024 * 1024) });
    const send = () =>
      new Promise<number>((resolve, reject) => {
        const req = nodeRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/v1/auth/guest/request',
            method: 'POST',
            agent: false,
            headers: {
              Connection: 'close',
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        // The body goes in pieces, a little at a time, as a slow client's would: the server
        // answers while most of it is still to come.
        const piece = 64 * 1024;
        const write = (at: number) => {
          if (req.destroyed) return;
          if (at + piece >= body.length) return void req.end(body.slice(at));
          req.write(body.slice(at, at + piece));
          setTimeout(() => write(at + piece), 2);
        };
        write(0);
      });
    try {
      for (let i = 0; i < 10; i++) expect(await send()).toBe(413);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('web app', () => {
  it('serves index.html without caching and with the script hashes in its CSP', async () => {
    const response = await app().request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
    const expected = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(response.headers.get('content-security-policy')).toContain(expected);
    expect(await response.text()).toContain('/assets/app-abc123.js');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app().request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for app routes but not for missing assets or the API', async () => {
    for (const path of ['/home', '/store/12', '/about-us']) {
      const response = await app().request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<!doctype html>');
    }
    expect((await app().request('/assets/missing-123.js')).status).toBe(404);
    expect((await app().request('/api/v1/home')).status).toBe(404);
  });

  it('serves other files and never leaves the folder', async () => {
    expect(await (await app().request('/robots.txt')).text()).toBe('User-agent: *');
    const escape = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(await escape.text()).not.toContain('root:');
  });

  it('lets Stately’s inspector in a frame only on a page opened for it, and only in demo mode', async () => {
    const frameSrc = async (path: string, demo: boolean) => {
      const csp = (await app({ demo }).request(path)).headers.get('content-security-policy') ?? '';
      return /frame-src ([^;]*)/.exec(csp)?.[1];
    };
    expect(await frameSrc('/home?inspect&stately=1', true)).toBe('https://stately.ai');
    expect(await frameSrc('/home?stately=1', false)).toBe("'none'");
    expect(await frameSrc('/home?inspect', true)).toBe("'none'");
    expect(await frameSrc('/home', true)).toBe("'none'");
    // Only the page: the API and other files never allow it.
    expect(await frameSrc('/api/v1/zone/list?stately=1', true)).toBe("'none'");
  });

  it('answers 404 without a web app', async () => {
    expect((await app({ webDist: null }).request('/home')).status).toBe(404);
  });
});

describe('storage images', () => {
  it('serves generated SVG with caching', async () => {
    const response = await app().request('/storage/store/1/logo.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<svg');
  });

  it('serves the business logo', async () => {
    const response = await app().request('/storage/business/logo.svg');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Storefront');
  });

  it('answers 404 for unknown images', async () => {
    expect((await app().request('/storage/store/999/logo.svg')).status).toBe(404);
    expect((await app().request('/storage/..%2fsecret.svg')).status).toBe(404);
    expect((await app().request('/storage/business/logo.png')).status).toBe(404);
  });
});

describe('module and zone guards', () => {
  // A route list like the catalogue routes of later issues.
  const guarded = () => {
    const api = new Hono<AppEnv>();
    api.use('*', requireModule());
    api.get('/items/latest', requireZone(), (c) =>
      c.json({ module: c.get('module')?.moduleType ?? null, zones: c.get('zoneIds') }),
    );
    api.get('/categories', (c) => c.json({ module: c.get('module')?.moduleType ?? null }));
    api.get('/categories/childes/:id', (c) =>
      c.json({ module: c.get('module')?.moduleType ?? null }),
    );
    api.get('/customer/wish-list', (c) => c.json({ module: c.get('module')?.moduleType ?? null }));
    api.get('/stores/list', (c) => c.json({ page: pageParams(c) }));
    const root = new Hono<AppEnv>();
    root.use('*', async (c, next) => {
      c.set('deps', {
        database: staticDatabase(fx.db),
        reference: new ReferenceCache(),
      } as ResolvedDeps);
      c.set('locale', 'en');
      c.set('module', null);
      c.set('zoneIds', []);
      await next();
    });
    root.use('/api/v1/*', referenceData());
    root.route('/api/v1', api);
    root.onError(handleError);
    return root;
  };
  const call = async (path: string, headers: Record<string, string> = {}) => {
    const response = await guarded().request(`/api/v1${path}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('requires the moduleId header', async () => {
    expect(await call('/items/latest', { zoneId: '[1]' })).toEqual({
      status: 403,
      body: { errors: [{ code: 'moduleId', message: 'Module id required' }] },
    });
  });

  it('rejects unknown modules', async () => {
    for (const id of ['99999', 'abc', '-1']) {
      expect(await call('/items/latest', { moduleId: id, zoneId: '[1]' })).toEqual({
        status: 403,
        body: { errors: [{ code: 'moduleId', message: 'Not found' }] },
      });
    }
  });

  it('requires the zoneId header after the module', async () => {
    expect(await call('/items/latest', { moduleId: String(fx.modules.food) })).toEqual({
      status: 403,
      body: { errors: [{ code: 'zoneId', message: 'Zone id required' }] },
    });
  });

  it('passes with both headers', async () => {
    expect(
      await call('/items/latest', {
        moduleId: String(fx.modules.food),
        zoneId: `[${fx.zones.city},${fx.zones.downtown}]`,
      }),
    ).toEqual({ status: 200, body: { module: 'food', zones: [fx.zones.city, fx.zones.downtown] } });
  });

  it('exempts the listed paths only when the header is absent', async () => {
    expect(await call('/categories')).toEqual({ status: 200, body: { module: null } });
    expect(await call('/customer/wish-list')).toEqual({ status: 200, body: { module: null } });
    expect((await call('/categories/childes/1')).status).toBe(403);
    expect(await call('/categories', { moduleId: String(fx.modules.grocery) })).toEqual({
      status: 200,
      body: { module: 'grocery' },
    });
    expect((await call('/categories', { moduleId: '99999' })).status).toBe(403);
  });

  it('matches the exemption patterns like Laravel', () => {
    expect(isModuleCheckExempt('/api/v1/customer')).toBe(true);
    expect(isModuleCheckExempt('/api/v1/customer/address/list')).toBe(true);
    expect(isModuleCheckExempt('/api/v1/stores/get-stores/all')).toBe(true);
    expect(isModuleCheckExempt('/api/v1/stores/get-stores')).toBe(false);
    expect(isModuleCheckExempt('/api/v1/rental/user/trip/get-trip-list/1')).toBe(true);
    expect(isModuleCheckExempt('/api/v1/items/latest')).toBe(false);
  });

  it('limits page sizes', async () => {
    const moduleId = String(fx.modules.food);
    expect((await call('/stores/list', { moduleId })).body).toEqual({
      page: { limit: 10, offset: 1, skip: 0 },
    });
    expect((await call('/stores/list?limit=500&offset=3', { moduleId })).body).toEqual({
      page: { limit: 50, offset: 3, skip: 100 },
    });
    expect(await call('/stores/list?limit=abc', { moduleId })).toEqual({
      status: 403,
      body: { errors: [{ code: 'limit', message: 'The limit must be an integer.' }] },
    });
    expect(await call('/stores/list?offset=0', { moduleId })).toEqual({
      status: 403,
      body: { errors: [{ code: 'offset', message: 'The offset must be at least 1.' }] },
    });
  });
});

describe('zoneId header parsing', () => {
  it.each([
    ['[1,2]', [1, 2]],
    ['[2,1,2]', [2, 1]],
    ['1', [1]],
    ['"3"', [3]],
    ['["4"]', [4]],
    ['[]', []],
  ])('%s → %j', (header, ids) => {
    expect(parseZoneIdHeader(header)).toEqual(ids);
  });

  it.each([
    'abc',
    '[1,"x"]',
    '[0]',
    '[1.5]',
    '{"a":1}',
    '[null]',
    JSON.stringify(Array.from({ length: 51 }, (_, i) => i + 1)),
  ])('rejects %s', (header) => {
    expect(parseZoneIdHeader(header)).toBeNull();
  });
});

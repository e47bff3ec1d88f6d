import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env.js';
import type { BusinessSettings } from '../config/settings.js';
import { acceptedEncodings, fillShell, webApp } from './static.js';

let webDist: string;
const SCRIPT = `console.log(${JSON.stringify('app '.repeat(400))});`;
const HTML = `<!doctype html><html><body><div id="root">${'<span></span>'.repeat(200)}</div></body></html>`;

beforeAll(() => {
  webDist = mkdtempSync(join(tmpdir(), 'storefront-static-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), HTML);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(webDist, 'assets', 'plain-abc123.js'), SCRIPT);
});
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const request = (path: string, acceptEncoding?: string, method = 'GET') => {
  const app = new Hono<AppEnv>();
  app.use('*', webApp(webDist, { maps: false }));
  return app.request(path, {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });
};

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('the web app compressed as the client accepts (issue 9)', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('gzip;q=0.5, br;q=0')]).toEqual(['gzip']);
    expect([...acceptedEncodings('*')]).toEqual(['br', 'gzip']);
    expect([...acceptedEncodings('identity')]).toEqual([]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it("sends the build's Brotli or gzip copy of an asset, with its length and the year's cache", async () => {
    const br = await request('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(brotliDecompressSync(brBody).toString()).toBe(SCRIPT);

    const gz = await request('/assets/app-abc123.js', 'gzip, deflate');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(SCRIPT);

    // No encoding accepted, or no copy built: the file as it is.
    for (const [path, accept] of [
      ['/assets/app-abc123.js', undefined],
      ['/assets/app-abc123.js', 'identity'],
      ['/assets/plain-abc123.js', 'br'],
    ] as const) {
      const response = await request(path, accept);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(SCRIPT);
    }

    const head = await request('/assets/app-abc123.js', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(Number(head.headers.get('content-length'))).toBe(brBody.length);
  });

  it('sends index.html compressed, for the app routes too', async () => {
    for (const path of ['/', '/home', '/store/12']) {
      const br = await request(path, 'gzip, br');
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(await bytes(br)).toString()).toBe(HTML);
    }
    const gz = await request('/home', 'gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toBe(HTML);
    expect(await (await request('/home')).text()).toBe(HTML);
  });
});

describe("the prerendered shell's landing texts (issue 9)", () => {
  const page =
    '<h1>%%shell:fixed_header_title:en%%</h1><h1>%%shell:fixed_header_title:ar%%</h1>' +
    '<p>%%shell:fixed_header_sub_title:ar%%</p><p>%%shell:unknown_setting:en%%</p>';
  const settings = {
    fixed_header_title: { en: 'Fish & <chips>', ar: 'سمك "وبطاطا"' },
    // No Arabic: the English, as the landing API answers.
    fixed_header_sub_title: { en: 'Near you' },
    fixed_location_title: 'Where?',
  } as unknown as BusinessSettings;

  it("are the business settings' in each language, escaped; without them, nothing", () => {
    expect(fillShell(page, settings)).toBe(
      '<h1>Fish &amp; &lt;chips&gt;</h1><h1>سمك &quot;وبطاطا&quot;</h1><p>Near you</p><p></p>',
    );
    expect(fillShell(page, null)).toBe('<h1></h1><h1></h1><p></p><p></p>');
  });

  it('never reach a page as marks', async () => {
    writeFileSync(join(webDist, 'index.html'), `<body>${page}</body>`);
    for (const path of ['/', '/home']) {
      for (const accept of [undefined, 'br']) {
        const response = await request(path, accept);
        // `/` is filled per request (the app's compress middleware compresses it).
        const body =
          response.headers.get('content-encoding') === 'br'
            ? brotliDecompressSync(await bytes(response)).toString()
            : await response.text();
        expect(body).toBe('<body><h1></h1><h1></h1><p></p><p></p></body>');
      }
    }
    writeFileSync(join(webDist, 'index.html'), HTML);
  });
});

describe("a store page's cover asked for in its HTML (issue 9)", () => {
  const PAGE = '<!doctype html><html><head><title>x</title></head><body></body></html>';
  const store = (id: number, slug: string, moduleId: number, extra: object = {}) => ({
    id,
    slug,
    moduleId,
    status: true,
    coverPhoto: `store/${slug}/cover.svg`,
    ...extra,
  });
  const stores = [
    store(1, 'fresh-market', 1),
    store(2, 'car-hire', 2),
    store(3, 'closed-shop', 1, { status: false }),
    store(4, 'no-cover', 1, { coverPhoto: null }),
    store(5, 'a-b', 1, { coverPhoto: 'store/a&b/cover.svg' }),
  ];
  const ref = {
    stores: new Map(stores.map((s) => [s.id, s])),
    storeBySlug: new Map(stores.map((s) => [s.slug, s])),
    moduleById: new Map([
      [1, { moduleType: 'grocery' }],
      [2, { moduleType: 'rental' }],
    ]),
  };
  const page = async (path: string) => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', {
        database: { current: () => ({}) },
        reference: { snapshot: () => Promise.resolve(ref) },
      } as unknown as AppEnv['Variables']['deps']);
      await next();
    });
    app.use('*', webApp(webDist, { maps: false }));
    return (await app.request(`http://shop.test${path}`, { headers: {} })).text();
  };
  const preload = (href: string, address: string) =>
    `<head><link rel="preload" as="image" href="${href}" fetchpriority="high" data-page-picture="${address}"><title>`;

  it('names the cover of the store the page shows (query id, else slug or id)', async () => {
    writeFileSync(join(webDist, 'index.html'), PAGE);
    const cover = (address: string) =>
      preload('http://shop.test/storage/store/fresh-market/cover.svg', address);
    expect(await page('/store/fresh-market?id=1&module_id=1')).toContain(
      cover('/store/fresh-market?id=1&amp;module_id=1'),
    );
    expect(await page('/store/fresh-market')).toContain(cover('/store/fresh-market'));
    expect(await page('/store/1')).toContain(cover('/store/1'));
    expect(await page('/store/anything?id=1')).toContain(cover('/store/anything?id=1'));
    // The URL is escaped in the HTML.
    expect(await page('/store/a-b')).toContain(
      preload('http://shop.test/storage/store/a&amp;b/cover.svg', '/store/a-b'),
    );
    writeFileSync(join(webDist, 'index.html'), HTML);
  });

  it('names nothing for other pages, rental stores, inactive or unknown stores', async () => {
    writeFileSync(join(webDist, 'index.html'), PAGE);
    for (const path of [
      '/home',
      '/store/latest',
      '/store/popular',
      '/store/car-hire',
      '/store/fresh-market?module_type=rental',
      '/store/closed-shop',
      '/store/no-cover',
      '/store/unknown',
      '/store/99',
      '/store/%E0%A4%A',
      // Not a slug: the API finds no store by it either.
      '/store/a%26b',
      '/product/fresh-market',
    ]) {
      expect(await page(path), path).toBe(PAGE);
    }
    writeFileSync(join(webDist, 'index.html'), HTML);
  });
});

// Cross-cutting behaviour of the live server: security headers, CORS limited to the configured
// origins, unguessable guest ids, zone filtering by the zoneId header, unknown routes.
import { describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { errorBodyProblems, responseProblems } from './openapi.js';

const base = inject('serverUrl');
const allowedOrigin = inject('allowedOrigin');
const api = (path: string) => `/api/v1${path}`;

interface Zone {
  id: number;
}
interface Module {
  id: number;
  module_type: string;
  zones?: { id: number }[];
}

describe('security headers', () => {
  for (const path of [api('/config'), api('/no-such-route'), '/']) {
    it(`are sent on ${path}`, async () => {
      const result = await http(base, path, { headers: { Accept: '*/*' } });
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
      expect(result.headers.get('x-frame-options') ?? '').toMatch(/^(DENY|SAMEORIGIN)$/i);
      expect(result.headers.get('referrer-policy')).toMatch(/\S/);
    });
  }
});

describe('CORS', () => {
  it('allows a configured origin', async () => {
    const result = await http(base, api('/config'), { headers: { Origin: allowedOrigin } });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
  });

  it('answers a preflight from a configured origin, with the storefront headers', async () => {
    const result = await http(base, api('/module'), {
      method: 'OPTIONS',
      headers: {
        Origin: allowedOrigin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'zoneid,moduleid,x-localization',
      },
    });
    expect(result.status).toBeLessThan(300);
    expect(result.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    const allowed = (result.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['zoneid', 'moduleid', 'x-localization'])
      expect(allowed).toContain(header);
  });

  it("answers the preflight of a v1 client's headers (the incumbent web client's and ours)", async () => {
    const sent = [
      'ngrok-skip-browser-warning',
      'x-software-id',
      'x-server',
      'idempotency-key',
      'guest_id',
      'authorization',
      'content-type',
      'latitude',
      'longitude',
    ];
    const result = await http(base, api('/customer/order/place'), {
      method: 'OPTIONS',
      headers: {
        Origin: allowedOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': sent.join(','),
      },
    });
    expect(result.status).toBeLessThan(300);
    expect(result.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    const allowed = (result.headers.get('access-control-allow-headers') ?? '')
      .toLowerCase()
      .split(',')
      .map((h) => h.trim());
    for (const header of sent) expect(allowed).toContain(header);
  });

  it('gives no CORS grant to another origin', async () => {
    const origin = 'http://evil.storefront.test';
    const simple = await http(base, api('/config'), { headers: { Origin: origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await http(base, api('/config'), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('guest ids', () => {
  it('are 32 hex characters (128 bits) and distinct across many requests', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const result = await http(base, api('/auth/guest/request'), { method: 'POST' });
      expect(result.status).toBe(200);
      ids.push((result.json as { guest_id: string }).guest_id);
    }
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Not a counter: consecutive ids share no long common prefix.
    const sorted = [...ids].sort();
    const common = (a: string, b: string) => {
      let n = 0;
      while (n < a.length && a[n] === b[n]) n += 1;
      return n;
    };
    const longest = Math.max(...sorted.slice(1).map((id, i) => common(id, sorted[i] ?? '')));
    expect(longest).toBeLessThan(16);
  });
});

describe('the zoneId header on /module', () => {
  it('returns only modules of the given zones, for each zone', async () => {
    const zones = (await http(base, api('/zone/list'))).json as Zone[];
    expect(zones.length).toBeGreaterThanOrEqual(2);
    const typesByZone = new Map<number, string[]>();
    for (const zone of zones) {
      const result = await http(base, api('/module'), { headers: { zoneId: `[${zone.id}]` } });
      expect(result.status).toBe(200);
      expect(responseProblems('listModules', 200, result.json)).toEqual([]);
      const modules = result.json as Module[];
      for (const module of modules) {
        expect(module.zones?.map((z) => z.id)).toContain(zone.id);
      }
      typesByZone.set(
        zone.id,
        modules.map((m) => m.module_type),
      );
    }
    // The demo has a zone serving every module and one without rental.
    const sets = [...typesByZone.values()];
    expect(sets.some((types) => types.includes('rental') && new Set(types).size === 6)).toBe(true);
    expect(sets.some((types) => types.length > 0 && !types.includes('rental'))).toBe(true);
  });

  it('accepts a bare zone id as well as a JSON array', async () => {
    const zones = (await http(base, api('/zone/list'))).json as Zone[];
    const id = zones[0]?.id ?? 1;
    const bare = await http(base, api('/module'), { headers: { zoneId: String(id) } });
    const array = await http(base, api('/module'), { headers: { zoneId: `[${id}]` } });
    expect(bare.status).toBe(200);
    expect((bare.json as Module[]).map((m) => m.id)).toEqual(
      (array.json as Module[]).map((m) => m.id),
    );
  });

  it('matches the zones get-zone-id gives for a point (two zones at once)', async () => {
    const located = await http(base, api('/config/get-zone-id'), {
      query: { lat: 25.1972, lng: 55.2744 },
    });
    const zoneId = (located.json as { zone_id: string }).zone_id;
    const ids = JSON.parse(zoneId) as number[];
    const result = await http(base, api('/module'), { headers: { zoneId } });
    const modules = result.json as Module[];
    expect(modules.length).toBeGreaterThan(0);
    for (const module of modules) {
      expect(module.zones?.some((z) => ids.includes(z.id))).toBe(true);
    }
  });
});

describe('errors', () => {
  it('a point outside every zone gets 404 with code coordinates', async () => {
    const result = await http(base, api('/config/get-zone-id'), { query: { lat: 10, lng: 10 } });
    expect(result.status).toBe(404);
    expect(result.json).toEqual({
      errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
    });
  });

  it('an unknown API route gets 404 with the error body', async () => {
    const result = await http(base, api('/no-such-route'));
    expect(result.status).toBe(404);
    expect(errorBodyProblems(result.json)).toEqual([]);
  });

  it('a wrong method on a known route gets a 4xx with the error body', async () => {
    const result = await http(base, api('/config'), { method: 'DELETE' });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(result.status).toBeLessThan(500);
    expect(errorBodyProblems(result.json)).toEqual([]);
  });
});

/**
 * `GET /config` and the zone routes answer from the reference data's first part (issue 9: start
 * in a second), and /config still counts a single active module's stores and items.
 */
import { describe, expect, it, vi } from 'vitest';
import { gunzipSync, inflateSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { modules } from '../db/schema.js';
import type { ReferencePart } from '../cache/reference.js';
import { type TestApi, type Demo } from '../ordering/testing.js';
import { compressionFor } from '../http/compression.js';
import { useDemoApi } from '../testing/demo-api.js';

let demo: Demo;
let api: TestApi;

useDemoApi((d, a) => {
  demo = d;
  api = a;
});

/** The part of the reference data each call of `path` asked the cache for. */
async function partsAskedBy(path: string, query?: Record<string, number>) {
  const spy = vi.spyOn(api.reference, 'snapshot');
  try {
    const answer = await api.call('GET', path, { query });
    expect(answer.status, answer.text).toBe(200);
    return spy.mock.calls.map(([, part]) => part ?? ('whole' satisfies ReferencePart));
  } finally {
    spy.mockRestore();
  }
}

describe('routes of the first part', () => {
  it('ask for the first part only; the others for the whole snapshot', async () => {
    const zoneId = demo.zoneIds[0]!;
    expect(await partsAskedBy('/config')).toEqual(['first']);
    expect(await partsAskedBy('/zone/list')).toEqual(['first']);
    expect(await partsAskedBy('/zone/check', { lat: 25.2, lng: 55.27, zone_id: zoneId })).toEqual([
      'first',
    ]);
    expect(await partsAskedBy('/module')).toEqual(['whole']);
  });

  it('answer /config from a cold cache alike', async () => {
    const warm = await api.call('GET', '/config');
    api.reference.clear();
    const cold = await api.call('GET', '/config');
    expect(cold.json).toEqual(warm.json);
    expect((warm.json as { module: unknown }).module).toBeNull();
  });

  it('count the stores and items of a single active module in /config', async () => {
    const food = demo.moduleIds.food;
    const others = (await demo.db.select().from(modules))
      .filter((m) => m.status && m.id !== food)
      .map((m) => m.id);
    expect(others.length).toBeGreaterThan(0);
    await api.changeReference('geo', (tx) =>
      tx.update(modules).set({ status: false }).where(inArray(modules.id, others)),
    );
    try {
      api.reference.clear();
      const answer = await api.call<{ module: { id: number; stores_count: number } | null }>(
        'GET',
        '/config',
      );
      const stores = demo.storesRows.filter((s) => s.moduleId === food && s.status).length;
      expect(answer.json.module?.id).toBe(food);
      expect(answer.json.module?.stores_count).toBe(stores);
      expect(stores).toBeGreaterThan(0);
    } finally {
      await api.changeReference('geo', (tx) =>
        tx.update(modules).set({ status: true }).where(inArray(modules.id, others)),
      );
    }
  });
});

const ACCEPTED = [
  undefined,
  '',
  'gzip',
  'deflate',
  'gzip, deflate, br',
  'br',
  'identity',
  '*',
  '*;q=0.5, gzip;q=0',
  'gzip;q=0, deflate',
  'gzip;q=0.5, deflate;q=0.8',
  'gzip;q=0.8, deflate;q=0.8',
  'GZIP',
  'deflate;q=0, gzip;q=0',
];

describe('/config compressed once per snapshot', () => {
  it('chooses the encoding the compress middleware chooses', async () => {
    const app = new Hono();
    app.use(compress());
    app.get('/', (c) => c.json({ text: 'x'.repeat(2048) }));
    for (const accepted of ACCEPTED) {
      const answer = await app.request('/', {
        headers: accepted === undefined ? {} : { 'Accept-Encoding': accepted },
      });
      expect(compressionFor(accepted) ?? null, String(accepted)).toBe(
        answer.headers.get('Content-Encoding'),
      );
    }
  });

  it('answers the same body in each encoding, varying by Accept-Encoding', async () => {
    const get = (accepted?: string) =>
      api.app.request('http://localhost/api/v1/config', {
        headers: accepted === undefined ? {} : { 'Accept-Encoding': accepted },
      });
    const plain = await get();
    const text = await plain.text();
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    for (const [accepted, encoding, unpack] of [
      ['gzip, deflate, br', 'gzip', gunzipSync],
      ['deflate', 'deflate', inflateSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const packed = await get(accepted);
        expect(packed.status).toBe(200);
        expect(packed.headers.get('Content-Encoding')).toBe(encoding);
        expect(packed.headers.get('Content-Type')).toBe('application/json');
        expect(packed.headers.get('Vary')).toMatch(/Accept-Encoding/);
        const bytes = Buffer.from(await packed.arrayBuffer());
        expect(unpack(bytes).toString('utf8')).toBe(text);
      }
    }
    const unknown = await get('br');
    expect(unknown.headers.get('Content-Encoding')).toBeNull();
    expect(await unknown.text()).toBe(text);
  });
});

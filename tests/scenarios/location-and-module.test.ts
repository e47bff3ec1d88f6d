// CLI scenarios against a live server on a fresh database: the walking skeleton's flows, as a QA
// script would drive them (a `scenario run FILE` format comes in a later issue).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storefront } from './cli.js';

const api = inject('serverUrl');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-scenario-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The CLI with a session file of the scenario's own. */
function cli(session: string) {
  return (...args: string[]) =>
    storefront(['--api', api, '--session', join(dir, session), ...args]);
}

describe('a new customer chooses a place by search, then the food module', () => {
  const run = cli('search-food.json');

  it('reads the store configuration', async () => {
    const result = await run('--json', 'config');
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ demo: true, guestCheckout: true });
  });

  it('sets the location by searching "Dubai Mall" (first suggestion)', async () => {
    const result = await run('location', 'set', '--search', 'Dubai Mall');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('New Delivery address selected.');
    expect(result.stdout).toMatch(/Location\s+.*Dubai Mall/);

    const shown = JSON.parse((await run('--json', 'location', 'show')).stdout) as {
      location: string;
      zoneIds: number[];
      lat: number;
      lng: number;
    };
    expect(shown.location).toContain('Dubai Mall');
    expect(shown.zoneIds.length).toBeGreaterThan(0);
    expect(shown.lat).toBeGreaterThan(25);
    expect(shown.lng).toBeGreaterThan(55);
  });

  it('chooses the food module, which goes to /home', async () => {
    const result = await run('--json', 'module', 'use', 'food');
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      module: { type: 'food' },
      route: '/home',
      toasts: [{ kind: 'success', message: 'A Module has been selected.' }],
    });
  });

  it('lists the modules of the zone, the chosen one marked', async () => {
    const result = await run('--json', 'modules');
    expect(result.code, result.stderr).toBe(0);
    const rows = JSON.parse(result.stdout) as { type: string; selected: boolean }[];
    expect(rows.map((r) => r.type)).toEqual(
      expect.arrayContaining(['grocery', 'pharmacy', 'ecommerce', 'food', 'parcel', 'rental']),
    );
    expect(rows.filter((r) => r.selected).map((r) => r.type)).toEqual(['food']);

    const human = await run('modules');
    expect(human.stdout).toMatch(/^\*\s+\d+\s+food\s+/m);
  });

  it('kept the session in its file with the web app’s keys', () => {
    const session = JSON.parse(readFileSync(join(dir, 'search-food.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(session.guest_id).toMatch(/^[0-9a-f]{32}$/);
    expect(session.location).toContain('Dubai Mall');
    expect(JSON.parse(session.zoneid ?? '[]')).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    expect(JSON.parse(session.module ?? '{}')).toMatchObject({ module_type: 'food' });
  });
});

describe('a point outside every zone', () => {
  const run = cli('outside.json');

  it("gives the server's message and a non-zero exit code", async () => {
    const result = await run('location', 'set', '--lat', '0', '--lng', '0');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Service not available in this area');
  });

  it('gives the error as JSON for scripts', async () => {
    const result = await run('--json', 'location', 'set', '--lat', '0', '--lng', '0');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { code: 'coordinates', message: 'Service not available in this area' },
    });
  });

  it('stores nothing, so modules still asks for a location', async () => {
    const result = await run('modules');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No location is set');
  });
});

describe('coordinates, Arabic and the trace', () => {
  const run = cli('arabic.json');

  it('sets Downtown Dubai by coordinates, with the toast in Arabic', async () => {
    const trace = join(dir, 'trace.jsonl');
    const result = await run(
      '--lang',
      'ar',
      '--trace',
      trace,
      'location',
      'set',
      '--lat',
      '25.1972',
      '--lng',
      '55.2744',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('تم اختيار عنوان توصيل جديد.');
    const events = readFileSync(trace, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string });
    expect(events.some((e) => e.type === '@xstate.snapshot')).toBe(true);
  });

  it('gets Arabic module names from the server', async () => {
    const english = JSON.parse((await run('--json', 'modules')).stdout) as { name: string }[];
    const arabic = JSON.parse((await run('--json', '--lang', 'ar', 'modules')).stdout) as {
      name: string;
    }[];
    expect(arabic.length).toBe(english.length);
    expect(arabic.some((m) => /[\u0600-\u06FF]/.test(m.name))).toBe(true);
  });
});

describe('an unreachable server', () => {
  it('exits 3 with a clear message', async () => {
    const result = await storefront([
      '--api',
      'http://127.0.0.1:9',
      '--session',
      join(dir, 'x.json'),
      'config',
    ]);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Cannot reach the server at http://127.0.0.1:9/api/v1');
  });
});

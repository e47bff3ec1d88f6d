// The whole command line with a fake server (a fetch that answers like the v1 API): outputs,
// the session file, the trace and the exit codes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from './errors.js';
import { run } from './program.js';
import type { TextSink } from './output.js';

interface Sink extends TextSink {
  text: string;
}
const sink = (isTTY = false): Sink => ({
  text: '',
  isTTY,
  write(chunk: string) {
    this.text += chunk;
    return true;
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const CONFIG = {
  business_name: 'Storefront',
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  demo: true,
  guest_checkout_status: 1,
  default_location: { lat: '25.1972', lng: '55.2744' },
  sys_language: [
    { key: 'en', value: 'English', direction: 'ltr', default: true },
    { key: 'ar', value: 'Arabic', direction: 'rtl', default: false },
  ],
  centralize_login: {
    manual_login_status: 1,
    otp_login_status: 1,
    social_login_status: 0,
    google_login_status: 0,
    facebook_login_status: 0,
    apple_login_status: 0,
    email_verification_status: 0,
    phone_verification_status: 0,
  },
};

const MODULES = [
  {
    id: 1,
    module_type: 'grocery',
    module_name: 'Grocery',
    icon_full_url: null,
    zones: [{ id: 1, name: 'Downtown' }],
  },
  {
    id: 4,
    module_type: 'food',
    module_name: 'Food',
    icon_full_url: null,
    zones: [{ id: 1, name: 'Downtown' }],
  },
];

interface FakeServer {
  fetch: typeof fetch;
  requests: Request[];
}

/** A fetch answering like the reference server for Downtown Dubai; (0, 0) is in no zone. */
function fakeServer(overrides: Record<string, (url: URL) => Response> = {}): FakeServer {
  const requests: Request[] = [];
  const routes: Record<string, (url: URL) => Response> = {
    '/api/v1/config': () => json(CONFIG),
    '/api/v1/auth/guest/request': () => json({ message: 'ok', guest_id: 'a'.repeat(32) }),
    '/api/v1/config/geocode-api': () =>
      json({
        status: 'OK',
        results: [
          {
            formatted_address: 'Downtown Dubai',
            place_id: 'p1',
            geometry: { location: { lat: 25.1972, lng: 55.2744 } },
          },
        ],
      }),
    '/api/v1/config/get-zone-id': (url) =>
      url.searchParams.get('lat') === '0'
        ? json(
            { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
            404,
          )
        : json({ zone_id: '[1]', zone_data: [] }),
    '/api/v1/config/place-api-autocomplete': (url) =>
      json({
        suggestions:
          url.searchParams.get('search_text') === 'nowhere'
            ? []
            : [
                {
                  placePrediction: {
                    placeId: 'gz-dubai-mall',
                    text: { text: 'The Dubai Mall, Downtown Dubai' },
                    structuredFormat: {
                      mainText: { text: 'The Dubai Mall' },
                      secondaryText: { text: 'Downtown Dubai' },
                    },
                  },
                },
                {
                  placePrediction: {
                    placeId: 'gz-marina-mall',
                    text: { text: 'Dubai Marina Mall' },
                    structuredFormat: {
                      mainText: { text: 'Dubai Marina Mall' },
                      secondaryText: { text: 'Dubai Marina' },
                    },
                  },
                },
              ],
      }),
    '/api/v1/config/place-api-details': (url) =>
      json({
        id: url.searchParams.get('placeid'),
        displayName: { text: 'The Dubai Mall' },
        formattedAddress: 'The Dubai Mall, Downtown Dubai, Dubai',
        location: { latitude: 25.1985, longitude: 55.2796 },
      }),
    '/api/v1/module': () => json(MODULES),
    ...overrides,
  };
  return {
    requests,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push(request);
      const url = new URL(request.url);
      const route = routes[url.pathname];
      return route
        ? route(url)
        : json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

let dir: string;
let session: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-cli-'));
  session = join(dir, 'session.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function cli(
  args: string[],
  options: { server?: FakeServer; env?: Record<string, string>; tty?: boolean } = {},
) {
  const stdout = sink(options.tty);
  const stderr = sink(options.tty);
  const code = await run(['--session', session, ...args], {
    stdout,
    stderr,
    env: options.env ?? {},
    home: dir,
    fetch: (options.server ?? fakeServer()).fetch,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

const readSessionFile = () => JSON.parse(readFileSync(session, 'utf8')) as Record<string, string>;

describe('exit codes', () => {
  it('is 0 for help and the version', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(EXIT.ok);
    expect(help.stdout).toContain('Usage: storefront');
    const version = await cli(['--version']);
    expect(version.code).toBe(EXIT.ok);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('is 2 for a bad command line', async () => {
    expect((await cli(['no-such-command'])).code).toBe(EXIT.usage);
    expect((await cli(['config', '--no-such-option'])).code).toBe(EXIT.usage);
    expect((await cli(['--lang', 'fr', 'config'])).code).toBe(EXIT.usage);
    expect((await cli(['--api', 'not a url', 'config'])).code).toBe(EXIT.usage);
    expect((await cli(['location', 'set'])).code).toBe(EXIT.usage);
    expect((await cli(['location', 'set', '--lat', 'abc', '--lng', '1'])).code).toBe(EXIT.usage);
    expect((await cli(['location', 'set', '--lat', '91', '--lng', '0'])).code).toBe(EXIT.usage);
    expect((await cli(['location', 'set', '--lat', '25'])).code).toBe(EXIT.usage);
    expect((await cli(['location', 'set', '--search', 'Dubai Mall', '--pick', '0'])).code).toBe(
      EXIT.usage,
    );
    expect((await cli(['machines', 'show', 'nope'])).code).toBe(EXIT.usage);
    expect((await cli(['machines', 'show', 'location', '--format', 'svg'])).code).toBe(EXIT.usage);
  });

  it('is 3 when the server cannot be reached or fails', async () => {
    const unreachable: FakeServer = {
      requests: [],
      fetch: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch,
    };
    const down = await cli(['config'], { server: unreachable });
    expect(down.code).toBe(EXIT.unavailable);
    expect(down.stderr).toMatch(/Cannot reach the server at http:\/\/localhost:8080\/api\/v1/);

    const failing = fakeServer({
      '/api/v1/config': () => json({ errors: [{ code: 'internal', message: 'boom' }] }, 500),
    });
    expect((await cli(['config'], { server: failing })).code).toBe(EXIT.unavailable);
  });

  it('is 1 when the server refuses, with its message', async () => {
    const result = await cli(['--json', 'location', 'set', '--lat', '0', '--lng', '0']);
    expect(result.code).toBe(EXIT.failure);
    expect(JSON.parse(result.stdout)).toEqual({
      error: { code: 'coordinates', message: 'Service not available in this area' },
    });
    expect(result.stderr).toContain('Service not available in this area');
  });
});

describe('config', () => {
  it('prints the key settings for people and for scripts', async () => {
    const human = await cli(['config']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/Business name\s+Storefront/);
    expect(human.stdout).toMatch(/Currency\s+AED \(symbol left, 2 decimals\)/);
    expect(human.stdout).toMatch(
      /Languages\s+English \(en, default\), Arabic \(ar, right-to-left\)/,
    );
    expect(human.stdout).toMatch(/Login\s+manual \(password\), OTP\n/);
    expect(human.stdout).toMatch(/Guest checkout\s+on/);
    expect(human.stdout).toMatch(/Demo mode\s+on/);

    const script = await cli(['--json', 'config']);
    expect(JSON.parse(script.stdout)).toMatchObject({
      businessName: 'Storefront',
      guestCheckout: true,
      demo: true,
      login: { manual: true, otp: true, social: false },
    });
  });

  it('sends the language of --lang to the API', async () => {
    const server = fakeServer();
    await cli(['--lang', 'ar', 'config'], { server });
    expect(server.requests[0]?.headers.get('X-localization')).toBe('ar');
  });
});

describe('location', () => {
  it('set by coordinates stores the location, coordinates and zones, with the toast', async () => {
    const result = await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ New Delivery address selected.');
    expect(readSessionFile()).toMatchObject({
      guest_id: 'a'.repeat(32),
      location: 'Downtown Dubai',
      currentLatLng: JSON.stringify({ lat: 25.1972, lng: 55.2744 }),
      zoneid: '[1]',
    });
  });

  it('set by search picks the first suggestion, or the one of --pick', async () => {
    const first = await cli(['--json', 'location', 'set', '--search', 'Dubai Mall']);
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      location: 'The Dubai Mall, Downtown Dubai, Dubai',
      lat: 25.1985,
      lng: 55.2796,
      zoneIds: [1],
      picked: { placeId: 'gz-dubai-mall' },
    });

    const server = fakeServer();
    const second = await cli(
      ['--json', 'location', 'set', '--search', 'Dubai Mall', '--pick', '2'],
      { server },
    );
    expect(JSON.parse(second.stdout).picked).toEqual({
      placeId: 'gz-marina-mall',
      text: 'Dubai Marina Mall',
    });
    const details = server.requests.find((r) => r.url.includes('place-api-details'));
    expect(new URL(details?.url ?? 'http://x').searchParams.get('placeid')).toBe('gz-marina-mall');
  });

  it('set by search fails clearly when nothing matches or --pick is out of range', async () => {
    const none = await cli(['location', 'set', '--search', 'nowhere']);
    expect(none.code).toBe(EXIT.failure);
    expect(none.stderr).toContain('No places match your search');
    const range = await cli(['location', 'set', '--search', 'Dubai Mall', '--pick', '5']);
    expect(range.code).toBe(EXIT.usage);
    expect(range.stderr).toContain('the search gave 2 suggestion(s)');
  });

  it('says the rental module picks up', async () => {
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const rental = fakeServer({
      '/api/v1/module': () =>
        json([
          {
            id: 6,
            module_type: 'rental',
            module_name: 'Car Rental',
            icon_full_url: null,
            zones: [{ id: 1, name: 'Downtown' }],
          },
        ]),
    });
    expect((await cli(['module', 'use', 'rental'], { server: rental })).code).toBe(0);
    const again = await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    expect(again.stdout).toContain('✓ New Pickup address selected.');
  });

  it('show prints the stored location', async () => {
    expect((await cli(['location', 'show'])).stdout).toContain('No location is set');
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const shown = await cli(['--json', 'location', 'show']);
    expect(JSON.parse(shown.stdout)).toEqual({
      location: 'Downtown Dubai',
      lat: 25.1972,
      lng: 55.2744,
      zoneIds: [1],
      zoneId: '[1]',
    });
  });

  it('speaks Arabic with --lang ar', async () => {
    const result = await cli([
      '--lang',
      'ar',
      'location',
      'set',
      '--lat',
      '25.1972',
      '--lng',
      '55.2744',
    ]);
    expect(result.stdout).toContain('تم اختيار عنوان توصيل جديد.');
  });
});

describe('modules', () => {
  it('needs a location first', async () => {
    const result = await cli(['modules']);
    expect(result.code).toBe(EXIT.failure);
    expect(result.stderr).toContain('No location is set');
  });

  it('lists the modules of the stored zone, sending the zoneId header', async () => {
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const server = fakeServer();
    const result = await cli(['modules'], { server });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/ID\s+TYPE\s+NAME\n\s+1\s+grocery\s+Grocery\n\s+4\s+food\s+Food/);
    const request = server.requests.find((r) => r.url.endsWith('/api/v1/module'));
    expect(request?.headers.get('zoneId')).toBe('[1]');
  });

  it('gives the spec error when the zone has no module', async () => {
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const empty = fakeServer({ '/api/v1/module': () => json([]) });
    const result = await cli(['modules'], { server: empty });
    expect(result.code).toBe(EXIT.failure);
    expect(result.stderr).toContain(
      'No module found. Contact with the site owner to activate modules.',
    );
  });

  it('module use stores the module (by type or id), toasts and goes to /home', async () => {
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const byType = await cli(['--json', 'module', 'use', 'food']);
    expect(byType.code).toBe(0);
    expect(JSON.parse(byType.stdout)).toMatchObject({
      module: { id: 4, type: 'food', name: 'Food' },
      route: '/home',
      toasts: [{ kind: 'success', message: 'A Module has been selected.' }],
    });
    expect(JSON.parse(readSessionFile().module ?? '{}')).toMatchObject({
      id: 4,
      module_type: 'food',
    });

    expect((await cli(['module', 'use', '1'])).code).toBe(0);
    expect(JSON.parse(readSessionFile().module ?? '{}')).toMatchObject({ id: 1 });
    const marked = await cli(['modules']);
    expect(marked.stdout).toMatch(/\*\s+1\s+grocery/);

    const unknown = await cli(['module', 'use', 'pharmacy']);
    expect(unknown.code).toBe(EXIT.failure);
    expect(unknown.stderr).toContain(
      'No module "pharmacy" in this zone. Available: 1 (grocery), 4 (food)',
    );
  });
});

describe('machines', () => {
  it('lists the machines and prints them as Mermaid or DOT', async () => {
    const list = await cli(['--json', 'machines', 'list']);
    expect((JSON.parse(list.stdout) as { name: string }[]).map((m) => m.name)).toEqual([
      'location',
      'module',
      'item-config',
      'add-to-cart',
      'cart-line',
      'checkout-gate',
      'checkout',
      'auth-modal',
      'otp',
      'forgot-password',
      'session',
      'logout',
      'wishlist-toggle',
      'rental-search',
      'trip-cart',
      'rental-module',
      'trip-booking',
      'order-cancel',
      'wallet-top-up',
      'loyalty-transfer',
      'profile-edit',
      'account-deletion',
      'payment-return',
      'parcel',
    ]);
    expect((await cli(['machines', 'show', 'itemConfig'])).code).toBe(0);
    expect((await cli(['machines', 'show', 'checkout'])).stdout).toMatch(/^stateDiagram-v2\n/);
    expect((await cli(['machines', 'show', 'module'])).stdout).toMatch(/^stateDiagram-v2\n/);
    expect((await cli(['machines', 'show', 'location', '--format', 'dot'])).stdout).toMatch(
      /^digraph "location" \{/,
    );
  });

  it('lists the paths of the model-based test, for each input', async () => {
    const result = await cli(['--json', 'machines', 'paths', 'module']);
    const model = JSON.parse(result.stdout) as { input: unknown; paths: { state: string }[] }[];
    expect(model.length).toBeGreaterThan(0);
    for (const { paths } of model) {
      expect(paths.map((p) => p.state)).toEqual(
        expect.arrayContaining(['loading', 'ready', 'empty', 'failed', 'selected']),
      );
    }
  });
});

describe('output options', () => {
  it('respects NO_COLOR on a terminal', async () => {
    await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const colored = await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744'], {
      tty: true,
    });
    expect(colored.stdout).toContain('\u001b[');
    const plain = await cli(['location', 'set', '--lat', '25.1972', '--lng', '55.2744'], {
      tty: true,
      env: { NO_COLOR: '1' },
    });
    expect(plain.stdout).not.toContain('\u001b[');
  });

  it('--trace appends the machines’ inspection events as JSON lines', async () => {
    const trace = join(dir, 'trace.jsonl');
    await cli(['--trace', trace, 'location', 'set', '--lat', '25.1972', '--lng', '55.2744']);
    const lines = readFileSync(trace, 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { type: string; value?: unknown; event?: { type: string } },
      );
    expect(lines[0]?.type).toBe('@storefront.command');
    expect(lines.some((l) => l.type === '@xstate.event' && l.event?.type === 'PICK_POINT')).toBe(
      true,
    );
    const values = lines
      .filter((l) => l.type === '@xstate.snapshot')
      .map((l) => JSON.stringify(l.value));
    expect(values.some((v) => v.includes('"selected"'))).toBe(true);
  });
});

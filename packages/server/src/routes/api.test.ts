import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { haversineMeters } from '@storefront/core/domain/geo';
import { createApp } from '../app.js';
import { changeReference, ReferenceCache } from '../cache/reference.js';
import { staticDatabase } from '../db/client.js';
import { businessSettings, guests, newsletters } from '../db/schema.js';
import { DEFAULT_SETTINGS } from '../config/settings.js';
import { createFixture, type Fixture, POINTS } from '../testing/fixtures.js';

let fx: Fixture;
let app: ReturnType<typeof createApp>;
const reference = new ReferenceCache();
/** A settings row changed as an operator would (the cache is told). */
const setSetting = (key: string, value: unknown) =>
  changeReference(
    fx.db,
    'settings',
    (tx) => tx.update(businessSettings).set({ value }).where(eq(businessSettings.key, key)),
    reference,
  );
const clock = { now: () => Date.parse('2030-01-02T03:04:05Z') };

beforeAll(async () => {
  fx = await createFixture();
  app = createApp({ database: staticDatabase(fx.db), clock, logError: () => {}, reference });
});
afterAll(() => fx.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost/api/v1${path}`, { headers });
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(`http://localhost/api/v1${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

interface ErrorBody {
  errors: { code: string; message: string }[];
}

async function expectError(response: Response, status: number, code: string, message?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorBody;
  expect(body.errors.length).toBeGreaterThan(0);
  expect(body.errors[0]!.code).toBe(code);
  if (message) expect(body.errors[0]!.message).toBe(message);
  return body;
}

describe('GET /config', () => {
  it('returns the demo configuration', async () => {
    const response = await get('/config');
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      business_name: 'Storefront',
      country: 'AE',
      demo: true,
      guest_checkout_status: 1,
      customer_wallet_status: 1,
      loyalty_point_status: 1,
      ref_earning_status: 1,
      currency_symbol: 'AED',
      currency_symbol_direction: 'left',
      digit_after_decimal_point: 2,
      default_location: { lat: '25.1972', lng: '55.2744' },
      cash_on_delivery: true,
      digital_payment: true,
      tax_included: 0,
      free_delivery_over: 150,
      admin_free_delivery: {
        status: true,
        type: 'free_delivery_by_order_amount',
        free_delivery_over: 150,
      },
      additional_charge_name: 'Service Charge',
      map_api_key: null,
      maps_api_key_set: false,
      centralize_login: {
        manual_login_status: 1,
        otp_login_status: 1,
        social_login_status: 1,
        email_verification_status: 0,
        phone_verification_status: 1,
      },
    });
    expect(config.sys_language).toEqual([
      { key: 'en', value: 'English', direction: 'ltr', default: true },
      { key: 'ar', value: 'Arabic', direction: 'rtl', default: false },
    ]);
    expect(config.active_payment_method_list).toEqual([
      {
        gateway: 'sandbox',
        gateway_title: 'Sandbox Pay',
        gateway_image: 'business/sandbox-pay.svg',
        gateway_image_full_url: 'http://localhost/storage/business/sandbox-pay.svg',
      },
    ]);
    expect(config.logo_full_url).toBe('http://localhost/storage/business/logo.svg');
    // Six modules are active, so there is no single module.
    expect(config.module).toBeNull();
    const moduleConfig = config.module_config as Record<string, Record<string, unknown>>;
    expect(moduleConfig.food).toMatchObject({
      add_on: true,
      veg_non_veg: true,
      stock: false,
      item_available_time: true,
    });
    expect(moduleConfig.pharmacy).toMatchObject({ stock: true, order_attachment: true });
    expect(moduleConfig.ecommerce).toMatchObject({
      stock: true,
      always_open: true,
      all_zone_service: true,
    });
  });

  it('localises business texts with X-localization', async () => {
    const config = (await (await get('/config', { 'X-localization': 'ar' })).json()) as Record<
      string,
      unknown
    >;
    expect(config.additional_charge_name).toBe(DEFAULT_SETTINGS.additional_charge_name.ar);
    expect(config.footer_text).toBe(DEFAULT_SETTINGS.footer_text.ar);
  });

  it('reads the settings table (a changed row wins over the default)', async () => {
    await setSetting('guest_checkout_status', 0);
    try {
      const config = (await (await get('/config')).json()) as Record<string, unknown>;
      expect(config.guest_checkout_status).toBe(0);
    } finally {
      await setSetting('guest_checkout_status', 1);
    }
  });

  it('reports demo mode off when the server runs without it', async () => {
    const live = createApp({ database: staticDatabase(fx.db), demo: false });
    const config = (await (await live.request('/api/v1/config')).json()) as { demo: boolean };
    expect(config.demo).toBe(false);
  });

  it('returns the Maps key when one is configured', async () => {
    const withKey = createApp({ database: staticDatabase(fx.db), mapsApiKey: 'browser-key' });
    const config = (await (await withKey.request('/api/v1/config')).json()) as Record<
      string,
      unknown
    >;
    expect(config.map_api_key).toBe('browser-key');
    expect(config.maps_api_key_set).toBe(true);
  });
});

describe('GET /config/get-zone-id', () => {
  it('returns the zones containing the point, smallest first, with their modules', async () => {
    const { lat, lng } = POINTS.downtown;
    const response = await get(`/config/get-zone-id?lat=${lat}&lng=${lng}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      zone_id: string;
      zone_data: {
        id: number;
        area: number;
        modules: { module_type: string; pivot: Record<string, unknown> }[];
      }[];
    };
    expect(body.zone_id).toBe(JSON.stringify([fx.zones.downtown, fx.zones.city]));
    expect(body.zone_data.map((z) => z.id)).toEqual([fx.zones.downtown, fx.zones.city]);
    expect(body.zone_data[0]!.area).toBeLessThan(body.zone_data[1]!.area);
    const downtownModules = body.zone_data[0]!.modules.map((m) => m.module_type);
    expect(downtownModules).not.toContain('rental');
    expect(body.zone_data[1]!.modules.map((m) => m.module_type)).toContain('rental');
    expect(body.zone_data[0]!.modules[0]!.pivot).toMatchObject({
      zone_id: fx.zones.downtown,
      minimum_shipping_charge: 5,
    });
  });

  it('answers 404 outside every zone', async () => {
    const { lat, lng } = POINTS.nowhere;
    await expectError(
      await get(`/config/get-zone-id?lat=${lat}&lng=${lng}`),
      404,
      'coordinates',
      'Service not available in this area',
    );
  });

  it('answers 403 when only inactive zones contain the point', async () => {
    const { lat, lng } = POINTS.closed;
    await expectError(
      await get(`/config/get-zone-id?lat=${lat}&lng=${lng}`),
      403,
      'coordinates',
      'We are temporarily unavailable in this area',
    );
  });

  it.each([
    ['', 'lat', 'The lat field is required.'],
    ['?lat=25.2', 'lng', 'The lng field is required.'],
    ['?lat=abc&lng=55', 'lat', 'The lat must be a number.'],
    ['?lat=95&lng=55', 'lat', 'The lat must be between -90 and 90.'],
    ['?lat=25&lng=Infinity', 'lng', 'The lng must be a number.'],
  ])('validates %s → 403 %s', async (query, code, message) => {
    await expectError(await get(`/config/get-zone-id${query}`), 403, code, message);
  });
});

describe('GET /config/geocode-api', () => {
  it('names the nearest place, in English and Arabic', async () => {
    const { lat, lng } = POINTS.downtown;
    const en = (await (await get(`/config/geocode-api?lat=${lat}&lng=${lng}`)).json()) as {
      status: string;
      results: { formatted_address: string; place_id: string }[];
    };
    expect(en.status).toBe('OK');
    expect(en.results[0]).toMatchObject({
      place_id: 'burj-khalifa',
      formatted_address: 'Burj Khalifa, Downtown Dubai, Dubai, United Arab Emirates',
    });
    const ar = (await (
      await get(`/config/geocode-api?lat=${lat}&lng=${lng}`, { 'X-localization': 'ar' })
    ).json()) as { results: { formatted_address: string }[] };
    expect(ar.results[0]!.formatted_address).toBe(
      'برج خليفة، وسط مدينة دبي، دبي، الإمارات العربية المتحدة',
    );
  });

  it('gives ZERO_RESULTS far from every place', async () => {
    const { lat, lng } = POINTS.nowhere;
    const body = (await (await get(`/config/geocode-api?lat=${lat}&lng=${lng}`)).json()) as {
      status: string;
      results: unknown[];
    };
    expect(body).toEqual({ plus_code: {}, status: 'ZERO_RESULTS', results: [] });
  });

  it('validates the coordinates', async () => {
    await expectError(await get('/config/geocode-api?lat=1'), 403, 'lng');
  });
});

describe('GET /config/place-api-autocomplete', () => {
  const search = async (text: string, headers: Record<string, string> = {}) => {
    const response = await get(
      `/config/place-api-autocomplete?search_text=${encodeURIComponent(text)}`,
      headers,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      suggestions: {
        placePrediction: {
          placeId: string;
          text: { text: string };
          structuredFormat: { mainText: { text: string }; secondaryText: { text: string } };
        };
      }[];
    };
    return body.suggestions.map((s) => s.placePrediction);
  };

  it('puts prefix matches before substring matches', async () => {
    const ids = (await search('mar')).map((p) => p.placeId);
    // "Marina Mall" starts with "mar"; "Dubai Marina" has a word starting with it.
    expect(ids.slice(0, 2)).toEqual(['marina-mall', 'dubai-marina']);
  });

  it('is case- and accent-insensitive', async () => {
    expect((await search('CAFE CREME')).map((p) => p.placeId)).toEqual(['cafe-creme']);
  });

  it('matches the area', async () => {
    expect((await search('jumeirah')).map((p) => p.placeId)).toEqual(['cafe-creme']);
  });

  it('matches Arabic names and answers in Arabic', async () => {
    const [first] = await search('دبي مول', { 'X-localization': 'ar' });
    expect(first).toMatchObject({
      placeId: 'dubai-mall',
      structuredFormat: {
        mainText: { text: 'دبي مول' },
        secondaryText: { text: 'وسط مدينة دبي، دبي، الإمارات العربية المتحدة' },
      },
    });
  });

  it('returns at most 8 suggestions', async () => {
    expect((await search('a')).length).toBeLessThanOrEqual(8);
  });

  it('requires search_text', async () => {
    await expectError(
      await get('/config/place-api-autocomplete'),
      403,
      'search_text',
      'The search text field is required.',
    );
    await expectError(
      await get(`/config/place-api-autocomplete?search_text=${'x'.repeat(201)}`),
      403,
      'search_text',
    );
  });
});

describe('GET /config/place-api-details', () => {
  it('returns the place', async () => {
    const response = await get('/config/place-api-details?placeid=dubai-mall');
    expect(await response.json()).toEqual({
      id: 'dubai-mall',
      displayName: { text: 'Dubai Mall', languageCode: 'en' },
      formattedAddress: 'Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates',
      location: { latitude: 25.1985, longitude: 55.2796 },
    });
  });

  it('answers 404 for an unknown id and 403 without one', async () => {
    await expectError(await get('/config/place-api-details?placeid=nope'), 404, 'placeid');
    await expectError(await get('/config/place-api-details'), 403, 'placeid');
  });
});

describe('GET /config/distance-api', () => {
  it('answers the straight line delivery charges by, with a drive duration', async () => {
    const response = await get(
      '/config/distance-api?origin_lat=25.1972&origin_lng=55.2744&destination_lat=25.08&destination_lng=55.14&mode=DRIVE',
    );
    const body = (await response.json()) as {
      status: string;
      condition: string;
      distanceMeters: number;
      duration: string;
      localizedValues: Record<string, { text: string }>;
    };
    expect(body.status).toBe('OK');
    expect(body.condition).toBe('ROUTE_EXISTS');
    // The straight line, in whole metres: the distance placement charges by.
    expect(body.distanceMeters).toBe(
      Math.round(haversineMeters({ lat: 25.1972, lng: 55.2744 }, { lat: 25.08, lng: 55.14 })),
    );
    expect(body.duration).toMatch(/^\d+s$/);
    expect(body.localizedValues.method!.text).toContain('40 km/h');
  });

  it('defaults to walking', async () => {
    const walk = (await (
      await get(
        '/config/distance-api?origin_lat=25.1&origin_lng=55.1&destination_lat=25.11&destination_lng=55.1',
      )
    ).json()) as { duration: string };
    const drive = (await (
      await get(
        '/config/distance-api?origin_lat=25.1&origin_lng=55.1&destination_lat=25.11&destination_lng=55.1&mode=driving',
      )
    ).json()) as { duration: string };
    expect(Number.parseInt(walk.duration, 10)).toBeGreaterThan(Number.parseInt(drive.duration, 10));
  });

  it('has no route beyond 300 km', async () => {
    const body = (await (
      await get(
        '/config/distance-api?origin_lat=25.2&origin_lng=55.27&destination_lat=51.5&destination_lng=-0.12',
      )
    ).json()) as { status: string; condition: string };
    expect(body).toMatchObject({ status: 'ZERO_RESULTS', condition: 'ROUTE_NOT_FOUND' });
  });

  it('validates the query', async () => {
    await expectError(
      await get('/config/distance-api?origin_lat=1&origin_lng=2&destination_lat=3'),
      403,
      'destination_lng',
    );
    await expectError(
      await get(
        '/config/distance-api?origin_lat=1&origin_lng=2&destination_lat=3&destination_lng=4&mode=FLY',
      ),
      403,
      'mode',
    );
  });
});

describe('GET /module', () => {
  type ModuleBody = {
    id: number;
    module_type: string;
    module_name: string;
    status: string;
    stores_count: number;
    items_count: number;
    zones: { id: number; pivot: { module_id: number; zone_id: number } }[];
    icon_full_url: string | null;
  };
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await get(`/module${query}`, headers);
    expect(response.status).toBe(200);
    return (await response.json()) as ModuleBody[];
  };

  it('lists every active module without a zone', async () => {
    const modules = await list();
    expect(modules.map((m) => m.module_type)).toEqual([
      'grocery',
      'pharmacy',
      'ecommerce',
      'food',
      'parcel',
      'rental',
    ]);
    const food = modules.find((m) => m.module_type === 'food')!;
    expect(food.status).toBe('1');
    // Active stores only: two of three food stores.
    expect(food.stores_count).toBe(2);
    expect(food.items_count).toBe(2);
    expect(food.icon_full_url).toBe('http://localhost/storage/module/food/icon.svg');
  });

  it('keeps the modules of the zones of the zoneId header, with counts in those zones', async () => {
    const modules = await list('', { zoneId: JSON.stringify([fx.zones.downtown]) });
    expect(modules.map((m) => m.module_type)).toEqual([
      'grocery',
      'pharmacy',
      'ecommerce',
      'food',
      'parcel',
    ]);
    const food = modules.find((m) => m.module_type === 'food')!;
    expect(food.stores_count).toBe(1);
    expect(food.zones.map((z) => z.id)).toContain(fx.zones.downtown);
    expect(food.zones[0]!.pivot).toEqual({ module_id: food.id, zone_id: food.zones[0]!.id });
  });

  it('accepts a bare zone id in the header', async () => {
    const modules = await list('', { zoneId: String(fx.zones.city) });
    expect(modules.map((m) => m.module_type)).toContain('rental');
  });

  it('filters non-parcel modules of ?zone_id=', async () => {
    const modules = await list(`?zone_id=${fx.zones.downtown}`);
    expect(modules.map((m) => m.module_type)).toEqual(['grocery', 'pharmacy', 'ecommerce', 'food']);
  });

  it('translates names with X-localization', async () => {
    const modules = await list('', { 'X-localization': 'ar' });
    expect(modules[0]!.module_name).toBe('وحدة 1');
  });

  it('rejects a malformed zoneId header and zone_id', async () => {
    await expectError(await get('/module', { zoneId: 'abc' }), 403, 'zoneId');
    await expectError(await get('/module', { zoneId: '[1,"x"]' }), 403, 'zoneId');
    await expectError(await get('/module?zone_id=x'), 403, 'zone_id');
  });
});

describe('zones', () => {
  it('lists active zones with GeoJSON polygons', async () => {
    const response = await get('/zone/list');
    const zones = (await response.json()) as {
      id: number;
      status: number;
      coordinates: { type: string; coordinates: number[][][] };
      formated_coordinates: { lat: number; lng: number }[];
    }[];
    expect(zones.map((z) => z.id)).toEqual([fx.zones.city, fx.zones.downtown]);
    const ring = zones[0]!.coordinates.coordinates[0]!;
    expect(zones[0]!.coordinates.type).toBe('Polygon');
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    expect(ring[0]).toEqual([
      zones[0]!.formated_coordinates[0]!.lng,
      zones[0]!.formated_coordinates[0]!.lat,
    ]);
  });

  it('checks a point against a zone with a bare boolean', async () => {
    const { lat, lng } = POINTS.marina;
    expect(
      await (await get(`/zone/check?lat=${lat}&lng=${lng}&zone_id=${fx.zones.city}`)).json(),
    ).toBe(true);
    expect(
      await (await get(`/zone/check?lat=${lat}&lng=${lng}&zone_id=${fx.zones.downtown}`)).json(),
    ).toBe(false);
    expect(await (await get(`/zone/check?lat=${lat}&lng=${lng}&zone_id=99999`)).json()).toBe(false);
    await expectError(await get(`/zone/check?lat=${lat}&lng=${lng}`), 403, 'zone_id');
  });
});

describe('POST /auth/guest/request', () => {
  it('creates guests with distinct 128-bit ids', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const response = await post('/auth/guest/request', {});
      expect(response.status).toBe(200);
      const body = (await response.json()) as { message: string; guest_id: string };
      expect(body.message).toBe('Guest verified');
      expect(body.guest_id).toMatch(/^[0-9a-f]{32}$/);
      ids.add(body.guest_id);
    }
    expect(ids.size).toBe(5);
    const [stored] = await fx.db
      .select()
      .from(guests)
      .where(eq(guests.id, [...ids][0]!));
    expect(stored!.createdAt.toISOString()).toBe('2030-01-02T03:04:05.000Z');
  });

  it('accepts no body at all and keeps the fcm token', async () => {
    const response = await app.request('/api/v1/auth/guest/request', { method: 'POST' });
    expect(response.status).toBe(200);
    const { guest_id } = (await (
      await post('/auth/guest/request', { fcm_token: 'token-1' })
    ).json()) as {
      guest_id: string;
    };
    const [row] = await fx.db.select().from(guests).where(eq(guests.id, guest_id));
    expect(row!.fcmToken).toBe('token-1');
  });

  it('rejects bad input with 4xx error bodies', async () => {
    await expectError(await post('/auth/guest/request', '{"fcm_token":'), 400, 'body');
    await expectError(await post('/auth/guest/request', { fcm_token: 42 }), 403, 'fcm_token');
    await expectError(
      await post('/auth/guest/request', { fcm_token: 'x'.repeat(513) }),
      403,
      'fcm_token',
    );
  });
});

describe('POST /newsletter/subscribe', () => {
  it('subscribes once per address (case-insensitive)', async () => {
    const first = await post('/newsletter/subscribe', { email: 'Reader@Example.com' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ message: 'Subscribed Successfully' });
    await expectError(
      await post('/newsletter/subscribe', { email: 'reader@example.com' }),
      403,
      'email',
      'The email has already been taken.',
    );
    const rows = await fx.db.select().from(newsletters);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it('accepts a form body', async () => {
    const response = await app.request('/api/v1/newsletter/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=form%40example.com',
    });
    expect(response.status).toBe(200);
  });

  it('validates the address', async () => {
    await expectError(await post('/newsletter/subscribe', { email: 'not-an-email' }), 403, 'email');
    await expectError(await post('/newsletter/subscribe', {}), 403, 'email');
    await expectError(
      await post('/newsletter/subscribe', { email: `${'a'.repeat(250)}@example.com` }),
      403,
      'email',
    );
    await expectError(await post('/newsletter/subscribe', '[1,2'), 400, 'body');
    await expectError(await post('/newsletter/subscribe', [1, 2]), 403, 'email');
  });
});

describe('GET /react-landing-page', () => {
  it('returns the footer texts and the zones with their modules', async () => {
    const body = (await (await get('/react-landing-page')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      fixed_footer_description: DEFAULT_SETTINGS.fixed_footer_description.en,
      fixed_newsletter_title: DEFAULT_SETTINGS.fixed_newsletter_title.en,
      fixed_newsletter_sub_title: DEFAULT_SETTINGS.fixed_newsletter_sub_title.en,
      download_user_app_links: DEFAULT_SETTINGS.download_user_app_links,
    });
    const zones = body.available_zone_list as { id: number; modules: string[] }[];
    expect(zones.map((z) => z.id)).toEqual([fx.zones.city, fx.zones.downtown]);
    expect(zones[0]!.modules).toContain('Rental');
    expect(zones[1]!.modules).not.toContain('Rental');
  });

  it('is localised', async () => {
    const body = (await (
      await get('/react-landing-page', { 'X-localization': 'ar-SA' })
    ).json()) as Record<string, unknown>;
    expect(body.fixed_newsletter_title).toBe(DEFAULT_SETTINGS.fixed_newsletter_title.ar);
  });
});

describe('policy pages', () => {
  it.each([
    ['/about-us', '<h1>About us</h1>'],
    ['/terms-and-conditions', '<h1>Terms</h1>'],
    ['/privacy-policy', '<h1>Privacy</h1>'],
    ['/refund-policy', '<h1>Refund</h1>'],
    ['/shipping-policy', '<h1>Shipping</h1>'],
    ['/cancelation', '<h1>Cancellation</h1>'],
  ])('%s returns its HTML as a JSON string', async (path, html) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toBe(html);
  });

  it('uses the Arabic page when there is one, else English', async () => {
    expect(await (await get('/about-us', { 'X-localization': 'ar' })).json()).toBe(
      '<h1>من نحن</h1>',
    );
    expect(await (await get('/privacy-policy', { 'X-localization': 'ar' })).json()).toBe(
      '<h1>Privacy</h1>',
    );
  });

  it('answers 404 when the page is switched off in the configuration', async () => {
    await setSetting('refund_policy', 0);
    try {
      await expectError(await get('/refund-policy'), 404, 'page');
    } finally {
      await setSetting('refund_policy', 1);
    }
  });
});

describe('errors', () => {
  it('answers unknown API routes with a 404 error body', async () => {
    await expectError(await get('/no-such-route'), 404, 'not_found');
    await expectError(await app.request('/api/v2/config'), 404, 'not_found');
    await expectError(await app.request('/api/v1/config', { method: 'DELETE' }), 404, 'not_found');
  });

  it('turns an unexpected failure into a generic 500 without details', async () => {
    const broken = createApp({
      database: {
        kind: 'pglite',
        current: () => {
          throw new Error('secret internals at /srv/app.ts:12');
        },
      },
      logError: () => {},
    });
    const response = await broken.request('/api/v1/config');
    const body = await expectError(response, 500, 'internal');
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('answers 503 with the database error body while the database is unavailable', async () => {
    const down = createApp({
      database: { kind: 'postgres', current: () => null },
      logError: () => {},
    });
    await expectError(
      await down.request('/api/v1/config'),
      503,
      'database',
      'The database is unavailable. Please try again shortly.',
    );
    // Unknown routes are still 404, validation still 403.
    await expectError(await down.request('/api/v1/nothing'), 404, 'not_found');
    await expectError(await down.request('/api/v1/config/get-zone-id'), 403, 'lat');
  });
});

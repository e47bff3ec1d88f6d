// Contract cases of the walking skeleton's operations: configuration, location, modules, guest
// identity, newsletter, landing data and policy pages.
import { expect } from 'vitest';
import { http } from '../../support/http.js';
import {
  baseUrl,
  DOWNTOWN,
  DUBAI_MALL_AREA,
  downtownZoneIds,
  getJson,
  memo,
  MODULE_TYPES,
  NOWHERE,
  type ContractCase,
} from './types.js';

interface ConfigFlags {
  refund_policy: number;
  cancelation_policy: number;
  shipping_policy: number;
}
const config = memo(() => getJson<ConfigFlags>('/config'));
const dubaiMallPlaceId = memo(async () => {
  const answer = await getJson<{ suggestions: { placePrediction: { placeId: string } }[] }>(
    '/config/place-api-autocomplete',
    { search_text: 'Dubai Mall' },
  );
  const first = answer.suggestions[0];
  if (!first) throw new Error('no suggestion for Dubai Mall');
  return first.placePrediction.placeId;
});

const uniqueEmail = () =>
  `contract-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}@example.com`;
const duplicateEmail = memo(async () => {
  const email = uniqueEmail();
  const first = await http(baseUrl(), '/api/v1/newsletter/subscribe', {
    method: 'POST',
    body: { email },
  });
  if (first.status !== 200) throw new Error(`first subscription answered ${first.status}`);
  return { email };
});

const policyStatus = (flag: keyof ConfigFlags) => async () =>
  (await config())[flag] === 1 ? 200 : 404;
const nonEmptyString = (json: unknown) => {
  expect(typeof json).toBe('string');
  expect((json as string).length).toBeGreaterThan(0);
};
const policyCase = (flag?: keyof ConfigFlags): ContractCase => ({
  valid: [
    {
      name: 'in English',
      status: flag ? policyStatus(flag) : 200,
      check: (json, r) => void (r.status === 200 && nonEmptyString(json)),
    },
    {
      name: 'in Arabic',
      headers: { 'X-localization': 'ar' },
      status: flag ? policyStatus(flag) : 200,
      check: (json, r) => void (r.status === 200 && nonEmptyString(json)),
    },
  ],
  invalid: [],
});

/** A JSON body larger than any limit the server should accept (2 MiB). */
const OVERSIZED = JSON.stringify({ email: `${'a'.repeat(2 * 1024 * 1024)}@example.com` });
const OVERSIZED_GUEST = JSON.stringify({ fcm_token: 'a'.repeat(2 * 1024 * 1024) });

export const skeletonCases: Record<string, ContractCase> = {
  getConfig: {
    valid: [
      {
        name: 'demo configuration',
        check: (json) => {
          const c = json as Record<string, unknown> & {
            sys_language: { key: string; direction: string }[];
            centralize_login: Record<string, number>;
          };
          expect(c.demo).toBe(true);
          expect(c.guest_checkout_status).toBe(1);
          expect(c.customer_wallet_status).toBe(1);
          expect(c.loyalty_point_status).toBe(1);
          expect(c.ref_earning_status).toBe(1);
          expect(c.centralize_login.manual_login_status).toBe(1);
          expect(c.sys_language.map((l) => [l.key, l.direction])).toEqual(
            expect.arrayContaining([
              ['en', 'ltr'],
              ['ar', 'rtl'],
            ]),
          );
        },
      },
      { name: 'in Arabic', headers: { 'X-localization': 'ar' } },
    ],
    invalid: [],
  },
  getZoneId: {
    valid: [
      {
        name: 'a point in Downtown Dubai',
        query: DOWNTOWN,
        check: (json) => {
          const answer = json as {
            zone_id: string;
            zone_data: { id: number; modules: { module_type: string }[] }[];
          };
          const ids = JSON.parse(answer.zone_id) as unknown;
          expect(Array.isArray(ids)).toBe(true);
          expect((ids as unknown[]).every((id) => Number.isInteger(id))).toBe(true);
          expect(answer.zone_data.map((z) => z.id)).toEqual(ids);
          const types = new Set(
            answer.zone_data.flatMap((z) => z.modules.map((m) => m.module_type)),
          );
          expect([...types].sort()).toEqual([...MODULE_TYPES].sort());
        },
      },
      {
        name: 'a point outside every zone',
        query: NOWHERE,
        status: 404,
        check: (json) => {
          expect(json).toEqual({
            errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
          });
        },
      },
    ],
    invalid: [],
  },
  geocode: {
    valid: [
      {
        name: 'a point in Downtown Dubai',
        query: DOWNTOWN,
        check: (json) => {
          const answer = json as { status: string; results: { formatted_address: string }[] };
          expect(answer.status).toBe('OK');
          expect(answer.results[0]?.formatted_address).toMatch(/\S/);
        },
      },
    ],
    invalid: [],
  },
  placeAutocomplete: {
    valid: [
      {
        name: 'Dubai Mall',
        query: { search_text: 'Dubai Mall' },
        check: (json) => {
          const answer = json as {
            suggestions: {
              placePrediction: { structuredFormat: { mainText: { text: string } } };
            }[];
          };
          expect(answer.suggestions.length).toBeGreaterThan(0);
          const names = answer.suggestions.map(
            (s) => s.placePrediction.structuredFormat.mainText.text,
          );
          expect(names.some((name) => name.includes('Dubai Mall'))).toBe(true);
        },
      },
      {
        name: 'a text that matches nothing',
        query: { search_text: 'qqqzzzxxyy' },
        check: (json) => expect((json as { suggestions: unknown[] }).suggestions).toEqual([]),
      },
    ],
    invalid: [],
  },
  placeDetails: {
    valid: [
      {
        name: 'the first Dubai Mall suggestion',
        query: async () => ({ placeid: await dubaiMallPlaceId() }),
        check: async (json) => {
          const place = json as { id: string; location: { latitude: number; longitude: number } };
          expect(place.id).toBe(await dubaiMallPlaceId());
          expect(place.location.latitude).toBeGreaterThan(24);
          expect(place.location.latitude).toBeLessThan(26);
          expect(place.location.longitude).toBeGreaterThan(54);
          expect(place.location.longitude).toBeLessThan(57);
        },
      },
    ],
    invalid: [{ name: 'an unknown placeid', query: { placeid: 'no-such-place-123' }, status: 404 }],
  },
  distance: {
    valid: [
      {
        name: 'Downtown to Dubai Mall, driving',
        query: {
          origin_lat: DOWNTOWN.lat,
          origin_lng: DOWNTOWN.lng,
          destination_lat: DUBAI_MALL_AREA.lat,
          destination_lng: DUBAI_MALL_AREA.lng,
          mode: 'DRIVE',
        },
        check: (json) => {
          const element = json as { status: string; distanceMeters: number; duration: string };
          expect(element.status).toBe('OK');
          expect(element.distanceMeters).toBeGreaterThan(0);
          expect(element.duration).toMatch(/^\d+s$/);
        },
      },
      {
        name: 'the default mode',
        query: {
          origin_lat: DOWNTOWN.lat,
          origin_lng: DOWNTOWN.lng,
          destination_lat: DUBAI_MALL_AREA.lat,
          destination_lng: DUBAI_MALL_AREA.lng,
        },
      },
    ],
    invalid: [],
  },
  listModules: {
    valid: [
      {
        name: 'every active module',
        check: (json) => {
          const types = (json as { module_type: string }[]).map((m) => m.module_type);
          expect([...new Set(types)].sort()).toEqual([...MODULE_TYPES].sort());
        },
      },
      { name: 'in Arabic', headers: { 'X-localization': 'ar' } },
      {
        name: 'the modules of the zones of a point (zoneId header)',
        headers: async () => ({ zoneId: JSON.stringify(await downtownZoneIds()) }),
        check: async (json) => {
          const zoneIds = await downtownZoneIds();
          const modules = json as { zones?: { id: number }[] }[];
          expect(modules.length).toBeGreaterThan(0);
          for (const module of modules) {
            expect(module.zones?.some((zone) => zoneIds.includes(zone.id))).toBe(true);
          }
        },
      },
    ],
    invalid: [{ name: 'a zoneId header that is not JSON', headers: { zoneId: 'not-json' } }],
  },
  listZones: {
    valid: [
      {
        name: 'the demo zones',
        check: (json) => {
          const zones = json as { formated_coordinates: unknown[] }[];
          expect(zones.length).toBeGreaterThanOrEqual(2);
          for (const zone of zones)
            expect(zone.formated_coordinates.length).toBeGreaterThanOrEqual(3);
        },
      },
    ],
    invalid: [],
  },
  checkZone: {
    valid: [
      {
        name: 'a point inside its zone',
        query: async () => ({ ...DOWNTOWN, zone_id: (await downtownZoneIds())[0] ?? 1 }),
        check: (json, result) => {
          expect(json).toBe(true);
          expect(result.text.trim()).toBe('true');
        },
      },
      {
        name: 'a point outside the zone',
        query: async () => ({ ...NOWHERE, zone_id: (await downtownZoneIds())[0] ?? 1 }),
        check: (json, result) => {
          expect(json).toBe(false);
          expect(result.text.trim()).toBe('false');
        },
      },
    ],
    invalid: [],
  },
  requestGuest: {
    valid: [
      { name: 'without a body' },
      { name: 'with an fcm_token', body: { fcm_token: 'token-from-the-browser' } },
    ],
    invalid: [
      { name: 'an fcm_token longer than 512', body: { fcm_token: 'x'.repeat(513) } },
      { name: 'a 2 MiB body', body: OVERSIZED_GUEST, status: 413, fresh: true },
    ],
  },
  subscribeNewsletter: {
    valid: [
      {
        name: 'a new e-mail address',
        body: () => Promise.resolve({ email: uniqueEmail() }),
        check: (json) => expect((json as { message: string }).message).toMatch(/\S/),
      },
    ],
    invalid: [
      { name: 'a missing email', body: {}, code: 'email' },
      { name: 'a bad email', body: { email: 'not-an-email' }, code: 'email' },
      { name: 'an email without a domain', body: { email: 'someone@' }, code: 'email' },
      { name: 'an email longer than 255', body: { email: `${'a'.repeat(250)}@example.com` } },
      { name: 'an email already subscribed', body: duplicateEmail, code: 'email' },
      { name: 'a body that is not JSON', body: '{"email": "a@example.com"' },
      { name: 'a JSON array body', body: '[]' },
      { name: 'a 2 MiB body', body: OVERSIZED, status: 413, fresh: true },
    ],
  },
  getLandingPage: {
    valid: [
      {
        name: 'landing data',
        check: (json) => {
          const landing = json as { available_zone_list: unknown[] };
          expect(landing.available_zone_list.length).toBeGreaterThanOrEqual(2);
        },
      },
      { name: 'in Arabic', headers: { 'X-localization': 'ar' } },
    ],
    invalid: [],
  },
  getAboutUs: policyCase(),
  getTermsAndConditions: policyCase(),
  getPrivacyPolicy: policyCase(),
  getRefundPolicy: policyCase('refund_policy'),
  getShippingPolicy: policyCase('shipping_policy'),
  getCancellationPolicy: policyCase('cancelation_policy'),
};

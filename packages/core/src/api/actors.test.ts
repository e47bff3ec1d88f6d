import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translator } from '../i18n/index.js';
import { provideLocationMachine } from '../machines/location.provide.js';
import { moduleMachineInput, provideModuleMachine } from '../machines/module.machine.js';
import { recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { createApiClient } from './client.js';
import { createLocationActors, createModuleActors } from './actors.js';
import { ApiError } from './errors.js';
import { lookupZone, placeDetails, reverseGeocode, searchPlaces } from './calls.js';

const BASE = 'http://api.test/api/v1';

const module = (id: number, zones: number[]) => ({
  id,
  module_name: `Module ${id}`,
  module_type: 'grocery',
  status: '1',
  icon_full_url: `http://api.test/storage/module/${id}.png`,
  thumbnail_full_url: null,
  description: 'A module',
  all_zone_service: 0,
  stores_count: 4,
  items_count: 30,
  zones: zones.map((z) => ({ id: z, name: `Zone ${z}`, pivot: { module_id: id, zone_id: z } })),
});

/** A tiny fake of the v1 server: enough routes for location and modules. */
function fakeServer() {
  const requests: Request[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (request: Request) => {
    requests.push(request);
    const url = new URL(request.url);
    const q = url.searchParams;
    switch (url.pathname) {
      case '/api/v1/config/geocode-api':
        return Number(q.get('lat')) > 0
          ? json({
              status: 'OK',
              results: [
                {
                  formatted_address: 'Gulshan Avenue, Dhaka',
                  place_id: 'gz-1',
                  geometry: { location: { lat: 23.78, lng: 90.41 } },
                },
              ],
            })
          : json({ status: 'ZERO_RESULTS', results: [] });
      case '/api/v1/config/get-zone-id':
        return Number(q.get('lat')) > 0
          ? json({ zone_id: '[2,1]', zone_data: [] })
          : json(
              { errors: [{ code: 'coordinates', message: 'Service not available in this area' }] },
              404,
            );
      case '/api/v1/config/place-api-autocomplete':
        return json({
          suggestions: [
            {
              placePrediction: {
                placeId: 'gz-7',
                text: { text: 'Bashundhara City, Dhaka' },
                structuredFormat: {
                  mainText: { text: 'Bashundhara City' },
                  secondaryText: { text: 'Dhaka' },
                },
              },
            },
          ],
        });
      case '/api/v1/config/place-api-details':
        return q.get('placeid') === 'gz-7'
          ? json({
              id: 'gz-7',
              displayName: { text: 'Bashundhara City' },
              formattedAddress: 'Bashundhara City, Panthapath, Dhaka',
              location: { latitude: 23.75, longitude: 90.39 },
            })
          : json({ errors: [{ code: 'placeid', message: 'Place not found' }] }, 404);
      case '/api/v1/module':
        return request.headers.get('zoneId') === '[2,1]'
          ? json([module(1, [1]), module(2, [2])])
          : json({ errors: [{ code: 'zoneId', message: 'Zone id required' }] }, 403);
      default:
        return json({ errors: [{ code: 'not_found', message: 'Not found' }] }, 404);
    }
  };
  return { fetch, requests };
}

describe('API calls', () => {
  const server = fakeServer();
  const api = createApiClient({ baseUrl: BASE, storage: memoryStorage(), fetch: server.fetch });

  it('reverse geocoding gives the first formatted address, or null', async () => {
    await expect(reverseGeocode(api, { lat: 23.78, lng: 90.41 })).resolves.toBe(
      'Gulshan Avenue, Dhaka',
    );
    await expect(reverseGeocode(api, { lat: -1, lng: 0 })).resolves.toBeNull();
  });

  it('zone lookup gives zone_id as the server sends it, or throws the server message', async () => {
    await expect(lookupZone(api, { lat: 23.78, lng: 90.41 })).resolves.toEqual({ zoneId: '[2,1]' });
    const error = await lookupZone(api, { lat: -1, lng: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Service not available in this area');
  });

  it('place search and details map the Places shapes', async () => {
    await expect(searchPlaces(api, 'bash')).resolves.toEqual([
      {
        placeId: 'gz-7',
        text: 'Bashundhara City, Dhaka',
        mainText: 'Bashundhara City',
        secondaryText: 'Dhaka',
      },
    ]);
    expect(server.requests.at(-1)!.url).toBe(
      `${BASE}/config/place-api-autocomplete?search_text=bash`,
    );
    await expect(placeDetails(api, 'gz-7')).resolves.toEqual({
      placeId: 'gz-7',
      address: 'Bashundhara City, Panthapath, Dhaka',
      lat: 23.75,
      lng: 90.39,
    });
    await expect(placeDetails(api, 'nope')).rejects.toThrow('Place not found');
  });
});

describe('machines with the real client', () => {
  it('a place picked from search is stored, then the module list comes for the new zones', async () => {
    const server = fakeServer();
    const storage = memoryStorage();
    const api = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });
    const notifier = recordingNotifier();
    const navigator = recordingNavigator();
    const t = translator('en');

    const location = createActor(
      provideLocationMachine({
        actors: createLocationActors(api),
        geolocation: { current: async () => ({ lat: 23.78, lng: 90.41 }) },
        storage,
        notifier,
        navigator,
        t,
      }),
      { input: { purpose: 'delivery' } },
    ).start();
    location.send({ type: 'SEARCH', text: 'bash' });
    await waitFor(location, (s) => s.context.suggestions.length > 0);
    location.send({ type: 'PICK_SUGGESTION', placeId: 'gz-7' });
    await waitFor(location, (s) => s.hasTag('done') || s.hasTag('failed'));
    expect(location.getSnapshot().matches({ choice: { open: 'selected' } })).toBe(true);
    expect(storage.snapshot()).toMatchObject({
      location: 'Bashundhara City, Panthapath, Dhaka',
      currentLatLng: '{"lat":23.75,"lng":90.39}',
      zoneid: '[2,1]',
    });
    expect(notifier.toasts).toEqual([
      { kind: 'success', message: 'New Delivery address selected.' },
    ]);

    const modules = createActor(
      provideModuleMachine({ actors: createModuleActors(api), storage, notifier, navigator, t }),
      { input: moduleMachineInput(storage) },
    ).start();
    await waitFor(modules, (s) => !s.hasTag('busy'));
    expect(modules.getSnapshot().value).toBe('ready');
    expect(modules.getSnapshot().context.modules).toEqual([
      {
        id: 1,
        module_type: 'grocery',
        module_name: 'Module 1',
        icon_full_url: 'http://api.test/storage/module/1.png',
        zones: [{ id: 1 }],
      },
      {
        id: 2,
        module_type: 'grocery',
        module_name: 'Module 2',
        icon_full_url: 'http://api.test/storage/module/2.png',
        zones: [{ id: 2 }],
      },
    ]);
    modules.send({ type: 'SELECT', moduleId: 2 });
    expect(JSON.parse(storage.get('module')!).id).toBe(2);
    expect(navigator.paths).toEqual(['/home']);
    // the next call carries the module id
    await api.GET('/module');
    expect(server.requests.at(-1)!.headers.get('moduleId')).toBe('2');
  });

  it('current location outside every zone: server message, nothing stored, no reload', async () => {
    const server = fakeServer();
    const storage = memoryStorage({ location: 'Before', zoneid: '[9]' });
    const api = createApiClient({ baseUrl: BASE, storage, fetch: server.fetch });
    const notifier = recordingNotifier();
    const navigator = recordingNavigator();
    const location = createActor(
      provideLocationMachine({
        actors: createLocationActors(api),
        geolocation: { current: async () => ({ lat: -1, lng: 0 }) },
        storage,
        notifier,
        navigator,
        t: translator('en'),
      }),
      { input: {} },
    ).start();
    location.send({ type: 'USE_CURRENT_LOCATION' });
    await waitFor(location, (s) => s.hasTag('done') || s.hasTag('failed'));
    expect(location.getSnapshot().context.error?.messages).toEqual([
      'Service not available in this area',
    ]);
    expect(notifier.toasts).toEqual([
      { kind: 'error', message: 'Service not available in this area' },
    ]);
    expect(storage.snapshot()).toEqual({ location: 'Before', zoneid: '[9]' });
    expect(navigator.reloads).toBe(0);
  });
});

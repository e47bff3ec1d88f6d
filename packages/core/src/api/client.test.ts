import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import { sessionHeaders } from './middleware.js';

/** A fetch that records requests and answers with `status` and a JSON `body`. */
function fakeFetch(status = 200, body: unknown = []) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, requests };
}

const BASE = 'http://api.test/api/v1';

const fullSession = {
  zoneid: '[1,2]',
  module: JSON.stringify({ id: 3, module_type: 'grocery', module_name: 'Grocery', zones: [] }),
  language: 'ar',
  currentLatLng: JSON.stringify({ lat: 23.78, lng: 90.41 }),
  token: 'secret-token',
};

async function headersOf(stored: Record<string, string>) {
  const { fetch, requests } = fakeFetch();
  const api = createApiClient({ baseUrl: BASE, storage: memoryStorage(stored), fetch });
  await api.GET('/module');
  const request = requests[0]!;
  return Object.fromEntries(request.headers.entries());
}

describe('createApiClient middleware', () => {
  it('sends every session header when the session has it', async () => {
    expect(await headersOf(fullSession)).toEqual({
      accept: 'application/json',
      zoneid: '[1,2]',
      moduleid: '3',
      'x-localization': 'ar',
      latitude: '23.78',
      longitude: '90.41',
      authorization: 'Bearer secret-token',
    });
  });

  it('a fresh visitor sends only Accept and the default language', async () => {
    expect(await headersOf({})).toEqual({ accept: 'application/json', 'x-localization': 'en' });
  });

  it.each([
    ['zoneid', 'zoneid', ['', 'not json', '[]', '[0]', 'null']],
    ['moduleId', 'module', ['', '{}', '{"id":null}', '{"id":"x"}', 'broken']],
    [
      'latitude',
      'currentLatLng',
      ['', '{}', '{"lat":null,"lng":null}', '{"lat":100,"lng":0}', 'x'],
    ],
    ['authorization', 'token', ['', '   ']],
  ])('leaves out %s when the stored %s is missing or unusable', async (header, key, values) => {
    for (const value of values) {
      const headers = await headersOf({ ...fullSession, [key]: value });
      expect(headers, `${key}=${value}`).not.toHaveProperty(header.toLowerCase());
      if (header === 'latitude') expect(headers).not.toHaveProperty('longitude');
    }
    const withoutKey: Record<string, string> = { ...fullSession };
    delete withoutKey[key];
    expect(await headersOf(withoutKey)).not.toHaveProperty(header.toLowerCase());
  });

  it('normalises stored zone ids to a JSON array string', async () => {
    expect((await headersOf({ zoneid: '[1, 2]' })).zoneid).toBe('[1,2]');
    expect((await headersOf({ zoneid: '3' })).zoneid).toBe('[3]');
  });

  it('reads storage at request time', async () => {
    const storage = memoryStorage();
    const { fetch, requests } = fakeFetch();
    const api = createApiClient({ baseUrl: BASE, storage, fetch });
    await api.GET('/module');
    storage.set('zoneid', '[5]');
    storage.set('language', 'ar');
    await api.GET('/module');
    expect(requests[0]!.headers.get('zoneId')).toBeNull();
    expect(requests[1]!.headers.get('zoneId')).toBe('[5]');
    expect(requests[1]!.headers.get('X-localization')).toBe('ar');
  });

  it('a header the call sets itself wins', async () => {
    const { fetch, requests } = fakeFetch();
    const api = createApiClient({ baseUrl: BASE, storage: memoryStorage(fullSession), fetch });
    await api.GET('/module', { params: { header: { zoneId: '[7]' } } });
    expect(requests[0]!.headers.get('zoneId')).toBe('[7]');
  });

  it('builds the URL from the base URL, the path and the query', async () => {
    const { fetch, requests } = fakeFetch(200, { zone_id: '[1]', zone_data: [] });
    const api = createApiClient({ baseUrl: BASE, storage: memoryStorage(), fetch });
    await api.GET('/config/get-zone-id', { params: { query: { lat: 23.5, lng: 90.25 } } });
    expect(requests[0]!.url).toBe(`${BASE}/config/get-zone-id?lat=23.5&lng=90.25`);
    expect(requests[0]!.method).toBe('GET');
  });

  it('sessionHeaders is the same rule without a request', () => {
    expect(sessionHeaders(memoryStorage({ token: 't', language: 'en' }))).toEqual({
      Accept: 'application/json',
      'X-localization': 'en',
      Authorization: 'Bearer t',
    });
  });
});

describe('session expiry', () => {
  const run = async (status: number, stored: Record<string, string>) => {
    const onSessionExpired = vi.fn();
    const { fetch } = fakeFetch(status, {
      errors: [{ code: 'auth-001', message: 'Unauthenticated.' }],
    });
    const api = createApiClient({
      baseUrl: BASE,
      storage: memoryStorage(stored),
      fetch,
      onSessionExpired,
    });
    const result = await api.GET('/module');
    return { onSessionExpired, result };
  };

  it('a 401 while a token is stored calls onSessionExpired once', async () => {
    const { onSessionExpired, result } = await run(401, { token: 'expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(result.response.status).toBe(401);
  });

  it('a 401 without a token does not', async () => {
    expect((await run(401, {})).onSessionExpired).not.toHaveBeenCalled();
  });

  it('other errors with a token do not', async () => {
    expect((await run(403, { token: 't' })).onSessionExpired).not.toHaveBeenCalled();
    expect((await run(200, { token: 't' })).onSessionExpired).not.toHaveBeenCalled();
  });

  it('works without the hook', async () => {
    const { fetch } = fakeFetch(401, { message: 'Unauthenticated.' });
    const api = createApiClient({ baseUrl: BASE, storage: memoryStorage({ token: 't' }), fetch });
    await expect(api.GET('/module')).resolves.toMatchObject({
      error: { message: 'Unauthenticated.' },
    });
  });
});

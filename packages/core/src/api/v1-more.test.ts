import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import { listOfferStores } from './v1-more.js';

const BASE = 'http://api.test/api/v1';

function client() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ total_size: 0, limit: 10, offset: 1, stores: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const api = createApiClient({ baseUrl: BASE, storage: memoryStorage({}), fetch });
  return { api, last: () => requests.at(-1)! };
}

describe('listOfferStores', () => {
  it('sends the customer s point as latitude/longitude headers on top offers near me', async () => {
    const { api, last } = client();
    await listOfferStores(api, 'top-offer-near-me', {
      moduleId: 2,
      zoneId: 1,
      origin: { lat: 25.2, lng: 55.27 },
    });
    const request = last();
    expect(new URL(request.url).pathname).toBe('/api/v1/stores/top-offer-near-me');
    expect(request.headers.get('latitude')).toBe('25.2');
    expect(request.headers.get('longitude')).toBe('55.27');
    expect(request.headers.get('moduleId')).toBe('2');
    expect(request.headers.get('zoneId')).toBe('[1]');
  });

  it('sends no point without one', async () => {
    const { api, last } = client();
    await listOfferStores(api, 'discounted', { moduleId: 2 });
    expect(last().headers.get('latitude')).toBeNull();
    expect(new URL(last().url).pathname).toBe('/api/v1/stores/discounted');
  });
});

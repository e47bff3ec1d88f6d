import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import {
  CATALOGUE_PAGE_LIMIT,
  getItemDetails,
  getStoreDetails,
  listBasicCampaigns,
  listCampaignItems,
  listCategories,
  listItems,
  listStoreItems,
  listStores,
  listStoresBy,
  nextOffset,
  searchItems,
  searchStores,
} from './catalogue.js';
import { isApiError } from './errors.js';

const BASE = 'http://api.test/api/v1';

/** A client over a fetch that records requests and answers `body` with `status`. */
function client(body: unknown = [], status = 200) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const storage = memoryStorage({
    zoneid: '[1]',
    module: JSON.stringify({ id: 1, module_type: 'grocery', module_name: 'Grocery' }),
  });
  const api = createApiClient({ baseUrl: BASE, storage, fetch });
  const last = () => {
    const request = requests.at(-1)!;
    const url = new URL(request.url);
    return {
      path: url.pathname.replace('/api/v1', ''),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    };
  };
  return { api, last };
}

const EMPTY_PAGE = { total_size: 0, limit: 12, offset: 1, products: [], stores: [] };

describe('catalogue calls', () => {
  it('ask for 12 per page from page 1 by default (spec §9)', async () => {
    const { api, last } = client(EMPTY_PAGE);
    await listItems(api, 'popular');
    expect(last()).toMatchObject({ path: '/items/popular', query: { limit: '12', offset: '1' } });
    await listStoresBy(api, 'latest', { offset: 3, limit: 5 });
    expect(last()).toMatchObject({ path: '/stores/latest', query: { limit: '5', offset: '3' } });
    expect(CATALOGUE_PAGE_LIMIT).toBe(12);
  });

  it('send the session module, or the page’s own module when it names one', async () => {
    const { api, last } = client(EMPTY_PAGE);
    await listStores(api, 'take_away');
    expect(last().path).toBe('/stores/get-stores/take_away');
    expect(last().headers.get('moduleId')).toBe('1');
    await listStoreItems(api, 'downtown-pantry', { moduleId: 4, categoryId: 7 });
    expect(last()).toMatchObject({
      path: '/items/latest',
      query: { store_id: 'downtown-pantry', category_id: '7' },
    });
    expect(last().headers.get('moduleId')).toBe('4');
    expect(last().headers.get('zoneId')).toBe('[1]');
    // A store link's zone (store_zone_id) replaces the session's zones for that page.
    await listStoreItems(api, 2, { moduleId: 4, zoneId: 3 });
    expect(last().headers.get('zoneId')).toBe('[3]');
  });

  it('name the featured categories, campaign items and search filters in the query', async () => {
    const { api, last } = client([]);
    await listCategories(api, { featured: true });
    expect(last()).toMatchObject({ path: '/categories', query: { featured: '1' } });
    await listCategories(api);
    expect(last().query).toEqual({});
    await getItemDetails(api, 'basmati-rice', { campaign: true });
    expect(last()).toMatchObject({ path: '/items/details/basmati-rice', query: { campaign: '1' } });
    await searchItems(api, { name: 'rice', categoryId: 3, storeId: 2 });
    expect(last()).toMatchObject({
      path: '/items/search',
      query: { name: 'rice', category_id: '3', store_id: '2', limit: '12', offset: '1' },
    });
    await searchStores(api, { name: 'pantry' });
    expect(last()).toMatchObject({ path: '/stores/search', query: { name: 'pantry' } });
  });

  it('throw the server’s message for an error answer', async () => {
    const { api } = client({ errors: [{ code: 'store', message: 'Not found' }] }, 404);
    const error = await getStoreDetails(api, 99).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Not found');
    expect(isApiError(error) && error.status).toBe(404);
  });

  it('turn the campaign routes’ 200 error body into an error, and pass lists through', async () => {
    const body = { errors: [{ code: 'zoneId', message: 'Zone id required' }] };
    const failing = client(body);
    const error = await listBasicCampaigns(failing.api).catch((e: unknown) => e);
    expect(isApiError(error) && error.message).toBe('Zone id required');
    await expect(listCampaignItems(failing.api)).rejects.toThrow('Zone id required');
    const ok = client([{ id: 1 }]);
    await expect(listBasicCampaigns(ok.api)).resolves.toEqual([{ id: 1 }]);
  });
});

describe('nextOffset', () => {
  it('gives the next page while the list is non-empty (spec §7)', () => {
    expect(nextOffset(1, [1, 2])).toBe(2);
    expect(nextOffset(4, ['x'])).toBe(5);
    expect(nextOffset(2, [])).toBeUndefined();
  });
});

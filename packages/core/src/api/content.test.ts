import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import {
  appStoreLinks,
  cancelReviewReminder,
  getAppDownloadSection,
  getReviewReminder,
  listCommonConditionItems,
  listCommonConditions,
  listRelatedItems,
  listSuggestedItems,
  listTestimonials,
  suggestItemsOrStores,
  type AppDownloadSection,
} from './content.js';
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
    module: JSON.stringify({ id: 2, module_type: 'pharmacy', module_name: 'Pharmacy' }),
    token: 'secret',
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

const SECTION: AppDownloadSection = {
  download_user_app_title: 'Get the app',
  download_user_app_sub_title: 'On the go',
  download_user_app_links: {
    playstore_url: 'https://play.example',
    playstore_url_status: '1',
    apple_store_url: 'https://apple.example',
    apple_store_url_status: '0',
  },
};

describe('content calls (issue 16)', () => {
  it('read the landing content', async () => {
    const { api, last } = client([]);
    await listTestimonials(api);
    expect(last().path).toBe('/testimonial');
    const download = client(SECTION);
    expect(await getAppDownloadSection(download.api)).toEqual(SECTION);
    expect(download.last().path).toBe('/app-download-section');
  });

  it('keep only the store links that are switched on and set', () => {
    expect(appStoreLinks(SECTION)).toEqual({ play: 'https://play.example' });
    const both = {
      ...SECTION,
      download_user_app_links: {
        ...SECTION.download_user_app_links,
        apple_store_url_status: '1' as const,
        playstore_url: '',
      },
    };
    expect(appStoreLinks(both)).toEqual({ apple: 'https://apple.example' });
  });

  it("ask for an item's related items in the page's module", async () => {
    const { api, last } = client([]);
    await listRelatedItems(api, 31, { moduleId: 3 });
    expect(last().path).toBe('/items/related-items/31');
    expect(last().headers.get('moduleId')).toBe('3');
  });

  it('list common conditions and a page of their medicines by slug', async () => {
    const { api, last } = client([]);
    await listCommonConditions(api);
    expect(last()).toMatchObject({ path: '/common-condition' });
    expect(last().headers.get('moduleId')).toBe('2');
    const page = client({ total_size: 0, limit: 12, offset: 2, products: [] });
    await listCommonConditionItems(page.api, 'pain-relief', { offset: 2 });
    expect(page.last()).toMatchObject({
      path: '/common-condition/items/pain-relief',
      query: { limit: '12', offset: '2' },
    });
  });

  it("send the customer's token for suggested items and the review reminder", async () => {
    const { api, last } = client([]);
    await listSuggestedItems(api);
    expect(last().path).toBe('/customer/suggested-items');
    expect(last().headers.get('Authorization')).toBe('Bearer secret');
    const reminder = client({ order_id: 7, images: [] });
    expect(await getReviewReminder(reminder.api)).toEqual({ order_id: 7, images: [] });
    const cancel = client('success');
    await cancelReviewReminder(cancel.api, 7);
    expect(cancel.last()).toMatchObject({
      path: '/customer/review-reminder-cancel',
      query: { order_id: '7' },
    });
  });

  it('ask for suggestions by name and keep at most the limit of each', async () => {
    const items = Array.from({ length: 8 }, (_, i) => ({ id: i }));
    const { api, last } = client({ items, stores: [] });
    const answer = await suggestItemsOrStores(api, 'pan');
    expect(last()).toMatchObject({
      path: '/items/item-or-store-search',
      query: { name: 'pan', limit: '5' },
    });
    expect(answer.items).toHaveLength(5);
    expect(answer.stores).toEqual([]);
  });

  it('turn a refusal into an ApiError', async () => {
    const { api } = client({ errors: [{ code: 'auth', message: 'Unauthorized.' }] }, 401);
    const error = await listSuggestedItems(api).catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(401);
  });
});

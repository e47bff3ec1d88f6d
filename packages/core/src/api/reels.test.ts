import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import {
  countReelView,
  listReels,
  REELS_LIMIT,
  toggleReelLike,
  withLike,
  type Reel,
} from './reels.js';

const BASE = 'http://api.test/api/v1';

function client(body: unknown, token: string | null = null) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const storage = memoryStorage(token ? { token } : {});
  const api = createApiClient({ baseUrl: BASE, storage, fetch });
  const last = () => {
    const url = new URL(requests.at(-1)!.url);
    return {
      path: url.pathname.replace('/api/v1', ''),
      query: Object.fromEntries(url.searchParams),
    };
  };
  return { api, last };
}

const reel: Reel = {
  reel_id: 3,
  store_id: 7,
  description: 'Fresh mangoes this morning',
  thumbnail_full_url: 'http://api.test/storage/reel/3.svg',
  stats: { total_views: 10, total_likes: 2, is_liked: false },
};

describe('reels', () => {
  it('lists the first page of reels for a guest by guest_id', async () => {
    const { api, last } = client({ total_size: 1, limit: REELS_LIMIT, offset: 1, reels: [reel] });
    expect(await listReels(api, { guestId: 'g-1' })).toEqual([reel]);
    expect(last()).toEqual({
      path: '/customer/reels/list',
      query: { guest_id: 'g-1', limit: String(REELS_LIMIT), offset: '1' },
    });
  });

  it('sends no guest_id for a signed-in customer (the token says who)', async () => {
    const { api, last } = client({ total_size: 0, limit: REELS_LIMIT, offset: 1, reels: [] }, 't');
    await listReels(api);
    expect(last().query.guest_id).toBeUndefined();
  });

  it('toggles a like and counts a view of one reel', async () => {
    const liked = client({ reel_id: 3, is_liked: true, total_likes: 3 });
    expect(await toggleReelLike(liked.api, 3, { guestId: 'g-1' })).toEqual({
      reel_id: 3,
      is_liked: true,
      total_likes: 3,
    });
    expect(liked.last()).toEqual({
      path: '/customer/reels/like',
      query: { guest_id: 'g-1', reel_id: '3' },
    });
    const viewed = client({ reel_id: 3, total_views: 11 });
    expect(await countReelView(viewed.api, 3, { guestId: 'g-1' })).toEqual({
      reel_id: 3,
      total_views: 11,
    });
    expect(viewed.last().path).toBe('/customer/reels/visit');
  });

  it('applies a like answer to a reel', () => {
    expect(withLike(reel, { is_liked: true, total_likes: 3 }).stats).toEqual({
      total_views: 10,
      total_likes: 3,
      is_liked: true,
    });
  });
});

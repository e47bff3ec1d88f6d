/**
 * Store reels (issue 16, the v3.8 clients' home row): short store posts with a caption, their
 * views and likes. Offline a reel is a store image with its caption (`video` null). Each call
 * is made for the owner: a signed-in customer by the session's token, a guest by `guest_id`.
 */
import type { ApiClient } from './client.js';
import type { Signal } from './calls.js';
import type { components } from './schema.gen.js';
import { unwrap } from './calls.js';

export type Reel = components['schemas']['Reel'];

/** Reels on the home row. */
export const REELS_LIMIT = 12;

export interface ReelOptions {
  /** The guest's id (no token), or null/absent for a signed-in customer. */
  guestId?: string | null;
  signal?: Signal;
}

const guestQuery = (options: ReelOptions) => (options.guestId ? { guest_id: options.guestId } : {});

/** The latest reels of active stores, with the owner's likes. */
export async function listReels(api: ApiClient, options: ReelOptions = {}): Promise<Reel[]> {
  const page = await unwrap(
    api.GET('/customer/reels/list', {
      params: { query: { ...guestQuery(options), limit: REELS_LIMIT, offset: 1 } },
      signal: options.signal,
    }),
  );
  return page.reels;
}

/** Likes a reel, or takes the like back: whether the owner now likes it, and the likes. */
export function toggleReelLike(
  api: ApiClient,
  reelId: number,
  options: ReelOptions = {},
): Promise<{ reel_id: number; is_liked: boolean; total_likes: number }> {
  return unwrap(
    api.GET('/customer/reels/like', {
      params: { query: { ...guestQuery(options), reel_id: reelId } },
      signal: options.signal,
    }),
  );
}

/** Counts one view of a reel (opened in the viewer): the views. */
export function countReelView(
  api: ApiClient,
  reelId: number,
  options: ReelOptions = {},
): Promise<{ reel_id: number; total_views: number }> {
  return unwrap(
    api.GET('/customer/reels/visit', {
      params: { query: { ...guestQuery(options), reel_id: reelId } },
      signal: options.signal,
    }),
  );
}

/** A reel with the like an answer reports (the viewer and the row show the same counts). */
export function withLike(reel: Reel, like: { is_liked: boolean; total_likes: number }): Reel {
  return {
    ...reel,
    stats: { ...reel.stats, is_liked: like.is_liked, total_likes: like.total_likes },
  };
}

// The wishlist feature's adapter and heart logic against a recording fetch: the exact calls
// the server receives, and what the heart does for guests, adds, confirmed removals and errors.
import { ApiError } from '@storefront/core/api/errors';
import { createApiClient } from '@storefront/core/api/client';
import { translator } from '@storefront/core/i18n/index';
import { wishlistToggleInput } from '@storefront/core/machines/wishlist-toggle.machine';
import type { Notifier } from '@storefront/core/ports';
import { memoryStorage } from '@storefront/core/ports';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { changeWishlist, getWishlist } from './api.js';
import { heartLogic } from './heart.js';
import { wishlistEnabled, wishlistKey } from './keys.js';

const BASE = 'http://api.test/api/v1';
const SIGNED_IN = { token: 'tok-1', zoneid: '[1]' };

/** A fetch that records requests and answers each with the next `[status, body]`. */
function recordingFetch(...answers: [number, unknown][]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const [status, body] = answers.shift() ?? [200, { message: 'ok' }];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, requests };
}

function setup(stored: Record<string, string>, ...answers: [number, unknown][]) {
  const { fetch, requests } = recordingFetch(...answers);
  const storage = memoryStorage(stored);
  const api = createApiClient({ baseUrl: BASE, storage, fetch });
  return { api, storage, requests };
}

const call = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

describe('the wishlist adapter', () => {
  it('lists the wishlist of the stored zones with the bearer token', async () => {
    const { api, requests } = setup(SIGNED_IN, [200, { item: [{ id: 31 }], store: [] }]);
    const wishlist = await getWishlist(api, { zoneId: '[1]' });
    expect(wishlist.item.map((i) => i.id)).toEqual([31]);
    expect(call(requests[0]!)).toBe('GET /api/v1/customer/wish-list');
    expect(requests[0]!.headers.get('zoneId')).toBe('[1]');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('does not call the server without a zone', async () => {
    const { api, requests } = setup({ token: 'tok-1' });
    await expect(getWishlist(api, { zoneId: null })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });

  it('adds and removes items and stores with the id in the query', async () => {
    const { api, requests } = setup(
      SIGNED_IN,
      [200, { message: 'Successfully added!' }],
      [200, { message: 'Successfully removed!' }],
    );
    expect(await changeWishlist(api, { action: 'add', kind: 'item', id: 31 })).toEqual({
      message: 'Successfully added!',
    });
    await changeWishlist(api, { action: 'remove', kind: 'store', id: 4 });
    expect(requests.map(call)).toEqual([
      'POST /api/v1/customer/wish-list/add?item_id=31',
      'DELETE /api/v1/customer/wish-list/remove?store_id=4',
    ]);
  });

  it('throws the server error with its status', async () => {
    const { api } = setup(SIGNED_IN, [
      409,
      { errors: [{ code: 'wishlist', message: 'Already in your wishlist' }] },
    ]);
    const error = await changeWishlist(api, { action: 'add', kind: 'item', id: 31 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
  });

  it('refuses the rental kinds, which are not in the contract', async () => {
    const { api, requests } = setup(SIGNED_IN);
    await expect(changeWishlist(api, { action: 'add', kind: 'vehicle', id: 1 })).rejects.toThrow();
    expect(requests).toHaveLength(0);
  });
});

describe('the wishlist query key', () => {
  const module = { id: 1, module_type: 'grocery' as const, module_name: 'Grocery' };
  it('changes with the token presence, the zones and the module', () => {
    const base = { token: 'a', zoneId: '[1]', module };
    const key = JSON.stringify(wishlistKey(base));
    expect(JSON.stringify(wishlistKey({ ...base, token: 'b' }))).toBe(key);
    expect(JSON.stringify(wishlistKey({ ...base, token: null }))).not.toBe(key);
    expect(JSON.stringify(wishlistKey({ ...base, zoneId: '[2]' }))).not.toBe(key);
    expect(JSON.stringify(wishlistKey({ ...base, module: { ...module, id: 4 } }))).not.toBe(key);
  });

  it('is enabled only for a signed-in customer with a zone', () => {
    expect(wishlistEnabled({ token: 'a', zoneId: '[1]', module: null })).toBe(true);
    expect(wishlistEnabled({ token: null, zoneId: '[1]', module: null })).toBe(false);
    expect(wishlistEnabled({ token: 'a', zoneId: null, module: null })).toBe(false);
  });
});

describe('the heart logic', () => {
  function heart(stored: Record<string, string>, wished: boolean, ...answers: [number, unknown][]) {
    const { api, storage, requests } = setup(stored, ...answers);
    const toasts: [string, string][] = [];
    const notifier: Notifier = { notify: (kind, message) => toasts.push([kind, message]) };
    const onChange = vi.fn();
    const logic = heartLogic({ api, notifier, t: translator('en'), onChange });
    const lists = wished ? { item: [{ id: 31 }] } : { item: [] };
    const actor = createActor(logic, {
      input: wishlistToggleInput(storage, lists, 'item', 31),
    }).start();
    return { actor, toasts, onChange, requests };
  }

  it('tells a guest "You are not logged in" and calls nothing', () => {
    const { actor, toasts, requests, onChange } = heart({ zoneid: '[1]' }, false);
    actor.send({ type: 'TOGGLE' });
    expect(toasts).toEqual([['error', 'You are not logged in']]);
    expect(actor.getSnapshot().value).toBe('unwished');
    expect(requests).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('adds for a signed-in customer and refreshes the wishlist', async () => {
    const { actor, toasts, requests, onChange } = heart(SIGNED_IN, false, [
      200,
      { message: 'Successfully added!' },
    ]);
    actor.send({ type: 'TOGGLE' });
    await waitFor(actor, (s) => s.matches('wished'));
    expect(requests.map(call)).toEqual(['POST /api/v1/customer/wish-list/add?item_id=31']);
    expect(onChange).toHaveBeenCalledWith({ kind: 'item', id: 31, wished: true });
    expect(toasts).toEqual([['success', 'Successfully added!']]);
  });

  it('asks before removing, and removes only on confirm', async () => {
    const { actor, requests, onChange } = heart(SIGNED_IN, true, [
      200,
      { message: 'Successfully removed!' },
    ]);
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().hasTag('confirm')).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('wished');
    expect(requests).toHaveLength(0);

    actor.send({ type: 'TOGGLE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('unwished'));
    expect(requests.map(call)).toEqual(['DELETE /api/v1/customer/wish-list/remove?item_id=31']);
    expect(onChange).toHaveBeenCalledWith({ kind: 'item', id: 31, wished: false });
  });

  it('shows the server message of a failure and keeps the heart empty', async () => {
    const { actor, toasts, onChange } = heart(SIGNED_IN, false, [
      404,
      { errors: [{ code: 'item_id', message: 'Not found' }] },
    ]);
    actor.send({ type: 'TOGGLE' });
    await waitFor(actor, (s) => s.matches('unwished'));
    expect(toasts).toEqual([['error', 'Not found']]);
    expect(onChange).not.toHaveBeenCalled();
  });
});

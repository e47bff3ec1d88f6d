/**
 * # wishlistToggleMachine: a heart
 *
 * One per heart: item and store cards, the quick view, vehicle and provider cards (web), and
 * `storefront wishlist add|remove` (CLI). Spec: storefront §4 'Wishlist', §5 'Wishlist add with
 * no token: "You are not logged in"', §8 'Wishlist failure: server message'; rental-and-auth
 * §4 'Wishlist (vehicles)', §7 (query `item_id` / `store_id`, `vehicle_id` / `provider_id`;
 * the response's message is shown).
 *
 * ## Input
 * `{ kind: 'item' | 'store' | 'vehicle' | 'provider', id, wished, signedIn }`: `wished` is
 * whether the id is in the wishlist (`isWished(wishlist, kind, id)`); `signedIn` whether a token
 * is stored. SYNC `{ wished?, signedIn? }` follows later changes (a refetched wishlist, a
 * sign-in).
 *
 * ## States
 * - `unwished` / `wished`: the heart follows whether the id is in the wishlist.
 * - TOGGLE on `unwished`: signed in → `adding` (tag `busy`); otherwise 'You are not logged in'.
 * - TOGGLE on `wished` → `confirmingRemove` (tag `confirm`): **the UI asks 'Are you sure you
 *   want to delete this item?'**; CONFIRM → `removing` (tag `busy`), CANCEL → `wished`.
 * - Success: the server's message (else 'Added to your wishlist.' / 'Removed from your
 *   wishlist.'), and `syncWishlist` updates the local wishlist. Failure: the server's message;
 *   'already in the wishlist' (409) leaves the heart filled.
 *
 * ## Effects (named, implemented by `provideWishlistToggleMachine`)
 * Actor `wishlist` (`WishlistChange`; `wishlistRequest(change)` gives method, path and query);
 * actions `notify`, `syncWishlist`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { isSignedIn, readSession } from '../domain/session.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';
import { toUiError } from '../domain/ui-error.js';

export const WISHLIST_KINDS = ['item', 'store', 'vehicle', 'provider'] as const;
export type WishlistKind = (typeof WISHLIST_KINDS)[number];

export interface WishlistToggleInput {
  kind: WishlistKind;
  id: number;
  wished: boolean;
  signedIn: boolean;
}

export type WishlistToggleContext = WishlistToggleInput;

export type WishlistToggleEvent =
  | { type: 'TOGGLE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'SYNC'; wished?: boolean; signedIn?: boolean };

/** One change of the wishlist. */
export interface WishlistChange {
  action: 'add' | 'remove';
  kind: WishlistKind;
  id: number;
}

export const WISHLIST_KEYS = {
  notLoggedIn: 'wishlist.toast.notLoggedIn',
  confirmRemove: 'wishlist.confirm.remove',
  added: 'wishlist.toast.added',
  removed: 'wishlist.toast.removed',
} as const;

/** The query parameter of each kind (reference §1.3, §1.4). */
const ID_PARAM: Record<WishlistKind, string> = {
  item: 'item_id',
  store: 'store_id',
  vehicle: 'vehicle_id',
  provider: 'provider_id',
};

/**
 * The call of a change (paths under `/api/v1`): items and stores use `customer/wish-list`,
 * vehicles and providers the rental wishlist; the id goes in the query.
 */
export function wishlistRequest(change: WishlistChange): {
  method: 'POST' | 'DELETE';
  path: string;
  query: Record<string, number>;
} {
  const rental = change.kind === 'vehicle' || change.kind === 'provider';
  const base = rental ? '/rental/user/wish-list' : '/customer/wish-list';
  return {
    method: change.action === 'add' ? 'POST' : 'DELETE',
    path: `${base}/${change.action}`,
    query: { [ID_PARAM[change.kind]]: change.id },
  };
}

/** The wishlist lists as the server gives them (general and rental). */
export interface WishlistLists {
  item?: readonly { id: number }[] | null;
  store?: readonly { id: number }[] | null;
  vehicles?: readonly { id: number }[] | null;
  providers?: readonly { id: number }[] | null;
}

const LIST_OF: Record<WishlistKind, keyof WishlistLists> = {
  item: 'item',
  store: 'store',
  vehicle: 'vehicles',
  provider: 'providers',
};

/** Whether the id is in the wishlist: the heart's state. */
export function isWished(
  lists: WishlistLists | null | undefined,
  kind: WishlistKind,
  id: number,
): boolean {
  return (lists?.[LIST_OF[kind]] ?? []).some((entry) => entry.id === id);
}

/** The machine's input from storage and the wishlist. */
export function wishlistToggleInput(
  storage: KeyValueStorage,
  lists: WishlistLists | null | undefined,
  kind: WishlistKind,
  id: number,
): WishlistToggleInput {
  return {
    kind,
    id,
    wished: isWished(lists, kind, id),
    signedIn: isSignedIn(readSession(storage)),
  };
}

function messageOf(output: unknown): string[] {
  if (typeof output !== 'object' || output === null || !('message' in output)) return [];
  const { message } = output as { message: unknown };
  return typeof message === 'string' && message.trim() !== '' ? [message] : [];
}

const MACHINE = 'wishlistToggleMachine';

const apiActors = {
  wishlist: fromPromise<unknown, WishlistChange>(notProvided(MACHINE, 'wishlist')),
};

export type WishlistToggleApiActors = typeof apiActors;

export const wishlistToggleMachine = setup({
  types: {} as {
    context: WishlistToggleContext;
    events: WishlistToggleEvent;
    input: WishlistToggleInput;
    tags: 'busy' | 'confirm';
  },
  actors: apiActors,
  guards: {
    isWished: ({ context }) => context.wished,
    isSignedIn: ({ context }) => context.signedIn,
    alreadyInWishlist: (_, params: { error: unknown }) => {
      const { error } = params;
      return (
        typeof error === 'object' &&
        error !== null &&
        (error as { status?: unknown }).status === 409
      );
    },
  },
  actions: {
    sync: assign(({ context, event }) => {
      assertEvent(event, 'SYNC');
      return {
        wished: event.wished ?? context.wished,
        signedIn: event.signedIn ?? context.signedIn,
      };
    }),
    setWished: assign((_, params: { wished: boolean }) => ({ wished: params.wished })),
    // effects, implemented by provideWishlistToggleMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    syncWishlist: notProvided(MACHINE, 'syncWishlist') as (
      _: unknown,
      params: { kind: WishlistKind; id: number; wished: boolean },
    ) => void,
  },
}).createMachine({
  id: 'wishlistToggle',
  context: ({ input }) => ({ ...input }),
  initial: 'showing',
  states: {
    showing: {
      always: [{ guard: 'isWished', target: 'wished' }, { target: 'unwished' }],
    },
    unwished: {
      on: {
        TOGGLE: [
          { guard: 'isSignedIn', target: 'adding' },
          {
            actions: { type: 'notify', params: { kind: 'error', key: WISHLIST_KEYS.notLoggedIn } },
          },
        ],
        SYNC: { target: 'showing', actions: 'sync' },
      },
    },
    wished: {
      on: {
        TOGGLE: 'confirmingRemove',
        SYNC: { target: 'showing', actions: 'sync' },
      },
    },
    confirmingRemove: {
      tags: 'confirm',
      on: { CONFIRM: 'removing', CANCEL: 'wished' },
    },
    adding: {
      tags: 'busy',
      invoke: {
        id: 'add',
        src: 'wishlist',
        input: ({ context }) => ({ action: 'add' as const, kind: context.kind, id: context.id }),
        onDone: {
          target: 'wished',
          actions: [
            { type: 'setWished', params: { wished: true } },
            {
              type: 'syncWishlist',
              params: ({ context }) => ({ kind: context.kind, id: context.id, wished: true }),
            },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: WISHLIST_KEYS.added,
                messages: messageOf(event.output),
              }),
            },
          ],
        },
        onError: [
          {
            guard: { type: 'alreadyInWishlist', params: ({ event }) => ({ error: event.error }) },
            target: 'wished',
            actions: [
              { type: 'setWished', params: { wished: true } },
              {
                type: 'syncWishlist',
                params: ({ context }) => ({ kind: context.kind, id: context.id, wished: true }),
              },
              { type: 'notify', params: ({ event }) => errorToast(toUiError(event.error)) },
            ],
          },
          {
            target: 'unwished',
            actions: { type: 'notify', params: ({ event }) => errorToast(toUiError(event.error)) },
          },
        ],
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        id: 'remove',
        src: 'wishlist',
        input: ({ context }) => ({ action: 'remove' as const, kind: context.kind, id: context.id }),
        onDone: {
          target: 'unwished',
          actions: [
            { type: 'setWished', params: { wished: false } },
            {
              type: 'syncWishlist',
              params: ({ context }) => ({ kind: context.kind, id: context.id, wished: false }),
            },
            {
              type: 'notify',
              params: ({ event }) => ({
                kind: 'success',
                key: WISHLIST_KEYS.removed,
                messages: messageOf(event.output),
              }),
            },
          ],
        },
        onError: {
          target: 'wished',
          actions: { type: 'notify', params: ({ event }) => errorToast(toUiError(event.error)) },
        },
      },
    },
  },
});

/** What `provideWishlistToggleMachine` needs. */
export interface WishlistToggleMachineDeps {
  actors: WishlistToggleApiActors;
  notifier: Notifier;
  t: Translate;
  /** Updates the local wishlist after a change (the wishlist query, the drawer). */
  syncWishlist: (change: { kind: WishlistKind; id: number; wished: boolean }) => void;
}

export function provideWishlistToggleMachine(deps: WishlistToggleMachineDeps) {
  return wishlistToggleMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      syncWishlist: (_, params) => deps.syncWishlist(params),
    },
  });
}

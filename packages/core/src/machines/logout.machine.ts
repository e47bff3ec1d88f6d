/**
 * # logoutMachine: logout from the account menu or the mobile menu
 *
 * Drives the logout entry and its confirm dialog (web) and `storefront auth logout` (CLI, which
 * confirms at once). Spec: storefront §2 'Mobile menu drawer', 'Account menu', §4 'Logout:
 * confirm, then after about 500 ms refetch cart list, clear the user, remove the token, clear
 * wishlist and cart state, close the menu, toast "Logout successful.", go to /home (stays at /
 * if on root)', §9 'Logout delay 500 ms'.
 *
 * ## States
 * - `idle`: LOGOUT `{ path }` (the route the customer is on) → `confirming`.
 * - `confirming` (tag `confirm`): **the UI shows 'Are you sure you want to  logout?'**
 *   (`auth.logout.confirm`, two spaces as the spec has it) with Cancel and Yes; CANCEL →
 *   `idle`, CONFIRM → `waiting`.
 * - `waiting` (tag `busy`): the named delay `logoutDelay` (500 ms).
 * - `revoking` (tag `busy`): the token is revoked on the server (`revokeToken`; a failure does
 *   not keep the customer signed in).
 * - `signingOut` (passed through at once): the user, the token, the wishlist and the cart state
 *   are cleared, the menu closes, 'Logout successful.' shows and the navigator goes to /home
 *   (unless the customer is on /);
 * - `refetching` (tag `busy`): the cart is refetched (`refetchCart`: with the token gone, the
 *   guest's cart; the incumbent's refetch also ran after the token was removed).
 * - `done` (final).
 *
 * ## Effects (named, implemented by `provideLogoutMachine`)
 * Actors `revokeToken`, `refetchCart`; actions `clearUser`, `removeToken`, `clearWishlist`,
 * `clearCart`, `closeMenu`, `notify`, `navigate`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { STORAGE_KEYS } from '../domain/session.js';
import { notProvided, showToast, type NotifyParams } from './effects.js';

/** The wait between the confirmation and the logout (spec §9). */
export const LOGOUT_DELAY_MS = 500;
export const LOGOUT_HOME_PATH = '/home';
export const LOGOUT_KEYS = { confirm: 'auth.logout.confirm', done: 'auth.logout.toast' } as const;

export interface LogoutContext {
  /** The route the customer was on when choosing Logout. */
  path: string;
}

export type LogoutEvent =
  { type: 'LOGOUT'; path: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };

const MACHINE = 'logoutMachine';

const apiActors = {
  revokeToken: fromPromise<unknown>(notProvided(MACHINE, 'revokeToken')),
  refetchCart: fromPromise<unknown>(notProvided(MACHINE, 'refetchCart')),
};

export type LogoutApiActors = typeof apiActors;

/** Logout stays on the landing page (/); from anywhere else it goes to /home. */
export function logoutDestination(path: string): string | null {
  const route = path.split(/[?#]/)[0] ?? '';
  return route === '/' || route === '' ? null : LOGOUT_HOME_PATH;
}

const signOut = {
  target: 'signingOut' as const,
};

export const logoutMachine = setup({
  types: {} as {
    context: LogoutContext;
    events: LogoutEvent;
    tags: 'confirm' | 'busy';
  },
  actors: apiActors,
  delays: { logoutDelay: LOGOUT_DELAY_MS },
  guards: {
    goesHome: ({ context }) => logoutDestination(context.path) != null,
  },
  actions: {
    setPath: assign({
      path: ({ event }) => {
        assertEvent(event, 'LOGOUT');
        return event.path;
      },
    }),
    clearUser: notProvided(MACHINE, 'clearUser') as (_: unknown) => void,
    removeToken: notProvided(MACHINE, 'removeToken') as (_: unknown) => void,
    clearWishlist: notProvided(MACHINE, 'clearWishlist') as (_: unknown) => void,
    clearCart: notProvided(MACHINE, 'clearCart') as (_: unknown) => void,
    closeMenu: notProvided(MACHINE, 'closeMenu') as (_: unknown) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
  },
}).createMachine({
  id: 'logout',
  context: { path: LOGOUT_HOME_PATH },
  initial: 'idle',
  states: {
    idle: {
      on: { LOGOUT: { target: 'confirming', actions: 'setPath' } },
    },
    confirming: {
      tags: 'confirm',
      on: { CANCEL: 'idle', CONFIRM: 'waiting' },
    },
    waiting: {
      tags: 'busy',
      after: { logoutDelay: 'revoking' },
    },
    revoking: {
      tags: 'busy',
      invoke: { id: 'revokeToken', src: 'revokeToken', onDone: signOut, onError: signOut },
    },
    signingOut: {
      tags: 'busy',
      entry: [
        'clearUser',
        'removeToken',
        'clearWishlist',
        'clearCart',
        'closeMenu',
        { type: 'notify', params: { kind: 'success', key: LOGOUT_KEYS.done } },
      ],
      always: [
        {
          guard: 'goesHome',
          target: 'refetching',
          actions: { type: 'navigate', params: { path: LOGOUT_HOME_PATH } },
        },
        // on / the customer stays
        { target: 'refetching' },
      ],
    },
    refetching: {
      tags: 'busy',
      invoke: { id: 'refetchCart', src: 'refetchCart', onDone: 'done', onError: 'done' },
    },
    done: { type: 'final' },
  },
});

/** What `provideLogoutMachine` needs: the actors, the ports and the app's state resets. */
export interface LogoutMachineDeps {
  /** `revokeToken` revokes the stored token on the server; `refetchCart` reloads the cart. */
  actors: LogoutApiActors;
  storage: KeyValueStorage;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
  /** Forget the signed-in user (the profile query). */
  clearUser: () => void;
  /** Empty the wishlist state (both lists). */
  clearWishlist: () => void;
  /** Empty the cart state. */
  clearCart: () => void;
  /** Close the account menu or the mobile menu. */
  closeMenu: () => void;
}

export function provideLogoutMachine(deps: LogoutMachineDeps) {
  return logoutMachine.provide({
    actors: deps.actors,
    actions: {
      clearUser: () => deps.clearUser(),
      removeToken: () => deps.storage.remove(STORAGE_KEYS.token),
      clearWishlist: () => deps.clearWishlist(),
      clearCart: () => deps.clearCart(),
      closeMenu: () => deps.closeMenu(),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
    },
  });
}

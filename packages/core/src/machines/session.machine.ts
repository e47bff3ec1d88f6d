/**
 * # sessionMachine: session expiry
 *
 * One per app (web) or process (CLI). Spec: rental-and-auth §4 and §8, storefront §8 'A 401 on
 * any call: if a token exists, toast "Your account is inactive or Your token has been
 * expired", remove the token, go to /home'. Without a stored token a 401 changes nothing.
 *
 * Wiring: the API client's `onSessionExpired` (called by the middleware for a 401 while a token
 * is stored) sends `unauthorizedEvent(storage)`; the auth modal's and logout's outcomes may
 * send SIGNED_IN / SIGNED_OUT so that `signedIn` follows the session.
 *
 * ## Input
 * `{ signedIn }` (`sessionMachineInput(storage)`: whether a token is stored).
 *
 * ## States
 * `signedIn`, `signedOut`, `expired` (tag `expired`: the token was removed after a 401).
 *
 * ## Events
 * - `UNAUTHORIZED { tokenStored }`: a call answered 401. With a token stored (whatever the
 *   state: a token may have been stored by another tab) → `expired`: the token is removed, the
 *   toast shows and the navigator goes to /home; without one, nothing happens.
 * - `SIGNED_IN`, `SIGNED_OUT`.
 *
 * ## Effects (named, implemented by `provideSessionMachine`)
 * `removeToken`, `notify`, `navigate`.
 */
import { setup, assertEvent } from 'xstate';
import type { KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { isSignedIn, readSession, STORAGE_KEYS } from '../domain/session.js';
import { notProvided, showToast, type NotifyParams } from './effects.js';

export interface SessionInput {
  signedIn: boolean;
}

export type SessionEvent =
  { type: 'UNAUTHORIZED'; tokenStored: boolean } | { type: 'SIGNED_IN' } | { type: 'SIGNED_OUT' };

export const SESSION_EXPIRED_KEY = 'common.error.sessionExpired';
export const SESSION_EXPIRED_PATH = '/home';

const MACHINE = 'sessionMachine';

/** The machine's input from storage. */
export function sessionMachineInput(storage: KeyValueStorage): SessionInput {
  return { signedIn: isSignedIn(readSession(storage)) };
}

/** The event for a 401, with whether a token is stored now. */
export function unauthorizedEvent(storage: KeyValueStorage): SessionEvent {
  return { type: 'UNAUTHORIZED', tokenStored: isSignedIn(readSession(storage)) };
}

const expire = {
  guard: 'tokenStored' as const,
  target: '.expired' as const,
  actions: [
    'removeToken' as const,
    { type: 'notify' as const, params: { kind: 'error' as const, key: SESSION_EXPIRED_KEY } },
    { type: 'navigate' as const, params: { path: SESSION_EXPIRED_PATH } },
  ],
};

export const sessionMachine = setup({
  types: {} as {
    context: SessionInput;
    events: SessionEvent;
    input: SessionInput;
    tags: 'expired';
  },
  guards: {
    tokenStored: ({ event }) => {
      assertEvent(event, 'UNAUTHORIZED');
      return event.tokenStored;
    },
    startsSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    removeToken: notProvided(MACHINE, 'removeToken') as (_: unknown) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ signedIn: input.signedIn }),
  initial: 'starting',
  on: {
    UNAUTHORIZED: expire,
    SIGNED_IN: '.signedIn',
    SIGNED_OUT: '.signedOut',
  },
  states: {
    starting: {
      always: [{ guard: 'startsSignedIn', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedIn: {},
    signedOut: {},
    expired: { tags: 'expired' },
  },
});

/** What `provideSessionMachine` needs. */
export interface SessionMachineDeps {
  storage: KeyValueStorage;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
}

export function provideSessionMachine(deps: SessionMachineDeps) {
  return sessionMachine.provide({
    actions: {
      removeToken: () => deps.storage.remove(STORAGE_KEYS.token),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
    },
  });
}

/**
 * # accountDeletionMachine: delete my account
 *
 * Drives the profile's delete-account button with its confirm dialog (web) and `storefront
 * profile delete --yes` (CLI, which confirms at once). Spec: storefront §2 'Confirm dialog
 * (Cancel and Yes)', §4 'Account deletion: on success remove token, toast "Account has been
 * deleted", clear user, go to /', §8 'Account deletion: the first error's message'; reference
 * §4.10 `customer/remove-account` (203 `on-going` while an order runs).
 *
 * ## States
 * - `idle`: DELETE → `confirming`.
 * - `confirming` (tag `confirm`): the dialog; CANCEL → `idle`, CONFIRM → `deleting`.
 * - `deleting` (tag `busy`): `removeAccount`. A refusal (the ongoing order's 203 included)
 *   toasts its first message, keeps it in `error` and goes back to `idle`.
 * - `deleted` (final, tag `done`): the token is removed, 'Account has been deleted' toasted, the
 *   user cleared, and the navigator goes to /.
 *
 * ## Effects (named, implemented by `provideAccountDeletionMachine`)
 * Actor `removeAccount`; actions `removeToken`, `notify`, `clearUser`, `navigate`.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { STORAGE_KEYS } from '../domain/session.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { notProvided, showToast, type NotifyParams } from './effects.js';

export const ACCOUNT_DELETION_KEYS = {
  done: 'profile.delete.done',
  failed: 'common.error.generic',
} as const;

/** Where a deleted account goes (spec §4). */
export const ACCOUNT_DELETED_PATH = '/';

export interface AccountDeletionContext {
  /** The last refusal (its first message is what was shown), or null. */
  error: UiError | null;
}

export type AccountDeletionEvent = { type: 'DELETE' } | { type: 'CONFIRM' } | { type: 'CANCEL' };

const MACHINE = 'accountDeletionMachine';

const apiActors = {
  removeAccount: fromPromise<unknown>(notProvided(MACHINE, 'removeAccount')),
};

export type AccountDeletionApiActors = typeof apiActors;

/** The first message of a refusal (spec §8), as a toast. */
function firstErrorToast(error: UiError | null): NotifyParams {
  return {
    kind: 'error',
    key: error?.key ?? ACCOUNT_DELETION_KEYS.failed,
    messages: error?.messages.slice(0, 1) ?? [],
  };
}

export const accountDeletionMachine = setup({
  types: {} as {
    context: AccountDeletionContext;
    events: AccountDeletionEvent;
    tags: 'confirm' | 'busy' | 'done';
  },
  actors: apiActors,
  actions: {
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    // effects, implemented by provideAccountDeletionMachine
    removeToken: notProvided(MACHINE, 'removeToken') as (_: unknown) => void,
    clearUser: notProvided(MACHINE, 'clearUser') as (_: unknown) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
  },
}).createMachine({
  id: 'accountDeletion',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { DELETE: { target: 'confirming', actions: 'clearError' } },
    },
    confirming: {
      tags: 'confirm',
      on: { CANCEL: 'idle', CONFIRM: 'deleting' },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'removeAccount',
        src: 'removeAccount',
        onDone: 'deleted',
        onError: {
          target: 'idle',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => firstErrorToast(context.error) },
          ],
        },
      },
    },
    deleted: {
      type: 'final',
      tags: 'done',
      entry: [
        'removeToken',
        { type: 'notify', params: { kind: 'success', key: ACCOUNT_DELETION_KEYS.done } },
        'clearUser',
        { type: 'navigate', params: { path: ACCOUNT_DELETED_PATH } },
      ],
    },
  },
});

/** What `provideAccountDeletionMachine` needs. */
export interface AccountDeletionMachineDeps {
  actors: AccountDeletionApiActors;
  storage: KeyValueStorage;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
  /** Forget the signed-in customer (the profile, the wishlist, the cart state). */
  clearUser: () => void;
}

export function provideAccountDeletionMachine(deps: AccountDeletionMachineDeps) {
  return accountDeletionMachine.provide({
    actors: deps.actors,
    actions: {
      removeToken: () => deps.storage.remove(STORAGE_KEYS.token),
      clearUser: () => deps.clearUser(),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
    },
  });
}

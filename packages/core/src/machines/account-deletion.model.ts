/**
 * The model of `accountDeletionMachine` that its model-based test walks (and that `storefront
 * machines paths account-deletion` can list): the confirm's Cancel and Yes, the deletion done,
 * refused while an order runs (203 `on-going`) or failed without a network.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import { accountDeletionMachine, type AccountDeletionEvent } from './account-deletion.machine.js';

export const accountDeletionFixtures = {
  ongoing: new ApiError(203, {
    errors: [
      { code: 'on-going', message: 'You have an ongoing order or trip.' },
      { code: 'second', message: 'Not shown.' },
    ],
  }),
  network: new TypeError('fetch failed'),
} as const;

export type AccountDeletionModelEvent =
  | AccountDeletionEvent
  | { type: 'xstate.done.actor.removeAccount'; output: unknown }
  | { type: 'xstate.error.actor.removeAccount'; error: unknown };

export const accountDeletionModelEvents: AccountDeletionModelEvent[] = [
  { type: 'DELETE' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'xstate.done.actor.removeAccount', output: undefined },
  { type: 'xstate.error.actor.removeAccount', error: accountDeletionFixtures.ongoing },
  { type: 'xstate.error.actor.removeAccount', error: accountDeletionFixtures.network },
];

/** The machine has no input. */
export const accountDeletionModelInputs = [undefined] as const;

export function accountDeletionModelPaths() {
  return modelPaths(accountDeletionMachine, {
    input: undefined as never,
    events: accountDeletionModelEvents as unknown as AccountDeletionEvent[],
  });
}

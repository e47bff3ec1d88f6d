/**
 * The model of `logoutMachine` that its model-based test walks (and that `storefront machines
 * paths logout` can list): logout from the landing page and from elsewhere, cancel and confirm,
 * the 500 ms delay, and the outcomes of revoking the token and refetching the cart.
 */
import { modelPaths } from './model-paths.js';
import { logoutMachine, type LogoutEvent } from './logout.machine.js';

/** The event of the named delay `logoutDelay` in `waiting`. */
export const LOGOUT_DELAY_EVENT = 'xstate.after.logoutDelay.logout.waiting';

export type LogoutModelEvent =
  | LogoutEvent
  | { type: typeof LOGOUT_DELAY_EVENT }
  | { type: `xstate.done.actor.${'revokeToken' | 'refetchCart'}`; output: unknown }
  | { type: `xstate.error.actor.${'revokeToken' | 'refetchCart'}`; error: unknown };

export const logoutFixtures = {
  network: new TypeError('fetch failed'),
} as const;

export const logoutModelEvents: LogoutModelEvent[] = [
  { type: 'LOGOUT', path: '/' },
  { type: 'LOGOUT', path: '/store/3?module_id=1' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: LOGOUT_DELAY_EVENT },
  { type: 'xstate.done.actor.revokeToken', output: { message: 'Logged out' } },
  { type: 'xstate.error.actor.revokeToken', error: logoutFixtures.network },
  { type: 'xstate.done.actor.refetchCart', output: [] },
  { type: 'xstate.error.actor.refetchCart', error: logoutFixtures.network },
];

/** The machine has no input. */
export const logoutModelInputs = [undefined] as const;

export function logoutModelPaths() {
  return modelPaths(logoutMachine, {
    input: undefined as never,
    events: logoutModelEvents as unknown as LogoutEvent[],
  });
}

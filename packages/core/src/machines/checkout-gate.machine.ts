/**
 * # checkoutGateMachine: the drawer's checkout button
 *
 * Exactly the spec's 'Checkout button' rule (§4), with the login-or-guest modal (§2):
 * - items and signed in → go to checkout (`/checkout?page=cart`) and close the drawer;
 * - items, guest, guest checkout enabled (`guest_checkout_status` 1) → the login-or-guest
 *   prompt: Guest → checkout (and close the drawer); Login / Sign Up → open the auth modal in
 *   that mode; the close icon closes the prompt;
 * - items, guest, guest checkout not enabled → open the auth modal (sign in);
 * - empty cart → /home ('Continue Shopping'), closing the drawer.
 *
 * ## Events
 * `PROCEED { itemCount, signedIn, guestCheckoutStatus }` (the button: the facts at the moment
 * of the click), then in the prompt `GUEST`, `LOGIN`, `SIGN_UP`, `CLOSE`.
 *
 * ## States
 * `idle`; `prompting` (tag `prompt`): **the UI shows the login-or-guest modal**.
 *
 * ## Effects (named, implemented by `provideCheckoutGateMachine`)
 * `navigate { path }`, `closeDrawer`, `openAuth { mode: 'signIn' | 'signUp' }`.
 */
import { assertEvent, setup } from 'xstate';
import type { NavigatorPort } from '../ports.js';
import {
  checkoutGate,
  checkoutPath,
  type CheckoutGateDecision,
  type CheckoutGateFacts,
} from '../domain/checkout.js';
import { notProvided } from './effects.js';

export type AuthMode = 'signIn' | 'signUp';

export type CheckoutGateEvent =
  | ({ type: 'PROCEED' } & CheckoutGateFacts)
  | { type: 'GUEST' }
  | { type: 'LOGIN' }
  | { type: 'SIGN_UP' }
  | { type: 'CLOSE' };

/** Where checkout is, and where an empty cart goes. */
export const CHECKOUT_GATE_PATHS = { checkout: checkoutPath('cart'), home: '/home' } as const;

const MACHINE = 'checkoutGateMachine';

export const checkoutGateMachine = setup({
  types: {} as {
    context: Record<string, never>;
    events: CheckoutGateEvent;
    tags: 'prompt';
  },
  guards: {
    leadsTo: ({ event }, params: { decision: CheckoutGateDecision }) => {
      assertEvent(event, 'PROCEED');
      return checkoutGate(event) === params.decision;
    },
  },
  actions: {
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
    closeDrawer: notProvided(MACHINE, 'closeDrawer') as (_: unknown) => void,
    openAuth: notProvided(MACHINE, 'openAuth') as (_: unknown, params: { mode: AuthMode }) => void,
  },
}).createMachine({
  id: 'checkoutGate',
  initial: 'idle',
  context: {},
  states: {
    idle: {
      on: {
        PROCEED: [
          {
            guard: { type: 'leadsTo', params: { decision: 'home' } },
            actions: [
              'closeDrawer',
              { type: 'navigate', params: { path: CHECKOUT_GATE_PATHS.home } },
            ],
          },
          {
            guard: { type: 'leadsTo', params: { decision: 'checkout' } },
            actions: [
              'closeDrawer',
              { type: 'navigate', params: { path: CHECKOUT_GATE_PATHS.checkout } },
            ],
          },
          { guard: { type: 'leadsTo', params: { decision: 'prompt' } }, target: 'prompting' },
          { actions: { type: 'openAuth', params: { mode: 'signIn' } } },
        ],
      },
    },
    prompting: {
      tags: 'prompt',
      on: {
        GUEST: {
          target: 'idle',
          actions: [
            'closeDrawer',
            { type: 'navigate', params: { path: CHECKOUT_GATE_PATHS.checkout } },
          ],
        },
        LOGIN: { target: 'idle', actions: { type: 'openAuth', params: { mode: 'signIn' } } },
        SIGN_UP: { target: 'idle', actions: { type: 'openAuth', params: { mode: 'signUp' } } },
        CLOSE: 'idle',
      },
    },
  },
});

/** What `provideCheckoutGateMachine` needs. */
export interface CheckoutGateMachineDeps {
  navigator: NavigatorPort;
  closeDrawer: () => void;
  openAuth: (mode: AuthMode) => void;
}

/** The checkout-gate machine wired to adapters. */
export function provideCheckoutGateMachine(deps: CheckoutGateMachineDeps) {
  return checkoutGateMachine.provide({
    actions: {
      navigate: (_, params) => deps.navigator.go(params.path),
      closeDrawer: () => deps.closeDrawer(),
      openAuth: (_, params) => deps.openAuth(params.mode),
    },
  });
}

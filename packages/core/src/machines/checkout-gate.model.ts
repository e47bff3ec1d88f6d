/**
 * The model of `checkoutGateMachine` that its model-based test walks (and that
 * `storefront machines paths checkout-gate` can list): the checkout button pressed with every
 * combination of an empty or filled cart, a signed-in customer or a guest, guest checkout on or
 * off, and the prompt's buttons.
 */
import { modelPaths } from './model-paths.js';
import { checkoutGateMachine, type CheckoutGateEvent } from './checkout-gate.machine.js';

export const checkoutGateProceedEvents: CheckoutGateEvent[] = [0, 2].flatMap((itemCount) =>
  [false, true].flatMap((signedIn) =>
    [0, 1].map((guestCheckoutStatus) => ({
      type: 'PROCEED' as const,
      itemCount,
      signedIn,
      guestCheckoutStatus,
    })),
  ),
);

export const checkoutGateModelEvents: CheckoutGateEvent[] = [
  ...checkoutGateProceedEvents,
  { type: 'GUEST' },
  { type: 'LOGIN' },
  { type: 'SIGN_UP' },
  { type: 'CLOSE' },
];

/** The machine has no input; one model. */
export const checkoutGateModelInputs: undefined[] = [undefined];

/** Paths to every distinct state, and through every distinct transition. */
export function checkoutGateModelPaths() {
  return modelPaths(checkoutGateMachine, { input: undefined, events: checkoutGateModelEvents });
}

/** `checkoutMachine` bound to adapters: the API actors, the id generator, toasts. */
import { fromPromise } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { CheckoutAddress } from '../domain/checkout.js';
import { issueText } from '../domain/issue.js';
import type { MoneyConfig } from '../domain/money.js';
import { showToast } from './effects.js';
import { checkoutMachine, type CheckoutActors } from './checkout.machine.js';

/** What `provideCheckoutMachine` needs. */
export interface CheckoutMachineDeps {
  /**
   * `applyCoupon` and `placeOrder`, bound to the API; `saveAddress` where a signed-in customer
   * can save the address (core's `addressActors`).
   */
  actors: Pick<CheckoutActors, 'applyCoupon' | 'placeOrder'> &
    Partial<Pick<CheckoutActors, 'saveAddress'>>;
  /** A fresh Idempotency-Key per attempt (e.g. `crypto.randomUUID`). */
  newId: () => string;
  notifier: Notifier;
  t: Translate;
  /** The money settings, to format amounts in refusals. */
  money: MoneyConfig;
  /** The order was placed (refresh the cart, show the confirmation). */
  onPlaced: (orderId: number) => void;
  /**
   * A digital order was placed unpaid: go to its gateway page (the web app navigates; the CLI
   * prints or drives it). Absent: nothing (the adapter follows the machine's output).
   */
  onRedirect?: (redirect: { orderId: number; link: string; paymentId: string | null }) => void;
  /** The delivery address was saved (refresh the saved list). */
  onAddressSaved?: (address: CheckoutAddress) => void;
}

/** The checkout machine wired to adapters: the same machine for web and CLI. */
export function provideCheckoutMachine(deps: CheckoutMachineDeps) {
  return checkoutMachine.provide({
    actors: {
      applyCoupon: deps.actors.applyCoupon,
      placeOrder: deps.actors.placeOrder,
      ...(deps.actors.saveAddress ? { saveAddress: deps.actors.saveAddress } : {}),
      newIdempotencyKey: fromPromise<string>(async () => deps.newId()),
    },
    actions: {
      notify: (_, params) => {
        if (params.issue != null) {
          deps.notifier.notify(params.kind, issueText(params.issue, deps.t, deps.money));
        } else showToast(deps.notifier, deps.t, params);
      },
      orderPlaced: (_, params) => deps.onPlaced(params.orderId),
      redirect: (_, params) => deps.onRedirect?.(params),
      addressSaved: (_, params) => deps.onAddressSaved?.(params.address),
    },
  });
}

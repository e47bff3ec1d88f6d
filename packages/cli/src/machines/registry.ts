/**
 * The core machines the CLI can show, with the model their model-based test walks
 * (`<name>.model.ts` in core: the inputs, and the paths through the machine).
 */
import type { AnyStateMachine } from 'xstate';
import { locationMachine } from '@storefront/core/machines/location.machine';
import { locationModelInputs, locationModelPaths } from '@storefront/core/machines/location.model';
import { moduleMachine } from '@storefront/core/machines/module.machine';
import { moduleModelInputs, moduleModelPaths } from '@storefront/core/machines/module.model';
import { itemConfigMachine } from '@storefront/core/machines/item-config.machine';
import {
  itemConfigModelPaths,
  itemConfigScenarios,
} from '@storefront/core/machines/item-config.model';
import { addToCartMachine } from '@storefront/core/machines/add-to-cart.machine';
import {
  addToCartModelPaths,
  addToCartScenarios,
} from '@storefront/core/machines/add-to-cart.model';
import { cartLineMachine } from '@storefront/core/machines/cart-line.machine';
import { cartLineModelPaths, cartLineScenarios } from '@storefront/core/machines/cart-line.model';
import { checkoutGateMachine } from '@storefront/core/machines/checkout-gate.machine';
import {
  checkoutGateModelInputs,
  checkoutGateModelPaths,
} from '@storefront/core/machines/checkout-gate.model';
import { checkoutMachine } from '@storefront/core/machines/checkout.machine';
import { checkoutModelPaths, checkoutScenarios } from '@storefront/core/machines/checkout.model';
import { otpMachine } from '@storefront/core/machines/otp.machine';
import { otpModelInputs, otpModelPaths } from '@storefront/core/machines/otp.model';
import { authModalMachine } from '@storefront/core/machines/auth-modal.machine';
import {
  authModalModelInputs,
  authModalModelPaths,
} from '@storefront/core/machines/auth-modal.model';
import { forgotPasswordMachine } from '@storefront/core/machines/forgot-password.machine';
import { forgotPasswordModelPaths } from '@storefront/core/machines/forgot-password.model';
import { sessionMachine } from '@storefront/core/machines/session.machine';
import { sessionModelInputs, sessionModelPaths } from '@storefront/core/machines/session.model';
import { logoutMachine } from '@storefront/core/machines/logout.machine';
import { logoutModelPaths } from '@storefront/core/machines/logout.model';
import { wishlistToggleMachine } from '@storefront/core/machines/wishlist-toggle.machine';
import {
  wishlistToggleModelInputs,
  wishlistToggleModelPaths,
} from '@storefront/core/machines/wishlist-toggle.model';
import { rentalSearchMachine } from '@storefront/core/machines/rental-search.machine';
import {
  rentalSearchModelPaths,
  rentalSearchScenarios,
} from '@storefront/core/machines/rental-search.model';
import { tripCartMachine } from '@storefront/core/machines/trip-cart.machine';
import { tripCartModelPaths, tripCartScenarios } from '@storefront/core/machines/trip-cart.model';
import { rentalModuleMachine } from '@storefront/core/machines/rental-module.machine';
import {
  rentalModuleModelInputs,
  rentalModuleModelPaths,
} from '@storefront/core/machines/rental-module.model';
import { tripBookingMachine } from '@storefront/core/machines/trip-booking.machine';
import { paymentReturnMachine } from '@storefront/core/machines/payment-return.machine';
import {
  paymentReturnModelPaths,
  paymentReturnScenarios,
} from '@storefront/core/machines/payment-return.model';
import {
  tripBookingModelPaths,
  tripBookingScenarios,
} from '@storefront/core/machines/trip-booking.model';
import { orderCancelMachine } from '@storefront/core/machines/order-cancel.machine';
import {
  orderCancelModelInputs,
  orderCancelModelPaths,
} from '@storefront/core/machines/order-cancel.model';
import { walletTopUpMachine } from '@storefront/core/machines/wallet-top-up.machine';
import {
  walletTopUpModelInputs,
  walletTopUpModelPaths,
} from '@storefront/core/machines/wallet-top-up.model';
import { loyaltyTransferMachine } from '@storefront/core/machines/loyalty-transfer.machine';
import {
  loyaltyTransferModelInputs,
  loyaltyTransferModelPaths,
} from '@storefront/core/machines/loyalty-transfer.model';
import { profileEditMachine } from '@storefront/core/machines/profile-edit.machine';
import {
  profileEditModelInputs,
  profileEditModelPaths,
} from '@storefront/core/machines/profile-edit.model';
import { accountDeletionMachine } from '@storefront/core/machines/account-deletion.machine';
import { accountDeletionModelPaths } from '@storefront/core/machines/account-deletion.model';

export interface ModelPathStep {
  event: { type: string } & Record<string, unknown>;
  state: { value: unknown };
}

export interface ModelPathLike {
  steps: readonly ModelPathStep[];
  state: { value: unknown };
}

export interface ModelInput {
  label: string;
  input: unknown;
  paths: ModelPathLike[];
}

export interface MachineEntry {
  name: string;
  machine: AnyStateMachine;
  /** The machine's source file, from the repository root. */
  source: string;
  summary: string;
  /** Each input of the model (and a short label for it), with the paths the test replays. */
  model(): ModelInput[];
}

export const MACHINES: readonly MachineEntry[] = [
  {
    name: 'location',
    machine: locationMachine,
    source: 'packages/core/src/machines/location.machine.ts',
    summary:
      'choosing a location: place search, current location, a point, a saved address, the map picker',
    model: () => perInput(locationModelInputs, locationModelPaths),
  },
  {
    name: 'module',
    machine: moduleMachine,
    source: 'packages/core/src/machines/module.machine.ts',
    summary: 'choosing a module: load the modules of the stored zones, select one, go to /home',
    model: () => perInput(moduleModelInputs, moduleModelPaths),
  },
  {
    name: 'item-config',
    machine: itemConfigMachine,
    source: 'packages/core/src/machines/item-config.machine.ts',
    summary:
      'configuring an item in the quick view: options, add-ons, quantity, add to cart, update, buy now',
    model: () => perScenario(itemConfigScenarios, itemConfigModelPaths),
  },
  {
    name: 'add-to-cart',
    machine: addToCartMachine,
    source: 'packages/core/src/machines/add-to-cart.machine.ts',
    summary:
      "adding a configured line to the cart: add, update, or ask to replace another store's cart",
    model: () => perScenario(addToCartScenarios, addToCartModelPaths),
  },
  {
    name: 'cart-line',
    machine: cartLineMachine,
    source: 'packages/core/src/machines/cart-line.machine.ts',
    summary:
      "one cart line's stepper: quantity within stock and limits, delete at 1, busy while sending",
    model: () => perScenario(cartLineScenarios, cartLineModelPaths),
  },
  {
    name: 'checkout-gate',
    machine: checkoutGateMachine,
    source: 'packages/core/src/machines/checkout-gate.machine.ts',
    summary:
      "the drawer's checkout button: checkout, the login-or-guest prompt, sign in, or back to /home",
    model: () =>
      checkoutGateModelInputs.map((input) => ({
        label: 'no input',
        input,
        paths: checkoutGateModelPaths() as unknown as ModelPathLike[],
      })),
  },
  {
    name: 'checkout',
    machine: checkoutMachine,
    source: 'packages/core/src/machines/checkout.machine.ts',
    summary:
      'the checkout page: order type, address or guest contact, coupon, payment, placing with an Idempotency-Key',
    model: () => perScenario(checkoutScenarios, checkoutModelPaths),
  },
  {
    name: 'auth-modal',
    machine: authModalMachine,
    source: 'packages/core/src/machines/auth-modal.machine.ts',
    summary:
      'the sign-in modal: sign-in modes, sign-up, phone for social, user info, "Is it you?", OTP verification',
    model: () => perInput(authModalModelInputs, authModalModelPaths),
  },
  {
    name: 'otp',
    machine: otpMachine,
    source: 'packages/core/src/machines/otp.machine.ts',
    summary:
      'the OTP dialog: 6-digit code, Verify, Resend after a 60 s countdown kept as a deadline',
    model: () => perInput(otpModelInputs, otpModelPaths),
  },
  {
    name: 'forgot-password',
    machine: forgotPasswordMachine,
    source: 'packages/core/src/machines/forgot-password.machine.ts',
    summary: 'forgot password in three steps: request a code, verify it, set a new password',
    model: () => noInput(forgotPasswordModelPaths),
  },
  {
    name: 'session',
    machine: sessionMachine,
    source: 'packages/core/src/machines/session.machine.ts',
    summary: 'session expiry: a 401 with a stored token ends the session and goes to /home',
    model: () => perInput(sessionModelInputs, sessionModelPaths),
  },
  {
    name: 'logout',
    machine: logoutMachine,
    source: 'packages/core/src/machines/logout.machine.ts',
    summary: 'logout: confirm, wait 500 ms, revoke the token, clear the session, refetch the cart',
    model: () => noInput(logoutModelPaths),
  },
  {
    name: 'wishlist-toggle',
    machine: wishlistToggleMachine,
    source: 'packages/core/src/machines/wishlist-toggle.machine.ts',
    summary:
      'the wishlist heart (items, stores, and the rental wishlist of vehicles and providers): add when signed in, confirm before removing',
    model: () => perInput(wishlistToggleModelInputs, wishlistToggleModelPaths),
  },
  {
    name: 'rental-search',
    machine: rentalSearchMachine,
    source: 'packages/core/src/machines/rental-search.machine.ts',
    summary:
      'the rental search bar: trip type, pickup, destination, a future pickup time, hours or the route (driving, walking, bicycling, else the straight line)',
    model: () => perScenario(rentalSearchScenarios, rentalSearchModelPaths),
  },
  {
    name: 'trip-cart',
    machine: tripCartMachine,
    source: 'packages/core/src/machines/trip-cart.machine.ts',
    summary:
      'the trip cart: add, the provider conflict, the trip-type and duration changes, the trip vehicle list, quantities, removing',
    model: () => perScenario(tripCartScenarios, tripCartModelPaths),
  },
  {
    name: 'rental-module',
    machine: rentalModuleMachine,
    source: 'packages/core/src/machines/rental-module.machine.ts',
    summary:
      'choosing the rental module with a trip cart: kept when the zones hold its pickup zone, else cleared',
    model: () => perInput(rentalModuleModelInputs, rentalModuleModelPaths),
  },
  {
    name: 'trip-booking',
    machine: tripBookingMachine,
    source: 'packages/core/src/machines/trip-booking.machine.ts',
    summary:
      'trip checkout: the guest gate, the pickup contact, a coupon, cash at pickup, booking with an Idempotency-Key',
    model: () => perScenario(tripBookingScenarios, tripBookingModelPaths),
  },
  {
    name: 'order-cancel',
    machine: orderCancelMachine,
    source: 'packages/core/src/machines/order-cancel.machine.ts',
    summary:
      "cancelling a pending order: the server's reasons or one's own, Please select a cancellation reason, the refusal kept",
    model: () => perInput(orderCancelModelInputs, orderCancelModelPaths),
  },
  {
    name: 'wallet-top-up',
    machine: walletTopUpMachine,
    source: 'packages/core/src/machines/wallet-top-up.machine.ts',
    summary:
      'adding money to the wallet: amount and gateway (Please Enter amount, Payment method is required), the payment started, off to the gateway',
    model: () => perInput(walletTopUpModelInputs, walletTopUpModelPaths),
  },
  {
    name: 'loyalty-transfer',
    machine: loyaltyTransferMachine,
    source: 'packages/core/src/machines/loyalty-transfer.machine.ts',
    summary:
      'converting loyalty points to wallet money: empty, below the minimum or above the balance refused, Point to wallet transfer successfully.',
    model: () => perInput(loyaltyTransferModelInputs, loyaltyTransferModelPaths),
  },
  {
    name: 'profile-edit',
    machine: profileEditMachine,
    source: 'packages/core/src/machines/profile-edit.machine.ts',
    summary:
      'Edit Personal Details: name, e-mail, phone, photo and password, a new e-mail or phone confirmed by the OTP dialog or the Firebase check, then the profile refetched',
    model: () => perInput(profileEditModelInputs, profileEditModelPaths),
  },
  {
    name: 'account-deletion',
    machine: accountDeletionMachine,
    source: 'packages/core/src/machines/account-deletion.machine.ts',
    summary:
      'deleting the account: confirm (Cancel, Yes), refused while an order runs, Account has been deleted, signed out at /',
    model: () => noInput(accountDeletionModelPaths),
  },
  {
    name: 'payment-return',
    machine: paymentReturnMachine,
    source: 'packages/core/src/machines/payment-return.machine.ts',
    summary:
      'back from the payment gateway: the server says paid (the confirmation) or still due (Retry payment, or switch to cash or the wallet: Payment info updated.)',
    model: () => perScenario(paymentReturnScenarios, paymentReturnModelPaths),
  },
];

/** A model with inputs: each input labelled by its JSON. */
function perInput<I>(inputs: readonly I[], paths: (input: I) => unknown): ModelInput[] {
  return inputs.map((input) => ({
    label: JSON.stringify(input) ?? 'no input',
    input,
    paths: paths(input) as unknown as ModelPathLike[],
  }));
}

/** A model of named scenarios: each scenario's input, labelled by its name. */
function perScenario<I>(
  scenarios: readonly { name: string; input: I }[],
  paths: (input: I) => unknown,
): ModelInput[] {
  return scenarios.map((scenario) => ({
    label: scenario.name,
    input: scenario.input,
    paths: paths(scenario.input) as unknown as ModelPathLike[],
  }));
}

/** A model of a machine that takes no input. */
function noInput(paths: () => unknown): ModelInput[] {
  return [{ label: 'no input', input: undefined, paths: paths() as unknown as ModelPathLike[] }];
}

export function findMachine(name: string): MachineEntry | undefined {
  const wanted = name.replace(/Machine$/, '');
  const kebab = wanted.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return MACHINES.find(
    (entry) => entry.name === kebab || entry.machine.id === wanted || entry.machine.id === kebab,
  );
}

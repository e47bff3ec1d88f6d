/**
 * The storefront's state machines, once: each by its name, with its source file and a one-line
 * summary. The CLI (`storefront machines`, docs/machines) adds the models its tests walk; the web
 * inspector draws these machines and resolves a trace's actor to one of them.
 */
import type { AnyStateMachine } from 'xstate';
import { locationMachine } from './location.machine.js';
import { moduleMachine } from './module.machine.js';
import { itemConfigMachine } from './item-config.machine.js';
import { addToCartMachine } from './add-to-cart.machine.js';
import { cartLineMachine } from './cart-line.machine.js';
import { checkoutGateMachine } from './checkout-gate.machine.js';
import { checkoutMachine } from './checkout.machine.js';
import { otpMachine } from './otp.machine.js';
import { authModalMachine } from './auth-modal.machine.js';
import { forgotPasswordMachine } from './forgot-password.machine.js';
import { sessionMachine } from './session.machine.js';
import { logoutMachine } from './logout.machine.js';
import { wishlistToggleMachine } from './wishlist-toggle.machine.js';
import { rentalSearchMachine } from './rental-search.machine.js';
import { tripCartMachine } from './trip-cart.machine.js';
import { rentalModuleMachine } from './rental-module.machine.js';
import { tripBookingMachine } from './trip-booking.machine.js';
import { paymentReturnMachine } from './payment-return.machine.js';
import { orderCancelMachine } from './order-cancel.machine.js';
import { walletTopUpMachine } from './wallet-top-up.machine.js';
import { loyaltyTransferMachine } from './loyalty-transfer.machine.js';
import { profileEditMachine } from './profile-edit.machine.js';
import { accountDeletionMachine } from './account-deletion.machine.js';
import { parcelMachine } from './parcel.machine.js';

export interface MachineInfo {
  /** The kebab-case name the CLI and the docs use, e.g. `trip-booking`. */
  name: string;
  machine: AnyStateMachine;
  /** The machine's source file, from the repository root. */
  source: string;
  summary: string;
}

export const MACHINE_REGISTRY: readonly MachineInfo[] = [
  {
    name: 'location',
    machine: locationMachine,
    source: 'packages/core/src/machines/location.machine.ts',
    summary:
      'choosing a location: place search, current location, a point, a saved address, the map picker',
  },
  {
    name: 'module',
    machine: moduleMachine,
    source: 'packages/core/src/machines/module.machine.ts',
    summary: 'choosing a module: load the modules of the stored zones, select one, go to /home',
  },
  {
    name: 'item-config',
    machine: itemConfigMachine,
    source: 'packages/core/src/machines/item-config.machine.ts',
    summary:
      'configuring an item in the quick view: options, add-ons, quantity, add to cart, update, buy now',
  },
  {
    name: 'add-to-cart',
    machine: addToCartMachine,
    source: 'packages/core/src/machines/add-to-cart.machine.ts',
    summary:
      "adding a configured line to the cart: add, update, or ask to replace another store's cart",
  },
  {
    name: 'cart-line',
    machine: cartLineMachine,
    source: 'packages/core/src/machines/cart-line.machine.ts',
    summary:
      "one cart line's stepper: quantity within stock and limits, delete at 1, busy while sending",
  },
  {
    name: 'checkout-gate',
    machine: checkoutGateMachine,
    source: 'packages/core/src/machines/checkout-gate.machine.ts',
    summary:
      "the drawer's checkout button: checkout, the login-or-guest prompt, sign in, or back to /home",
  },
  {
    name: 'checkout',
    machine: checkoutMachine,
    source: 'packages/core/src/machines/checkout.machine.ts',
    summary:
      'the checkout page: order type, address or guest contact, coupon, payment, placing with an Idempotency-Key',
  },
  {
    name: 'auth-modal',
    machine: authModalMachine,
    source: 'packages/core/src/machines/auth-modal.machine.ts',
    summary:
      'the sign-in modal: sign-in modes, sign-up, phone for social, user info, "Is it you?", OTP verification',
  },
  {
    name: 'otp',
    machine: otpMachine,
    source: 'packages/core/src/machines/otp.machine.ts',
    summary:
      'the OTP dialog: 6-digit code, Verify, Resend after a 60 s countdown kept as a deadline',
  },
  {
    name: 'forgot-password',
    machine: forgotPasswordMachine,
    source: 'packages/core/src/machines/forgot-password.machine.ts',
    summary: 'forgot password in three steps: request a code, verify it, set a new password',
  },
  {
    name: 'session',
    machine: sessionMachine,
    source: 'packages/core/src/machines/session.machine.ts',
    summary: 'session expiry: a 401 with a stored token ends the session and goes to /home',
  },
  {
    name: 'logout',
    machine: logoutMachine,
    source: 'packages/core/src/machines/logout.machine.ts',
    summary: 'logout: confirm, wait 500 ms, revoke the token, clear the session, refetch the cart',
  },
  {
    name: 'wishlist-toggle',
    machine: wishlistToggleMachine,
    source: 'packages/core/src/machines/wishlist-toggle.machine.ts',
    summary:
      'the wishlist heart (items, stores, and the rental wishlist of vehicles and providers): add when signed in, confirm before removing',
  },
  {
    name: 'rental-search',
    machine: rentalSearchMachine,
    source: 'packages/core/src/machines/rental-search.machine.ts',
    summary:
      'the rental search bar: trip type, pickup, destination, a future pickup time, hours or the route (driving, walking, bicycling, else the straight line)',
  },
  {
    name: 'trip-cart',
    machine: tripCartMachine,
    source: 'packages/core/src/machines/trip-cart.machine.ts',
    summary:
      'the trip cart: add, the provider conflict, the trip-type and duration changes, the trip vehicle list, quantities, removing',
  },
  {
    name: 'rental-module',
    machine: rentalModuleMachine,
    source: 'packages/core/src/machines/rental-module.machine.ts',
    summary:
      'choosing the rental module with a trip cart: kept when the zones hold its pickup zone, else cleared',
  },
  {
    name: 'trip-booking',
    machine: tripBookingMachine,
    source: 'packages/core/src/machines/trip-booking.machine.ts',
    summary:
      'trip checkout: the guest gate, the pickup contact, a coupon, cash at pickup, booking with an Idempotency-Key',
  },
  {
    name: 'order-cancel',
    machine: orderCancelMachine,
    source: 'packages/core/src/machines/order-cancel.machine.ts',
    summary:
      "cancelling a pending order: the server's reasons or one's own, Please select a cancellation reason, the refusal kept",
  },
  {
    name: 'wallet-top-up',
    machine: walletTopUpMachine,
    source: 'packages/core/src/machines/wallet-top-up.machine.ts',
    summary:
      'adding money to the wallet: amount and gateway (Please Enter amount, Payment method is required), the payment started, off to the gateway',
  },
  {
    name: 'loyalty-transfer',
    machine: loyaltyTransferMachine,
    source: 'packages/core/src/machines/loyalty-transfer.machine.ts',
    summary:
      'converting loyalty points to wallet money: empty, below the minimum or above the balance refused, Point to wallet transfer successfully.',
  },
  {
    name: 'profile-edit',
    machine: profileEditMachine,
    source: 'packages/core/src/machines/profile-edit.machine.ts',
    summary:
      'Edit Personal Details: name, e-mail, phone, photo and password, a new e-mail or phone confirmed by the OTP dialog or the Firebase check, then the profile refetched',
  },
  {
    name: 'account-deletion',
    machine: accountDeletionMachine,
    source: 'packages/core/src/machines/account-deletion.machine.ts',
    summary:
      'deleting the account: confirm (Cancel, Yes), refused while an order runs, Account has been deleted, signed out at /',
  },
  {
    name: 'payment-return',
    machine: paymentReturnMachine,
    source: 'packages/core/src/machines/payment-return.machine.ts',
    summary:
      'back from the payment gateway: the server says paid (the confirmation) or still due (Retry payment, or switch to cash or the wallet: Payment info updated.)',
  },
  {
    name: 'parcel',
    machine: parcelMachine,
    source: 'packages/core/src/machines/parcel.machine.ts',
    summary:
      'sending a parcel: category, sender and receiver (pins in a zone, Sender or Receiver location is missing), weight and one dimension, instructions and a note, who pays, payment, placed',
  },
];

/**
 * The machine called `name`: its registry name (`trip-booking`), its machine id (`tripBooking`) or
 * its variable name (`tripBookingMachine`).
 */
export function findMachineInfo(name: string): MachineInfo | undefined {
  const wanted = name.replace(/Machine$/, '');
  const kebab = wanted.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return MACHINE_REGISTRY.find(
    (entry) => entry.name === kebab || entry.machine.id === wanted || entry.machine.id === kebab,
  );
}

/**
 * The core machines the CLI can show (the list lives once in core, machines/registry.ts), with the
 * model their model-based test walks (`<name>.model.ts` in core: the inputs, and the paths through
 * the machine). The models stay here: they bring xstate/graph and test fixtures along.
 */
import {
  findMachineInfo,
  MACHINE_REGISTRY,
  type MachineInfo,
} from '@storefront/core/machines/registry';
import { locationModelInputs, locationModelPaths } from '@storefront/core/machines/location.model';
import { moduleModelInputs, moduleModelPaths } from '@storefront/core/machines/module.model';
import {
  itemConfigModelPaths,
  itemConfigScenarios,
} from '@storefront/core/machines/item-config.model';
import {
  addToCartModelPaths,
  addToCartScenarios,
} from '@storefront/core/machines/add-to-cart.model';
import { cartLineModelPaths, cartLineScenarios } from '@storefront/core/machines/cart-line.model';
import {
  checkoutGateModelInputs,
  checkoutGateModelPaths,
} from '@storefront/core/machines/checkout-gate.model';
import { checkoutModelPaths, checkoutScenarios } from '@storefront/core/machines/checkout.model';
import { otpModelInputs, otpModelPaths } from '@storefront/core/machines/otp.model';
import {
  authModalModelInputs,
  authModalModelPaths,
} from '@storefront/core/machines/auth-modal.model';
import { forgotPasswordModelPaths } from '@storefront/core/machines/forgot-password.model';
import { sessionModelInputs, sessionModelPaths } from '@storefront/core/machines/session.model';
import { logoutModelPaths } from '@storefront/core/machines/logout.model';
import {
  wishlistToggleModelInputs,
  wishlistToggleModelPaths,
} from '@storefront/core/machines/wishlist-toggle.model';
import {
  rentalSearchModelPaths,
  rentalSearchScenarios,
} from '@storefront/core/machines/rental-search.model';
import { tripCartModelPaths, tripCartScenarios } from '@storefront/core/machines/trip-cart.model';
import {
  rentalModuleModelInputs,
  rentalModuleModelPaths,
} from '@storefront/core/machines/rental-module.model';
import {
  paymentReturnModelPaths,
  paymentReturnScenarios,
} from '@storefront/core/machines/payment-return.model';
import {
  tripBookingModelPaths,
  tripBookingScenarios,
} from '@storefront/core/machines/trip-booking.model';
import {
  orderCancelModelInputs,
  orderCancelModelPaths,
} from '@storefront/core/machines/order-cancel.model';
import { parcelModelInputs, parcelModelPaths } from '@storefront/core/machines/parcel.model';
import {
  walletTopUpModelInputs,
  walletTopUpModelPaths,
} from '@storefront/core/machines/wallet-top-up.model';
import {
  loyaltyTransferModelInputs,
  loyaltyTransferModelPaths,
} from '@storefront/core/machines/loyalty-transfer.model';
import {
  profileEditModelInputs,
  profileEditModelPaths,
} from '@storefront/core/machines/profile-edit.model';
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

export interface MachineEntry extends MachineInfo {
  /** Each input of the model (and a short label for it), with the paths the test replays. */
  model(): ModelInput[];
}

const MODELS: Record<string, () => ModelInput[]> = {
  location: () => perInput(locationModelInputs, locationModelPaths),
  module: () => perInput(moduleModelInputs, moduleModelPaths),
  'item-config': () => perScenario(itemConfigScenarios, itemConfigModelPaths),
  'add-to-cart': () => perScenario(addToCartScenarios, addToCartModelPaths),
  'cart-line': () => perScenario(cartLineScenarios, cartLineModelPaths),
  'checkout-gate': () =>
    checkoutGateModelInputs.map((input) => ({
      label: 'no input',
      input,
      paths: checkoutGateModelPaths() as unknown as ModelPathLike[],
    })),
  checkout: () => perScenario(checkoutScenarios, checkoutModelPaths),
  'auth-modal': () => perInput(authModalModelInputs, authModalModelPaths),
  otp: () => perInput(otpModelInputs, otpModelPaths),
  'forgot-password': () => noInput(forgotPasswordModelPaths),
  session: () => perInput(sessionModelInputs, sessionModelPaths),
  logout: () => noInput(logoutModelPaths),
  'wishlist-toggle': () => perInput(wishlistToggleModelInputs, wishlistToggleModelPaths),
  'rental-search': () => perScenario(rentalSearchScenarios, rentalSearchModelPaths),
  'trip-cart': () => perScenario(tripCartScenarios, tripCartModelPaths),
  'rental-module': () => perInput(rentalModuleModelInputs, rentalModuleModelPaths),
  'trip-booking': () => perScenario(tripBookingScenarios, tripBookingModelPaths),
  'order-cancel': () => perInput(orderCancelModelInputs, orderCancelModelPaths),
  'wallet-top-up': () => perInput(walletTopUpModelInputs, walletTopUpModelPaths),
  'loyalty-transfer': () => perInput(loyaltyTransferModelInputs, loyaltyTransferModelPaths),
  'profile-edit': () => perInput(profileEditModelInputs, profileEditModelPaths),
  'account-deletion': () => noInput(accountDeletionModelPaths),
  'payment-return': () => perScenario(paymentReturnScenarios, paymentReturnModelPaths),
  parcel: () => perInput(parcelModelInputs, (input) => parcelModelPaths(input)),
};

export const MACHINES: readonly MachineEntry[] = MACHINE_REGISTRY.map((info) => {
  const model = MODELS[info.name];
  if (!model) throw new Error(`No model for the machine ${info.name}`);
  return { ...info, model };
});

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
  const info = findMachineInfo(name);
  return info && MACHINES.find((entry) => entry.name === info.name);
}

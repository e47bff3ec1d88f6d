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
    model: () =>
      locationModelInputs.map((input) => ({
        label: JSON.stringify(input),
        input,
        paths: locationModelPaths(input) as unknown as ModelPathLike[],
      })),
  },
  {
    name: 'module',
    machine: moduleMachine,
    source: 'packages/core/src/machines/module.machine.ts',
    summary: 'choosing a module: load the modules of the stored zones, select one, go to /home',
    model: () =>
      moduleModelInputs.map((input) => ({
        label: JSON.stringify(input),
        input,
        paths: moduleModelPaths(input) as unknown as ModelPathLike[],
      })),
  },
  {
    name: 'item-config',
    machine: itemConfigMachine,
    source: 'packages/core/src/machines/item-config.machine.ts',
    summary:
      'configuring an item in the quick view: options, add-ons, quantity, add to cart, update, buy now',
    model: () =>
      itemConfigScenarios.map((scenario) => ({
        label: scenario.name,
        input: scenario.input,
        paths: itemConfigModelPaths(scenario.input) as unknown as ModelPathLike[],
      })),
  },
  {
    name: 'add-to-cart',
    machine: addToCartMachine,
    source: 'packages/core/src/machines/add-to-cart.machine.ts',
    summary:
      "adding a configured line to the cart: add, update, or ask to replace another store's cart",
    model: () =>
      addToCartScenarios.map((scenario) => ({
        label: scenario.name,
        input: scenario.input,
        paths: addToCartModelPaths(scenario.input) as unknown as ModelPathLike[],
      })),
  },
  {
    name: 'cart-line',
    machine: cartLineMachine,
    source: 'packages/core/src/machines/cart-line.machine.ts',
    summary:
      "one cart line's stepper: quantity within stock and limits, delete at 1, busy while sending",
    model: () =>
      cartLineScenarios.map((scenario) => ({
        label: scenario.name,
        input: scenario.input,
        paths: cartLineModelPaths(scenario.input) as unknown as ModelPathLike[],
      })),
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
    model: () =>
      checkoutScenarios.map((scenario) => ({
        label: scenario.name,
        input: scenario.input,
        paths: checkoutModelPaths(scenario.input) as unknown as ModelPathLike[],
      })),
  },
];

export function findMachine(name: string): MachineEntry | undefined {
  const wanted = name.replace(/Machine$/, '');
  const kebab = wanted.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
  return MACHINES.find(
    (entry) => entry.name === kebab || entry.machine.id === wanted || entry.machine.id === kebab,
  );
}

/**
 * The model of `orderCancelMachine` that its model-based test walks (and that `storefront
 * machines paths order-cancel` can list): a pending order (and one that moved on), the reasons
 * loaded, empty or failing, a listed reason, one of the customer's own or none, and the server's
 * answers to the cancel.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import {
  orderCancelMachine,
  type CancelReason,
  type OrderCancelEvent,
  type OrderCancelInput,
} from './order-cancel.machine.js';

export const orderCancelFixtures = {
  reasons: [
    { id: 1, reason: 'I ordered by mistake' },
    { id: 2, reason: 'The delivery takes too long' },
  ] satisfies CancelReason[],
  canceled: { message: 'Order canceled successfully' },
  refused: new ApiError(403, {
    errors: [{ code: 'order', message: 'Only a pending order can be canceled.' }],
  }),
  offline: new TypeError('Failed to fetch'),
} as const;

const f = orderCancelFixtures;

export type OrderCancelModelEvent =
  | OrderCancelEvent
  | { type: 'xstate.done.actor.loadReasons'; output: CancelReason[] }
  | { type: 'xstate.error.actor.loadReasons'; error: unknown }
  | { type: 'xstate.done.actor.cancelOrder'; output: unknown }
  | { type: 'xstate.error.actor.cancelOrder'; error: unknown };

export const orderCancelModelEvents: OrderCancelModelEvent[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'RETRY_REASONS' },
  { type: 'CHOOSE', reasonId: 2 },
  { type: 'CHOOSE', reasonId: 99 },
  { type: 'CHOOSE_OTHER' },
  { type: 'SET_OTHER', text: 'Found it cheaper elsewhere' },
  { type: 'SET_OTHER', text: '   ' },
  { type: 'CONFIRM' },
  { type: 'SYNC', orderStatus: 'confirmed' },
  { type: 'xstate.done.actor.loadReasons', output: [...f.reasons] },
  { type: 'xstate.error.actor.loadReasons', error: f.offline },
  { type: 'xstate.done.actor.cancelOrder', output: f.canceled },
  { type: 'xstate.done.actor.cancelOrder', output: {} },
  { type: 'xstate.error.actor.cancelOrder', error: f.refused },
];

export const orderCancelModelInputs: OrderCancelInput[] = [
  { orderId: 100_001, orderStatus: 'pending' },
  { orderId: 100_002, orderStatus: 'delivered' },
];

export function orderCancelModelPaths(input: OrderCancelInput) {
  return modelPaths(orderCancelMachine, {
    input,
    events: orderCancelModelEvents as unknown as OrderCancelEvent[],
  });
}

/**
 * The model of `loyaltyTransferMachine` that its model-based test walks (and that `storefront
 * machines paths loyalty-transfer` can list): points empty, below the minimum, fine, above the
 * balance and not whole, every point at once, a balance refetched, and the server's answers.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import {
  loyaltyTransferMachine,
  type LoyaltyTransferEvent,
  type LoyaltyTransferInput,
} from './loyalty-transfer.machine.js';

export const loyaltyTransferFixtures = {
  settings: {
    loyalty_point_status: 1,
    loyalty_point_exchange_rate: 10,
    loyalty_point_minimum_point: 50,
  },
  converted: {
    message: 'Point to wallet transfer successfully.',
    converted_amount: 6,
    wallet_balance: 156,
    loyalty_point: 360,
  },
  refused: new ApiError(403, {
    errors: [{ code: 'point', message: 'Insufficient points: you have 20 points.' }],
  }),
} as const;

const f = loyaltyTransferFixtures;

export type LoyaltyTransferModelEvent =
  | LoyaltyTransferEvent
  | { type: 'xstate.done.actor.transferPoints'; output: unknown }
  | { type: 'xstate.error.actor.transferPoints'; error: unknown };

export const loyaltyTransferModelEvents: LoyaltyTransferModelEvent[] = [
  { type: 'SET_POINTS', points: '' },
  { type: 'SET_POINTS', points: '49' },
  { type: 'SET_POINTS', points: '60' },
  { type: 'SET_POINTS', points: '5000' },
  { type: 'SET_POINTS', points: '1.5' },
  { type: 'USE_ALL' },
  { type: 'SUBMIT' },
  { type: 'SYNC', balance: 20 },
  { type: 'xstate.done.actor.transferPoints', output: f.converted },
  { type: 'xstate.done.actor.transferPoints', output: {} },
  { type: 'xstate.error.actor.transferPoints', error: f.refused },
];

export const loyaltyTransferModelInputs: LoyaltyTransferInput[] = [
  { balance: 420, settings: { ...f.settings } },
  { balance: 30, settings: { ...f.settings }, points: '30' },
];

export function loyaltyTransferModelPaths(input: LoyaltyTransferInput) {
  return modelPaths(loyaltyTransferMachine, {
    input,
    events: loyaltyTransferModelEvents as unknown as LoyaltyTransferEvent[],
  });
}

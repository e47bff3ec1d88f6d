/**
 * The model of `walletTopUpMachine` that its model-based test walks (and that `storefront machines
 * paths wallet-top-up` can list): amounts empty, zero, too small and fine, a gateway offered or
 * not, the configuration read again, and the server's answers (the gateway's page, field errors,
 * digital payment off in the v1 API's own shape).
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import {
  walletTopUpMachine,
  type WalletTopUpEvent,
  type WalletTopUpInput,
} from './wallet-top-up.machine.js';

export const walletTopUpFixtures = {
  started: {
    redirect_link: 'http://localhost:3000/payment/sandbox/0123456789abcdef0123456789abcdef',
  },
  invalid: new ApiError(403, {
    errors: [
      { code: 'amount', message: 'The amount must be at least 1.' },
      { code: 'payment_method', message: 'The payment method field is required.' },
    ],
  }),
  digitalOff: new ApiError(403, { errors: { message: 'digital_payment_is_disable' } }),
} as const;

const f = walletTopUpFixtures;

export type WalletTopUpModelEvent =
  | WalletTopUpEvent
  | { type: 'xstate.done.actor.addFund'; output: unknown }
  | { type: 'xstate.error.actor.addFund'; error: unknown };

export const walletTopUpModelEvents: WalletTopUpModelEvent[] = [
  { type: 'SET_AMOUNT', amount: '' },
  { type: 'SET_AMOUNT', amount: '0' },
  { type: 'SET_AMOUNT', amount: '0.5' },
  { type: 'SET_AMOUNT', amount: '150' },
  { type: 'BLUR_AMOUNT' },
  { type: 'SELECT_METHOD', gateway: 'sandbox' },
  { type: 'SELECT_METHOD', gateway: 'stripe' },
  { type: 'SUBMIT' },
  { type: 'SYNC', gateways: [] },
  { type: 'SYNC', gateways: ['sandbox'] },
  { type: 'xstate.done.actor.addFund', output: f.started },
  { type: 'xstate.error.actor.addFund', error: f.invalid },
  { type: 'xstate.error.actor.addFund', error: f.digitalOff },
];

export const walletTopUpModelInputs: WalletTopUpInput[] = [
  { gateways: ['sandbox'], callback: 'http://localhost:5173/profile?page=wallet', platform: 'web' },
  { gateways: ['sandbox'], callback: null, platform: 'cli', amount: '25', method: 'sandbox' },
];

export function walletTopUpModelPaths(input: WalletTopUpInput) {
  return modelPaths(walletTopUpMachine, {
    input,
    events: walletTopUpModelEvents as unknown as WalletTopUpEvent[],
  });
}

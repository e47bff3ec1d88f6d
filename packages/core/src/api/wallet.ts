/**
 * The wallet and loyalty points over the typed client (reference §4.12; storefront §7 'POST add
 * fund to wallet'): the two histories, the running bonuses, a top-up and a point transfer, and
 * the actors of `walletTopUpMachine` and `loyaltyTransferMachine`. The web app and the CLI use
 * these same functions.
 *
 * The top-up's callback is the wallet page (`/profile?page=wallet`): the gateway sends the
 * browser back there with `flag=success|fail|cancel` and `payment_id` (`topUpReturnOf` reads
 * them). The wallet is already credited when a paid payment comes back (the server confirms the
 * signed result before it redirects), so the page shows the balance it reads again.
 */
import { fromPromise } from 'xstate';
import type { WalletFilter } from '../domain/wallet.js';
import type {
  AddFundInput,
  AddFundOutput,
  WalletTopUpActors,
} from '../machines/wallet-top-up.machine.js';
import type {
  LoyaltyTransferActors,
  PointTransferOutput,
} from '../machines/loyalty-transfer.machine.js';
import { unwrap, type Signal } from './calls.js';
import type { ApiClient } from './client.js';
import type { components } from './schema.gen.js';

export type WalletTransaction = components['schemas']['WalletTransaction'];
export type WalletTransactionPage = components['schemas']['WalletTransactionPage'];
export type LoyaltyTransaction = components['schemas']['LoyaltyTransaction'];
export type LoyaltyTransactionPage = components['schemas']['LoyaltyTransactionPage'];
export type WalletBonusRow = components['schemas']['WalletBonus'];
export type AddFundResponse = components['schemas']['AddFundResponse'];
export type PointTransferResponse = components['schemas']['PointTransferResponse'];

/** How many transactions a history page holds. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryPage {
  /** The 1-based page. */
  offset: number;
  limit?: number;
}

/** A page of the wallet history, of one filter or all (`type` null). */
export function getWalletTransactions(
  api: ApiClient,
  page: HistoryPage & { type?: WalletFilter | null },
  signal?: Signal,
): Promise<WalletTransactionPage> {
  const query = {
    limit: page.limit ?? HISTORY_PAGE_SIZE,
    offset: page.offset,
    ...(page.type ? { type: page.type } : {}),
  };
  return unwrap(api.GET('/customer/wallet/transactions', { params: { query }, signal }));
}

/** A page of the loyalty-point history. */
export function getLoyaltyTransactions(
  api: ApiClient,
  page: HistoryPage,
  signal?: Signal,
): Promise<LoyaltyTransactionPage> {
  const query = { limit: page.limit ?? HISTORY_PAGE_SIZE, offset: page.offset };
  return unwrap(api.GET('/customer/loyalty-point/transactions', { params: { query }, signal }));
}

/** The top-up bonuses running today. */
export function getWalletBonuses(api: ApiClient, signal?: Signal): Promise<WalletBonusRow[]> {
  return unwrap(api.GET('/customer/wallet/bonuses', { signal }));
}

/** Starts a top-up: the gateway's hosted page (`redirect_link`), the payment and its bonus. */
export function addFund(
  api: ApiClient,
  body: AddFundInput,
  signal?: Signal,
): Promise<AddFundResponse> {
  return unwrap(api.POST('/customer/wallet/add-fund', { body, signal }));
}

/** Converts loyalty points to wallet money. */
export function transferPoints(
  api: ApiClient,
  point: number,
  signal?: Signal,
): Promise<PointTransferResponse> {
  return unwrap(api.POST('/customer/loyalty-point/point-transfer', { body: { point }, signal }));
}

/** `walletTopUpMachine`'s actor over the client. */
export function walletTopUpActors(api: ApiClient): WalletTopUpActors {
  return {
    addFund: fromPromise<AddFundOutput, AddFundInput>(({ input, signal }) =>
      addFund(api, input, signal),
    ),
  };
}

/** `loyaltyTransferMachine`'s actor over the client. */
export function loyaltyTransferActors(api: ApiClient): LoyaltyTransferActors {
  return {
    transferPoints: fromPromise<PointTransferOutput, { point: number }>(({ input, signal }) =>
      transferPoints(api, input.point, signal),
    ),
  };
}

/** The wallet page's path: where a top-up comes back to. */
export const WALLET_PAGE_PATH = '/profile?page=wallet';

/** The top-up's callback: the wallet page at the app's `origin` (no trailing slash). */
export function topUpCallback(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${WALLET_PAGE_PATH}`;
}

export type TopUpOutcome = 'success' | 'fail' | 'cancel';

/**
 * How a top-up came back (`flag` of the wallet page's query), or null when the page was not
 * opened by the gateway. Anything but `success` and `cancel` is a failure.
 */
export function topUpReturnOf(query: {
  get(name: string): string | null;
}): { outcome: TopUpOutcome; paymentId: string | null } | null {
  const flag = query.get('flag');
  if (flag == null) return null;
  const paymentId = (query.get('payment_id') ?? '').trim();
  const outcome: TopUpOutcome =
    flag === 'success' ? 'success' : flag === 'cancel' ? 'cancel' : 'fail';
  return { outcome, paymentId: /^[0-9a-f]{8,64}$/i.test(paymentId) ? paymentId : null };
}

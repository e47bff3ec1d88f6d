/**
 * Request schemas of the wallet and loyalty operations (reference §4.12, §6.10; storefront §3
 * 'Wallet top-up', §7): the two histories' pages, the top-up (`customer/wallet/add-fund`) and
 * the point transfer (`customer/loyalty-point/point-transfer`). The server validates with them.
 *
 * Values may arrive as JSON values or as strings (query strings, forms). Messages follow
 * Laravel's wording; a failure is answered 403 with `code` = the field (reference §3). What the
 * schemas do not decide (core's rules with the settings and the balance do): whether the wallet
 * or loyalty is on, the gateway offered, the minimum points and the balance.
 */
import * as v from 'valibot';
import { MAX_TOP_UP, MIN_TOP_UP, WALLET_FILTERS, type WalletFilter } from '../domain/wallet.js';
import { MAX_POINT_TRANSFER } from '../domain/loyalty.js';
import { field as queryField, integer, MAX_PAGE_LIMIT } from './catalogue.js';
import { attributeName as attribute } from './validate.js';
import { BODY_MESSAGE, DECIMAL, field, integerValue, textField, textOf } from './fields.js';

/** Longest gateway key and platform name. */
export const MAX_GATEWAY_LENGTH = 64;
export const MAX_PLATFORM_LENGTH = 32;
/** Longest return address of a payment. */
export const MAX_CALLBACK_LENGTH = 2000;

const requiredPage = {
  limit: v.pipe(
    integer('limit', 1, { required: true }),
    v.transform((n) => Math.min(n, MAX_PAGE_LIMIT)),
  ),
  offset: integer('offset', 1, { required: true }),
};

/**
 * `GET customer/wallet/transactions`: `limit` and `offset` required (reference §4.12; a limit
 * above 50 is capped), `type` one of the history filters, or absent for all.
 */
export const walletTransactionsQuery = v.object({
  ...requiredPage,
  type: queryField<WalletFilter | null>(
    'type',
    (text) =>
      (WALLET_FILTERS as readonly string[]).includes(text) || text === 'all'
        ? { value: text === 'all' ? null : (text as WalletFilter) }
        : { error: `The selected ${attribute('type')} is invalid.` },
    { fallback: null },
  ),
});

/** `GET customer/loyalty-point/transactions`: the same page (reference §4.12). */
export const loyaltyTransactionsQuery = v.object(requiredPage);

/** An http(s) address with a host, no spaces (a browser is sent back to it). */
const CALLBACK = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An http(s) address a browser can be sent back to. */
function callbackValue(raw: unknown): { value: string } | { error: string } {
  const text = textOf(raw);
  const invalid = { error: `The ${attribute('callback')} must be a valid URL.` };
  if (text.length > MAX_CALLBACK_LENGTH) {
    return {
      error: `The ${attribute('callback')} may not be greater than ${MAX_CALLBACK_LENGTH} characters.`,
    };
  }
  return CALLBACK.test(text) ? { value: text } : invalid;
}

/**
 * `POST customer/wallet/add-fund` (reference §4.12): `amount` (a number from 1 to `MAX_TOP_UP`;
 * the server rounds it to the money's decimals), `payment_method` (the gateway key),
 * `payment_platform` (`web` when absent) and `callback` (where the gateway sends the browser
 * back; null when absent: the hosted page then shows the result).
 */
export const addFundRequest = v.object(
  {
    amount: field<number>(
      'amount',
      (raw) => {
        const text = textOf(raw);
        const n = typeof raw === 'number' ? raw : DECIMAL.test(text) ? Number(text) : Number.NaN;
        if (!Number.isFinite(n)) return { error: `The ${attribute('amount')} must be a number.` };
        if (n < MIN_TOP_UP) {
          return { error: `The ${attribute('amount')} must be at least ${MIN_TOP_UP}.` };
        }
        if (n > MAX_TOP_UP) {
          return { error: `The ${attribute('amount')} may not be greater than ${MAX_TOP_UP}.` };
        }
        return { value: n };
      },
      { required: true },
    ),
    payment_method: textField('payment_method', MAX_GATEWAY_LENGTH, true),
    payment_platform: v.pipe(
      textField('payment_platform', MAX_PLATFORM_LENGTH),
      v.transform((p) => p || 'web'),
    ),
    callback: field<string | null>('callback', callbackValue, { fallback: null }),
  },
  BODY_MESSAGE,
);
export type AddFundRequest = v.InferOutput<typeof addFundRequest>;

/** `POST customer/loyalty-point/point-transfer` (reference §4.12): `point`, an integer ≥ 1. */
export const pointTransferRequest = v.object(
  {
    point: field<number>('point', (raw) => integerValue('point', raw, 1, MAX_POINT_TRANSFER), {
      required: true,
    }),
  },
  BODY_MESSAGE,
);
export type PointTransferRequest = v.InferOutput<typeof pointTransferRequest>;

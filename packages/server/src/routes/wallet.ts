/**
 * The wallet (reference §1.3 `customer/wallet/*`, §3, §4.12, §6.10), for a signed-in customer
 * (401 `auth-001` otherwise) while the wallet is on (`customer_wallet_status` 1; 403 `wallet`
 * otherwise, in the request's language):
 *
 * - `GET customer/wallet/transactions`: `limit` and `offset` required, `type` one of `order`,
 *   `loyalty_point`, `add_fund`, `referrer`, `CashBack` (core's `WALLET_FILTER_TYPES` name the
 *   transaction types of each) or absent; the history newest first, `{total_size, limit,
 *   offset, data}`.
 * - `GET customer/wallet/bonuses`: the top-up bonuses running today (reference data), titles in
 *   the request's language.
 * - `POST customer/wallet/add-fund` `{amount, payment_method, payment_platform, callback}`: starts
 *   the gateway payment of a top-up (money/top-up.ts) and answers `{redirect_link}` (with the
 *   payment id, the amount and the bonus it will carry). Adding funds off (`add_fund_status` 0)
 *   → 403 `add_fund`; digital payment off → 403 `digital_payment_is_disable` (the v1 API's
 *   message, as the code; the message says it in words); a gateway that is not offered → 403
 *   `payment_method`. The wallet is credited when the gateway's signed callback says paid, once.
 *
 * Creating these routes also registers what money moves on its own: the top-up's payment purpose
 * and the rewards of a delivered order (loyalty points, the referral reward: money/rewards.ts).
 */
import { Hono } from 'hono';
import { addFundRequest, walletTransactionsQuery } from '@storefront/core/schemas/wallet';
import { type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { orderingScope, type OrderingScope } from '../ordering/scope.js';
import { formatBonus, runningBonuses } from '../money/bonuses.js';
import { walletHistory } from '../money/history.js';
import { registerDeliveryRewards } from '../money/rewards.js';
import { registerCashbackCredit } from '../money/cashback.js';
import { registerTopUp, startTopUp } from '../money/top-up.js';

/** 403 `wallet` unless the wallet is on (`customer_wallet_status` 1). */
export function requireWallet(scope: OrderingScope): void {
  if (scope.settings.customer_wallet_status !== 1) fail(403, 'wallet', scope.t('wallet.error.off'));
}

export function walletRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  registerTopUp();
  registerDeliveryRewards();
  registerCashbackCredit();

  app.get('/customer/wallet/transactions', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    requireWallet(orderingScope(c));
    const page = validateQuery(c, walletTransactionsQuery);
    return c.json(await walletHistory(getDb(c), userId, page));
  });

  app.get('/customer/wallet/bonuses', moduleChecked, async (c) => {
    await requireCustomer(c);
    const scope = orderingScope(c);
    requireWallet(scope);
    return c.json(runningBonuses(scope).map((row) => formatBonus(row, scope)));
  });

  app.post('/customer/wallet/add-fund', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const scope = orderingScope(c);
    requireWallet(scope);
    const { settings, t } = scope;
    if (settings.add_fund_status !== 1) fail(403, 'add_fund', t('wallet.error.addFundOff'));
    if (!settings.digital_payment) {
      fail(403, 'digital_payment_is_disable', t('wallet.error.digitalOff'));
    }
    const body = validate(addFundRequest, await readBody(c));
    return c.json(await startTopUp(c, scope, userId, body));
  });

  return app;
}

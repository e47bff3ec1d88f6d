/**
 * Loyalty points (reference §1.3 `customer/loyalty-point/*`, §4.12, §6.10), for a signed-in
 * customer (401 `auth-001` otherwise):
 *
 * - `GET customer/loyalty-point/transactions`: `limit` and `offset` required (403 with the field
 *   otherwise), the customer's point history, newest first, `{total_size, limit, offset, data}`.
 * - `POST customer/loyalty-point/point-transfer` `{point}`: converts points to wallet money
 *   (money/point-transfer.ts): 'Point to wallet transfer successfully.' in the request's
 *   language, with the amount and both new balances; a refusal is 403 `point` with core's text
 *   (below the minimum, above the balance…). Needs `loyalty_point_status` 1 (403 `point`) and the
 *   wallet on (`customer_wallet_status` 1, 403 `wallet`), where the money goes.
 */
import { Hono } from 'hono';
import { LOYALTY_KEYS } from '@storefront/core/domain/loyalty';
import { loyaltyTransactionsQuery, pointTransferRequest } from '@storefront/core/schemas/wallet';
import { type AppEnv, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { orderingScope } from '../ordering/scope.js';
import { loyaltyHistory } from '../money/history.js';
import { transferPoints } from '../money/point-transfer.js';
import { requireWallet } from './wallet.js';

export function loyaltyRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  app.get('/customer/loyalty-point/transactions', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const page = validateQuery(c, loyaltyTransactionsQuery);
    return c.json(await loyaltyHistory(getDb(c), userId, page));
  });

  app.post('/customer/loyalty-point/point-transfer', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const scope = orderingScope(c);
    if (scope.settings.loyalty_point_status !== 1) {
      fail(403, 'point', scope.t(LOYALTY_KEYS.off));
    }
    requireWallet(scope);
    const body = validate(pointTransferRequest, await readBody(c));
    return c.json(await transferPoints(scope, userId, body.point));
  });

  return app;
}

/**
 * Loyalty points to wallet money (`customer/loyalty-point/point-transfer`, reference §4.12,
 * §6.10): core's rule decides (a whole number of points, at least `loyalty_point_minimum_point`,
 * at most the balance, worth something) and prices it (`floor(point / rate)`); both ledger entries
 * are written in one transaction: the points debited (`point_to_wallet`, its reference the money
 * it became) and the wallet credited (`loyalty_point`, its reference the points). The balance is
 * read first for the rule's message; the ledger checks it again inside the transaction, so two
 * transfers at once never spend the same points (the second is refused like an overdraft).
 */
import { eq } from 'drizzle-orm';
import { issueText, ruleIssue, type RuleIssue } from '@storefront/core/domain/issue';
import { LOYALTY_KEYS, loyaltyTransferIssue, pointsToMoney } from '@storefront/core/domain/loyalty';
import { users } from '../db/schema.js';
import { fail } from '../http/errors.js';
import { UNAUTHENTICATED } from '../auth/guard.js';
import type { OrderingScope } from '../ordering/scope.js';
import { LedgerRefusal, loyaltyEntry, walletEntry } from './ledger.js';

export interface PointTransferResult {
  message: string;
  /** The wallet money credited. */
  converted_amount: number;
  wallet_balance: number;
  loyalty_point: number;
}

export async function transferPoints(
  scope: OrderingScope,
  userId: number,
  points: number,
): Promise<PointTransferResult> {
  const { db, settings, t, money } = scope;
  const refuse = (issue: RuleIssue): never => fail(403, issue.code, issueText(issue, t, money));
  const [user] = await db
    .select({ points: users.loyaltyPoint })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const issue = loyaltyTransferIssue(points, user?.points ?? 0, settings);
  if (issue) refuse(issue);
  const credit = pointsToMoney(points, settings);
  try {
    const entries = await db.transaction(async (tx) => {
      const loyalty = await loyaltyEntry(tx, {
        userId,
        debit: points,
        type: 'point_to_wallet',
        reference: credit,
      });
      const wallet = await walletEntry(tx, {
        userId,
        credit,
        type: 'loyalty_point',
        reference: points,
      });
      return { loyalty, wallet };
    });
    return {
      message: t(LOYALTY_KEYS.success),
      converted_amount: credit,
      wallet_balance: entries.wallet.balance,
      loyalty_point: Math.trunc(entries.loyalty.balance),
    };
  } catch (error) {
    if (error instanceof LedgerRefusal) {
      if (error.code === 'user_not_found') fail(401, UNAUTHENTICATED.code, UNAUTHENTICATED.message);
      refuse(ruleIssue('point', LOYALTY_KEYS.aboveBalance, { balance: Math.trunc(error.balance) }));
    }
    throw error;
  }
}

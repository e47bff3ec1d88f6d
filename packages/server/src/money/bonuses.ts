/**
 * Wallet top-up bonuses (reference §5 `wallet_bonuses`, §6.10) from the reference data: the ones
 * running today (active, between their start and end dates, in the stores' time zone), formatted
 * as `GET customer/wallet/bonuses` answers them (title and description in the request's
 * language), and the bonus a top-up gets (core's `topUpBonus`).
 */
import { isRunningBonus, topUpBonus, type WalletBonus } from '@storefront/core/domain/wallet';
import type { WalletBonusRow } from '../cache/reference.js';
import { translated } from '../http/env.js';
import type { OrderingScope } from '../ordering/scope.js';

/** A bonus row as core's rules read it. */
export function bonusOf(row: WalletBonusRow): WalletBonus {
  return {
    id: row.id,
    title: row.title,
    bonus_type: row.bonusType,
    bonus_amount: row.bonusAmount,
    minimum_add_amount: row.minimumAddAmount,
    maximum_bonus_amount: row.maximumBonusAmount,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status ? 1 : 0,
  };
}

/** The bonuses running today (newest first, as the v1 API lists them). */
export function runningBonuses(scope: OrderingScope): WalletBonusRow[] {
  const today = scope.now.date;
  return scope.ref.walletBonuses
    .filter((row) => isRunningBonus(bonusOf(row), today))
    .sort((a, b) => b.id - a.id);
}

export function formatBonus(row: WalletBonusRow, scope: OrderingScope) {
  return {
    id: row.id,
    title: translated(row.translations, scope.locale, 'title', row.title),
    description:
      row.description === null
        ? null
        : translated(row.translations, scope.locale, 'description', row.description),
    bonus_type: row.bonusType,
    bonus_amount: row.bonusAmount,
    minimum_add_amount: row.minimumAddAmount,
    maximum_bonus_amount: row.maximumBonusAmount,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status ? 1 : 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The bonus a top-up of `amount` gets today (0 when none applies). */
export function bonusFor(scope: OrderingScope, amount: number): number {
  return topUpBonus(runningBonuses(scope).map(bonusOf), amount, { digits: scope.digits }).bonus;
}

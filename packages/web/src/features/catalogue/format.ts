import { formatMoney, type MoneyConfig } from '@storefront/core/domain/money';
import { useCallback } from 'react';
import { useConfig } from '../../app/queries.js';
import { dateTimeFormat } from '../../lib/intl.js';

const NO_CURRENCY: MoneyConfig = { currency_symbol: '' };

/** Formats amounts with the configuration's currency (core's formatMoney: symbol side, decimals, K/M/B). */
export function useMoney(): (amount: number) => string {
  const { data: config } = useConfig();
  const money: MoneyConfig = config ?? NO_CURRENCY;
  return useCallback((amount: number) => formatMoney(amount, money), [money]);
}

/** Kilometres with one decimal from metres (spec §9: km = metres / 1000). */
export function distanceKm(metres: number | null | undefined): string | null {
  if (metres == null || !Number.isFinite(metres)) return null;
  return (metres / 1000).toFixed(1);
}

/** A date ('2026-11-18') in the page's language, Gregorian calendar and Western digits. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}

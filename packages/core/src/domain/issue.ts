/**
 * A rule's refusal as plain data: a stable `code` (what the server puts in its error body), the
 * i18n `key` of the text and the `values` of its placeholders. Amounts stay numbers in `values`
 * (named in `money`) so the server and the UI format them with the store's money settings.
 *
 * Used by the coupon and checkout rules; `issueText` gives the text in a language.
 */
import { formatMoney, type MoneyConfig } from './money.js';
import type { Translate } from '../i18n/index.js';

export interface RuleIssue<C extends string = string> {
  code: C;
  /** i18n key of the text. */
  key: string;
  /** Placeholder values of `key`. */
  values: Record<string, string | number>;
  /** Names of `values` that are amounts of money (formatted by `issueText`). */
  money?: readonly string[];
}

export function ruleIssue<C extends string>(
  code: C,
  key: string,
  values: Record<string, string | number> = {},
  money?: readonly string[],
): RuleIssue<C> {
  return money == null ? { code, key, values } : { code, key, values, money };
}

/** The text of an issue: `key` translated, amounts formatted as money. */
export function issueText(issue: RuleIssue, t: Translate, money: MoneyConfig): string {
  const values: Record<string, string | number> = { ...issue.values };
  for (const name of issue.money ?? []) {
    const value = values[name];
    if (typeof value === 'number') values[name] = formatMoney(value, money, { compact: false });
  }
  return t(issue.key, values);
}

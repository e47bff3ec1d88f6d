/**
 * What an ordering request works with: the catalogue scope (database or transaction, language,
 * the stores' local time, module), the business settings, the money digits and a translator for
 * the rules' messages.
 */
import { decimalDigits, type MoneyConfig } from '@storefront/core/domain/money';
import { translator, type Translate } from '@storefront/core/i18n/index';
import type { Database, Transaction } from '../db/client.js';
import type { AppContext } from '../http/env.js';
import { catalogueScope, type CatalogueScope } from '../catalogue/scope.js';
import type { BusinessSettings } from '../config/settings.js';

export interface OrderingScope extends CatalogueScope {
  settings: BusinessSettings;
  /** `digit_after_decimal_point`. */
  digits: number;
  money: MoneyConfig;
  t: Translate;
  /** The clock's now (ms). */
  nowMs: number;
}

/**
 * The scope of a request; inside a transaction pass `tx`: every query then goes through it (on
 * PGlite a query on the database outside the open transaction would wait for it forever).
 */
export function orderingScope(c: AppContext, db?: Database | Transaction): OrderingScope {
  const base = catalogueScope(c, null);
  const database = (db ?? base.db) as Database;
  const settings = base.ref.settings;
  // The catalogue scope's fields written out, not spread: on Node 20 a spread followed by new
  // properties cost about 13 µs here, once per order (issue 9). `Complete` makes a field added
  // to the scope, optional or not, fail to compile until it is written here too.
  return {
    db: database,
    ref: base.ref,
    locale: base.locale,
    now: base.now,
    epochMs: base.epochMs,
    origin: base.origin,
    module: base.module,
    zoneIds: base.zoneIds,
    url: base.url,
    settings,
    digits: decimalDigits(settings),
    money: {
      currency_symbol: settings.currency_symbol,
      currency_symbol_direction: settings.currency_symbol_direction,
      digit_after_decimal_point: settings.digit_after_decimal_point,
    },
    t: translator(base.locale),
    nowMs: c.get('deps').clock.now(),
  } satisfies Complete<OrderingScope>;
}

/** Every field of `T`, its optional ones included (their values may be undefined). */
type Complete<T> = { [K in keyof Required<T>]: T[K] };

/**
 * Money: decimal-safe rounding and the storefront's amount format.
 *
 * Decisions (the incumbent's `getAmountWithSign` is the baseline; its float artefacts are not):
 * - The symbol goes before the amount for `left` and after it for `right`, with **no space**
 *   either way (as the incumbent). Any other direction is treated as `left`.
 * - `digit_after_decimal_point` decimals (a number or a numeric string; default 2 when absent
 *   or not a whole number from 0 to 10). Rounding is half away from zero on the decimal value
 *   the number stands for, so 1.005 gives '1.01' and -1.005 gives '-1.01' (plain `toFixed`
 *   gives '1.00' because the double is 1.00499999…).
 * - Large amounts are shortened (spec §9): from 1e9 'B', from 1e6 'M', from 1e5 'K' (judged on
 *   the amount rounded to its decimals), with at most two decimals and trailing zeros dropped,
 *   whatever `digit_after_decimal_point` is (the letter already says the amount is rounded, and
 *   a zero-decimal currency must not show 1.5B as '2B'): 150000 → '150K', 1234567 → '1.23M',
 *   1500000000 → '1.5B'. When rounding reaches 1000 of a unit the next unit is used
 *   (999999.99 → '1M'). Below 1e5 the amount is exact with all its decimals.
 *   `{ compact: false }` gives the exact amount at any size.
 * - Negative amounts put the minus sign first: '-$10.00', '-10.00$', '-$150K'. An amount that
 *   rounds to zero has no sign.
 * - Digits are always Western (0-9), no thousands separator, '.' as the decimal point, and the
 *   K/M/B letters are kept, in Arabic too (the storefront shows Western digits in every
 *   language; the whole amount is one left-to-right token inside right-to-left text).
 * - Non-finite amounts (NaN, ±Infinity) are formatted as 0.
 */

export type CurrencySymbolDirection = 'left' | 'right';

/** The configuration fields money formatting reads (`GET config`). */
export interface MoneyConfig {
  currency_symbol: string;
  currency_symbol_direction?: CurrencySymbolDirection | string | null;
  digit_after_decimal_point?: number | string | null;
}

export interface MoneyFormatOptions {
  /** Shorten amounts from 1e5 to K, M and B (default true). */
  compact?: boolean;
}

/** Decimals when `digit_after_decimal_point` is absent (spec §3 and §9). */
export const DEFAULT_DECIMAL_DIGITS = 2;
const MAX_DECIMAL_DIGITS = 10;

/** The shortening thresholds, largest first (spec §9). */
export const AMOUNT_UNITS = [
  { min: 1e9, divisor: 1e9, suffix: 'B' },
  { min: 1e6, divisor: 1e6, suffix: 'M' },
  { min: 1e5, divisor: 1e3, suffix: 'K' },
] as const;

/** Decimals of a shortened amount (at most; trailing zeros are dropped). */
export const COMPACT_DECIMALS = 2;

/** The number of decimals to show: `digit_after_decimal_point`, default 2. */
export function decimalDigits(
  config?: Pick<MoneyConfig, 'digit_after_decimal_point'> | null,
): number {
  const raw = config?.digit_after_decimal_point;
  if (raw == null || raw === '') return DEFAULT_DECIMAL_DIGITS;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > MAX_DECIMAL_DIGITS) return DEFAULT_DECIMAL_DIGITS;
  return n;
}

/** 10^0 to 10^22: the powers of ten a double holds exactly. */
const POWERS_OF_TEN = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
];

/**
 * Rounds half away from zero at `digits` decimals, on the shortest decimal reading of the
 * double (15 significant digits), so 1.005 → 1.01 and 2.675 → 2.68. Never returns -0.
 */
export function roundTo(value: number, digits: number): number {
  // A whole number below 1e15 is its own 15-digit reading: nothing to round at any decimals
  // (about 20 times faster than the string round trip below; -0 gives 0 as there).
  if (Number.isInteger(value) && Math.abs(value) < 1e15 && Number.isInteger(digits) && digits >= 0)
    return value === 0 ? 0 : value;
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  // Beyond 2^53 at this scale there is no fractional part left to round.
  if (abs * 10 ** digits >= Number.MAX_SAFE_INTEGER) return value;
  const scale = Number.isInteger(digits) && digits >= 0 ? POWERS_OF_TEN[digits] : undefined;
  if (scale !== undefined) {
    // The string round trip below shifts the 15-digit reading of `abs`, which is within 5e-15 of
    // it (relatively), and parses it (2^-53 more); `shifted` is the same product in doubles.
    // Unless a half lies within 1e-13 (relatively) of `shifted`, both round to the same whole
    // number, and dividing that by an exact power of ten is correctly rounded as the parse of
    // `${whole}e-${digits}` is (several times faster; the amounts that round up or down on
    // their 15-digit reading, such as 1.005, are near a half and still take the string path).
    const shifted = abs * scale;
    const whole = Math.floor(shifted);
    const half = shifted - whole - 0.5;
    if (Math.abs(half) > shifted * 1e-13) {
      const rounded = (half > 0 ? whole + 1 : whole) / scale;
      if (rounded === 0) return 0;
      return value < 0 ? -rounded : rounded;
    }
  }
  const [mantissa, exponent] = abs.toExponential(14).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + digits}`);
  const rounded = Number(`${Math.round(shifted)}e${-digits}`);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** Precision of computed prices: enough for any currency, free of float noise (0.1+0.2). */
export const AMOUNT_PRECISION = 6;

/** A computed amount without float noise: 19.99 × 3 → 59.97, 0.1 + 0.2 → 0.3. */
export function cleanAmount(value: number): number {
  return roundTo(value, AMOUNT_PRECISION);
}

/** A price from the server (a number or a numeric string) as a number; anything else is 0. */
export function toAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

function dropTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The amount without symbol or sign: exact, or shortened with K, M, B. */
function magnitudeText(abs: number, digits: number, compact: boolean): string {
  if (compact) {
    let index = AMOUNT_UNITS.findIndex((u) => abs >= u.min);
    if (index >= 0) {
      let scaled = roundTo(abs / AMOUNT_UNITS[index]!.divisor, COMPACT_DECIMALS);
      // 999999.99 is 1000.00K at two decimals: say 1M instead.
      while (scaled >= 1000 && index > 0) {
        index -= 1;
        scaled = roundTo(abs / AMOUNT_UNITS[index]!.divisor, COMPACT_DECIMALS);
      }
      return `${dropTrailingZeros(scaled.toFixed(COMPACT_DECIMALS))}${AMOUNT_UNITS[index]!.suffix}`;
    }
  }
  // toFixed switches to exponent notation from 1e21; such a double is a whole number.
  if (abs >= 1e21) return `${BigInt(abs)}${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
  return abs.toFixed(digits);
}

/**
 * Formats an amount with the currency symbol on the configured side (no space), the
 * configured decimals, and large amounts shortened (see the module notes).
 */
export function formatMoney(
  amount: number,
  config: MoneyConfig,
  options: MoneyFormatOptions = {},
): string {
  const digits = decimalDigits(config);
  const value = Number.isFinite(amount) ? roundTo(amount, digits) : 0;
  const text = magnitudeText(Math.abs(value), digits, options.compact ?? true);
  const sign = value < 0 ? '-' : '';
  const symbol = config.currency_symbol ?? '';
  return config.currency_symbol_direction === 'right'
    ? `${sign}${text}${symbol}`
    : `${sign}${symbol}${text}`;
}

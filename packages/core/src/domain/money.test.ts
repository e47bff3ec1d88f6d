import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cleanAmount,
  decimalDigits,
  formatMoney,
  roundTo,
  toAmount,
  type MoneyConfig,
} from './money.js';

const dollar = (extra: Partial<MoneyConfig> = {}): MoneyConfig => ({
  currency_symbol: '$',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  ...extra,
});

/**
 * Independent oracle: a decimal written with `digits + 1` decimals (so its last digit decides
 * the rounding), rounded half away from zero with integer arithmetic.
 */
function decimalCase(scaled: bigint, digits: number): { amount: number; expected: string } {
  const neg = scaled < 0n;
  const abs = neg ? -scaled : scaled;
  const text = (n: bigint, d: number) => {
    const s = n.toString().padStart(d + 1, '0');
    return d === 0 ? s : `${s.slice(0, -d)}.${s.slice(-d)}`;
  };
  const amount = Number(`${neg ? '-' : ''}${text(abs, digits + 1)}`);
  const rounded = abs / 10n + (abs % 10n >= 5n ? 1n : 0n);
  const sign = neg && rounded !== 0n ? '-' : '';
  return { amount, expected: `${sign}${text(rounded, digits)}` };
}

// Up to 14 significant digits, and below the 1e5 shortening threshold once rounded.
const smallCase = fc.integer({ min: 0, max: 6 }).chain((digits) =>
  fc
    .bigInt({ min: -(10n ** BigInt(5 + digits + 1)) + 1n, max: 10n ** BigInt(5 + digits + 1) - 1n })
    .map((scaled) => ({ digits, ...decimalCase(scaled, digits) }))
    .filter(({ expected }) => Math.abs(Number(expected)) < 1e5),
);

describe('formatMoney (properties)', () => {
  it('rounds the decimal value half away from zero at digit_after_decimal_point (1.005 → 1.01)', () => {
    fc.assert(
      fc.property(smallCase, ({ digits, amount, expected }) => {
        const config = dollar({ digit_after_decimal_point: digits });
        const sign = expected.startsWith('-') ? '-' : '';
        const body = expected.replace('-', '');
        expect(formatMoney(amount, config)).toBe(`${sign}$${body}`);
        expect(formatMoney(amount, { ...config, currency_symbol_direction: 'right' })).toBe(
          `${sign}${body}$`,
        );
      }),
    );
  });

  it('puts the symbol on the configured side with no space, digits Western only', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom('$', '৳', '€', 'ر.س', 'SAR'),
        fc.constantFrom('left', 'right'),
        fc.integer({ min: 0, max: 4 }),
        (amount, symbol, direction, digits) => {
          const text = formatMoney(amount, {
            currency_symbol: symbol,
            currency_symbol_direction: direction,
            digit_after_decimal_point: digits,
          });
          const unsigned = text.startsWith('-') ? text.slice(1) : text;
          expect(text).not.toMatch(/\s/);
          if (direction === 'left') expect(unsigned.startsWith(symbol)).toBe(true);
          else expect(unsigned.endsWith(symbol)).toBe(true);
          const number =
            direction === 'left'
              ? unsigned.slice(symbol.length)
              : unsigned.slice(0, -symbol.length);
          expect(number).toMatch(/^[0-9]+(\.[0-9]+)?[KMB]?$/);
        },
      ),
    );
  });

  it('shows exactly digit_after_decimal_point decimals below 1e5, default 2 when absent', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -99_999, max: 99_999, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        (amount, digits) => {
          const text = formatMoney(amount, dollar({ digit_after_decimal_point: digits }));
          const decimals = text.split('.')[1]?.length ?? 0;
          expect(decimals).toBe(digits ?? 2);
          expect(Math.abs(Number(text.replace('$', '')) - amount)).toBeLessThanOrEqual(
            0.5 * 10 ** -(digits ?? 2) + 1e-9,
          );
        },
      ),
    );
  });

  it('shortens from 1e5 to K, from 1e6 to M and from 1e9 to B, close to the amount', () => {
    const units = { K: 1e3, M: 1e6, B: 1e9 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: 1e5, max: 1e14, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (amount, digits) => {
          const text = formatMoney(amount, dollar({ digit_after_decimal_point: digits }));
          const m = /^\$([0-9]+(?:\.[0-9]{1,2})?)([KMB])$/.exec(text);
          expect(m, text).not.toBeNull();
          const [, number, suffix] = m as unknown as [string, string, keyof typeof units];
          const expectedSuffix = amount >= 1e9 ? 'B' : amount >= 1e6 ? 'M' : 'K';
          // 999999.999 rounds to 1M rather than 1000K
          const promoted = Number(number) === 1 && units[suffix] === units[expectedSuffix] * 1e3;
          expect(promoted || suffix === expectedSuffix, text).toBe(true);
          if (suffix !== 'B') expect(Number(number)).toBeLessThan(1000);
          expect(Math.abs(Number(number) * units[suffix] - amount)).toBeLessThanOrEqual(
            0.005 * units[suffix] + 0.5 * 10 ** -digits + 1e-6 * amount,
          );
          expect(number).not.toMatch(/\.\d*0$/);
        },
      ),
    );
  });

  it('does not shorten amounts that stay below 1e5 once rounded, nor with compact: false', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e14, noNaN: true }), (amount) => {
        const exact = formatMoney(amount, dollar(), { compact: false });
        expect(exact).toMatch(/^\$[0-9]+\.[0-9]{2}$/);
        if (roundTo(amount, 2) < 1e5) expect(formatMoney(amount, dollar())).toBe(exact);
      }),
    );
  });

  it('formats negative amounts symmetrically, with no sign when they round to zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e13, noNaN: true }),
        fc.constantFrom('left', 'right'),
        fc.boolean(),
        (amount, direction, compact) => {
          const config = dollar({ currency_symbol_direction: direction });
          const positive = formatMoney(amount, config, { compact });
          const negative = formatMoney(-amount, config, { compact });
          if (roundTo(amount, 2) === 0) expect(negative).toBe(positive);
          else expect(negative).toBe(`-${positive}`);
        },
      ),
    );
  });
});

describe('formatMoney (examples)', () => {
  it('matches the documented choices', () => {
    expect(formatMoney(1.005, dollar())).toBe('$1.01');
    expect(formatMoney(2.675, dollar())).toBe('$2.68');
    expect(formatMoney(10, dollar({ currency_symbol_direction: 'right' }))).toBe('10.00$');
    expect(formatMoney(10, dollar({ digit_after_decimal_point: undefined }))).toBe('$10.00');
    expect(formatMoney(10, dollar({ digit_after_decimal_point: '3' }))).toBe('$10.000');
    expect(formatMoney(10, dollar({ digit_after_decimal_point: 0 }))).toBe('$10');
    expect(formatMoney(99_999.99, dollar())).toBe('$99999.99');
    expect(formatMoney(150_000, dollar())).toBe('$150K');
    expect(formatMoney(150_000, dollar(), { compact: false })).toBe('$150000.00');
    expect(formatMoney(1_234_567, dollar())).toBe('$1.23M');
    expect(formatMoney(999_999.99, dollar())).toBe('$1M');
    expect(formatMoney(1_500_000_000, dollar({ digit_after_decimal_point: 0 }))).toBe('$1.5B');
    expect(formatMoney(-150_000, dollar())).toBe('-$150K');
    expect(formatMoney(-0.001, dollar())).toBe('$0.00');
    expect(formatMoney(0.1 + 0.2, dollar())).toBe('$0.30');
    expect(formatMoney(Number.NaN, dollar())).toBe('$0.00');
    expect(formatMoney(5, { currency_symbol: '৳', currency_symbol_direction: 'right' })).toBe(
      '5.00৳',
    );
  });

  it('reads digit_after_decimal_point leniently', () => {
    expect(decimalDigits(undefined)).toBe(2);
    expect(decimalDigits({ digit_after_decimal_point: null })).toBe(2);
    expect(decimalDigits({ digit_after_decimal_point: 'x' })).toBe(2);
    expect(decimalDigits({ digit_after_decimal_point: -1 })).toBe(2);
    expect(decimalDigits({ digit_after_decimal_point: 1.5 })).toBe(2);
    expect(decimalDigits({ digit_after_decimal_point: '0' })).toBe(0);
  });
});

describe('amount helpers', () => {
  it('cleanAmount removes float noise and keeps decimals', () => {
    expect(cleanAmount(19.99 * 3)).toBe(59.97);
    expect(cleanAmount(0.1 + 0.2)).toBe(0.3);
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(cleanAmount(cents / 100)).toBe(cents / 100);
      }),
    );
  });

  it('toAmount reads numbers and numeric strings, anything else is 0', () => {
    expect(toAmount('1.50')).toBe(1.5);
    expect(toAmount(2)).toBe(2);
    expect(toAmount('abc')).toBe(0);
    expect(toAmount(null)).toBe(0);
    expect(toAmount(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

/** The next double up (or down) from `value`. */
function nextDouble(value: number, up: boolean): number {
  if (value === 0) return up ? Number.MIN_VALUE : -Number.MIN_VALUE;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  const bits = view.getBigUint64(0);
  view.setBigUint64(0, value > 0 === up ? bits + 1n : bits - 1n);
  return view.getFloat64(0);
}

/** `roundTo` before its shortcuts (issue 9): the fast paths must give the same. */
function roundToByString(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  if (abs * 10 ** digits >= Number.MAX_SAFE_INTEGER) return value;
  const [mantissa, exponent] = abs.toExponential(14).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + digits}`);
  const rounded = Number(`${Math.round(shifted)}e${-digits}`);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

describe('roundTo (the whole-number shortcut)', () => {
  const values = fc.oneof(
    fc.double(),
    fc.double({ min: -1e6, max: 1e6 }),
    fc.integer(),
    fc.integer({ min: -1000, max: 1000 }),
    fc.maxSafeInteger(),
    fc.integer({ min: -1e15 - 10, max: -1e15 + 10 }),
    fc.integer({ min: 1e15 - 10, max: 1e15 + 10 }),
    fc.integer({ min: -1e6, max: 1e6 }).map((n) => n / 100),
    fc.constantFrom(0, -0, 1e15, -1e15, 2 ** 53, -(2 ** 53), 1e21, 1.7976931348623157e308),
  );
  const digits = fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -3, max: 400 }));

  it('gives what the string round trip gives, -0 and 0 alike distinguished', () => {
    fc.assert(
      fc.property(values, digits, (value, d) => {
        expect(Object.is(roundTo(value, d), roundToByString(value, d))).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('gives what the string round trip gives near the halves (the shortcut for fractions)', () => {
    // A decimal ending in 5 one place past `d`, and the doubles a few steps on either side of
    // it and of its product with 10^d: where the 15-digit reading decides the rounding.
    const nearHalf = fc
      .tuple(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: -4, max: 4 }),
      )
      .map(([n, d, steps]) => {
        let value = Number(`${n}5e-${d + 1}`);
        for (let i = 0; i < Math.abs(steps); i += 1) {
          value = nextDouble(value, steps > 0);
        }
        return { value, d };
      });
    fc.assert(
      fc.property(nearHalf, fc.boolean(), ({ value, d }, negate) => {
        const v = negate ? -value : value;
        expect(Object.is(roundTo(v, d), roundToByString(v, d))).toBe(true);
      }),
      { numRuns: 20000 },
    );
    for (const [value, d] of [
      [1.005, 2],
      [2.675, 2],
      [1.0049999999999999, 2],
      [0.30000000000000004, 6],
      [59.97000000000001, 2],
      [123456.785, 2],
      [1234567.8905, 3],
      [0.5, 0],
      [1.5, 0],
      [2.5e-7, 6],
      [5e-324, 6],
    ] as const) {
      expect(Object.is(roundTo(value, d), roundToByString(value, d))).toBe(true);
      expect(Object.is(roundTo(-value, d), roundToByString(-value, d))).toBe(true);
    }
  });

  it('turns -0 into 0 and keeps whole numbers', () => {
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 0), 0)).toBe(true);
    expect(roundTo(-12, 2)).toBe(-12);
    expect(roundTo(999_999_999_999_999, 0)).toBe(999_999_999_999_999);
  });
});

import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';
import {
  addFundRequest,
  loyaltyTransactionsQuery,
  pointTransferRequest,
  walletTransactionsQuery,
} from './wallet.js';

const errors = (result: ReturnType<typeof validate>) => (result.success ? [] : result.errors);

describe('wallet and loyalty request schemas', () => {
  it('reads a history page: limit and offset required, a known type or all', () => {
    expect(validate(walletTransactionsQuery, { limit: '10', offset: '1' })).toEqual({
      success: true,
      data: { limit: 10, offset: 1, type: null },
    });
    expect(
      validate(walletTransactionsQuery, { limit: '500', offset: '2', type: 'add_fund' }),
    ).toEqual({
      success: true,
      data: { limit: 50, offset: 2, type: 'add_fund' },
    });
    expect(validate(walletTransactionsQuery, { limit: 5, offset: 1, type: 'all' })).toMatchObject({
      success: true,
      data: { type: null },
    });
    expect(errors(validate(walletTransactionsQuery, { type: 'gift' }))).toEqual([
      { code: 'limit', message: 'The limit field is required.' },
      { code: 'offset', message: 'The offset field is required.' },
      { code: 'type', message: 'The selected type is invalid.' },
    ]);
    expect(errors(validate(loyaltyTransactionsQuery, { limit: '0', offset: 'x' }))).toEqual([
      { code: 'limit', message: 'The limit must be at least 1.' },
      { code: 'offset', message: 'The offset must be an integer.' },
    ]);
  });

  it('reads a top-up', () => {
    expect(
      validate(addFundRequest, {
        amount: '25.5',
        payment_method: 'sandbox',
        callback: 'http://localhost:5173/profile?page=wallet',
      }),
    ).toEqual({
      success: true,
      data: {
        amount: 25.5,
        payment_method: 'sandbox',
        payment_platform: 'web',
        callback: 'http://localhost:5173/profile?page=wallet',
      },
    });
    expect(errors(validate(addFundRequest, {}))).toEqual([
      { code: 'amount', message: 'The amount field is required.' },
      { code: 'payment_method', message: 'The payment method field is required.' },
    ]);
    expect(validate(addFundRequest, { amount: 5, payment_method: 'sandbox' })).toMatchObject({
      success: true,
      data: { callback: null },
    });
    expect(
      errors(
        validate(addFundRequest, {
          amount: 0.5,
          payment_method: { x: 1 },
          payment_platform: 'w'.repeat(40),
          callback: 'javascript:alert(1)',
        }),
      ),
    ).toEqual([
      { code: 'amount', message: 'The amount must be at least 1.' },
      { code: 'payment_method', message: 'The payment method must be a string.' },
      {
        code: 'payment_platform',
        message: 'The payment platform may not be greater than 32 characters.',
      },
      { code: 'callback', message: 'The callback must be a valid URL.' },
    ]);
    for (const callback of [
      'https://',
      'ftp://x.test/',
      'https://a b.test/',
      'https://user@evil.test/',
    ]) {
      expect(
        errors(validate(addFundRequest, { amount: 5, payment_method: 's', callback }))[0]?.code,
        callback,
      ).toBe('callback');
    }
    expect(
      errors(
        validate(addFundRequest, {
          amount: 'ten',
          payment_method: 's',
          callback: 'https://a.test',
        }),
      ),
    ).toEqual([{ code: 'amount', message: 'The amount must be a number.' }]);
    expect(errors(validate(addFundRequest, 'nope'))[0]?.message).toBe(
      'The request body must be a JSON object.',
    );
  });

  it('reads a point transfer: a whole number of points from 1', () => {
    expect(validate(pointTransferRequest, { point: '60' })).toEqual({
      success: true,
      data: { point: 60 },
    });
    expect(errors(validate(pointTransferRequest, {}))).toEqual([
      { code: 'point', message: 'The point field is required.' },
    ]);
    expect(errors(validate(pointTransferRequest, { point: 0 }))).toEqual([
      { code: 'point', message: 'The point must be at least 1.' },
    ]);
    expect(errors(validate(pointTransferRequest, { point: '12.5' }))).toEqual([
      { code: 'point', message: 'The point must be an integer.' },
    ]);
  });
});

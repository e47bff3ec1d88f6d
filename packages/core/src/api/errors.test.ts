import { describe, expect, it } from 'vitest';
import { ApiError, errorEntries, errorMessages, isApiError } from './errors.js';
import { toUiError } from '../domain/ui-error.js';

describe('errorMessages', () => {
  it.each([
    [
      { errors: [{ code: 'email', message: 'The email has already been taken.' }] },
      ['The email has already been taken.'],
    ],
    [
      {
        errors: [
          { code: 'a', message: 'First' },
          { code: 'b', message: 'Second' },
        ],
      },
      ['First', 'Second'],
    ],
    [{ errors: { code: 'product-001', message: 'Not found' } }, ['Not found']],
    [{ errors: 'Unauthorized' }, ['Unauthorized']],
    [{ message: 'Unauthenticated.' }, ['Unauthenticated.']],
    [{ errors: { message: 'digital_payment_is_disable' } }, ['digital_payment_is_disable']],
    [
      { errors: { email: ['The email must be a valid email address.'] } },
      ['The email must be a valid email address.'],
    ],
    ['Too Many Attempts.', ['Too Many Attempts.']],
  ])('reads %j', (body, messages) => {
    expect(errorMessages(body)).toEqual(messages);
  });

  it.each([
    null,
    undefined,
    42,
    {},
    { errors: [] },
    { errors: [{ code: 'x' }] },
    '',
    '<html>500</html>',
  ])('finds no message in %j', (body) => {
    expect(errorMessages(body)).toEqual([]);
  });

  it('keeps codes where the body has them', () => {
    expect(errorEntries({ errors: [{ code: 'zoneId', message: 'Zone id required' }] })).toEqual([
      { code: 'zoneId', message: 'Zone id required' },
    ]);
    expect(errorEntries({ errors: 'cart_not_found' })).toEqual([
      { code: null, message: 'cart_not_found' },
    ]);
  });
});

describe('ApiError', () => {
  it('carries the status, codes and messages; its message is the server message', () => {
    const error = new ApiError(404, {
      errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
    });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error.status).toBe(404);
    expect(error.code).toBe('coordinates');
    expect(error.codes).toEqual(['coordinates']);
    expect(error.messages).toEqual(['Service not available in this area']);
    expect(error.message).toBe('Service not available in this area');
  });

  it('falls back to the status when the body has no message', () => {
    const error = new ApiError(500, '<html></html>');
    expect(error.message).toBe('HTTP 500');
    expect(error.code).toBeNull();
  });

  it('becomes a UiError with the server text', () => {
    const error = new ApiError(403, { errors: [{ code: 'zoneId', message: 'Zone id required' }] });
    expect(toUiError(error)).toEqual({
      key: 'common.error.generic',
      messages: ['Zone id required'],
      code: 'zoneId',
    });
    expect(toUiError(new TypeError('fetch failed'))).toEqual({
      key: 'common.error.network',
      messages: [],
      code: null,
    });
    expect(toUiError('weird', 'x.key')).toEqual({ key: 'x.key', messages: [], code: null });
  });
});

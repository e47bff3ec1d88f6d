import { describe, expect, it } from 'vitest';
import { fakeApiClient, type Answer } from '../../../../tests/support/fake-api.js';
import type { AuthCall } from '../domain/auth.js';
import { getCustomer, getCustomerInfo, sendAuthCall, toCustomer } from './account.js';
import { isApiError } from './errors.js';

const client = (answer: Answer) => fakeApiClient(answer);

const INFO = {
  id: 7,
  f_name: 'Demo',
  l_name: 'Customer',
  phone: '+971500000001',
  email: 'demo@storefront.test',
  image: null,
  image_full_url: 'http://api.test/storage/profile/7.png',
  is_phone_verified: 1,
  is_email_verified: 1,
  status: 1,
  order_count: 3,
  wallet_balance: 150,
  loyalty_point: 420,
  ref_code: 'DEMO2026AE',
  current_language_key: 'en',
  member_since_days: 12,
  is_valid_for_discount: false,
  discount_amount: 0,
  discount_amount_type: 'amount',
  validity: '0 days',
} as const;

const AUTH_ANSWER = {
  token: 'tok',
  is_phone_verified: 1,
  is_email_verified: 1,
  is_personal_info: 1,
  is_exist_user: null,
  login_type: 'manual',
  email: null,
};

describe('sendAuthCall', () => {
  const calls: [AuthCall, string, string][] = [
    [
      {
        op: 'login',
        body: {
          login_type: 'manual',
          email_or_phone: '+971500000001',
          password: 'Demo@12345',
          field_type: 'phone',
          guest_id: 'g-1',
        },
      },
      'POST',
      '/auth/login',
    ],
    [
      {
        op: 'sign-up',
        body: {
          name: 'Sara',
          email: 'sara@example.com',
          phone: '+971501234567',
          password: 'secret-pass',
          confirm_password: 'secret-pass',
          guest_id: 'g-1',
        },
      },
      'POST',
      '/auth/sign-up',
    ],
    [
      {
        op: 'verify-phone',
        body: {
          otp: '123456',
          verification_type: 'phone',
          phone: '+971501234567',
          login_type: 'manual',
        },
      },
      'POST',
      '/auth/verify-phone',
    ],
    [
      { op: 'forgot-password', body: { verification_method: 'email', email: 'sara@example.com' } },
      'POST',
      '/auth/forgot-password',
    ],
    [
      {
        op: 'reset-password',
        body: {
          verification_method: 'phone',
          phone: '+971501234567',
          reset_token: '123456',
          password: 'new-secret',
          confirm_password: 'new-secret',
        },
      },
      'PUT',
      '/auth/reset-password',
    ],
  ];

  it.each(calls)(
    'sends %j with its method and path, the body as given',
    async (call, method, path) => {
      const { api, requests } = client(() => ({ body: AUTH_ANSWER }));
      await expect(sendAuthCall(api, call)).resolves.toEqual(AUTH_ANSWER);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({ method, path, body: call.body });
    },
  );

  it("a refusal throws an ApiError with the server's message", async () => {
    const { api } = client(() => ({
      status: 401,
      body: { errors: [{ code: 'auth-001', message: 'Invalid credential.' }] },
    }));
    const error = await sendAuthCall(api, {
      op: 'login',
      body: { login_type: 'otp', phone: '+971501234567' },
    }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    expect(String((error as Error).message)).toContain('Invalid credential.');
  });
});

describe('the signed-in customer', () => {
  it('getCustomer reads customer/info with the stored token and summarises it', async () => {
    const { api, requests, storage } = client(() => ({ body: INFO }));
    storage.set('token', 'tok-1');
    await expect(getCustomer(api)).resolves.toEqual({
      id: 7,
      name: 'Demo Customer',
      phone: '+971500000001',
      email: 'demo@storefront.test',
      image: 'http://api.test/storage/profile/7.png',
      isPhoneVerified: true,
      orderCount: 3,
      memberSinceDays: 12,
    });
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.path).toBe('/customer/info');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('a name is what the account has: blank parts are left out', () => {
    expect(toCustomer({ ...INFO, f_name: 'Omar', l_name: ' ' }).name).toBe('Omar');
    expect(toCustomer({ ...INFO, f_name: null, l_name: null }).name).toBe('');
    expect(toCustomer({ ...INFO, is_phone_verified: 0 }).isPhoneVerified).toBe(false);
  });

  it('a 401 throws', async () => {
    const { api } = client(() => ({
      status: 401,
      body: { errors: [{ code: 'auth-001', message: 'Unauthorized.' }] },
    }));
    await expect(getCustomerInfo(api)).rejects.toSatisfy(isApiError);
  });
});

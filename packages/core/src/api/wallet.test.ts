import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fakeApiClient, type Answer } from '../../../../tests/support/fake-api.js';
import { isApiError } from './errors.js';
import {
  addFund,
  getLoyaltyTransactions,
  getWalletBonuses,
  getWalletTransactions,
  loyaltyTransferActors,
  topUpCallback,
  topUpReturnOf,
  transferPoints,
  walletTopUpActors,
} from './wallet.js';

const client = (answer: Answer) => fakeApiClient(answer, { token: 'secret-token' });
const page = { total_size: 0, limit: 10, offset: 1, data: [] };

describe('the wallet and loyalty calls', () => {
  it('reads the histories with the token and the required paging, and a filter', async () => {
    const { api, requests } = client(() => ({ body: page }));
    await getWalletTransactions(api, { offset: 2, type: 'add_fund' });
    await getWalletTransactions(api, { offset: 1, limit: 5, type: null });
    await getLoyaltyTransactions(api, { offset: 3 });
    await getWalletBonuses(api);
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/customer/wallet/transactions', { limit: '10', offset: '2', type: 'add_fund' }],
      ['GET', '/customer/wallet/transactions', { limit: '5', offset: '1' }],
      ['GET', '/customer/loyalty-point/transactions', { limit: '10', offset: '3' }],
      ['GET', '/customer/wallet/bonuses', {}],
    ]);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('starts a top-up and converts points through the machines actors', async () => {
    const { api, requests } = client((seen) =>
      seen.path === '/customer/wallet/add-fund'
        ? {
            body: {
              redirect_link: 'http://x/payment/sandbox/ab',
              payment_id: 'ab',
              amount: 50,
              bonus: 0,
            },
          }
        : {
            body: {
              message: 'Point to wallet transfer successfully.',
              converted_amount: 6,
              wallet_balance: 156,
              loyalty_point: 360,
            },
          },
    );
    const body = {
      amount: 50,
      payment_method: 'sandbox',
      payment_platform: 'web' as const,
      callback: 'http://localhost/profile?page=wallet',
    };
    const started = createActor(walletTopUpActors(api).addFund, { input: body }).start();
    await expect(toPromise(started)).resolves.toMatchObject({
      redirect_link: 'http://x/payment/sandbox/ab',
    });
    const converted = createActor(loyaltyTransferActors(api).transferPoints, {
      input: { point: 60 },
    }).start();
    await expect(toPromise(converted)).resolves.toMatchObject({ converted_amount: 6 });
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/customer/wallet/add-fund', body],
      ['POST', '/customer/loyalty-point/point-transfer', { point: 60 }],
    ]);
  });

  it('keeps every error entry of a refusal, in any of the v1 shapes', async () => {
    const { api } = client(() => ({
      status: 403,
      body: { errors: { message: 'digital_payment_is_disable' } },
    }));
    const refused = await addFund(api, {
      amount: 5,
      payment_method: 'sandbox',
      payment_platform: 'web',
      callback: null,
    }).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.messages).toEqual(['digital_payment_is_disable']);
    const { api: other } = client(() => ({
      status: 403,
      body: {
        errors: [
          { code: 'point', message: 'A' },
          { code: 'x', message: 'B' },
        ],
      },
    }));
    const both = await transferPoints(other, 5).catch((e: unknown) => e);
    expect(isApiError(both) && both.messages).toEqual(['A', 'B']);
  });

  it('comes back to the wallet page and reads how the payment ended', () => {
    expect(topUpCallback('http://localhost:5173/')).toBe(
      'http://localhost:5173/profile?page=wallet',
    );
    const query = (text: string) => new URLSearchParams(text);
    expect(topUpReturnOf(query('page=wallet'))).toBeNull();
    expect(topUpReturnOf(query('page=wallet&flag=success&payment_id=0123456789abcdef'))).toEqual({
      outcome: 'success',
      paymentId: '0123456789abcdef',
    });
    expect(topUpReturnOf(query('flag=cancel'))).toEqual({ outcome: 'cancel', paymentId: null });
    expect(topUpReturnOf(query('flag=weird&payment_id=<script>'))).toEqual({
      outcome: 'fail',
      paymentId: null,
    });
  });
});

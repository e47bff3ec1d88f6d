/**
 * The wallet and loyalty routes on the demo marketplace (Tuesday 8 January 2030): the histories,
 * the running bonuses, a top-up from its start to the gateway's result (credited once, with the
 * bonus it was started with), the point transfer and its refusals, and the settings that turn
 * them off. The demo customer starts with 150.00 and 420 points.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businessSettings, users, walletTransactions } from '../db/schema.js';
import {
  customerToken,
  demoMarketplace,
  TestApi,
  TUESDAY_1430,
  type Demo,
} from '../ordering/testing.js';
import { confirmPayment } from '../payments/registry.js';
import { countStatements } from '../db/statements.js';

let demo: Demo;
let api: TestApi;
let customerId: number;
let token: string;
let otherToken: string;

type ErrorJson = { errors: { code: string; message: string }[] };
interface Page<T> {
  total_size: number;
  limit: number;
  offset: number;
  data: T[];
}
interface WalletRow {
  transaction_type: string;
  credit: number;
  debit: number;
  admin_bonus: number;
  balance: number;
  reference: string | null;
  user_id: number;
}

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  const [customer] = await demo.db.select().from(users).limit(1);
  customerId = customer!.id;
  token = await customerToken(demo.db, customerId, TUESDAY_1430);
  const [other] = await demo.db
    .insert(users)
    .values({ fName: 'Omar', lName: 'Khalid', phone: '+971500009999', refCode: 'OMAR000001' })
    .returning({ id: users.id });
  otherToken = await customerToken(demo.db, other!.id, TUESDAY_1430);
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

const as = (bearer: string | null, locale = 'en') => ({
  ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
  'X-localization': locale,
});
const firstError = (json: unknown) => (json as ErrorJson).errors[0];

async function setSetting(key: string, value: unknown) {
  await api.changeReference('settings', (tx) =>
    tx
      .insert(businessSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: businessSettings.key, set: { value } }),
  );
}

async function balances() {
  const [row] = await demo.db
    .select({ wallet: users.walletBalance, points: users.loyaltyPoint })
    .from(users)
    .where(eq(users.id, customerId));
  return row!;
}

const history = (bearer: string | null, query: Record<string, string | number>) =>
  api.call<Page<WalletRow>>('GET', '/customer/wallet/transactions', { query, headers: as(bearer) });

describe('wallet history', () => {
  it('lists the demo history newest first, and each filter its types', async () => {
    const all = await history(token, { limit: 10, offset: 1 });
    expect(all.status, all.text).toBe(200);
    expect(all.json.total_size).toBe(3);
    expect(all.json.data.map((r) => r.transaction_type)).toEqual([
      'referrer',
      'loyalty_point',
      'add_fund',
    ]);
    expect(all.json.data[0]!.balance).toBe(150);
    expect(all.json.data[2]).toMatchObject({ credit: 100, admin_bonus: 10, balance: 110 });
    const funds = await history(token, { limit: 10, offset: 1, type: 'add_fund' });
    expect(funds.json.data.map((r) => r.transaction_type)).toEqual(['add_fund']);
    const paged = await history(token, { limit: 2, offset: 2 });
    expect(paged.json).toMatchObject({ total_size: 3, limit: 2, offset: 2 });
    expect(paged.json.data).toHaveLength(1);
  });

  it('shows a customer only their own transactions', async () => {
    const mine = await history(otherToken, { limit: 10, offset: 1 });
    expect(mine.json).toEqual({ total_size: 0, limit: 10, offset: 1, data: [] });
  });

  it('refuses a missing token, missing paging and an unknown filter', async () => {
    expect(firstError((await history(null, { limit: 10, offset: 1 })).json)?.code).toBe('auth-001');
    const missing = await history(token, {});
    expect(missing.status).toBe(403);
    expect((missing.json as unknown as ErrorJson).errors.map((e) => e.code)).toEqual([
      'limit',
      'offset',
    ]);
    const unknown = await history(token, { limit: 1, offset: 1, type: 'gift' });
    expect(firstError(unknown.json)).toEqual({
      code: 'type',
      message: 'The selected type is invalid.',
    });
  });
});

describe('wallet bonuses', () => {
  it('lists the running bonuses in the request language, not the ended one', async () => {
    const en = await api.call<{ title: string; bonus_type: string }[]>(
      'GET',
      '/customer/wallet/bonuses',
      {
        headers: as(token),
      },
    );
    expect(en.status, en.text).toBe(200);
    expect(en.json.map((b) => b.title)).toEqual([
      'AED 40 bonus on AED 300',
      '10% extra on every top-up from AED 100',
    ]);
    const ar = await api.call<{ title: string }[]>('GET', '/customer/wallet/bonuses', {
      headers: as(token, 'ar'),
    });
    expect(ar.json[0]!.title).toBe('مكافأة 40 درهمًا عند شحن 300 درهم');
  });
});

const addFund = (bearer: string | null, body: unknown, locale = 'en') =>
  api.call<{ redirect_link: string; payment_id: string; amount: number; bonus: number }>(
    'POST',
    '/customer/wallet/add-fund',
    { body, headers: as(bearer, locale) },
  );

const topUp = {
  amount: 300,
  payment_method: 'sandbox',
  payment_platform: 'web',
  callback: 'http://localhost:5173/profile?page=wallet',
};

describe('wallet top-up', () => {
  it('starts a payment with the best bonus, and credits amount and bonus once when paid', async () => {
    const before = await balances();
    const started = await addFund(token, topUp);
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ amount: 300, bonus: 40 });
    expect(started.json.redirect_link).toContain(`/payment/sandbox/${started.json.payment_id}`);
    expect((await balances()).wallet).toBe(before.wallet);

    const paid = {
      paymentId: started.json.payment_id,
      amount: 300,
      status: 'paid' as const,
      transactionReference: 'sbx_1',
    };
    expect((await confirmPayment(demo.db, paid, api.now)).kind).toBe('confirmed');
    expect((await balances()).wallet).toBe(before.wallet + 340);
    // A replayed callback changes nothing.
    expect((await confirmPayment(demo.db, paid, api.now)).kind).toBe('replay');
    expect((await balances()).wallet).toBe(before.wallet + 340);
    const rows = await demo.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.reference, started.json.payment_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      transactionType: 'add_fund',
      credit: 300,
      adminBonus: 40,
      balance: before.wallet + 340,
    });
  });

  it('credits nothing for a declined or canceled payment', async () => {
    const before = await balances();
    for (const status of ['failed', 'canceled'] as const) {
      const started = await addFund(token, { ...topUp, amount: 25.5 });
      expect(started.json.bonus).toBe(0);
      await confirmPayment(
        demo.db,
        { paymentId: started.json.payment_id, amount: 25.5, status, transactionReference: null },
        api.now,
      );
    }
    expect((await balances()).wallet).toBe(before.wallet);
  });

  it('refuses bad input with the field, and a gateway that is not offered', async () => {
    const bad = await addFund(token, { amount: 0, payment_method: '' });
    expect(bad.status).toBe(403);
    expect((bad.json as unknown as ErrorJson).errors.map((e) => e.code)).toEqual([
      'amount',
      'payment_method',
    ]);
    const method = await addFund(token, { ...topUp, payment_method: 'stripe' });
    expect(firstError(method.json)).toEqual({
      code: 'payment_method',
      message: 'The selected payment method is not available.',
    });
    const callback = await addFund(token, { ...topUp, callback: 'javascript:alert(1)' });
    expect(firstError(callback.json)?.code).toBe('callback');
    expect(firstError((await addFund(null, topUp)).json)?.code).toBe('auth-001');
  });

  it('refuses when digital payment, adding funds or the wallet is off, in the request language', async () => {
    await setSetting('digital_payment', false);
    try {
      const off = await addFund(token, topUp);
      expect(off.status).toBe(403);
      expect(firstError(off.json)).toEqual({
        code: 'digital_payment_is_disable',
        message: 'Digital payment is turned off, so money cannot be added right now.',
      });
    } finally {
      await setSetting('digital_payment', true);
    }
    await setSetting('add_fund_status', 0);
    try {
      expect(firstError((await addFund(token, topUp)).json)?.code).toBe('add_fund');
    } finally {
      await setSetting('add_fund_status', 1);
    }
    await setSetting('customer_wallet_status', 0);
    try {
      const off = await addFund(token, topUp, 'ar');
      expect(firstError(off.json)).toEqual({
        code: 'wallet',
        message: 'المحفظة غير مفعّلة في هذا المتجر.',
      });
      expect(firstError((await history(token, { limit: 1, offset: 1 })).json)?.code).toBe('wallet');
    } finally {
      await setSetting('customer_wallet_status', 1);
    }
  });
});

const transfer = (bearer: string | null, body: unknown, locale = 'en') =>
  api.call<{
    message: string;
    converted_amount: number;
    wallet_balance: number;
    loyalty_point: number;
  }>('POST', '/customer/loyalty-point/point-transfer', { body, headers: as(bearer, locale) });

describe('loyalty points', () => {
  it('converts points to wallet money in one go, and lists both movements', async () => {
    const before = await balances();
    const done = await transfer(token, { point: 65 });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({
      message: 'Point to wallet transfer successfully.',
      converted_amount: 6,
      wallet_balance: before.wallet + 6,
      loyalty_point: before.points - 65,
    });
    expect(await balances()).toEqual({ wallet: before.wallet + 6, points: before.points - 65 });
    const points = await api.call<
      Page<{ transaction_type: string; debit: number; balance: number }>
    >('GET', '/customer/loyalty-point/transactions', {
      query: { limit: 5, offset: 1 },
      headers: as(token),
    });
    expect(points.json.data[0]).toMatchObject({
      transaction_type: 'point_to_wallet',
      debit: 65,
      balance: before.points - 65,
    });
    const wallet = await history(token, { limit: 1, offset: 1, type: 'loyalty_point' });
    expect(wallet.json.data[0]).toMatchObject({ credit: 6, reference: '65' });
    const ar = await transfer(token, { point: 50 }, 'ar');
    expect(ar.json.message).toBe('تم تحويل النقاط إلى المحفظة بنجاح.');
  });

  it('refuses below the minimum, above the balance and not whole, 403 point', async () => {
    const { points } = await balances();
    const below = await transfer(token, { point: 49 });
    expect(below.status).toBe(403);
    expect(firstError(below.json)).toEqual({
      code: 'point',
      message: 'You can convert 50 points or more at a time.',
    });
    const above = await transfer(token, { point: points + 1 });
    expect(firstError(above.json)).toEqual({
      code: 'point',
      message: `Insufficient points: you have ${points} points.`,
    });
    expect(firstError((await transfer(token, { point: '1.5' })).json)?.code).toBe('point');
    expect(firstError((await transfer(otherToken, { point: 50 })).json)?.message).toBe(
      'Insufficient points: you have 0 points.',
    );
    expect(firstError((await transfer(null, { point: 50 })).json)?.code).toBe('auth-001');
    expect((await balances()).points).toBe(points);
  });

  it('never spends the same points twice when transfers race', async () => {
    const { points, wallet } = await balances();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => transfer(token, { point: points })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 403)).toHaveLength(3);
    expect(await balances()).toEqual({ wallet: wallet + Math.floor(points / 10), points: 0 });
  });

  it('refuses when loyalty points are off', async () => {
    await setSetting('loyalty_point_status', 0);
    try {
      expect(firstError((await transfer(token, { point: 50 })).json)).toEqual({
        code: 'point',
        message: 'Loyalty points are turned off on this storefront.',
      });
    } finally {
      await setSetting('loyalty_point_status', 1);
    }
  });
});

describe('SQL statements per operation, warm', () => {
  const budgets: [string, string, { query?: Record<string, number>; body?: unknown }, number][] = [
    ['GET', '/customer/wallet/transactions', { query: { limit: 10, offset: 1 } }, 2],
    ['GET', '/customer/loyalty-point/transactions', { query: { limit: 10, offset: 1 } }, 2],
    ['GET', '/customer/wallet/bonuses', {}, 1],
    ['POST', '/customer/wallet/add-fund', { body: topUp }, 3],
  ];
  for (const [method, path, options, budget] of budgets) {
    it(`${method} ${path}: at most ${budget}`, async () => {
      await api.call(method, path, { ...options, headers: as(token) });
      const { result, count, statements } = await countStatements(() =>
        api.call(method, path, { ...options, headers: as(token) }),
      );
      expect(result.status, result.text).toBe(200);
      expect(count, statements.join('\n')).toBeLessThanOrEqual(budget);
    });
  }

  it('point transfer: the balance read, then one transaction of four writes', async () => {
    await demo.db.update(users).set({ loyaltyPoint: 500 }).where(eq(users.id, customerId));
    const { result, count, statements } = await countStatements(() =>
      transfer(token, { point: 50 }),
    );
    expect(result.status, result.text).toBe(200);
    expect(count, statements.join('\n')).toBeLessThanOrEqual(8);
  });
});

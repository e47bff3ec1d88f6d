// The wallet and loyalty operations of openapi/storefront.yaml (tag `wallet`), called on the
// suite's live server (PGlite, or PostgreSQL in the DATABASE_URL run): the histories, the running
// bonuses, a top-up through the sandbox's hosted page credited exactly once with its bonus (a
// replayed form changes nothing; a declined card and a cancel credit nothing), the point transfer
// and its limits, guests refused, another customer's wallet never shown, and bad input answered
// with a 4xx error body, never a 500. Every answer is validated against the YAML. Customers of
// their own are signed up for the wallet; the conversion uses the demo customer (420 points
// seeded), converting the minimum and checking what moved, not absolute balances.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';
import { operations } from './openapi.js';

const base = inject('serverUrl');
const TAG = 'wallet';
const { call, statuses } = operationCaller(() => base);

interface Page<T> {
  total_size: number;
  limit: number;
  offset: number;
  data: T[];
}
interface WalletRow {
  user_id: number;
  credit: number;
  debit: number;
  admin_bonus: number;
  balance: number;
  transaction_type: string;
  reference: string | null;
}

const SUCCESS = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const CARD = { expiry: '12/34', cvc: '123', name: 'Sara Haddad' };
const CALLBACK = 'http://shop.test/profile?page=wallet';

const run = `${Date.now() % 1_000_000}`.padStart(6, '0');
let phones = 0;
const newPhone = () => `+97154${run.slice(-4)}${String((phones += 1)).padStart(3, '0')}`;

async function newCustomer(name: string): Promise<string> {
  return signedUpCustomer(base, { name, phone: newPhone(), password: 'Wallet-Lantern-42' });
}

async function demoToken(): Promise<string> {
  const login = await http(base, '/api/v1/auth/login', {
    method: 'POST',
    body: {
      login_type: 'manual',
      email_or_phone: '+971500000001',
      password: 'Demo@12345',
      field_type: 'phone',
    },
  });
  expect(login.status, login.text).toBe(200);
  return (login.json as { token: string }).token;
}

const info = async (token: string) =>
  (await http(base, '/api/v1/customer/info', { headers: { Authorization: `Bearer ${token}` } }))
    .json as { id: number; wallet_balance: number; loyalty_point: number };

const history = (token: string | null, query: Record<string, string | number>) =>
  call<Page<WalletRow>>('getWalletTransactions', { token, query });
const points = (token: string | null, query: Record<string, string | number>) =>
  call<Page<WalletRow>>('getLoyaltyTransactions', { token, query });
const bonuses = (token: string | null, headers: Record<string, string> = {}) =>
  call<{ title: string; minimum_add_amount: number }[]>('getWalletBonuses', { token, headers });
const addFund = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  call<{ redirect_link: string; payment_id: string; amount: number; bonus: number }>(
    'addFundToWallet',
    { token, body, headers },
  );
const transfer = (token: string | null, body: unknown, headers: Record<string, string> = {}) =>
  call<{
    message: string;
    converted_amount: number;
    wallet_balance: number;
    loyalty_point: number;
  }>('transferLoyaltyPoints', { token, body, headers });

/** The hosted page's form, posted as a browser does (no redirect followed). */
async function hostedPage(link: string, form: Record<string, string>) {
  const response = await fetch(link, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  await response.text();
  return { status: response.status, location: response.headers.get('location') };
}

const topUp = {
  amount: 120,
  payment_method: 'sandbox',
  payment_platform: 'web',
  callback: CALLBACK,
};

describe('signed-in only', () => {
  it('answers 401 auth-001 to guests and to an unknown token', async () => {
    for (const token of [null, 'not-a-real-token']) {
      expectError(await history(token, { limit: 10, offset: 1 }), 401, 'auth-001');
      expectError(await points(token, { limit: 10, offset: 1 }), 401, 'auth-001');
      expectError(await bonuses(token), 401, 'auth-001');
      expectError(await addFund(token, topUp), 401, 'auth-001');
      expectError(await transfer(token, { point: 50 }), 401, 'auth-001');
    }
  });
});

describe('wallet top-up through the sandbox', () => {
  it('credits the amount and its bonus once; a replay, a declined card and a cancel credit nothing', async () => {
    const token = await newCustomer('Sara Haddad');
    const before = await info(token);
    expect(before.wallet_balance).toBe(0);

    const started = await addFund(token, topUp);
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ amount: 120, bonus: 12 });
    expect(new URL(started.json.redirect_link).pathname).toBe(
      `/payment/sandbox/${started.json.payment_id}`,
    );
    // Nothing is credited before the gateway says paid.
    expect((await info(token)).wallet_balance).toBe(0);

    const paid = await hostedPage(started.json.redirect_link, {
      action: 'pay',
      card_number: SUCCESS,
      ...CARD,
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(`${back.origin}${back.pathname}`).toBe('http://shop.test/profile');
    expect(back.searchParams.get('page')).toBe('wallet');
    expect(back.searchParams.get('flag')).toBe('success');
    expect(back.searchParams.get('payment_id')).toBe(started.json.payment_id);
    expect((await info(token)).wallet_balance).toBe(132);

    // The same form again: the payment is finished, nothing moves.
    const replay = await hostedPage(started.json.redirect_link, {
      action: 'pay',
      card_number: SUCCESS,
      ...CARD,
    });
    expect(replay.status).toBeGreaterThanOrEqual(300);
    expect((await info(token)).wallet_balance).toBe(132);

    for (const form of [{ action: 'pay', card_number: DECLINE, ...CARD }, { action: 'cancel' }]) {
      const other = await addFund(token, { ...topUp, amount: 40 });
      const result = await hostedPage(other.json.redirect_link, form);
      expect(result.status).toBe(303);
      expect(new URL(result.location!).searchParams.get('flag')).toBe(
        form.action === 'cancel' ? 'cancel' : 'fail',
      );
    }
    expect((await info(token)).wallet_balance).toBe(132);

    const list = await history(token, { limit: 10, offset: 1 });
    expect(list.status).toBe(200);
    expect(list.json.total_size).toBe(1);
    expect(list.json.data[0]).toMatchObject({
      transaction_type: 'add_fund',
      credit: 120,
      admin_bonus: 12,
      balance: 132,
      reference: started.json.payment_id,
    });
    const filtered = await history(token, { limit: 10, offset: 1, type: 'order' });
    expect(filtered.json.total_size).toBe(0);
  });

  it("never shows a customer another customer's transactions", async () => {
    const [sara, omar] = await Promise.all([newCustomer('Sara Ali'), newCustomer('Omar Said')]);
    const started = await addFund(sara, { ...topUp, amount: 10 });
    await hostedPage(started.json.redirect_link, { action: 'pay', card_number: SUCCESS, ...CARD });
    const saraId = (await info(sara)).id;
    const mine = await history(sara, { limit: 50, offset: 1 });
    expect(mine.json.data.every((row) => row.user_id === saraId)).toBe(true);
    expect(mine.json.total_size).toBe(1);
    const theirs = await history(omar, { limit: 50, offset: 1 });
    expect(theirs.json).toEqual({ total_size: 0, limit: 50, offset: 1, data: [] });
    expect((await info(omar)).wallet_balance).toBe(0);
  });

  it('refuses bad top-ups with the field, and a gateway that is not offered', async () => {
    const token = await newCustomer('Layla Nasser');
    expectError(await addFund(token, {}), 403, 'amount', 'The amount field is required.');
    expectError(await addFund(token, { ...topUp, amount: 0.5 }), 403, 'amount');
    expectError(await addFund(token, { ...topUp, amount: 'ten' }), 403, 'amount');
    expectError(await addFund(token, { ...topUp, amount: 2_000_000 }), 403, 'amount');
    expectError(await addFund(token, { ...topUp, payment_method: '' }), 403, 'payment_method');
    expectError(
      await addFund(token, { ...topUp, payment_method: 'stripe' }),
      403,
      'payment_method',
      'The selected payment method is not available.',
    );
    expectError(
      await addFund(token, { ...topUp, callback: 'javascript:alert(1)' }),
      403,
      'callback',
    );
    expectError(
      await addFund(token, { ...topUp, payment_method: 'sand\u0000box' }),
      403,
      'payment_method',
    );
    expectError(await addFund(token, 'not json'), 400);
    const arabic = await addFund(
      token,
      { ...topUp, payment_method: 'stripe' },
      { 'X-localization': 'ar' },
    );
    expectError(arabic, 403, 'payment_method', 'طريقة الدفع المختارة غير متاحة.');
  });
});

describe('histories and bonuses', () => {
  it('require limit and offset, and a known filter', async () => {
    const token = await newCustomer('Huda Karim');
    const missing = await history(token, {});
    expectError(missing, 403, 'limit', 'The limit field is required.');
    expectError(await history(token, { limit: 10 }), 403, 'offset');
    expectError(await history(token, { limit: 'x', offset: 1 }), 403, 'limit');
    expectError(await history(token, { limit: 10, offset: 1, type: 'gift' }), 403, 'type');
    expectError(await points(token, { limit: 10 }), 403, 'offset');
    expect((await history(token, { limit: 500, offset: 1, type: 'all' })).json.limit).toBe(50);
    expect((await points(token, { limit: 10, offset: 1 })).json).toEqual({
      total_size: 0,
      limit: 10,
      offset: 1,
      data: [],
    });
  });

  it('lists the running bonuses in the request language', async () => {
    const token = await newCustomer('Nour Aziz');
    const en = await bonuses(token);
    expect(en.status).toBe(200);
    expect(en.json.map((b) => b.title)).toEqual([
      'AED 40 bonus on AED 300',
      '10% extra on every top-up from AED 100',
    ]);
    const ar = await bonuses(token, { 'X-localization': 'ar' });
    expect(ar.json[1]!.title).toBe('10٪ إضافية على كل شحن من 100 درهم');
  });
});

describe('loyalty point transfer', () => {
  it('refuses a customer without points, below the minimum, not whole and bad bodies', async () => {
    const token = await newCustomer('Yusuf Amin');
    expectError(
      await transfer(token, { point: 60 }),
      403,
      'point',
      'Insufficient points: you have 0 points.',
    );
    expectError(
      await transfer(token, { point: 10 }),
      403,
      'point',
      'You can convert 50 points or more at a time.',
    );
    expectError(await transfer(token, {}), 403, 'point', 'The point field is required.');
    expectError(await transfer(token, { point: 1.5 }), 403, 'point');
    expectError(await transfer(token, { point: 0 }), 403, 'point');
    expectError(await transfer(token, { point: 'many' }), 403, 'point');
    expectError(await transfer(token, '[1,2'), 400);
  });

  it('converts the minimum to wallet money in one go, and lists both movements', async () => {
    const token = await demoToken();
    const before = await info(token);
    expect(before.loyalty_point).toBeGreaterThanOrEqual(50);
    const done = await transfer(token, { point: 50 });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toEqual({
      message: 'Point to wallet transfer successfully.',
      converted_amount: 5,
      wallet_balance: before.wallet_balance + 5,
      loyalty_point: before.loyalty_point - 50,
    });
    const after = await info(token);
    expect(after.wallet_balance).toBe(before.wallet_balance + 5);
    expect(after.loyalty_point).toBe(before.loyalty_point - 50);
    expect((await points(token, { limit: 1, offset: 1 })).json.data[0]).toMatchObject({
      transaction_type: 'point_to_wallet',
      debit: 50,
      balance: after.loyalty_point,
    });
    expect(
      (await history(token, { limit: 1, offset: 1, type: 'loyalty_point' })).json.data[0],
    ).toMatchObject({ credit: 5, reference: '50', balance: after.wallet_balance });
    expectError(
      await transfer(token, { point: after.loyalty_point + 1 }),
      403,
      'point',
      `Insufficient points: you have ${after.loyalty_point} points.`,
    );
  });
});

afterAll(() => {
  // Every wallet operation was called with a success and with a refusal.
  const ids = operations.filter((op) => op.tags.includes(TAG)).map((op) => op.operationId);
  expect(ids.sort()).toEqual([
    'addFundToWallet',
    'getLoyaltyTransactions',
    'getWalletBonuses',
    'getWalletTransactions',
    'transferLoyaltyPoints',
  ]);
  for (const id of ids) {
    const seen = [...(statuses.get(id) ?? [])];
    expect(
      seen.some((s) => s < 300),
      `${id}: ${seen}`,
    ).toBe(true);
    expect(
      seen.some((s) => s >= 400),
      `${id}: ${seen}`,
    ).toBe(true);
  }
});

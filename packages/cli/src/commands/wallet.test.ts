// `wallet …` and `loyalty …` against a fake server answering like the v1 API and the sandbox
// gateway: signed-in only, the balance and history, a top-up refused before sending, started,
// paid, declined and canceled on the sandbox, and a point conversion refused and done.
import { describe, expect, it } from 'vitest';
import { cliHarness, json } from '../../../../tests/support/cli.js';
import { EXIT } from '../errors.js';
import { SANDBOX_CARDS } from '../sandbox.js';

const CONFIG = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'left',
  digit_after_decimal_point: 2,
  active_payment_method_list: [
    { gateway: 'sandbox', gateway_title: 'Sandbox Pay', gateway_image_full_url: null },
  ],
  loyalty_point_status: 1,
  loyalty_point_exchange_rate: 10,
  loyalty_point_minimum_point: 50,
};
const LINK = 'http://localhost/payment/sandbox/0123456789abcdef0123456789abcdef';

function fakeServer(state = { wallet: 150, points: 420 }) {
  const requests: { method: string; path: string; query: string; body: unknown }[] = [];
  return {
    requests,
    state,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      const path = url.pathname.replace('/api/v1', '');
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text === '' ? null : text.startsWith('{') ? JSON.parse(text) : text;
      requests.push({ method: request.method, path, query: url.search, body });
      if (path === '/config') return json(CONFIG);
      if (path === '/customer/info') {
        return json({ id: 1, wallet_balance: state.wallet, loyalty_point: state.points });
      }
      if (path === '/customer/wallet/transactions') {
        return json({
          total_size: 1,
          limit: 10,
          offset: 1,
          data: [
            {
              id: 1,
              user_id: 1,
              transaction_id: 'x',
              credit: 100,
              debit: 0,
              admin_bonus: 10,
              balance: 150,
              transaction_type: 'add_fund',
              reference: 'sandbox',
              created_at: '2026-11-20T10:00:00.000Z',
              updated_at: '2026-11-20T10:00:00.000Z',
            },
          ],
        });
      }
      if (path === '/customer/wallet/add-fund') {
        return json({ redirect_link: LINK, payment_id: '0123', amount: 100, bonus: 10 });
      }
      if (url.pathname.startsWith('/payment/sandbox/')) {
        const form = new URLSearchParams(String(body));
        const flag =
          form.get('action') === 'cancel'
            ? 'cancel'
            : form.get('card_number') === SANDBOX_CARDS.success
              ? 'success'
              : 'fail';
        if (flag === 'success') state.wallet += 110;
        return new Response(null, {
          status: 303,
          headers: {
            Location: `http://localhost/profile?page=wallet&flag=${flag}&payment_id=0123`,
          },
        });
      }
      if (path === '/customer/loyalty-point/point-transfer') {
        const point = (body as { point: number }).point;
        state.points -= point;
        state.wallet += Math.floor(point / 10);
        return json({
          message: 'Point to wallet transfer successfully.',
          converted_amount: Math.floor(point / 10),
          wallet_balance: state.wallet,
          loyalty_point: state.points,
        });
      }
      return json({ errors: [{ code: 'not-found', message: 'Not found' }] }, 404);
    }) as typeof fetch,
  };
}

const { cli: runCli, writeSession } = cliHarness('wallet');
const signIn = () => writeSession({ token: 'secret-token' });

async function cli(args: string[], server = fakeServer()) {
  return { ...(await runCli(args, server.fetch)), requests: server.requests };
}

describe('wallet', () => {
  it('needs a signed-in customer', async () => {
    for (const args of [
      ['wallet', 'balance'],
      ['wallet', 'add-fund', '--amount', '5'],
      ['loyalty', 'convert', '--points', '60'],
    ]) {
      const { code, stdout, requests } = await cli(['--json', ...args]);
      expect(code).toBe(EXIT.failure);
      expect(JSON.parse(stdout).error).toMatchObject({ code: 'not_signed_in' });
      expect(requests).toEqual([]);
    }
  });

  it('shows the balance and the history', async () => {
    signIn();
    const balance = await cli(['wallet', 'balance']);
    expect(balance.code).toBe(EXIT.ok);
    expect(balance.stdout).toContain('AED150.00');
    const history = await cli(['wallet', 'transactions', '--type', 'add_fund']);
    expect(history.stdout).toContain('Fund added');
    expect(history.stdout).toContain('+AED110.00');
    expect(history.requests[0]?.query).toBe('?limit=10&offset=1&type=add_fund');
    const bad = await cli(['wallet', 'transactions', '--type', 'gift']);
    expect(bad.code).toBe(EXIT.usage);
  });

  it('refuses an amount the form refuses, sending nothing', async () => {
    signIn();
    const empty = await cli(['--json', 'wallet', 'add-fund']);
    expect(empty.code).toBe(EXIT.failure);
    expect(JSON.parse(empty.stdout).error).toEqual({
      code: 'amount',
      message: 'Please Enter amount',
    });
    const unknown = await cli([
      '--json',
      'wallet',
      'add-fund',
      '--amount',
      '50',
      '--gateway',
      'stripe',
    ]);
    expect(JSON.parse(unknown.stdout).error.code).toBe('payment_method');
    expect([...empty.requests, ...unknown.requests].some((r) => r.path.endsWith('add-fund'))).toBe(
      false,
    );
  });

  it('starts a top-up and prints the page to pay at', async () => {
    signIn();
    const { code, stdout, requests } = await cli([
      '--json',
      'wallet',
      'add-fund',
      '--amount',
      '100',
    ]);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toEqual({ redirect_link: LINK, paid: false });
    expect(requests.find((r) => r.path === '/customer/wallet/add-fund')?.body).toEqual({
      amount: 100,
      payment_method: 'sandbox',
      payment_platform: 'cli',
      callback: 'http://localhost:8080/profile?page=wallet',
    });
  });

  it('pays on the sandbox, and says when the card is declined or the payment canceled', async () => {
    signIn();
    const server = fakeServer();
    const paid = await cli(
      ['--json', 'wallet', 'add-fund', '--amount', '100', '--sandbox', 'success'],
      server,
    );
    expect(paid.code, paid.stdout).toBe(EXIT.ok);
    expect(JSON.parse(paid.stdout)).toMatchObject({ paid: true, wallet_balance: 260 });
    const form = new URLSearchParams(
      String(paid.requests.find((r) => r.path.startsWith('/payment'))?.body),
    );
    expect(form.get('card_number')).toBe(SANDBOX_CARDS.success);
    const declined = await cli([
      '--json',
      'wallet',
      'add-fund',
      '--amount',
      '100',
      '--sandbox',
      'decline',
    ]);
    expect(declined.code).toBe(EXIT.failure);
    expect(JSON.parse(declined.stdout).error.code).toBe('payment_failed');
    const canceled = await cli(['wallet', 'add-fund', '--amount', '100', '--sandbox', 'cancel']);
    expect(canceled.code).toBe(EXIT.failure);
    expect(canceled.stderr).toContain('The payment was cancelled, and nothing was charged.');
    const bad = await cli(['wallet', 'add-fund', '--amount', '100', '--sandbox', 'maybe']);
    expect(bad.code).toBe(EXIT.usage);
  });
});

describe('loyalty', () => {
  it('shows the points with the rate and the minimum', async () => {
    signIn();
    const { stdout } = await cli(['--json', 'loyalty', 'points']);
    expect(JSON.parse(stdout)).toEqual({
      loyalty_point: 420,
      exchange_rate: 10,
      minimum_point: 50,
    });
  });

  it('refuses empty, below the minimum and above the balance before sending', async () => {
    signIn();
    const cases: [string[], string][] = [
      [[], 'Enter the points you want to convert.'],
      [['--points', '49'], 'You can convert 50 points or more at a time.'],
      [['--points', '421'], 'Insufficient points: you have 420 points.'],
    ];
    for (const [args, message] of cases) {
      const { code, stdout, requests } = await cli(['--json', 'loyalty', 'convert', ...args]);
      expect(code).toBe(EXIT.failure);
      expect(JSON.parse(stdout).error).toEqual({ code: 'point', message });
      expect(requests.some((r) => r.path.endsWith('point-transfer'))).toBe(false);
    }
  });

  it('converts points to wallet money', async () => {
    signIn();
    const { code, stdout } = await cli(['--json', 'loyalty', 'convert', '--points', '65']);
    expect(code).toBe(EXIT.ok);
    expect(JSON.parse(stdout)).toMatchObject({
      message: 'Point to wallet transfer successfully.',
      converted_amount: 6,
      wallet_balance: 156,
      loyalty_point: 355,
    });
  });
});

/**
 * Control characters in any string of a request answer 403 with the error body, before any route
 * runs (http/control-characters.ts), in process on the demo marketplace (PGlite, which like
 * PostgreSQL cannot store NUL in text: these requests answered 500 before the rule).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMarketplace, TestApi, type Answer, type Demo } from '../ordering/testing.js';

let demo: Demo;
let api: TestApi;
let guestId: string;
let headers: Record<string, string>;

beforeAll(async () => {
  demo = await demoMarketplace();
  api = new TestApi(demo.db);
  guestId = await api.guest();
  headers = { moduleId: String(demo.moduleIds.food), zoneId: JSON.stringify(demo.zoneIds) };
}, 120_000);
afterAll(async () => {
  expect(api.errors).toEqual([]);
  await demo.close();
});

type ErrorJson = { errors: { code: string; message: string }[] };

function expectRefused(answer: Answer, code: string) {
  expect(answer.status, answer.text).toBe(403);
  expect((answer.json as ErrorJson).errors).toContainEqual({
    code,
    message: `The ${code.replace(/_/g, ' ')} must not contain control characters.`,
  });
}

describe('control characters in a request', () => {
  it('refuse the six requests of issue 9 with 403 and the field as the code', async () => {
    expectRefused(
      await api.call('GET', '/items/search', { query: { name: '\0' }, headers }),
      'name',
    );
    expectRefused(
      await api.call('GET', '/stores/search', { query: { name: '\0' }, headers }),
      'name',
    );
    expectRefused(
      await api.call('GET', '/config/place-api-details', { query: { placeid: '\0' } }),
      'placeid',
    );
    expectRefused(
      await api.call('GET', '/coupon/list', { query: { guest_id: '\0' }, headers }),
      'guest_id',
    );
    expectRefused(
      await api.call('GET', '/coupon/apply', {
        query: { code: 'WELCOME', store_id: demo.storesRows[0]!.id, guest_id: '\0' },
        headers,
      }),
      'guest_id',
    );
    expectRefused(
      await api.call('POST', '/auth/guest/request', { body: '{"fcm_token":"a\\u0000b"}' }),
      'fcm_token',
    );
  });

  it('refuse every character from U+0000 to U+001F and U+007F in a single-line field', async () => {
    for (let code = 0; code <= 0x20; code += 1) {
      const c = code === 0x20 ? '\u007f' : String.fromCharCode(code);
      expectRefused(
        await api.call('GET', '/config/place-api-autocomplete', {
          query: { search_text: `a${c}b` },
        }),
        'search_text',
      );
      expectRefused(
        await api.call('POST', '/newsletter/subscribe', { body: { email: `a${c}b@example.com` } }),
        'email',
      );
    }
  });

  it('allow tab, line feed and carriage return in multi-line body fields only, NUL never', async () => {
    const body = (order_note: string, contact_person_name = 'Sara') => ({
      cart: [],
      order_amount: 0,
      payment_method: 'cash_on_delivery',
      order_type: 'delivery',
      store_id: demo.storesRows[0]!.id,
      address: 'Tower 1\nFloor 3',
      contact_person_name,
      order_note,
      guest_id: guestId,
    });
    const place = (b: unknown) =>
      api.call('POST', '/customer/order/place', {
        body: b,
        headers: { ...headers, 'Idempotency-Key': `control-${Math.random()}` },
      });
    // Line breaks in a note pass the rule (the route then answers on the rest of the body).
    const multiLine = await place(body('Ring twice.\r\n\tThen wait.'));
    expect(multiLine.status, multiLine.text).not.toBe(500);
    expect(multiLine.text).not.toContain('control characters');
    expectRefused(await place(body('a\u0000b')), 'order_note');
    expectRefused(await place(body('ok', 'Sa\nra')), 'contact_person_name');
    // Nested fields are named by their path.
    const nested = await place({ ...body('ok'), cart: [{ item_id: 1, model: 'Item\u0007' }] });
    expectRefused(nested, 'cart.0.model');
  });

  it('refuse them in the headers the API reads, in the path and in query keys', async () => {
    expectRefused(await api.call('GET', '/module', { headers: { zoneId: '[1,\t2]' } }), 'zoneId');
    expectRefused(
      await api.call('GET', '/customer/info', { headers: { Authorization: 'Bearer a\tb' } }),
      'Authorization',
    );
    const path = await api.call('GET', '/stores/details/a%00b', { headers });
    expectRefused(path, 'path');
    const key = await api.call('GET', '/zone/list?a%01=1');
    expectRefused(key, 'query');
  });

  it('leave a malformed body to the route (400) and pass ordinary text', async () => {
    const malformed = await api.call('POST', '/newsletter/subscribe', {
      body: '{"email":"a\u0000',
    });
    expect(malformed.status).toBe(400);
    // An escaped backslash before an n is no line feed; an escape in capitals is a control.
    const backslash = await api.call('POST', '/newsletter/subscribe', {
      body: '{"email":"a\\\\nb@example.com"}',
    });
    expect(backslash.text).not.toContain('control characters');
    expectRefused(
      await api.call('POST', '/newsletter/subscribe', {
        body: '{"email":"a\\u001Fb@example.com"}',
      }),
      'email',
    );
    expectRefused(
      await api.call('POST', '/newsletter/subscribe', { body: '{"em\\u007Fail":"a@example.com"}' }),
      'body',
    );
    const fine = await api.call('GET', '/config/place-api-autocomplete', {
      query: { search_text: 'Dubai Mall دبي' },
    });
    expect(fine.status, fine.text).toBe(200);
  });
});

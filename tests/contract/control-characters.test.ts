// Control characters (U+0000–U+001F, U+007F) in any string of a request get a 403 with the error
// body, never a 500 (PostgreSQL and PGlite cannot store NUL in text). For every operation of
// openapi/storefront.yaml, each of its query, path and header parameters and each string field
// of its JSON body (from the YAML's schemas, nested fields by their dotted path) is sent with a
// control character; an operation with none of those gets one in an extra query key or body
// field. Headers carry a tab (HTTP clients refuse NUL in a header). Then the six requests of
// issue 9, each otherwise valid, and the multi-line fields that may hold line breaks.
import { describe, expect, inject, it } from 'vitest';
import { http, type HttpResult } from '../support/http.js';
import { downtownZoneIds, getJson } from './cases/types.js';
import { bodyStringFields, errorBodyProblems, fillPath, operations, printable } from './openapi.js';

const base = inject('serverUrl');
const NUL = 'a\u0000b';
const TAB = 'a\tb';
type ErrorJson = { errors: { code: string; message: string }[] };

const messageOf = (field: string) =>
  `The ${field.replace(/_/g, ' ')} must not contain control characters.`;

function expectRefused(result: HttpResult, field: string) {
  const context = `${result.status} ${result.text.slice(0, 300)}`;
  expect(result.status, context).toBe(403);
  expect(errorBodyProblems(result.json), context).toEqual([]);
  expect((result.json as ErrorJson).errors, context).toContainEqual({
    code: field,
    message: messageOf(field),
  });
}

/** `{a: {b: [v]}}` for the path `a.b.0`. */
function nested(path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const inner = rest.length === 0 ? value : nested(rest.join('.'), value);
  return /^\d+$/.test(head!) ? [inner] : { [head!]: inner };
}

describe('every operation refuses a control character in each of its string fields', () => {
  for (const op of operations) {
    const method = op.method.toUpperCase();
    const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, '1']));
    const url = fillPath(op, pathValues);
    const send = (request: {
      query?: Record<string, string>;
      headers?: Record<string, string>;
      body?: unknown;
      path?: string;
    }) =>
      http(base, request.path ?? url, {
        method,
        query: request.query,
        headers: request.headers,
        body: request.body ?? (op.hasBody ? {} : undefined),
      });

    describe(`${op.operationId}: ${method} ${op.url}`, () => {
      for (const param of op.query) {
        it(`refuses the query's ${param.name} with ${printable(NUL)}`, async () => {
          expectRefused(await send({ query: { [param.name]: NUL } }), param.name);
        });
      }
      for (const param of op.pathParams) {
        it(`refuses the path's ${param.name} with ${printable(NUL)}`, async () => {
          const path = fillPath(op, { ...pathValues, [param.name]: NUL });
          expectRefused(await send({ path }), 'path');
        });
      }
      for (const param of op.headerParams) {
        it(`refuses the ${param.name} header with ${printable(TAB)}`, async () => {
          expectRefused(await send({ headers: { [param.name]: TAB } }), param.name);
        });
      }
      const fields = op.hasBody ? bodyStringFields(op) : [];
      for (const field of fields) {
        it(`refuses the body's ${field} with ${printable(NUL)}`, async () => {
          expectRefused(await send({ body: nested(field, NUL) }), field);
        });
      }
      if (op.query.length + op.pathParams.length + op.headerParams.length + fields.length === 0) {
        it(`refuses ${printable(NUL)} in ${op.hasBody ? 'a body field' : 'a query key'} it does not read`, async () => {
          expectRefused(
            op.hasBody ? await send({ body: { note: NUL } }) : await send({ query: { note: NUL } }),
            'note',
          );
        });
      }
    });
  }
});

describe('the requests of issue 9 (otherwise valid) answer 403, not 500', () => {
  const scope = async () => {
    const modules = await getJson<{ id: number; module_type: string }[]>('/module');
    const food = modules.find((m) => m.module_type === 'food')!;
    return { moduleId: String(food.id), zoneId: JSON.stringify(await downtownZoneIds()) };
  };
  const get = async (path: string, query: Record<string, string>, headers = {}) =>
    http(base, `/api/v1${path}`, { query, headers });

  it('items/search?name=%00', async () => {
    expectRefused(await get('/items/search', { name: '\u0000' }, await scope()), 'name');
  });
  it('stores/search?name=%00', async () => {
    expectRefused(await get('/stores/search', { name: '\u0000' }, await scope()), 'name');
  });
  it('config/place-api-details?placeid=%00', async () => {
    expectRefused(await get('/config/place-api-details', { placeid: '\u0000' }), 'placeid');
  });
  it('coupon/list?guest_id=%00', async () => {
    expectRefused(await get('/coupon/list', { guest_id: '\u0000' }, await scope()), 'guest_id');
  });
  it('coupon/apply with guest_id=%00', async () => {
    const headers = await scope();
    const stores = await getJson<{ stores: { id: number }[] }>(
      '/stores/get-stores/all',
      {},
      headers,
    );
    const query = { code: 'WELCOME10', store_id: String(stores.stores[0]!.id), guest_id: '\u0000' };
    expectRefused(await get('/coupon/apply', query, headers), 'guest_id');
  });
  it('auth/guest/request with {"fcm_token":"a\\u0000b"}', async () => {
    const result = await http(base, '/api/v1/auth/guest/request', {
      method: 'POST',
      body: '{"fcm_token":"a\\u0000b"}',
    });
    expectRefused(result, 'fcm_token');
  });
});

describe('multi-line free text', () => {
  it('may hold tabs and line breaks in a note or an address, never NUL; a name may not', async () => {
    const guest = await http(base, '/api/v1/auth/guest/request', { method: 'POST', body: {} });
    const guestId = (guest.json as { guest_id: string }).guest_id;
    const place = (fields: Record<string, string>) =>
      http(base, '/api/v1/customer/order/place', {
        method: 'POST',
        headers: { 'Idempotency-Key': `control-${Date.now()}-${Math.random()}` },
        body: {
          guest_id: guestId,
          order_type: 'delivery',
          payment_method: 'cash_on_delivery',
          contact_person_name: 'Sara',
          ...fields,
        },
      });
    const lines = await place({
      order_note: 'Ring twice.\r\n\tThen wait.',
      delivery_instruction: 'Gate 2\nthen left',
      address: 'Tower 1\nFloor 3',
    });
    expect(lines.status, lines.text).toBeGreaterThanOrEqual(400);
    expect(lines.status, lines.text).toBeLessThan(500);
    expect(lines.text).not.toContain('control characters');
    expectRefused(await place({ order_note: NUL }), 'order_note');
    expectRefused(await place({ address: 'Tower 1\u0000' }), 'address');
    expectRefused(await place({ contact_person_name: 'Sa\nra' }), 'contact_person_name');
  });
});

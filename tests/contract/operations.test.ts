// Every operation of openapi/storefront.yaml, called on a live server: each documented answer is
// validated against the operation's response schema, and bad input (missing, malformed or
// out-of-range parameters, bad bodies) must get a 4xx with the error body, never a 500.
// The cases live in cases/*.ts, one entry per operationId; the operations tagged `catalogue` have
// their own suite (catalogue.test.ts), which checks that it covers every one of them.
import { describe, expect, inject, it } from 'vitest';
import { http, httpOnce, type HttpResult } from '../support/http.js';
import {
  catalogueCompatibilityCases,
  compatibilityCases,
  contentCompatibilityCases,
  moreCompatibilityCases,
} from './cases/compatibility.js';
import { rentalCases } from './cases/rental.js';
import { rentalUserCases } from './cases/rental-user.js';
import { ordersExtraCases } from './cases/orders-extra.js';
import { parcelCases } from './cases/parcel.js';
import { skeletonCases } from './cases/skeleton.js';
import { resolve, type Call, type ContractCase, type Headers } from './cases/types.js';
import {
  badValues,
  bodyStringFields,
  errorBodyProblems,
  fillPath,
  operations,
  printable,
  responseProblems,
  type Operation,
} from './openapi.js';

const base = inject('serverUrl');

const cases: Record<string, ContractCase> = {
  ...skeletonCases,
  ...compatibilityCases,
  ...catalogueCompatibilityCases,
  ...contentCompatibilityCases,
  ...moreCompatibilityCases,
  ...rentalCases,
  ...rentalUserCases,
  ...ordersExtraCases,
  ...parcelCases,
};
/** Tags whose operations another suite of this folder covers (and checks it covers). */
const OWN_SUITES = [
  'catalogue',
  'cart-and-orders',
  'auth',
  'addresses',
  'profile',
  'wallet',
  'chat',
  'registration',
  'v1-more',
];
const coveredElsewhere = (op: Operation) => op.tags.some((tag) => OWN_SUITES.includes(tag));

/** Calls an operation with the case's headers; the path and method come from the YAML. */
async function callOperation(
  op: Operation,
  contractCase: ContractCase,
  call: Call,
): Promise<HttpResult> {
  const headers: Headers = { ...(await resolve(contractCase.headers)) };
  for (const name of call.without ?? []) delete headers[name];
  Object.assign(headers, await resolve(call.headers));
  return (call.fresh ? httpOnce : http)(base, fillPath(op, await resolve(call.path)), {
    method: op.method.toUpperCase(),
    query: await resolve(call.query),
    headers,
    body: await resolve(call.body),
  });
}

function expectClientError(
  result: HttpResult,
  expected: { status?: number; code?: string; message?: string },
) {
  const context = `${result.status} ${result.text.slice(0, 300)}`;
  if (expected.status !== undefined) expect(result.status, context).toBe(expected.status);
  expect(result.status, context).toBeGreaterThanOrEqual(400);
  expect(result.status, context).toBeLessThan(500);
  expect(errorBodyProblems(result.json), context).toEqual([]);
  const first = (result.json as { errors: { code: string; message: string }[] }).errors[0];
  if (expected.code !== undefined) expect(first?.code, context).toBe(expected.code);
  if (expected.message !== undefined) expect(first?.message, context).toBe(expected.message);
}

/** Sets `value` at a dotted path (`cart.0.name`), making the objects and arrays on the way. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}

describe('the contract covers the YAML', () => {
  it('has a contract case for every operation of openapi/storefront.yaml, and no other', () => {
    const inYaml = operations
      .filter((op) => !coveredElsewhere(op))
      .map((op) => op.operationId)
      .sort();
    expect(inYaml.length).toBeGreaterThan(0);
    expect(Object.keys(cases).sort()).toEqual(inYaml);
  });

  it('has a case for each of the 34 operations tagged rental (issue 11)', () => {
    const tagged = operations
      .filter((op) => op.tags.includes('rental'))
      .map((op) => op.operationId);
    expect(tagged).toHaveLength(34);
    expect(Object.keys({ ...rentalCases, ...rentalUserCases }).sort()).toEqual(tagged.sort());
  });

  it('calls every operation with at least one valid request', () => {
    const without = Object.entries(cases)
      .filter(([, c]) => c.valid.length === 0)
      .map(([id]) => id);
    expect(without).toEqual([]);
  });
});

for (const op of operations) {
  const contractCase = cases[op.operationId];
  // A missing case fails above; the operation then gets no tests of its own.
  if (!contractCase) continue;

  describe(`${op.operationId}: ${op.method.toUpperCase()} ${op.url}`, () => {
    for (const call of contractCase.valid) {
      it(`${call.name}: answers as documented`, async () => {
        const result = await callOperation(op, contractCase, call);
        const expected = (await resolve(call.status)) ?? 200;
        expect(result.status, result.text.slice(0, 300)).toBe(expected);
        expect(result.headers.get('content-type') ?? '').toMatch(/application\/json/);
        expect(responseProblems(op.operationId, result.status, result.json)).toEqual([]);
        await call.check?.(result.json, result);
      });
    }

    for (const bad of contractCase.invalid) {
      it(`rejects ${bad.name} with a 4xx error body`, async () => {
        expectClientError(await callOperation(op, contractCase, bad), bad);
      });
    }

    // Bad parameters derived from the YAML, each on top of the first valid call.
    const first = contractCase.valid[0] ?? { name: 'base' };
    const baseCall = async (): Promise<Call> => ({
      name: first.name,
      path: { ...(await resolve(first.path)) },
      query: { ...(await resolve(first.query)) },
      headers: { ...(await resolve(first.headers)) },
      without: first.without,
    });

    for (const param of op.query) {
      if (param.required) {
        it(`rejects a missing ${param.name} with a 4xx error body`, async () => {
          const call = await baseCall();
          const query = { ...(call.query as Record<string, string | number>) };
          delete query[param.name];
          expectClientError(await callOperation(op, contractCase, { ...call, query }), {});
        });
      }
      for (const bad of badValues(param)) {
        it(`rejects ${param.name} ${bad.label} (${printable(bad.value.slice(0, 12))}) with a 4xx error body`, async () => {
          const call = await baseCall();
          const query = {
            ...(call.query as Record<string, string | number>),
            [param.name]: bad.value,
          };
          expectClientError(await callOperation(op, contractCase, { ...call, query }), {});
        });
      }
    }

    for (const param of op.pathParams) {
      for (const bad of badValues(param)) {
        it(`rejects the path's ${param.name} ${bad.label} (${printable(bad.value.slice(0, 12))}) with a 4xx error body`, async () => {
          const call = await baseCall();
          const path = {
            ...(call.path as Record<string, string | number>),
            [param.name]: bad.value,
          };
          expectClientError(await callOperation(op, contractCase, { ...call, path }), {});
        });
      }
    }

    // A bad required header, or a bad moduleId (the module check refuses an unknown module), gets
    // a 4xx; a bad optional header (a position, for example) may also be ignored, but never with
    // a 500: the answer is then as documented.
    for (const param of op.headerParams) {
      const refused = param.required || param.name === 'moduleId';
      for (const bad of badValues(param)) {
        const outcome = refused ? 'with a 4xx error body' : 'or ignores it, never with a 500';
        it(`rejects the ${param.name} header ${bad.label} (${printable(bad.value.slice(0, 12))}) ${outcome}`, async () => {
          const call = await baseCall();
          const headers = { ...(call.headers as Headers), [param.name]: bad.value };
          const result = await callOperation(op, contractCase, { ...call, headers });
          if (refused || result.status >= 400) expectClientError(result, {});
          else expect(responseProblems(op.operationId, result.status, result.json)).toEqual([]);
        });
      }
    }

    // Each string field of the body (from the YAML) with a control character, on the valid body.
    for (const field of op.hasBody ? bodyStringFields(op) : []) {
      it(`rejects the body's ${field} with a control character with a 4xx error body`, async () => {
        const body = structuredClone((await resolve(first.body)) ?? {}) as Record<string, unknown>;
        setPath(body, field, 'a\u0000b');
        expectClientError(await callOperation(op, contractCase, { ...(await baseCall()), body }), {
          status: 403,
          code: field,
        });
      });
    }

    if (op.hasBody) {
      it('rejects a malformed JSON body with a 4xx error body', async () => {
        expectClientError(
          await callOperation(op, contractCase, {
            name: 'bad',
            path: first.path,
            body: '{"oops":',
          }),
          {},
        );
      });
    }
  });
}

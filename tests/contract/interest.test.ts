// `POST customer/update-interest` (operation `updateInterest`, tag `auth`) on the suite's live
// server: a customer signed up for the test (the code read from the demo outbox) saves category
// interests as JSON and as a form, sees them in `customer/info`, and replaces them; every refusal
// (no or a revoked token, a missing, empty, malformed, duplicated, oversized or unknown list,
// a malformed body) is a 4xx with the error body and leaves the stored interests as they were.
// Every answer is validated against the operation's documented response. auth.test.ts leaves
// this operation to this file (its coverage check skips it).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { http } from '../support/http.js';
import { expectError, operationCaller, signedUpCustomer } from './client.js';

const base = inject('serverUrl');
const OPERATION = 'updateInterest';

const { call, statuses } = operationCaller(() => base);
/** Calls `updateInterest`: the answer must be as the YAML documents it. */
const save = (request: {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}) => call(OPERATION, request);

async function api(path: string, request: Parameters<typeof http>[2] = {}) {
  const result = await http(base, `/api/v1${path}`, request);
  if (result.status !== 200) throw new Error(`${path} answered ${result.status}: ${result.text}`);
  return result.json;
}

/** A new customer: sign-up, then the phone verified with the code of the demo outbox. */
let customers = 0;
async function newCustomer(): Promise<string> {
  customers += 1;
  const phone = `+97154${String(Date.now() % 1_000_000).padStart(6, '0')}${customers}`;
  return signedUpCustomer(base, {
    name: 'Interest Tester',
    phone,
    password: 'Cardamom-Harbour-73',
  });
}

const interestsOf = async (token: string) =>
  (
    (await api('/customer/info', { headers: { Authorization: `Bearer ${token}` } })) as {
      selected_modules_for_interest: number[];
    }
  ).selected_modules_for_interest;

let token = '';
/** Top-level categories of two modules (interests may span modules). */
let groceryIds: number[] = [];
let foodIds: number[] = [];

beforeAll(async () => {
  token = await newCustomer();
  const modules = (await api('/module')) as { id: number; module_type: string }[];
  const idOf = (type: string) => modules.find((m) => m.module_type === type)?.id;
  const categoriesOf = async (moduleId: number | undefined) =>
    ((await api('/categories', { headers: { moduleId: String(moduleId) } })) as { id: number }[])
      .map((c) => c.id)
      .slice(0, 3);
  groceryIds = await categoriesOf(idOf('grocery'));
  foodIds = await categoriesOf(idOf('food'));
  expect(groceryIds.length).toBeGreaterThanOrEqual(2);
  expect(foodIds.length).toBeGreaterThanOrEqual(1);
}, 60_000);

describe('updateInterest: POST /customer/update-interest', () => {
  it('starts with no interests and saves the chosen categories (JSON)', async () => {
    expect(await interestsOf(token)).toEqual([]);
    const chosen = [...groceryIds.slice(0, 2), foodIds[0]!];
    const saved = await save({ token, body: { interest: chosen } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ message: 'Interest updated successfully!' });
    expect(await interestsOf(token)).toEqual(chosen);
  });

  it('replaces the stored list, and takes a form with interest[]', async () => {
    const replaced = await save({ token, body: { interest: [groceryIds[1]!] } });
    expect(replaced.status).toBe(200);
    expect(await interestsOf(token)).toEqual([groceryIds[1]]);

    const form = new URLSearchParams();
    for (const id of groceryIds) form.append('interest[]', String(id));
    const fromForm = await save({
      token,
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(fromForm.status, fromForm.text).toBe(200);
    expect(await interestsOf(token)).toEqual(groceryIds);
  });

  it('needs a valid token: 401 auth-001 without one or with a revoked one', async () => {
    expectError(await save({ body: { interest: groceryIds } }), 401, 'auth-001');
    expectError(
      await save({ token: 'not-a-token-of-this-server', body: { interest: groceryIds } }),
      401,
      'auth-001',
    );
    const other = await newCustomer();
    await api('/customer/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${other}` },
    });
    expectError(await save({ token: other, body: { interest: groceryIds } }), 401, 'auth-001');
  });

  it('refuses a bad list with 403 interest and keeps the stored interests', async () => {
    const before = await interestsOf(token);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const bad: [unknown, string | undefined][] = [
      [{}, 'The interest field is required.'],
      [{ interest: [] }, 'The interest field is required.'],
      [{ interest: 'all' }, undefined],
      [{ interest: [groceryIds[0], 'x'] }, undefined],
      [{ interest: [0] }, undefined],
      [{ interest: [1.5] }, undefined],
      [{ interest: [-3] }, undefined],
      [{ interest: [groceryIds[0], groceryIds[0]] }, undefined],
      [{ interest: tooMany }, undefined],
      [{ interest: [groceryIds[0], 99_999_999] }, 'The selected interest is invalid.'],
      [{ interest: [2_147_483_648] }, 'The selected interest is invalid.'],
      [[groceryIds[0]], 'The interest field is required.'],
    ];
    for (const [body, message] of bad) {
      expectError(await save({ token, body }), 403, 'interest', message);
    }
    expectError(await save({ token, body: '{"interest":[' }), 400, 'body');
    expect(await interestsOf(token)).toEqual(before);
  });

  it('was called with a success and a refusal', () => {
    const seen = [...(statuses.get(OPERATION) ?? [])];
    expect(seen.some((s) => s < 300)).toBe(true);
    expect(seen.some((s) => s >= 400)).toBe(true);
  });
});

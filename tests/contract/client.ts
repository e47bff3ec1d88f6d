// What the contract suites share: calling an operation of openapi/storefront.yaml with the
// documented-answer checks and the error-body assertion (customers: ../support/customers.ts).
import { expect } from 'vitest';
import { http, type HttpResult } from '../support/http.js';
import { errorBodyProblems, fillPath, operation, responseProblems } from './openapi.js';

type ErrorJson = { errors: { code: string; message: string }[] };

export { lastCode, signedUpCustomer } from '../support/customers.js';

export interface OperationRequest {
  path?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
}

/**
 * A caller of the YAML's operations on the server at `base()` (a function: a suite may start its
 * server in beforeAll). Every answer must be as documented: never a 500, JSON, the documented
 * shape, and the error body on a 4xx. `statuses` holds what each operation answered.
 */
export function operationCaller(base: () => string) {
  const statuses = new Map<string, Set<number>>();
  async function call<T = Record<string, unknown>>(
    operationId: string,
    request: OperationRequest = {},
  ) {
    const op = operation(operationId);
    const headers = { ...request.headers };
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    const result = await http(base(), fillPath(op, request.path), {
      method: op.method.toUpperCase(),
      query: request.query,
      headers,
      body: request.body,
    });
    const context = `${operationId} ${result.status} ${result.text.slice(0, 400)}`;
    expect(result.status, context).toBeLessThan(500);
    expect(result.headers.get('content-type') ?? '', context).toMatch(/application\/json/);
    expect(responseProblems(operationId, result.status, result.json), context).toEqual([]);
    if (result.status >= 400) expect(errorBodyProblems(result.json), context).toEqual([]);
    const seen = statuses.get(operationId) ?? new Set<number>();
    seen.add(result.status);
    statuses.set(operationId, seen);
    return result as HttpResult & { json: T };
  }
  return { call, statuses };
}

/** The answer is `status` with the error body; its first error has `code` and `message`. */
export function expectError(result: HttpResult, status: number, code?: string, message?: string) {
  const context = `${result.status} ${result.text.slice(0, 300)}`;
  expect(result.status, context).toBe(status);
  const first = (result.json as ErrorJson).errors[0];
  if (code !== undefined) expect(first?.code, context).toBe(code);
  if (message !== undefined) expect(first?.message, context).toBe(message);
}

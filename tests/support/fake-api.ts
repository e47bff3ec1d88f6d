// What core's API tests share (packages/core/src/api/*.test.ts): core's API client over a fetch
// that records each request and answers what the test says.
import { vi } from 'vitest';
import { createApiClient } from '../../packages/core/src/api/client.js';
import { memoryStorage } from '../../packages/core/src/ports.js';

export const API_BASE = 'http://api.test/api/v1';

/** A request as the fake server saw it (the path without /api/v1). */
export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

export type Answer = (seen: Seen) => { body: unknown; status?: number };

/** The client over a recording fetch with `storage` (the session keys) to begin with. */
export function fakeApiClient(answer: Answer, storage: Record<string, string> = {}) {
  const requests: Seen[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const seen: Seen = {
      method: request.method,
      path: url.pathname.replace('/api/v1', ''),
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(seen);
    const { body, status = 200 } = answer(seen);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const store = memoryStorage(storage);
  const api = createApiClient({ baseUrl: API_BASE, storage: store, fetch });
  return { api, requests, storage: store, fetch, last: () => requests.at(-1)! };
}

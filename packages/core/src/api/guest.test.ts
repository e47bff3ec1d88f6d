import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../ports.js';
import { createApiClient } from './client.js';
import { ensureGuestId } from './guest.js';

const GUEST = '0123456789abcdef0123456789abcdef';

function setup(status = 200, body: unknown = { message: 'Guest created', guest_id: GUEST }) {
  const storage = memoryStorage();
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const api = createApiClient({ baseUrl: 'http://api.test/api/v1', storage, fetch });
  return { storage, requests, api };
}

describe('ensureGuestId', () => {
  it('requests a guest id when none is stored, and stores it', async () => {
    const { storage, requests, api } = setup();
    await expect(ensureGuestId(api, storage)).resolves.toBe(GUEST);
    expect(storage.get('guest_id')).toBe(GUEST);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('http://api.test/api/v1/auth/guest/request');
  });

  it('does nothing when one is stored', async () => {
    const { storage, requests, api } = setup();
    storage.set('guest_id', 'stored-guest');
    await expect(ensureGuestId(api, storage)).resolves.toBe('stored-guest');
    expect(requests).toHaveLength(0);
  });

  it('concurrent calls share one request', async () => {
    const { storage, requests, api } = setup();
    const results = await Promise.all([
      ensureGuestId(api, storage),
      ensureGuestId(api, storage),
      ensureGuestId(api, storage),
    ]);
    expect(results).toEqual([GUEST, GUEST, GUEST]);
    expect(requests).toHaveLength(1);
    await ensureGuestId(api, storage);
    expect(requests).toHaveLength(1);
  });

  it('a failure is only logged, stores nothing and resolves null; a later call tries again', async () => {
    const { storage, requests, api } = setup(403, {
      errors: [{ code: 'guest', message: 'Too many guests' }],
    });
    const log = vi.fn();
    await expect(ensureGuestId(api, storage, { log })).resolves.toBeNull();
    expect(storage.get('guest_id')).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![1])).toContain('Too many guests');
    await ensureGuestId(api, storage, { log });
    expect(requests).toHaveLength(2);
  });

  it('a network failure is logged too', async () => {
    const storage = memoryStorage();
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storage,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const log = vi.fn();
    await expect(ensureGuestId(api, storage, { log })).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('Could not create a guest id', expect.any(TypeError));
  });
});

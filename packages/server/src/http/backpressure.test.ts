import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from './env.js';
import { backpressure, BUSY_MESSAGE } from './backpressure.js';

describe('backpressure', () => {
  it('answers a quick 503 with Retry-After beyond the limit, and serves again once a request ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const app = new Hono<AppEnv>();
    app.use('*', backpressure(2));
    app.get('/slow', async (c) => {
      await held;
      return c.json({ ok: true });
    });
    app.get('/fast', (c) => c.json({ ok: true }));

    const first = app.request('/slow');
    const second = app.request('/slow');
    const refused = await app.request('/fast');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toEqual({ errors: [{ code: 'busy', message: BUSY_MESSAGE }] });

    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    expect((await app.request('/fast')).status).toBe(200);
  });

  it('has no limit when none is set', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', backpressure(null));
    app.get('/', (c) => c.json({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 100 }, () => app.request('/')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

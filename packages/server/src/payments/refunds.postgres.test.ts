/**
 * The refund runner's claim on PostgreSQL (issue 12): two servers (two connection pools on one
 * throwaway cluster) and a sweep start their runs at the same moment on the same refunds due;
 * each guest payment is asked of the gateway once, and recorded once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guests, paymentRequests } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { openDatabase, type OpenDatabase } from '../db/open.js';
import { freePort } from '../testing/both-databases.js';
import { createTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { sandboxGateway, type PaymentGateway } from './gateway.js';
import { runRefunds } from './refunds.js';

let postgres: TestPostgres;
let servers: OpenDatabase[] = [];

beforeAll(async () => {
  postgres = createTestPostgres(await freePort());
  postgres.start();
  servers = [
    await openDatabase({ databaseUrl: postgres.url, log: () => {} }),
    await openDatabase({ databaseUrl: postgres.url, log: () => {} }),
  ];
}, 180_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  postgres?.destroy();
});

const db = (i: number): Database => servers[i]!.current()!;

describe('refunds due, on PostgreSQL', () => {
  it('are refunded once each by runs of two servers and a sweep started at once', async () => {
    const now = Date.parse('2030-01-08T10:30:00Z');
    await db(0).insert(guests).values({ id: 'refund-guest' });
    const ids = Array.from({ length: 8 }, (_, i) => `${'f'.repeat(31)}${i}`);
    await db(0)
      .insert(paymentRequests)
      .values(
        ids.map((id, i) => ({
          id,
          purpose: 'order' as const,
          guestId: 'refund-guest',
          referenceId: String(900_000 + i),
          amount: 50 + i,
          currencyCode: 'AED',
          gateway: 'sandbox',
          status: 'paid' as const,
          transactionReference: `sbx_${i}`,
          meta: { refund_due: true },
          expiresAt: new Date(now + 60_000),
          finishedAt: new Date(now),
        })),
      );
    const asked: string[] = [];
    const sandbox = sandboxGateway(() => Promise.resolve(Buffer.alloc(32, 7)));
    const counting: PaymentGateway = {
      ...sandbox,
      async refund(request) {
        asked.push(request.paymentId);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return sandbox.refund(request);
      },
    };
    const runs = await Promise.all(
      [0, 1, 0, 1].map((i) => runRefunds(db(i), { nowMs: now, gatewayOf: () => counting })),
    );
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(ids.length);
    expect(asked.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const [row] = await db(1).select().from(paymentRequests).where(eq(paymentRequests.id, id));
      expect(row!.meta).toMatchObject({
        refund_due: true,
        refunded_at: new Date(now).toISOString(),
      });
      expect(row!.meta.refund_reference).toMatch(/^sandbox-refund-/);
      expect(row!.meta.refund_claimed_at).toBeUndefined();
    }
    // Nothing is left: another run asks nothing.
    await runRefunds(db(0), { nowMs: now + 1, gatewayOf: () => counting });
    expect(asked).toHaveLength(ids.length);
  });
});

/**
 * The other servers told of stores whose order counter moved, together: one notification
 * (`stores:rows:<id>,<id>`, cache/reference.ts `parseChange`) for the stores this server counted
 * in the last `COUNTER_NOTICE_MS`, instead of one per order from inside the placement's function
 * (drizzle/0020_placement_counter_notice.sql; docs/decisions.md "Placement: the store counter's
 * notification gathered").
 *
 * A notification costs PostgreSQL at the commit (the queue's write, a signal to each listening
 * backend, which wakes and sends it on) and each server that hears it: per order, that was about
 * a third of the placement function's time. An order counter is served from each server's cache
 * and read again at most every `COUNTER_REFRESH_MS` after a notification, so gathering them for
 * 100 ms keeps another server's figure within about 350 ms of the orders (the contract's bound
 * is a second). This server's own cache is told at once by the caller (`placeAtOnce`'s changes).
 *
 * What this gives up: a notice not yet sent when the process stops or its statement fails is lost,
 * and the other servers show that store's previous count until its next order (the counters are
 * committed; only the other servers' copies lag). PGlite has one server per data folder and hears
 * nothing (db/open.ts `listen`): nothing is sent there.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { isNodePgDatabase } from '../db/driver-kind.js';
import { REFERENCE_CHANNEL } from '../cache/reference.js';

/** How long counted stores gather before the one notification that names them. */
export const COUNTER_NOTICE_MS = 100;

/** Store ids per notification (a payload must stay under PostgreSQL's 8,000 bytes). */
const IDS_PER_NOTICE = 500;

interface Pending {
  ids: Set<number>;
  timer: ReturnType<typeof setTimeout> | null;
}

const pending = new WeakMap<Database, Pending>();

/** Notes that `storeId`'s order counter moved (committed): the other servers hear it soon. */
export function noticeStoreCounted(db: Database, storeId: number): void {
  if (!isNodePgDatabase(db)) return;
  let batch = pending.get(db);
  if (!batch) {
    batch = { ids: new Set(), timer: null };
    pending.set(db, batch);
  }
  batch.ids.add(storeId);
  if (batch.timer) return;
  const gathered = batch;
  batch.timer = setTimeout(() => void sendNotices(db, gathered), COUNTER_NOTICE_MS);
  batch.timer.unref?.();
}

async function sendNotices(db: Database, batch: Pending): Promise<void> {
  batch.timer = null;
  const ids = [...batch.ids];
  batch.ids.clear();
  for (let start = 0; start < ids.length; start += IDS_PER_NOTICE) {
    const payload = `stores:rows:${ids.slice(start, start + IDS_PER_NOTICE).join(',')}`;
    try {
      await db.execute(sql`select pg_notify(${REFERENCE_CHANNEL}, ${payload})`);
    } catch {
      // The database is closing or gone: the other servers keep the previous counts until the
      // stores' next orders (see the module notes).
      return;
    }
  }
}

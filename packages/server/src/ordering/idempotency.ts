/**
 * Idempotent writes (order placement): the `Idempotency-Key` header names one attempt of one
 * owner. The key is claimed in the same transaction as the write, so:
 *
 * - the same key with the same request (the SHA-256 of its canonical JSON: keys sorted, so key
 *   order and spacing do not matter) replays the first answer, status and body, and writes
 *   nothing;
 * - the same key with another request is refused: 409 `idempotency_key`;
 * - two requests with one key at the same time never both write: the unique index on
 *   (owner, scope, key) makes the second wait for the first transaction (PostgreSQL) or run
 *   after it (PGlite runs one transaction at a time), and then replay its answer;
 * - only a successful answer is kept: a refused attempt (stock short, store closed, a total that
 *   changed) rolls back with its key, so the client may retry it with the same key;
 * - without a key (v1 clients send none) the server derives one from the owner and the request:
 *   the same request within `DERIVED_KEY_WINDOW_MS` replays the first answer (a double submit),
 *   a later one is a new order.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL } from 'drizzle-orm';
import { DERIVED_KEY_WINDOW_MS } from '@storefront/core/schemas/ordering';
import { idempotencyKeys } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import type { ReferenceChange } from '../cache/reference.js';
import { ownerKey, type Owner } from './owner.js';

/**
 * JSON with object keys sorted at every level (arrays keep their order), written as one string
 * without the intermediate arrays of entries and parts (issue 9: it runs on every order).
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) {
      if (i > 0) out += ',';
      // A hole stays empty, as `map` and `join` leave it.
      if (i in value) out += canonicalJson(value[i] ?? null);
    }
    return `${out}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // The default sort compares UTF-16 code units, as `<` does.
    const keys = Object.keys(record).sort();
    let out = '{';
    for (const key of keys) {
      const item = record[key];
      if (item === undefined) continue;
      if (out.length > 1) out += ',';
      out += `${JSON.stringify(key)}:${canonicalJson(item)}`;
    }
    return `${out}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
}

export interface IdempotencySlot {
  owner: string;
  scope: string;
  key: string;
  hash: string;
  /**
   * A key the server derived (no header): its answer is replayed only within this window after
   * `now`; an older claim is released for a new request.
   */
  window?: { ms: number; now: Date };
}

/** The slot of a request sent without a key: named by the owner and the request's hash. */
export function derivedKey(hash: string): string {
  return `derived:${hash}`;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new order.';

/**
 * The first answer kept for the key, read before any work (a replay then reads nothing else):
 * null when the key is new. 409 when the key belongs to another request.
 */
export async function storedAnswer(
  db: Database,
  slot: IdempotencySlot,
): Promise<StoredAnswer | null> {
  return keptAnswer(db, slot, { missing: null });
}

/**
 * Claims the key inside the caller's transaction: null when it is ours (go on and write), or
 * the first answer to replay (a request with the same key that committed meanwhile). 409 when
 * the key belongs to another request.
 */
export async function claimKey(db: Database, slot: IdempotencySlot): Promise<StoredAnswer | null> {
  const release = releaseStale(db, slot);
  if (release) await release;
  const inserted = await db
    .insert(idempotencyKeys)
    .values(claimRow(slot))
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (inserted.length > 0) return null;
  return keptAnswer(db, slot, { missing: 'refuse' });
}

/**
 * The claim as parts of one write (ordering/finish.ts, `placeAtOnce`): a derived key's claim past
 * its window released (a plain statement, or null), then the key's row, inserted unless the key is
 * taken. A write that is one atomic statement claims the key with its `answer` already kept:
 * nothing of it is written unless all of it is. When the key is taken, answer with
 * `claimedAnswer`.
 */
export function claimParts(
  db: Database,
  slot: IdempotencySlot,
  answer?: StoredAnswer,
): { release: SQL | null; row: typeof idempotencyKeys.$inferInsert } {
  return { release: releaseStale(db, slot)?.getSQL() ?? null, row: claimRow(slot, answer) };
}

/** A derived key's earlier claim past its window names an earlier order: released first. */
function releaseStale(db: Database, slot: IdempotencySlot) {
  return slot.window
    ? db
        .delete(idempotencyKeys)
        .where(and(slotMatches(slot), lt(idempotencyKeys.createdAt, windowStart(slot.window))))
    : null;
}

/** The key's row as claimed (with the answer when it is kept at once). */
function claimRow(
  slot: IdempotencySlot,
  answer?: StoredAnswer,
): typeof idempotencyKeys.$inferInsert {
  return {
    owner: slot.owner,
    scope: slot.scope,
    key: slot.key,
    requestHash: slot.hash,
    ...(slot.window ? { createdAt: slot.window.now } : {}),
    ...(answer ? keptColumns(answer) : {}),
  };
}

/** The columns that keep an answer: its status, and its body as JSON text (its key order kept). */
function keptColumns(answer: StoredAnswer) {
  return { responseStatus: answer.status, responseBody: JSON.stringify(answer.body) };
}

/**
 * The answer of a key another request claimed (read after that request ended: the claim waited
 * for it): its first answer to replay, or 409 when the key belongs to another request.
 */
export async function claimedAnswer(db: Database, slot: IdempotencySlot): Promise<StoredAnswer> {
  const answer = await keptAnswer(db, slot, { missing: 'refuse' });
  if (!answer) fail(409, 'idempotency_key', KEY_REUSED);
  return answer;
}

const windowStart = (window: { ms: number; now: Date }) =>
  new Date(window.now.getTime() - window.ms);

const slotMatches = (slot: IdempotencySlot) =>
  and(
    eq(idempotencyKeys.owner, slot.owner),
    eq(idempotencyKeys.scope, slot.scope),
    eq(idempotencyKeys.key, slot.key),
  );

async function keptAnswer(
  db: Database,
  slot: IdempotencySlot,
  options: { missing: null | 'refuse' },
): Promise<StoredAnswer | null> {
  const [found] = await db.select().from(idempotencyKeys).where(slotMatches(slot)).limit(1);
  // A derived key's claim past its window no longer counts.
  const row =
    found && slot.window && found.createdAt < windowStart(slot.window) ? undefined : found;
  if (!row && options.missing === null) return null;
  if (!row || row.requestHash !== slot.hash) fail(409, 'idempotency_key', KEY_REUSED);
  if (row.responseStatus === null) {
    fail(409, 'idempotency_key', 'A request with this Idempotency-Key is still being processed.');
  }
  // The body is kept as its JSON text (a jsonb string), so the replay has the same key order.
  const kept = row.responseBody;
  return { status: row.responseStatus, body: typeof kept === 'string' ? JSON.parse(kept) : kept };
}

/** Keeps the answer of a claimed key (in the same transaction as the write). */
export async function keepAnswer(
  db: Database,
  slot: IdempotencySlot,
  answer: StoredAnswer,
): Promise<void> {
  await keepAnswerUpdate(db, slot, answer);
}

/** The update that keeps the answer of a claimed key (a statement to run or to embed). */
export function keepAnswerUpdate(db: Database, slot: IdempotencySlot, answer: StoredAnswer) {
  return db.update(idempotencyKeys).set(keptColumns(answer)).where(slotMatches(slot));
}

/**
 * The slot of a write under an `Idempotency-Key` (or, without one, the key derived from the
 * request: its body and module, replayed only within `DERIVED_KEY_WINDOW_MS`).
 */
export function idempotencySlot(
  c: AppContext,
  scope: string,
  input: { owner: Owner; raw: unknown; idempotencyKey: string | null },
): IdempotencySlot {
  const hash = requestHash({ body: input.raw, module: c.get('module')?.id ?? null });
  return {
    owner: ownerKey(input.owner),
    scope,
    key: input.idempotencyKey ?? derivedKey(hash),
    hash,
    ...(input.idempotencyKey === null
      ? { window: { ms: DERIVED_KEY_WINDOW_MS, now: new Date(c.get('deps').clock.now()) } }
      : {}),
  };
}

/**
 * Answers a write once per slot (order placement, trip booking): a key that already has an
 * answer replays it before anything is read (unless `readFirst` is false: a write whose refusals
 * and claim both end in the replay below, see ordering/place.ts); otherwise `write` reads its facts and runs its
 * transaction (which claims the key and keeps the answer), and the reference changes it made are
 * dropped from this server's cache. A duplicate that read its facts after the first request's
 * commit finds them taken: before refusing, it looks for the stored answer once more and replays
 * it (one statement, on refusals only).
 */
export async function answerOnce(
  c: AppContext,
  slot: IdempotencySlot,
  write: () => Promise<{ answer: StoredAnswer; changes: ReferenceChange[] }>,
  options: { readFirst?: boolean } = {},
): Promise<StoredAnswer> {
  const db = getDb(c);
  if (options.readFirst !== false) {
    const replay = await storedAnswer(db, slot);
    if (replay) return replay;
  }
  try {
    const { answer, changes } = await write();
    for (const change of changes) c.get('deps').reference.invalidate(change);
    return answer;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const stored = await storedAnswer(db, slot);
    if (stored) return stored;
    throw error;
  }
}

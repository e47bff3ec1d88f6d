/**
 * The live stream's tickets (issue 14). A browser's EventSource cannot send an Authorization
 * header, and a token in a URL would end up in logs and histories, so the stream is opened with
 * a ticket: `POST customer/message/stream-ticket` (with the token) answers a random 32-byte
 * ticket valid for `TICKET_TTL_MS`; `GET customer/message/stream?ticket=` redeems it once (the
 * row is deleted as it is read), so a ticket seen later in a log opens nothing. Only the
 * ticket's SHA-256 is stored, in the database, so any server of a PostgreSQL deployment redeems
 * it. Expired tickets are swept when new ones are issued.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { chatStreamTickets } from '../db/schema.js';

export const TICKET_TTL_MS = 60_000;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export async function issueTicket(db: Database, userId: number, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(chatStreamTickets).where(lt(chatStreamTickets.expiresAt, now));
    await tx.insert(chatStreamTickets).values({
      hash: hashOf(ticket),
      userId,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
  });
  return ticket;
}

/** The customer of a valid, unused ticket (now used), or null. */
export async function redeemTicket(
  db: Database,
  ticket: string,
  now: Date,
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const [row] = await db
    .delete(chatStreamTickets)
    .where(and(eq(chatStreamTickets.hash, hashOf(ticket)), gt(chatStreamTickets.expiresAt, now)))
    .returning({ userId: chatStreamTickets.userId });
  return row?.userId ?? null;
}

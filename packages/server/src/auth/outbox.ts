/**
 * Outgoing messages. Nothing is ever sent: every SMS and e-mail is written to the `outbox` table,
 * which a real delivery worker would read and which demo mode lists at /demo/outbox.
 */
import { outbox } from '../db/schema.js';
import type { Database } from '../db/client.js';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  destination: string;
  subject: string;
  body: string;
}

export async function queueMessage(db: Database, message: OutgoingMessage, now: Date) {
  await db.insert(outbox).values({ ...message, createdAt: now });
}

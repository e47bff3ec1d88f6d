/**
 * Live chat updates (issue 14): every new message is announced to its customer's open streams
 * (`customer/message/stream`, Server-Sent Events).
 *
 * - PostgreSQL (several servers on one database): the message's transaction `pg_notify`s
 *   `CHAT_CHANNEL` with `<user>:<conversation>:<message>:<sender>`, so the announcement is
 *   delivered on commit to every server (this one included), whose `ChatHub` hands it to the
 *   streams it holds for that customer (index.ts listens).
 * - PGlite (one server per data folder): nothing needs to cross processes; the writer publishes
 *   on the hub itself after the commit.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseProvider, Transaction } from '../db/client.js';
import type { ChatSenderType } from '@storefront/core/domain/chat';

/** The notification channel of new chat messages. */
export const CHAT_CHANNEL = 'storefront_chat';

export interface ChatEvent {
  userId: number;
  conversationId: number;
  messageId: number;
  senderType: ChatSenderType;
}

const SENDERS: readonly ChatSenderType[] = ['customer', 'vendor', 'admin'];

/** A notification's payload → the event, or null for anything malformed. */
export function parseChatEvent(payload: string): ChatEvent | null {
  const match = /^(\d{1,9}):(\d{1,9}):(\d{1,9}):([a-z]+)$/.exec(payload);
  if (!match) return null;
  const senderType = match[4] as ChatSenderType;
  if (!SENDERS.includes(senderType)) return null;
  return {
    userId: Number(match[1]),
    conversationId: Number(match[2]),
    messageId: Number(match[3]),
    senderType,
  };
}

export const chatPayload = (e: ChatEvent) =>
  `${e.userId}:${e.conversationId}:${e.messageId}:${e.senderType}`;

type Subscriber = (event: ChatEvent) => void;

/** The streams open in this process, by customer. */
export class ChatHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();

  subscribe(userId: number, subscriber: Subscriber): () => void {
    const set = this.byUser.get(userId) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.byUser.set(userId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    };
  }

  publish(event: ChatEvent): void {
    for (const subscriber of [...(this.byUser.get(event.userId) ?? [])]) subscriber(event);
  }

  /** Open streams (tests, diagnostics). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}

/** In the message's transaction: the PostgreSQL announcement (delivered on commit). */
export async function announceInTransaction(
  tx: Database | Transaction,
  provider: DatabaseProvider,
  event: ChatEvent,
): Promise<void> {
  if (provider.kind !== 'postgres') return;
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${chatPayload(event)})`);
}

/** After the commit: PGlite's announcement (PostgreSQL's comes back through LISTEN). */
export function announceAfterCommit(
  hub: ChatHub,
  provider: DatabaseProvider,
  event: ChatEvent,
): void {
  if (provider.kind !== 'postgres') hub.publish(event);
}

/**
 * Demo mode's automatic reply (issue 14): a store (or support) answers each new conversation, a
 * moment after the customer's first message, with a short text from the `chat` catalog in the
 * customer's language, so the demo shows a live message arriving. Only in demo mode; the timer
 * does not keep the process alive, and a failure is logged, never thrown.
 */
import type { DatabaseProvider } from '../db/client.js';
import { announceAfterCommit, announceInTransaction, type ChatHub } from './live.js';
import { insertMessage, type Peer } from './conversations.js';

/** How long the demo store "takes" to answer. */
export const DEMO_REPLY_DELAY_MS = 1_500;

export interface DemoReply {
  database: DatabaseProvider;
  hub: ChatHub;
  now: () => number;
  logError: (message: string) => void;
  userId: number;
  peer: Peer;
  text: string;
  delayMs?: number;
}

export function scheduleDemoReply(reply: DemoReply): void {
  const timer = setTimeout(() => {
    void (async () => {
      const db = reply.database.current();
      if (!db) return;
      const senderType = reply.peer.peerType;
      const written = await db.transaction(async (tx) => {
        const result = await insertMessage(tx, {
          userId: reply.userId,
          peer: reply.peer,
          senderType,
          text: reply.text,
          images: [],
          now: new Date(reply.now()),
        });
        await announceInTransaction(tx, reply.database, {
          userId: reply.userId,
          conversationId: result.conversation.id,
          messageId: result.message.id,
          senderType,
        });
        return result;
      });
      announceAfterCommit(reply.hub, reply.database, {
        userId: reply.userId,
        conversationId: written.conversation.id,
        messageId: written.message.id,
        senderType,
      });
    })().catch((error: unknown) =>
      reply.logError(
        `The demo chat reply failed: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }, reply.delayMs ?? DEMO_REPLY_DELAY_MS);
  timer.unref();
}

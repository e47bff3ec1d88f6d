/**
 * Chat with stores and support (issue 14; reference §1.3 `customer/message/*`). Every route
 * needs the customer's token (401 otherwise) but the stream (its single-use ticket) and an image
 * (its signed link); every conversation and message is looked up within the customer's own, so
 * another customer's is not found (404), never read nor written.
 *
 * - `GET customer/message/list` (`limit`, `offset`): `{total_size, limit, offset, conversations}`,
 *   most recent first, each with its peer (`receiver`), `unread_message_count` and `last_message`.
 * - `GET customer/message/search-list` (`name`, `limit`, `offset`): the same, for the
 *   conversations with a store so named, or support, or a message holding the text.
 * - `GET customer/message/unread-count`: `{unread_count}` (the header's badge).
 * - `GET customer/message/details` (`conversation_id`, or `receiver_type` vendor + `receiver_id`
 *   or admin; `limit`, `offset`): `{total_size, limit, offset, conversation, receiver, messages}`
 *   (newest first; `conversation` null before the first message); the peer's messages are then
 *   marked seen.
 * - `POST customer/message/send` (the same target fields, `message`, multipart `image[]`): the
 *   message (text and/or up to 3 images, core's rules: 403 `image` 'Maximum 3 images can be send
 *   at a time.', 403 `message`), its conversation created on the first message. In demo mode a
 *   new conversation gets an automatic reply a moment later (chat/demo-reply.ts).
 * - `POST customer/message/stream-ticket` → `{ticket, expires_in}`; `GET customer/message/stream
 *   ?ticket=`: Server-Sent Events (`ready`, then `message` `{conversation_id, message_id,
 *   sender_type}` for each new message of the customer's conversations, and a comment every 20 s).
 *   See chat/tickets.ts and chat/live.ts.
 * - `GET customer/message/file/{id}?signature=`: an image, for its signed link.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { and, eq } from 'drizzle-orm';
import { chatMessageIssue, type ChatIssue } from '@storefront/core/domain/chat';
import { translator } from '@storefront/core/i18n/index';
import {
  chatDetailsQuery,
  chatListQuery,
  chatSearchQuery,
  chatSendBody,
} from '@storefront/core/schemas/chat';
import { requireCustomer } from '../auth/guard.js';
import { chatFiles, chatMessages, conversations, users } from '../db/schema.js';
import { type AppContext, type AppEnv, getDb, publicOrigin, storageUrl } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readBody, validate, validateQuery } from '../http/validate.js';
import {
  type ChatContext,
  conversationPage,
  findConversation,
  formatConversation,
  formatMessages,
  formatPeer,
  insertMessage,
  markSeen,
  messagePage,
  type Peer,
  unreadCount,
} from '../chat/conversations.js';
import { readChatImages, validChatFileSignature } from '../chat/files.js';
import { announceAfterCommit, announceInTransaction } from '../chat/live.js';
import { issueTicket, redeemTicket, TICKET_TTL_MS } from '../chat/tickets.js';
import { scheduleDemoReply } from '../chat/demo-reply.js';

/** The stream's keep-alive comment, so proxies do not close an idle stream. */
export const STREAM_PING_MS = 20_000;

function chatContext(c: AppContext): ChatContext {
  return {
    db: getDb(c),
    ref: c.get('ref'),
    locale: c.get('locale'),
    t: translator(c.get('locale')),
    origin: publicOrigin(c),
    storageUrl: (path) => storageUrl(c, path),
  };
}

const queryOf = (c: AppContext, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, c.req.query(k)]));

/** The peer a request names, checked: a store must exist (404 `receiver_id`). */
function checkedPeer(ctx: ChatContext, peer: Peer): Peer {
  if (peer.peerType === 'vendor' && !ctx.ref.stores.has(peer.peerId)) {
    fail(404, 'receiver_id', ctx.t('chat.error.storeNotFound'));
  }
  return peer;
}

export function messageRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/customer/message/list', async (c) => {
    const { userId } = await requireCustomer(c);
    const page = validateQuery(c, chatListQuery);
    return c.json(await conversationPage(chatContext(c), userId, page));
  });

  app.get('/customer/message/search-list', async (c) => {
    const { userId } = await requireCustomer(c);
    const query = validateQuery(c, chatSearchQuery);
    return c.json(await conversationPage(chatContext(c), userId, query, query.name));
  });

  app.get('/customer/message/unread-count', async (c) => {
    const { userId } = await requireCustomer(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ unread_count: await unreadCount(getDb(c), userId) });
  });

  app.get('/customer/message/details', async (c) => {
    const { userId } = await requireCustomer(c);
    const query = validate(
      chatDetailsQuery,
      queryOf(c, ['conversation_id', 'receiver_type', 'receiver_id', 'limit', 'offset']),
      'query',
    );
    const ctx = chatContext(c);
    const target = query.target;
    if ('peerType' in target) checkedPeer(ctx, target);
    const conversation = await findConversation(ctx.db, userId, target);
    if (!conversation && 'conversationId' in target) {
      fail(404, 'conversation_id', ctx.t('chat.error.notFound'));
    }
    const page = { limit: query.limit, offset: query.offset };
    if (!conversation) {
      return c.json({
        total_size: 0,
        ...page,
        conversation: null,
        receiver: formatPeer(ctx, target as Peer),
        messages: [],
      });
    }
    const { rows, total } = await messagePage(ctx.db, conversation.id, page);
    const unread = conversation.customerUnread > 0;
    if (unread) await markSeen(ctx.db, conversation.id);
    // The answer as it is now: the peer's messages seen, nothing unread.
    const seenRows = unread
      ? rows.map((r) => (r.senderType === 'customer' ? r : { ...r, isSeen: true }))
      : rows;
    const messages = await formatMessages(ctx, userId, seenRows);
    const last = messages.find((m) => m.id === conversation.lastMessageId) ?? null;
    return c.json({
      total_size: total ?? (page.offset === 1 ? 0 : await countMessages(ctx, conversation.id)),
      ...page,
      conversation: formatConversation(ctx, { ...conversation, customerUnread: 0 }, last),
      receiver: formatPeer(ctx, conversation),
      messages,
    });
  });

  app.post('/customer/message/send', async (c) => {
    const { userId } = await requireCustomer(c);
    const ctx = chatContext(c);
    const raw = await readBody(c);
    const body = validate(chatSendBody, raw);
    const refuse = (issue: ChatIssue): never =>
      fail(403, issue.code, ctx.t(issue.key, issue.values));
    const images = await readChatImages(raw, refuse);
    const text = body.message && body.message.length > 0 ? body.message : null;
    const issue = chatMessageIssue(text, images.length);
    if (issue) refuse(issue);

    // Read-only lookups first: the conversation (the customer's own), the store, the name.
    const target = body.target;
    const existing = await findConversation(ctx.db, userId, target);
    if (!existing && 'conversationId' in target) {
      fail(404, 'conversation_id', ctx.t('chat.error.notFound'));
    }
    const peer: Peer = existing ?? checkedPeer(ctx, target as Peer);
    const deps = c.get('deps');
    const demoReply = deps.demo && existing === null;
    const [customer] = demoReply
      ? await ctx.db.select({ fName: users.fName }).from(users).where(eq(users.id, userId))
      : [];

    const now = new Date(deps.clock.now());
    const written = await ctx.db.transaction(async (tx) => {
      const result = await insertMessage(tx, {
        userId,
        peer,
        senderType: 'customer',
        text,
        images,
        now,
      });
      await announceInTransaction(tx, deps.database, {
        userId,
        conversationId: result.conversation.id,
        messageId: result.message.id,
        senderType: 'customer',
      });
      return result;
    });
    announceAfterCommit(deps.chat, deps.database, {
      userId,
      conversationId: written.conversation.id,
      messageId: written.message.id,
      senderType: 'customer',
    });
    if (demoReply) {
      const name = customer?.fName?.trim() || ctx.t('chat.autoReply.friend');
      scheduleDemoReply({
        database: deps.database,
        hub: deps.chat,
        now: () => deps.clock.now(),
        logError: deps.logError,
        userId,
        peer,
        text:
          peer.peerType === 'admin'
            ? ctx.t('chat.autoReply.support', { name })
            : ctx.t('chat.autoReply', { name, store: formatPeer(ctx, peer).name }),
      });
    }
    const [message] = await formatMessages(
      ctx,
      userId,
      [written.message],
      new Map([[written.message.id, written.fileIds]]),
    );
    return c.json({
      conversation: formatConversation(ctx, written.conversation, message!),
      message: message!,
    });
  });

  app.post('/customer/message/stream-ticket', async (c) => {
    const { userId } = await requireCustomer(c);
    const now = new Date(c.get('deps').clock.now());
    c.header('Cache-Control', 'no-store');
    return c.json({
      ticket: await issueTicket(getDb(c), userId, now),
      expires_in: TICKET_TTL_MS / 1000,
    });
  });

  app.get('/customer/message/stream', async (c) => {
    const t = translator(c.get('locale'));
    const ticket = c.req.query('ticket') ?? '';
    const deps = c.get('deps');
    const userId = await redeemTicket(getDb(c), ticket, new Date(deps.clock.now()));
    if (userId === null) fail(401, 'ticket', t('chat.error.ticket'));
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const unsubscribe = deps.chat.subscribe(userId, (event) => {
        queue = queue
          .then(() =>
            stream.writeSSE({
              event: 'message',
              id: String(event.messageId),
              data: JSON.stringify({
                conversation_id: event.conversationId,
                message_id: event.messageId,
                sender_type: event.senderType,
              }),
            }),
          )
          .catch(() => {});
      });
      const ping = setInterval(() => {
        queue = queue
          .then(() => stream.write(': ping\n\n'))
          .then(
            () => {},
            () => {},
          );
      }, STREAM_PING_MS);
      ping.unref();
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 });
        await new Promise<void>((done) => stream.onAbort(done));
      } finally {
        clearInterval(ping);
        unsubscribe();
      }
    });
  });

  app.get('/customer/message/file/:id', async (c) => {
    const t = translator(c.get('locale'));
    const id = c.req.param('id');
    const signature = c.req.query('signature') ?? '';
    if (!/^\d{1,9}$/.test(id) || !/^[A-Za-z0-9_-]{1,100}$/.test(signature)) {
      fail(404, 'file', t('chat.error.fileNotFound'));
    }
    const db = getDb(c);
    const [row] = await db
      .select({
        content: chatFiles.content,
        contentType: chatFiles.contentType,
        userId: conversations.userId,
      })
      .from(chatFiles)
      .innerJoin(chatMessages, eq(chatMessages.id, chatFiles.messageId))
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(and(eq(chatFiles.id, Number(id))))
      .limit(1);
    if (!row || !(await validChatFileSignature(db, Number(id), row.userId, signature))) {
      fail(404, 'file', t('chat.error.fileNotFound'));
    }
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}

async function countMessages(ctx: ChatContext, conversationId: number): Promise<number> {
  const rows = await ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return rows.length;
}

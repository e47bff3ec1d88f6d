/**
 * The chat's reads and writes (issue 14). Every read is scoped to the customer (`user_id`): a
 * conversation of another customer is never found, whatever id is asked. Reads follow the data
 * access rules: the peers' names and logos come from the reference snapshot (stores, settings),
 * a page of rows and its count in one statement, the images' ids of a page batched in one more.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatPeerType, ChatSenderType } from '@storefront/core/domain/chat';
import type { Translate } from '@storefront/core/i18n/index';
import type { Database, Transaction } from '../db/client.js';
import { chatFiles, chatMessages, conversations } from '../db/schema.js';
import type { ReferenceData } from '../cache/reference.js';
import { type Locale, translated } from '../http/env.js';
import type { PageRequest } from '../db/paging.js';
import { chatFilePath } from './files.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export interface Peer {
  peerType: ChatPeerType;
  peerId: number;
}

/** What formatting needs: the snapshot, the language, URLs. */
export interface ChatContext {
  db: Database;
  ref: ReferenceData;
  locale: Locale;
  t: Translate;
  origin: string;
  storageUrl: (path: string | null | undefined) => string | null;
}

/** The peer as shown: a store (its name in the language, its logo) or support. */
export function formatPeer(ctx: ChatContext, peer: Peer) {
  if (peer.peerType === 'admin') {
    return {
      id: 0,
      type: 'admin' as const,
      name: ctx.t('chat.support'),
      image_full_url: ctx.storageUrl(ctx.ref.settings.logo),
    };
  }
  const store = ctx.ref.stores.get(peer.peerId);
  return {
    id: peer.peerId,
    type: 'vendor' as const,
    name: store ? translated(store.translations, ctx.locale, 'name', store.name) : '',
    image_full_url: store ? ctx.storageUrl(store.logo) : null,
  };
}

/** The images' ids of some messages, by message (one statement). */
async function fileIdsOf(db: Database, messageIds: readonly number[]) {
  const byMessage = new Map<number, number[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ id: chatFiles.id, messageId: chatFiles.messageId })
    .from(chatFiles)
    .where(inArray(chatFiles.messageId, [...messageIds]))
    .orderBy(asc(chatFiles.id));
  for (const row of rows)
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row.id]);
  return byMessage;
}

export async function formatMessages(
  ctx: ChatContext,
  userId: number,
  rows: readonly MessageRow[],
  fileIds?: ReadonlyMap<number, readonly number[]>,
) {
  const files =
    fileIds ??
    (await fileIdsOf(
      ctx.db,
      rows.map((r) => r.id),
    ));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      conversation_id: row.conversationId,
      sender_type: row.senderType,
      message: row.message,
      file_full_url: await Promise.all(
        (files.get(row.id) ?? []).map(
          async (id) => `${ctx.origin}${await chatFilePath(ctx.db, id, userId)}`,
        ),
      ),
      is_seen: row.isSeen,
      created_at: row.createdAt.toISOString(),
    })),
  );
}

export type FormattedMessage = Awaited<ReturnType<typeof formatMessages>>[number];

export function formatConversation(
  ctx: ChatContext,
  row: ConversationRow,
  lastMessage: FormattedMessage | null,
) {
  return {
    id: row.id,
    user_id: row.userId,
    receiver_type: row.peerType,
    receiver_id: row.peerId,
    receiver: formatPeer(ctx, row),
    unread_message_count: row.customerUnread,
    last_message: lastMessage,
    last_message_time: row.lastMessageAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const LIKE_SPECIALS = /[\\%_]/g;

/** The store ids whose name (in either language) holds `text`, from the snapshot. */
function storesNamed(ref: ReferenceData, text: string): number[] {
  const needle = text.toLocaleLowerCase();
  const ids: number[] = [];
  for (const store of ref.stores.values()) {
    const names = [store.name, ...Object.values(store.translations ?? {}).map((t) => t.name)];
    if (names.some((n) => typeof n === 'string' && n.toLocaleLowerCase().includes(needle))) {
      ids.push(store.id);
    }
  }
  return ids;
}

/**
 * A page of the customer's conversations, most recent first, with their last messages (one
 * statement for the page and its count, one for the last messages' image ids). `search`: only
 * those with a store named so, support when its name matches, or a message holding the text.
 */
export async function conversationPage(
  ctx: ChatContext,
  userId: number,
  page: PageRequest,
  search: string | null = null,
) {
  const conditions: SQL[] = [eq(conversations.userId, userId)];
  if (search !== null) {
    const pattern = `%${search.replace(LIKE_SPECIALS, (ch) => `\\${ch}`)}%`;
    const storeIds = storesNamed(ctx.ref, search);
    const supportMatches = ctx
      .t('chat.support')
      .toLocaleLowerCase()
      .includes(search.toLocaleLowerCase());
    const matches: SQL[] = [
      sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${conversations.id} and m.message ilike ${pattern})`,
    ];
    if (storeIds.length > 0) {
      matches.push(
        and(eq(conversations.peerType, 'vendor'), inArray(conversations.peerId, storeIds))!,
      );
    }
    if (supportMatches) matches.push(eq(conversations.peerType, 'admin'));
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  const skip = (page.offset - 1) * page.limit;
  const found = await ctx.db
    .select({
      conversation: conversations,
      last: chatMessages,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(conversations)
    .leftJoin(chatMessages, eq(chatMessages.id, conversations.lastMessageId))
    .where(and(...conditions))
    .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
    .limit(page.limit)
    .offset(skip);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && skip > 0) {
    const [counted] = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(conversations)
      .where(and(...conditions));
    total = counted?.n ?? 0;
  }
  const lasts = found.flatMap((f) => (f.last ? [f.last] : []));
  const formatted = new Map(
    (await formatMessages(ctx, userId, lasts)).map((m) => [m.conversation_id, m]),
  );
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    conversations: found.map((f) =>
      formatConversation(ctx, f.conversation, formatted.get(f.conversation.id) ?? null),
    ),
  };
}

/** The customer's unread messages, over all conversations (one statement). */
export async function unreadCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${conversations.customerUnread}), 0)`.mapWith(Number) })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row?.n ?? 0;
}

/** One of the customer's conversations, by id or by peer; null when it is not theirs or none. */
export async function findConversation(
  db: Database,
  userId: number,
  target: { conversationId: number } | Peer,
): Promise<ConversationRow | null> {
  const where =
    'conversationId' in target
      ? and(eq(conversations.userId, userId), eq(conversations.id, target.conversationId))
      : and(
          eq(conversations.userId, userId),
          eq(conversations.peerType, target.peerType),
          eq(conversations.peerId, target.peerId),
        );
  const [row] = await db.select().from(conversations).where(where).limit(1);
  return row ?? null;
}

/** A page of a conversation's messages, newest first, with the count (one statement). */
export async function messagePage(db: Database, conversationId: number, page: PageRequest) {
  const found = await db
    .select({ row: chatMessages, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(page.limit)
    .offset((page.offset - 1) * page.limit);
  return { rows: found.map((f) => f.row), total: found[0]?.total ?? null };
}

/** Marks the peer's messages of a conversation seen (its unread count goes to 0). */
export async function markSeen(db: Database, conversationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(chatMessages)
      .set({ isSeen: true })
      .where(
        and(
          eq(chatMessages.conversationId, conversationId),
          ne(chatMessages.senderType, 'customer'),
          eq(chatMessages.isSeen, false),
        ),
      );
    await tx
      .update(conversations)
      .set({ customerUnread: 0 })
      .where(eq(conversations.id, conversationId));
  });
}

/**
 * Writes a message in `tx`: the conversation (created for a peer on its first message), the
 * message, its images and the conversation's last message and unread count. Returns the rows.
 */
export async function insertMessage(
  tx: Database | Transaction,
  input: {
    userId: number;
    peer: Peer;
    senderType: ChatSenderType;
    text: string | null;
    images: readonly { contentType: string; bytes: Buffer }[];
    now: Date;
  },
): Promise<{ conversation: ConversationRow; message: MessageRow; fileIds: number[] }> {
  const [created] = await tx
    .insert(conversations)
    .values({
      userId: input.userId,
      peerType: input.peer.peerType,
      peerId: input.peer.peerId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [conversations.userId, conversations.peerType, conversations.peerId],
      set: { updatedAt: input.now },
    })
    .returning({ id: conversations.id });
  const conversationId = created!.id;
  const [message] = await tx
    .insert(chatMessages)
    .values({
      conversationId,
      senderType: input.senderType,
      message: input.text,
      // The customer's own messages are no news to them.
      isSeen: false,
      createdAt: input.now,
    })
    .returning();
  const fileIds =
    input.images.length === 0
      ? []
      : (
          await tx
            .insert(chatFiles)
            .values(
              input.images.map((image) => ({
                messageId: message!.id,
                contentType: image.contentType,
                size: image.bytes.length,
                content: image.bytes,
                createdAt: input.now,
              })),
            )
            .returning({ id: chatFiles.id })
        ).map((r) => r.id);
  const fromPeer = input.senderType !== 'customer';
  const [conversation] = await tx
    .update(conversations)
    .set({
      lastMessageId: message!.id,
      lastMessageAt: input.now,
      updatedAt: input.now,
      ...(fromPeer ? { customerUnread: sql`${conversations.customerUnread} + 1` } : {}),
    })
    .where(eq(conversations.id, conversationId))
    .returning();
  return { conversation: conversation!, message: message!, fileIds };
}

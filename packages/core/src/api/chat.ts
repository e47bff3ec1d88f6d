/**
 * The chat's calls (issue 14; `customer/message/*`): the customer's conversations (paged, or
 * searched), the unread count, a conversation's messages (by id or by its peer), sending a text
 * and/or up to 3 images (multipart `image[]`), and the single-use ticket that opens the live
 * stream (`streamUrl`). The customer's token goes with every call (the client's middleware).
 */
import type { components } from './schema.gen.js';
import type { ApiClient } from './client.js';
import { unwrap, type Signal } from './calls.js';
import { multipartBody, type UploadFile } from './multipart.js';
import { CHAT_IMAGE_FIELD, type ChatPeerType } from '../domain/chat.js';

type Schemas = components['schemas'];

export type ChatConversation = Schemas['ChatConversation'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatPeer = Schemas['ChatPeer'];
export type ChatConversationPage = Schemas['ChatConversationPage'];
export type ChatDetails = Schemas['ChatDetails'];
export type ChatSendResult = Schemas['ChatSendResponse'];

/** Who a call is about: an existing conversation, or a peer (a store, or support). */
export type ChatTargetInput =
  | { conversationId: number }
  | { receiverType: 'vendor'; receiverId: number }
  | { receiverType: 'admin' };

export function targetFields(target: ChatTargetInput): {
  conversation_id?: number;
  receiver_type?: ChatPeerType;
  receiver_id?: number;
} {
  if ('conversationId' in target) return { conversation_id: target.conversationId };
  if (target.receiverType === 'vendor') {
    return { receiver_type: 'vendor', receiver_id: target.receiverId };
  }
  return { receiver_type: 'admin' };
}

export interface PageOptions {
  limit?: number;
  offset?: number;
  signal?: Signal;
}

/** A page of the customer's conversations, most recent first; with `search`, the matching ones. */
export function listConversations(
  api: ApiClient,
  options: PageOptions & { search?: string | null } = {},
): Promise<ChatConversationPage> {
  const page = { limit: options.limit ?? 20, offset: options.offset ?? 1 };
  const search = options.search?.trim();
  return unwrap(
    search
      ? api.GET('/customer/message/search-list', {
          params: { query: { name: search, ...page } },
          signal: options.signal,
        })
      : api.GET('/customer/message/list', { params: { query: page }, signal: options.signal }),
  );
}

/** The customer's unread messages over all conversations. */
export async function getUnreadCount(api: ApiClient, signal?: Signal): Promise<number> {
  const data = await unwrap(api.GET('/customer/message/unread-count', { signal }));
  return data.unread_count;
}

/** A page of a conversation's messages, newest first (the peer's are then marked seen). */
export function getConversation(
  api: ApiClient,
  target: ChatTargetInput,
  options: PageOptions = {},
): Promise<ChatDetails> {
  return unwrap(
    api.GET('/customer/message/details', {
      params: {
        query: {
          ...targetFields(target),
          limit: options.limit ?? 25,
          offset: options.offset ?? 1,
        },
      },
      signal: options.signal,
    }),
  );
}

export interface SendMessageInput {
  target: ChatTargetInput;
  text?: string | null;
  /** Up to 3 images (multipart `image[]`). */
  images?: readonly UploadFile[];
}

/** Sends a message; the message and its conversation as the server keeps them. */
export function sendMessage(
  api: ApiClient,
  input: SendMessageInput,
  options: { signal?: Signal } = {},
): Promise<ChatSendResult> {
  const text = input.text?.trim();
  const fields = { ...targetFields(input.target), ...(text ? { message: text } : {}) };
  const images = input.images ?? [];
  return unwrap(
    api.POST('/customer/message/send', {
      body: (images.length > 0
        ? multipartBody(fields, { [`${CHAT_IMAGE_FIELD}[]`]: images })
        : fields) as Schemas['ChatSendRequest'],
      signal: options.signal,
    }),
  );
}

/** A single-use ticket for the live stream (valid about a minute). */
export async function createStreamTicket(api: ApiClient, signal?: Signal): Promise<string> {
  const data = await unwrap(api.POST('/customer/message/stream-ticket', { signal }));
  return data.ticket;
}

/** The live stream's URL for a ticket, under the API's base (`/api/v1` or an absolute URL). */
export function streamUrl(apiBase: string, ticket: string): string {
  return `${apiBase.replace(/\/+$/, '')}/customer/message/stream?ticket=${encodeURIComponent(ticket)}`;
}

/** A `message` event of the live stream. */
export interface ChatStreamEvent {
  conversation_id: number;
  message_id: number;
  sender_type: 'customer' | 'vendor' | 'admin';
}

/** The data of a `message` event, or null when it is not one. */
export function parseStreamEvent(data: string): ChatStreamEvent | null {
  try {
    const value = JSON.parse(data) as Partial<ChatStreamEvent>;
    return typeof value.conversation_id === 'number' &&
      typeof value.message_id === 'number' &&
      (value.sender_type === 'customer' ||
        value.sender_type === 'vendor' ||
        value.sender_type === 'admin')
      ? (value as ChatStreamEvent)
      : null;
  } catch {
    return null;
  }
}

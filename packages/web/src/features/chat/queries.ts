import {
  createStreamTicket,
  getConversation,
  getUnreadCount,
  listConversations,
  parseStreamEvent,
  sendMessage,
  streamUrl,
  type ChatDetails,
  type ChatStreamEvent,
  type ChatTargetInput,
  type SendMessageInput,
} from '@storefront/core/api/chat';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, API_BASE } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CUSTOMER_KEY } from '../account/customer-key.js';

/** Every chat query is the customer's: forgotten with the session (customer-key.ts). */
export const CHAT_KEY = [CUSTOMER_KEY, 'chat'] as const;
const UNREAD_KEY = [...CHAT_KEY, 'unread'] as const;

export const CONVERSATIONS_PAGE = 20;
export const MESSAGES_PAGE = 25;

const targetKey = (target: ChatTargetInput) =>
  'conversationId' in target
    ? `c${target.conversationId}`
    : target.receiverType === 'vendor'
      ? `s${target.receiverId}`
      : 'support';

/** The customer's conversations (or those matching `search`), page by page. */
export function useConversations(search: string) {
  const { language } = useSession();
  return useInfiniteQuery({
    queryKey: [...CHAT_KEY, 'list', search.trim(), language],
    queryFn: ({ signal, pageParam }) =>
      listConversations(api, {
        search,
        limit: CONVERSATIONS_PAGE,
        offset: pageParam,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
  });
}

/** A conversation's messages, newest page first; reading marks the peer's seen. */
export function useConversation(target: ChatTargetInput | null) {
  const { language } = useSession();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: [...CHAT_KEY, 'details', target ? targetKey(target) : 'none', language],
    queryFn: async ({ signal, pageParam }): Promise<ChatDetails> => {
      const details = await getConversation(api, target!, {
        limit: MESSAGES_PAGE,
        offset: pageParam,
        signal,
      });
      // The server has just marked the peer's messages seen: the badge and the list follow.
      if (details.conversation?.id !== undefined) {
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
        void queryClient.invalidateQueries({ queryKey: [...CHAT_KEY, 'list'] });
      }
      return details;
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
    enabled: target !== null,
    retry: false,
  });
}

/** The header's badge: the unread messages over all conversations. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => getUnreadCount(api, signal),
    enabled,
    staleTime: 60_000,
  });
}

/** Sends a message; the lists and the conversation are read again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => sendMessage(api, input),
    onSuccess: () => refreshChat(queryClient),
  });
}

export const refreshChat = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: CHAT_KEY });

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Opens the live stream (Server-Sent Events, issue 14): a single-use ticket is asked with the
 * token (an EventSource cannot send it, and the token never goes in a URL), then every new
 * message of the customer's conversations reads the chat queries again and is handed to
 * `onMessage`. A lost stream is opened again with a new ticket, backing off to 30 s, and what was
 * missed meanwhile is read again; so is what was read before the first stream was ready.
 * Returns the stop.
 */
function openStream(
  queryClient: QueryClient,
  onMessage: (event: ChatStreamEvent) => void,
): () => void {
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_RETRY_MS;
  let lost = false;

  const retry = () => {
    if (stopped) return;
    lost = true;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  async function connect() {
    // What the chat queries read before the stream was ready may miss a message that came in
    // between: on `ready`, the queries read before this moment are read again.
    const openedAt = Date.now();
    let ticket: string;
    try {
      ticket = await createStreamTicket(api);
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const next = new EventSource(streamUrl(API_BASE, ticket));
    source = next;
    next.addEventListener('ready', () => {
      delay = FIRST_RETRY_MS;
      if (lost) void refreshChat(queryClient);
      else {
        void queryClient.invalidateQueries({
          queryKey: CHAT_KEY,
          predicate: (query) => query.state.dataUpdatedAt < openedAt,
        });
      }
      lost = false;
    });
    next.addEventListener('message', (e: MessageEvent<string>) => {
      const event = parseStreamEvent(e.data);
      if (!event) return;
      void refreshChat(queryClient);
      onMessage(event);
    });
    // A ticket opens one stream: a lost stream gets a new one (never the browser's retry).
    next.onerror = () => {
      next.close();
      if (source === next) source = null;
      retry();
    };
  }

  void connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/** The tab's one stream, shared by every component that wants it (the header, the inbox). */
const shared = {
  users: 0,
  stop: null as (() => void) | null,
  listeners: new Set<(event: ChatStreamEvent) => void>(),
};

/** Live chat updates while `enabled` (one stream per tab however many components ask). */
export function useChatLive(enabled: boolean, onMessage?: (event: ChatStreamEvent) => void) {
  const queryClient = useQueryClient();
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const listener = (event: ChatStreamEvent) => onMessageRef.current?.(event);
    shared.listeners.add(listener);
    shared.users += 1;
    if (shared.users === 1) {
      shared.stop = openStream(queryClient, (event) => {
        for (const l of [...shared.listeners]) l(event);
      });
    }
    return () => {
      shared.listeners.delete(listener);
      shared.users -= 1;
      if (shared.users === 0) {
        shared.stop?.();
        shared.stop = null;
      }
    };
  }, [enabled, queryClient]);
}

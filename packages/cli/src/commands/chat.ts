/**
 * `storefront chat …` (issue 14): the signed-in customer's conversations with stores and support.
 * - `chat list [--search TEXT] [--limit N] [--page N]`: the conversations, most recent first, with
 *   their unread counts (and the total), or those with a store so named / a message so worded;
 * - `chat show <conversation> | --store ID | --support [--limit N]`: the messages, oldest first
 *   (reading them marks the peer's seen, as the inbox does);
 * - `chat send [<conversation>] [--store ID | --support] [--text T] [--image FILE]...`: a text
 *   and/or up to 3 images, checked by core's rule before sending ('Maximum 3 images can be send at
 *   a time.'); the server's refusal is the failure's message.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { isSignedIn, readSession } from '@storefront/core';
import {
  getConversation,
  getUnreadCount,
  listConversations,
  sendMessage,
  type ChatMessage,
  type ChatTargetInput,
} from '@storefront/core/api/chat';
import { chatImagesIssue, chatMessageIssue } from '@storefront/core/domain/chat';
import { FILE_HEAD_BYTES, fileKindOf } from '@storefront/core/domain/file-kind';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { table } from '../output.js';
import { positiveInt } from './shared.js';

function requireSignedIn(context: Context): void {
  if (!isSignedIn(readSession(context.storage))) {
    throw new CliError('You are not signed in', EXIT.failure, 'not_signed_in');
  }
}

interface TargetOptions {
  store?: number;
  support?: boolean;
}

/** The conversation named by the argument or the options (exactly one). */
export function targetOf(
  conversation: number | undefined,
  options: TargetOptions,
): ChatTargetInput {
  const given = [conversation !== undefined, options.store !== undefined, options.support === true];
  if (given.filter(Boolean).length !== 1) {
    throw usageError('Name one conversation: its id, --store ID or --support');
  }
  if (conversation !== undefined) return { conversationId: conversation };
  if (options.store !== undefined) return { receiverType: 'vendor', receiverId: options.store };
  return { receiverType: 'admin' };
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

function messageLine(context: Context, m: ChatMessage, peer: string): string {
  const who = m.sender_type === 'customer' ? context.t('chat.you') : peer;
  const images = m.file_full_url.length;
  const parts = [
    m.message ?? '',
    images > 0 ? `[${context.t('chat.photos', { count: images })}]` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${m.created_at.slice(0, 16).replace('T', ' ')}  ${who}: ${parts}`;
}

export function registerChatCommands(program: Command, run: Runner): void {
  const chat = program
    .command('chat')
    .description('conversations with stores and support (signed in)');

  chat
    .command('list')
    .option('--search <text>', "a store's name or a message's text")
    .option('--limit <n>', 'conversations per page (at most 50)', positiveInt)
    .option('--page <n>', 'the page, from 1', positiveInt)
    .description('the conversations, most recent first, with their unread messages')
    .action(
      run(async (context, options: { search?: string; limit?: number; page?: number }) => {
        requireSignedIn(context);
        const page = await listConversations(context.api, {
          search: options.search ?? null,
          limit: options.limit ?? 20,
          offset: options.page ?? 1,
        });
        const unread = await getUnreadCount(context.api);
        const conversations = page.conversations.map((c) => ({
          id: c.id,
          with: c.receiver.name,
          receiver_type: c.receiver_type,
          receiver_id: c.receiver_id,
          unread: c.unread_message_count,
          last_message: c.last_message?.message ?? null,
          last_message_time: c.last_message_time,
        }));
        context.output.result(
          { total_size: page.total_size, unread_count: unread, conversations },
          () =>
            conversations.length === 0
              ? context.t(options.search ? 'chat.search.empty' : 'chat.list.empty.title')
              : `${table(
                  ['ID', 'WITH', 'UNREAD', 'LAST MESSAGE'],
                  conversations.map((c) => [
                    String(c.id),
                    c.with,
                    String(c.unread),
                    (c.last_message ?? '').replace(/\s+/g, ' ').slice(0, 50),
                  ]),
                )}\n${context.t('chat.unread', { count: unread })}`,
        );
      }),
    );

  chat
    .command('show')
    .argument('[conversation]', 'the conversation id', positiveInt)
    .option('--store <id>', 'the conversation with this store', positiveInt)
    .option('--support', 'the conversation with support')
    .option('--limit <n>', 'the newest messages to show (at most 50)', positiveInt)
    .description("a conversation's messages, oldest first (the peer's are marked seen)")
    .action(
      run(
        async (
          context,
          conversation: number | undefined,
          options: TargetOptions & { limit?: number },
        ) => {
          requireSignedIn(context);
          const target = targetOf(conversation, options);
          const details = await getConversation(context.api, target, {
            limit: options.limit ?? 25,
          });
          const messages = [...details.messages].reverse();
          context.output.result(
            {
              conversation_id: details.conversation?.id ?? null,
              with: details.receiver.name,
              total_size: details.total_size,
              messages,
            },
            () =>
              [
                context.t('chat.conversation.label', { name: details.receiver.name }),
                ...(messages.length === 0
                  ? [context.t('chat.conversation.empty')]
                  : messages.map((m) => messageLine(context, m, details.receiver.name))),
              ].join('\n'),
          );
        },
      ),
    );

  chat
    .command('send')
    .argument('[conversation]', 'the conversation id', positiveInt)
    .option('--store <id>', 'to this store (starts the conversation)', positiveInt)
    .option('--support', 'to support')
    .option('--text <text>', 'the message')
    .option('--image <file>', 'an image (JPEG, PNG, GIF, WebP; up to 3, 2 MB each)', collect)
    .description('send a text and/or up to 3 images')
    .action(
      run(
        async (
          context,
          conversation: number | undefined,
          options: TargetOptions & { text?: string; image?: string[] },
        ) => {
          requireSignedIn(context);
          const target = targetOf(conversation, options);
          const files = await Promise.all(
            (options.image ?? []).map(async (file) => {
              try {
                return { name: basename(file), bytes: await readFile(file) };
              } catch {
                throw usageError(`--image: cannot read ${file}`);
              }
            }),
          );
          const issue =
            chatImagesIssue(
              files.map((f) => ({
                name: f.name,
                size: f.bytes.length,
                kind: fileKindOf(new Uint8Array(f.bytes.subarray(0, FILE_HEAD_BYTES))),
              })),
            ) ?? chatMessageIssue(options.text, files.length);
          if (issue) throw usageError(context.t(issue.key, issue.values));
          const sent = await sendMessage(context.api, {
            target,
            text: options.text ?? null,
            images: files.map((f) => ({ name: f.name, data: new Blob([new Uint8Array(f.bytes)]) })),
          });
          context.output.result(sent, () =>
            messageLine(context, sent.message, sent.conversation.receiver.name),
          );
        },
      ),
    );
}

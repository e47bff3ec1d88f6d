/**
 * The chat's requests (issue 14; reference §1.3 `customer/message/*`):
 * - `list`: `limit` (default 10, at most 50) and `offset` (1-based page);
 * - `search-list`: `name` (a store's name or a message's text, required) with the same paging;
 * - `details`: the conversation, by `conversation_id` or by its peer (`receiver_type` `vendor`
 *   with the store's `receiver_id`, or `admin` for support), paged;
 * - `send`: the same peer fields and a `message` text (JSON, or multipart with `image[]`).
 * Messages follow Laravel's wording, as the v1 API's validation errors do.
 */
import * as v from 'valibot';
import { BODY_MESSAGE, textField } from './fields.js';
import { oneOf, optionalId, pageLimit, pageOffset, searchText } from './catalogue.js';
import { CHAT_PEER_TYPES, MAX_CHAT_MESSAGE, type ChatPeerType } from '../domain/chat.js';
import { attributeName } from './validate.js';

export const chatListQuery = v.object({ limit: pageLimit(), offset: pageOffset });

export const chatSearchQuery = v.object({
  name: searchText('name'),
  limit: pageLimit(),
  offset: pageOffset,
});

/** Who a request names: an existing conversation, or a peer. */
export type ChatTarget =
  | { conversationId: number }
  | { peerType: 'admin'; peerId: 0 }
  | { peerType: 'vendor'; peerId: number };

const peerEntries = {
  conversation_id: optionalId('conversation_id'),
  receiver_type: v.pipe(
    oneOf('receiver_type', [...CHAT_PEER_TYPES, ''] as const, ''),
    v.transform((t) => (t === '' ? null : (t as ChatPeerType))),
  ),
  receiver_id: optionalId('receiver_id'),
};

type PeerFields = {
  conversation_id: number | null;
  receiver_type: ChatPeerType | null;
  receiver_id: number | null;
};

const targetMessage = `The ${attributeName('conversation_id')} or ${attributeName('receiver_type')} field is required.`;
const receiverIdMessage = `The ${attributeName('receiver_id')} field is required when ${attributeName('receiver_type')} is vendor.`;

/** The target of a request's peer fields, or the field's refusal. */
export function chatTarget(fields: PeerFields): ChatTarget | { field: string; message: string } {
  if (fields.conversation_id != null) return { conversationId: fields.conversation_id };
  if (fields.receiver_type === 'admin') return { peerType: 'admin', peerId: 0 };
  if (fields.receiver_type === 'vendor') {
    return fields.receiver_id != null
      ? { peerType: 'vendor', peerId: fields.receiver_id }
      : { field: 'receiver_id', message: receiverIdMessage };
  }
  return { field: 'conversation_id', message: targetMessage };
}

const withTarget = <S extends v.GenericSchema<unknown, PeerFields>>(schema: S) =>
  v.pipe(
    schema,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const target = chatTarget(dataset.value);
      if ('field' in target) {
        addIssue({
          message: target.message,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value,
              key: target.field,
              value: undefined,
            },
          ],
        });
        return NEVER;
      }
      return { ...dataset.value, target };
    }),
  );

export const chatDetailsQuery = withTarget(
  v.object({ ...peerEntries, limit: pageLimit(25), offset: pageOffset }),
);

export const chatSendBody = withTarget(
  v.object({ ...peerEntries, message: textField('message', MAX_CHAT_MESSAGE) }, BODY_MESSAGE),
);

export type ChatDetailsQuery = v.InferOutput<typeof chatDetailsQuery>;
export type ChatSendBody = v.InferOutput<typeof chatSendBody>;

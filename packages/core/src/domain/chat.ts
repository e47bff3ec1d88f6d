/**
 * Chat (issue 14; reference §1.3 `customer/message/*`): a customer's conversations with a store
 * (`vendor`) or with support (`admin`). A message is a text of at most `MAX_CHAT_MESSAGE`
 * characters and/or up to `MAX_CHAT_IMAGES` images (JPEG, PNG, GIF or WebP told by their bytes,
 * `MAX_CHAT_IMAGE_MB` each). The same rule runs in the composer (as images are picked), in the
 * CLI and on the server (the files as received; 403 with the code).
 */
import { ruleIssue, type RuleIssue } from './issue.js';
import { FILE_KIND_TYPES, isImageKind, type FileKind } from './file-kind.js';

export const MAX_CHAT_IMAGES = 3;
export const MAX_CHAT_IMAGE_MB = 2;
export const MAX_CHAT_IMAGE_BYTES = MAX_CHAT_IMAGE_MB * 1024 * 1024;
export const MAX_CHAT_MESSAGE = 1000;
/** The v1 field of a message's images (multipart `image[]`). */
export const CHAT_IMAGE_FIELD = 'image';

/** The kinds a chat image may be. */
export const CHAT_IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'webp'];
/** The `accept` of the composer's file input. */
export const CHAT_IMAGE_ACCEPT = CHAT_IMAGE_KINDS.map((k) => FILE_KIND_TYPES[k]).join(',');

/** Who a conversation is with. */
export const CHAT_PEER_TYPES = ['vendor', 'admin'] as const;
export type ChatPeerType = (typeof CHAT_PEER_TYPES)[number];
export type ChatSenderType = 'customer' | ChatPeerType;

export type ChatIssueCode = 'image' | 'message';
export type ChatIssue = RuleIssue<ChatIssueCode>;

export const CHAT_KEYS = {
  tooManyImages: 'chat.error.tooManyImages',
  imageKind: 'chat.error.imageKind',
  imageSize: 'chat.error.imageSize',
  empty: 'chat.error.empty',
  tooLong: 'chat.error.tooLong',
} as const;

/** 'Maximum 3 images can be send at a time.' */
export const tooManyChatImages = (): ChatIssue =>
  ruleIssue('image', CHAT_KEYS.tooManyImages, { max: MAX_CHAT_IMAGES });

/** An image as the rule reads it: its name, its size and its kind by content. */
export interface ChatImageFacts {
  name: string;
  size: number;
  kind: FileKind | null;
}

/** Why these images cannot go with a message (too many, not an image, too large), or null. */
export function chatImagesIssue(images: readonly ChatImageFacts[]): ChatIssue | null {
  if (images.length > MAX_CHAT_IMAGES) return tooManyChatImages();
  for (const image of images) {
    if (image.size <= 0 || !isImageKind(image.kind)) {
      return ruleIssue('image', CHAT_KEYS.imageKind, { name: image.name });
    }
    if (image.size > MAX_CHAT_IMAGE_BYTES) {
      return ruleIssue('image', CHAT_KEYS.imageSize, { name: image.name, size: MAX_CHAT_IMAGE_MB });
    }
  }
  return null;
}

/** Why a message cannot be sent: nothing to send, or a text too long; or null. */
export function chatMessageIssue(
  text: string | null | undefined,
  images: number,
): ChatIssue | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' && images === 0) return ruleIssue('message', CHAT_KEYS.empty);
  if (trimmed.length > MAX_CHAT_MESSAGE) {
    return ruleIssue('message', CHAT_KEYS.tooLong, { max: MAX_CHAT_MESSAGE });
  }
  return null;
}

/** How many images may still be added to a message that has `picked`. */
export const chatImagesLeft = (picked: number): number => Math.max(0, MAX_CHAT_IMAGES - picked);

/** The total of the header's badge: the unread counts of the conversations (negatives ignored). */
export const totalUnread = (counts: readonly number[]): number =>
  counts.reduce((sum, n) => sum + (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0), 0);

/** The badge's text: the count, or '99+' above 99; null when there is nothing unread. */
export function unreadBadge(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

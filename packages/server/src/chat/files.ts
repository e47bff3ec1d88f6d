/**
 * A chat message's images (issue 14): multipart `image[]` (or `image`), at most 3, each a JPEG,
 * PNG, GIF or WebP told by its bytes (core's `fileKindOf`, never the name or the declared type)
 * of at most 2 MB (core's `chatImagesIssue`), as prescriptions and review photos are checked.
 * They are kept in `chat_files` (the database: outside any web root, read by every server) and
 * served only through a link signed for the conversation's owner:
 * `GET customer/message/file/{id}?signature=<HMAC(server secret, id, owner)>`, given to the owner
 * in the conversation's messages (an <img> can then show it without a token).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_HEAD_BYTES, FILE_KIND_TYPES, fileKindOf } from '@storefront/core/domain/file-kind';
import {
  CHAT_IMAGE_FIELD,
  chatImagesIssue,
  MAX_CHAT_IMAGE_BYTES,
  MAX_CHAT_IMAGES,
  tooManyChatImages,
  type ChatIssue,
} from '@storefront/core/domain/chat';
import type { Database } from '../db/client.js';
import { serverSecret } from '../auth/secret.js';

export interface ChatImage {
  contentType: string;
  bytes: Buffer;
}

/** The files of a multipart body's `image[]` / `image` (and anything else sent there). */
function sentImages(raw: unknown): unknown[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const body = raw as Record<string, unknown>;
  return [body[`${CHAT_IMAGE_FIELD}[]`], body[CHAT_IMAGE_FIELD]]
    .flat()
    .filter((value) => value !== undefined && value !== null && value !== '');
}

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function';

/** The images of a message, read and checked by core's rule (their kind by their bytes). */
export async function readChatImages(
  raw: unknown,
  refuse: (issue: ChatIssue) => never,
): Promise<ChatImage[]> {
  const sent = sentImages(raw);
  // Counted before any file is read: a request never makes the server read more than it keeps.
  if (sent.length > MAX_CHAT_IMAGES) refuse(tooManyChatImages());
  const images: ChatImage[] = [];
  const facts = [];
  for (const [i, value] of sent.entries()) {
    const name = isFile(value) && value.name ? value.name : `image-${i + 1}`;
    if (!isFile(value)) {
      facts.push({ name, size: 1, kind: null });
      continue;
    }
    const bytes =
      value.size > MAX_CHAT_IMAGE_BYTES ? Buffer.alloc(0) : Buffer.from(await value.arrayBuffer());
    const kind = fileKindOf(bytes.subarray(0, FILE_HEAD_BYTES));
    facts.push({ name, size: value.size, kind });
    if (kind) images.push({ contentType: FILE_KIND_TYPES[kind], bytes });
  }
  const issue = chatImagesIssue(facts);
  if (issue) refuse(issue);
  return images;
}

async function signature(db: Database, id: number, userId: number): Promise<string> {
  const secret = await serverSecret(db);
  return createHmac('sha256', secret).update(`chat-file:${id}:${userId}`).digest('base64url');
}

/** The signed path of a chat image for the conversation's owner. */
export async function chatFilePath(db: Database, id: number, userId: number): Promise<string> {
  return `/api/v1/customer/message/file/${id}?signature=${await signature(db, id, userId)}`;
}

/** Whether `given` signs the image `id` for `userId` (constant time). */
export async function validChatFileSignature(
  db: Database,
  id: number,
  userId: number,
  given: string,
): Promise<boolean> {
  const expected = Buffer.from(await signature(db, id, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

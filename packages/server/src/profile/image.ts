/**
 * Profile photos (`customer/update-profile` `image`): a JPEG, PNG or GIF told by its bytes (core's
 * `photoKindOf`, never the file's name or declared type), at most 2 MB, kept in `profile_images`
 * (the database: outside any web root, and every server of a PostgreSQL deployment reads it), one
 * per customer. `users.image` then holds `profile-image/<id>.<ext>`.
 *
 * The photo is served only through a link signed for its owner: `GET
 * /api/v1/customer/profile-image/<id>?signature=<HMAC(server secret, id, owner)>`, given to the
 * owner as `image_full_url` by `customer/info`. Only the owner is ever shown the photo in this
 * storefront (docs/decisions.md 'Profile photos'), so it is never under the public /storage/
 * (where `storageUrl` gives null for it). A new photo gets a new row, so an old link stops
 * working, and a cached one (the link is its version) never shows a stale photo.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PROFILE_PHOTO_KINDS,
  PROFILE_PHOTO_MAX_BYTES,
  photoKindOf,
  type PhotoKind,
} from '@storefront/core/domain/profile';
import { profileImages, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, publicOrigin, storageUrl } from '../http/env.js';
import { serverSecret } from '../auth/secret.js';

export const PROFILE_IMAGE_PREFIX = 'profile-image/';

/** A checked photo, ready to store. */
export interface CheckedPhoto {
  kind: PhotoKind;
  contentType: string;
  bytes: Buffer;
}

export type PhotoRefusal = 'empty' | 'tooLarge' | 'unsupported';

/** The photo of a file's bytes, or why it is refused. */
export function checkPhoto(bytes: Buffer): CheckedPhoto | { refused: PhotoRefusal } {
  if (bytes.length === 0) return { refused: 'empty' };
  if (bytes.length > PROFILE_PHOTO_MAX_BYTES) return { refused: 'tooLarge' };
  const kind = photoKindOf(bytes);
  if (!kind) return { refused: 'unsupported' };
  return { kind, contentType: PROFILE_PHOTO_KINDS[kind].contentType, bytes };
}

/** `profile-image/<id>.<ext>` → the row id, or null for any other image path. */
export function profileImageId(path: string | null | undefined): number | null {
  const match = /^profile-image\/(\d{1,9})\.(jpg|png|gif)$/.exec(path ?? '');
  return match ? Number(match[1]) : null;
}

async function signature(db: Database, id: number, userId: number): Promise<string> {
  const secret = await serverSecret(db);
  return createHmac('sha256', secret).update(`profile-image:${id}:${userId}`).digest('base64url');
}

/** Whether `given` is the signature of the photo `id` of `userId` (constant time). */
export async function validSignature(
  db: Database,
  id: number,
  userId: number,
  given: string,
): Promise<boolean> {
  const expected = Buffer.from(await signature(db, id, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The `image_full_url` of a customer for the customer: the signed link of an uploaded photo, or
 * the storage URL of any other image (an absolute URL passes through).
 */
export async function ownImageUrl(
  c: AppContext,
  db: Database,
  user: { id: number; image: string | null },
): Promise<string | null> {
  const id = profileImageId(user.image);
  if (id === null) return storageUrl(c, user.image);
  const signed = await signature(db, id, user.id);
  return `${publicOrigin(c)}/api/v1/customer/profile-image/${id}?signature=${signed}`;
}

/**
 * Stores `photo` as the customer's only photo (inside the caller's transaction): the old row goes,
 * a new one comes; the `users.image` value to write.
 */
export async function replacePhoto(
  tx: Database,
  userId: number,
  photo: CheckedPhoto,
  now: Date,
): Promise<string> {
  await tx.delete(profileImages).where(eq(profileImages.userId, userId));
  const [row] = await tx
    .insert(profileImages)
    .values({
      userId,
      contentType: photo.contentType,
      size: photo.bytes.length,
      content: photo.bytes,
      createdAt: now,
    })
    .returning({ id: profileImages.id });
  return `${PROFILE_IMAGE_PREFIX}${row!.id}.${PROFILE_PHOTO_KINDS[photo.kind].extension}`;
}

/** The stored photo `id` with its owner, or undefined. */
export async function storedPhoto(db: Database, id: number) {
  const [row] = await db
    .select({
      id: profileImages.id,
      userId: profileImages.userId,
      contentType: profileImages.contentType,
      content: profileImages.content,
      current: users.image,
    })
    .from(profileImages)
    .innerJoin(users, eq(users.id, profileImages.userId))
    .where(eq(profileImages.id, id))
    .limit(1);
  return row;
}

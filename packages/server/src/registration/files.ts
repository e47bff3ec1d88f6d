/**
 * The images sent with an application (logo, cover photo, tax certificate, photo, identity
 * images), checked as prescriptions are (ordering/prescriptions.ts): by their bytes (core's
 * `fileKindOf`: never the name nor the claimed type), at most 2 MB each, a file above the limit
 * refused by its size before its bytes are read; the rule is core's (`domain/registration.ts`,
 * images only: JPEG, PNG, GIF or WebP). A refusal is 403 with `code` = the field.
 */
import {
  FILE_HEAD_BYTES,
  FILE_KIND_TYPES,
  fileKindOf,
  safeFileName,
  type FileKind,
} from '@storefront/core/domain/file-kind';
import {
  identityImagesIssue,
  MAX_IDENTITY_IMAGES,
  MAX_REGISTRATION_IMAGE_BYTES,
  REGISTRATION_MESSAGES,
  registrationImageIssue,
  type ImageFacts,
} from '@storefront/core/domain/registration';
import type { Translate } from '@storefront/core/i18n/index';
import { messageKey } from '@storefront/core/schemas/validate';
import { fail } from '../http/errors.js';

/** An image as received: checked, ready to insert. */
export interface RegistrationImage {
  field: string;
  name: string;
  kind: FileKind;
  contentType: string;
  bytes: Buffer;
}

/** A core rule's English text in the request's language. */
export function say(t: Translate, english: string): string {
  const key = messageKey(english);
  return key ? t(key) : english;
}

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function';

/** An empty file input sends a nameless empty file: nothing sent. */
const isNothing = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (isFile(value) && value.size === 0 && value.name === '');

async function readOne(
  value: File,
  field: string,
): Promise<{ facts: ImageFacts; image: RegistrationImage | null }> {
  // A file above the limit is refused by its size, before its bytes are read.
  const bytes =
    value.size > MAX_REGISTRATION_IMAGE_BYTES
      ? Buffer.alloc(0)
      : Buffer.from(await value.arrayBuffer());
  const kind =
    value.size > MAX_REGISTRATION_IMAGE_BYTES
      ? null
      : fileKindOf(bytes.subarray(0, FILE_HEAD_BYTES));
  const facts = { size: value.size, kind };
  if (!kind) return { facts, image: null };
  return {
    facts,
    image: {
      field,
      name: safeFileName(value.name || field, kind, field),
      kind,
      contentType: FILE_KIND_TYPES[kind],
      bytes,
    },
  };
}

/** One image field: null when absent and optional; refused (403 `field`) when bad or missing. */
export async function readImage(
  form: Record<string, unknown>,
  field: string,
  t: Translate,
  options: { required: boolean },
): Promise<RegistrationImage | null> {
  const value = form[field];
  if (isNothing(value)) {
    if (options.required) fail(403, field, say(t, REGISTRATION_MESSAGES.imageRequired));
    return null;
  }
  if (!isFile(value)) fail(403, field, t('registration.server.imageNotFile'));
  const { facts, image } = await readOne(value, field);
  const issue = registrationImageIssue(facts);
  if (issue || !image) fail(403, field, say(t, issue ?? REGISTRATION_MESSAGES.imageKind));
  return image;
}

/** `identity_image[]` (or `identity_image`): one to five images. */
export async function readIdentityImages(
  form: Record<string, unknown>,
  t: Translate,
): Promise<RegistrationImage[]> {
  const field = 'identity_image';
  const sent = [form[`${field}[]`], form[field]].flat().filter((value) => !isNothing(value));
  // Counted before any file is read: a request never makes the server read more than it keeps.
  if (sent.length > MAX_IDENTITY_IMAGES) {
    fail(403, field, say(t, REGISTRATION_MESSAGES.identityImagesTooMany));
  }
  if (sent.some((value) => !isFile(value))) fail(403, field, t('registration.server.imageNotFile'));
  const read = await Promise.all(sent.map((value) => readOne(value as File, field)));
  const issue = identityImagesIssue(read.map((r) => r.facts));
  if (issue) fail(403, field, say(t, issue));
  return read.map((r) => r.image!);
}

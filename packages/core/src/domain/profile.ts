/**
 * The customer's profile (storefront §2 'Profile edit', §3 'Profile' and 'Profile update payload',
 * §4 'Profile update', 'Account deletion', §5 profile form and photo rules, §9 'Photo max 2 MB,
 * ratio 1:1'; reference §4.10 `customer/update-profile`, `customer/remove-account`).
 *
 * - **The form** (`profileFormView`): password fields only when `manual_login_status` is 1; the
 *   verified icon beside the e-mail or the phone only when its verification status is 1; a
 *   verified phone is 'Not Changeable'.
 * - **The phone input** keeps only digits and an optional leading + (`phoneInputValue`).
 * - **The photo**: JPG, PNG, JPEG or GIF, at most 2 MB (`photoProblem`); AVIF, WebP, PDF and
 *   anything else are refused with 'Only JPG, PNG, JPEG or GIF images are supported.'. The
 *   client reads the name, the type and the first bytes; the server decides by the bytes alone
 *   (`photoKindOf`, the files' magic numbers), never by a name.
 * - **The update** (`profileUpdateOf`): what changed against `customer/info`; nothing changed
 *   gives 'No changes found to update.'. A new e-mail or phone is confirmed with a code sent to
 *   it: the first call answers `{verification_on, verification_medium, otp_send, message}`
 *   (`profileUpdateOutcome`), the same call again with `otp` (and `session_info` for Firebase)
 *   applies the change (`profileVerifyBody`).
 * - **Deletion** is refused while an order or a trip is ongoing (`ONGOING_ORDER_STATUSES`,
 *   reference: pending, accepted, confirmed, processing, handover, picked_up; trips that hold
 *   their units).
 */
import { UNIT_HOLDING_TRIP_STATUSES, type TripStatus } from './rental-trip.js';
import type { OrderStatus } from './order-status.js';

// ---------------------------------------------------------------- the photo

/** Largest profile photo (spec §9 'Photo max 2 MB'). */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** The photo's extensions, as the spec lists them (§5 'Photo: jpg, png, jpeg, gif'). */
export const PROFILE_PHOTO_EXTENSIONS = ['jpg', 'png', 'jpeg', 'gif'] as const;

/** What a file input offers (the `accept` attribute). */
export const PROFILE_PHOTO_ACCEPT = 'image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif';

/** How many leading bytes `sniffFileKind` reads. */
export const FILE_HEAD_BYTES = 16;

export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'pdf' | 'unknown';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What a file is, by its first bytes (its magic number), whatever its name says. */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return 'png';
  }
  if (bytes.length >= 6 && ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'avif';
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  return 'unknown';
}

/** The kinds a profile photo may be, with the content type and extension it is stored under. */
export const PROFILE_PHOTO_KINDS = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/gif', extension: 'gif' },
} as const;

export type PhotoKind = keyof typeof PROFILE_PHOTO_KINDS;

/** The photo kind of a file's bytes, or null when it is not a JPEG, PNG or GIF. */
export function photoKindOf(bytes: Uint8Array): PhotoKind | null {
  const kind = sniffFileKind(bytes);
  return kind === 'jpeg' || kind === 'png' || kind === 'gif' ? kind : null;
}

/** A file the customer picked: its name, declared type, size and (when read) first bytes. */
export interface PhotoCandidate {
  name: string;
  /** The browser's MIME type ('' when it does not know). */
  type: string;
  size: number;
  head?: Uint8Array;
}

export type PhotoProblem = 'unsupported' | 'tooLarge' | 'empty';

/** The i18n keys of the photo's problems (the spec's alert is `unsupported`). */
export const PHOTO_PROBLEM_KEYS: Record<PhotoProblem, string> = {
  unsupported: 'profile.photo.unsupported',
  tooLarge: 'profile.photo.tooLarge',
  empty: 'profile.photo.empty',
};

const PHOTO_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/pjpeg', 'image/png', 'image/gif']);

/** The extension of a file name, lower-cased ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

/**
 * Why a picked file cannot be the profile photo, or null: not a JPG, PNG, JPEG or GIF (by its
 * extension, its declared type, and its first bytes when given) is `unsupported`; then an empty
 * file, then one over 2 MB.
 */
export function photoProblem(file: PhotoCandidate): PhotoProblem | null {
  const extension = extensionOf(file.name);
  const listed = (PROFILE_PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  const type = file.type.trim().toLowerCase();
  if (!listed || (type !== '' && !PHOTO_TYPES.has(type))) return 'unsupported';
  if (file.head !== undefined && file.head.length > 0 && photoKindOf(file.head) === null) {
    return 'unsupported';
  }
  if (file.size <= 0) return 'empty';
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A photo chosen for the update: plain data (the bytes as a `data:` URL), so machines keep it. */
export interface ProfilePhoto {
  name: string;
  /** The content type of its bytes (image/jpeg, image/png or image/gif). */
  type: string;
  size: number;
  /** `data:<type>;base64,<bytes>`: the preview, and what the update call sends. */
  dataUrl: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of bytes (core runs without `btoa`). */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i]!;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!;
    out += b === undefined ? '=' : BASE64[(n >> 6) & 63]!;
    out += c === undefined ? '=' : BASE64[n & 63]!;
  }
  return out;
}

/** The bytes of base64 text, or null when it is not base64 (core runs without `atob`). */
export function fromBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s/g, '');
  if (clean.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) return null;
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  const bytes = new Uint8Array((clean.length / 4) * 3 - padding);
  let at = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const n =
      (BASE64.indexOf(clean[i]!) << 18) |
      (BASE64.indexOf(clean[i + 1]!) << 12) |
      ((Math.max(0, BASE64.indexOf(clean[i + 2]!)) & 63) << 6) |
      (Math.max(0, BASE64.indexOf(clean[i + 3]!)) & 63);
    for (const shift of [16, 8, 0]) if (at < bytes.length) bytes[at++] = (n >> shift) & 255;
  }
  return bytes;
}

/** The bytes of a `data:` URL (base64), or null when it is not one. */
export function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:[^;,]*;base64,(.*)$/s.exec(dataUrl);
  return match ? fromBase64(match[1]!) : null;
}

/** A `data:` URL of bytes (base64). */
export function bytesDataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${toBase64(bytes)}`;
}

// ---------------------------------------------------------------- the form

/** Spec §5: 'Phone keeps only digits and an optional leading +'. */
export function phoneInputValue(text: string): string {
  const plus = text.trimStart().startsWith('+');
  return `${plus ? '+' : ''}${text.replace(/\D/g, '')}`;
}

/** The profile as `customer/info` gives it (the fields the form reads). */
export interface ProfileSource {
  f_name: string | null;
  l_name: string | null;
  email: string | null;
  phone: string | null;
  image_full_url?: string | null;
  /** '1' (or 1) verified (spec §3). */
  is_email_verified: number | string | null | undefined;
  is_phone_verified: number | string | null | undefined;
}

/** What the form reads from the configuration. */
export interface ProfileConfig {
  centralize_login?: { manual_login_status?: number | string | null } | null;
  firebase_otp_verification?: number | string | null;
}

const isOne = (value: unknown) => value === 1 || value === '1' || value === true;

export interface ProfileFormView {
  /** The password fields (`manual_login_status` is 1). */
  showsPassword: boolean;
  /** The verified icon beside the e-mail (`is_email_verified` is 1). */
  emailVerified: boolean;
  /** The verified icon beside the phone (`is_phone_verified` is 1). */
  phoneVerified: boolean;
  /** A verified phone is 'Not Changeable'. */
  phoneChangeable: boolean;
}

export function profileFormView(
  config: ProfileConfig | null | undefined,
  profile: ProfileSource,
): ProfileFormView {
  const phoneVerified = isOne(profile.is_phone_verified);
  return {
    showsPassword: isOne(config?.centralize_login?.manual_login_status),
    emailVerified: isOne(profile.is_email_verified),
    phoneVerified,
    phoneChangeable: !phoneVerified,
  };
}

/** The customer's full name: first and last joined ('' when the account has none). */
export function profileName(profile: Pick<ProfileSource, 'f_name' | 'l_name'>): string {
  return [profile.f_name, profile.l_name]
    .filter((s): s is string => s != null && s.trim() !== '')
    .map((s) => s.trim())
    .join(' ');
}

/** What the form edits (the password fields empty: the password is kept). */
export interface ProfileFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
}

export function profileFormValuesOf(profile: ProfileSource): ProfileFormValues {
  return {
    name: profileName(profile),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    password: '',
    confirm_password: '',
  };
}

/** The form once checked (`profileFormSchema`): trimmed, the phone with its +. */
export interface ProfileFormData {
  name: string;
  email: string;
  phone: string;
  /** null: the password is kept. */
  password: string | null;
}

export type VerificationOn = 'email' | 'phone';
export type VerificationMedium = 'SMS' | 'firebase' | 'email';

/** The `customer/update-profile` payload (spec §3), the photo as data. */
export interface ProfileUpdateBody {
  name: string;
  email: string;
  phone: string;
  password?: string;
  image?: ProfilePhoto;
  /** Which change the first code confirms. */
  button_type?: VerificationOn;
  otp?: string;
  verification_on?: VerificationOn;
  verification_medium?: VerificationMedium;
  session_info?: string;
}

export interface ProfileChanges {
  name: boolean;
  email: boolean;
  phone: boolean;
  password: boolean;
  image: boolean;
}

const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** What the form changes against the profile. */
export function profileChanges(
  data: ProfileFormData,
  profile: ProfileSource,
  photo: ProfilePhoto | null,
): ProfileChanges {
  return {
    name: data.name !== profileName(profile),
    email: !sameEmail(data.email, profile.email),
    phone: data.phone !== (profile.phone ?? ''),
    password: data.password != null,
    image: photo != null,
  };
}

/**
 * The update of a checked form, or null when nothing changed ('No changes found to update.'). A
 * changed e-mail (else phone) is the `button_type`: the change the server sends a code for.
 */
export function profileUpdateOf(
  data: ProfileFormData,
  profile: ProfileSource,
  photo: ProfilePhoto | null,
): ProfileUpdateBody | null {
  const changes = profileChanges(data, profile, photo);
  if (!Object.values(changes).some(Boolean)) return null;
  const body: ProfileUpdateBody = { name: data.name, email: data.email, phone: data.phone };
  if (data.password != null) body.password = data.password;
  if (photo) body.image = photo;
  if (changes.email) body.button_type = 'email';
  else if (changes.phone) body.button_type = 'phone';
  return body;
}

/** The answer of `customer/update-profile`. */
export type ProfileUpdateOutcome =
  | {
      kind: 'otp';
      on: VerificationOn;
      medium: VerificationMedium;
      message: string | null;
    }
  | { kind: 'updated'; message: string | null };

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * A code was sent (`otp_send` true, or a `verification_on`), else the update is done. The medium
 * is the server's; for a phone it is Firebase when `firebase_otp_verification` is 1 (the client
 * then sends the code itself) and SMS otherwise.
 */
export function profileUpdateOutcome(raw: unknown): ProfileUpdateOutcome {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const message = textOf(body.message);
  const on = body.verification_on;
  const sent = body.otp_send === true || body.otp_send === 1 || body.otp_send === '1';
  if ((on === 'email' || on === 'phone') && (sent || body.otp_send === undefined)) {
    const medium = String(body.verification_medium ?? '').toLowerCase();
    return {
      kind: 'otp',
      on,
      medium: medium === 'firebase' ? 'firebase' : on === 'email' ? 'email' : 'SMS',
      message,
    };
  }
  return { kind: 'updated', message };
}

/** Where the code of a change went: the new e-mail or phone of the update. */
export function verificationDestination(body: ProfileUpdateBody, on: VerificationOn): string {
  return on === 'email' ? body.email : body.phone;
}

/** The update again, with the code that confirms `on` (and Firebase's session). */
export function profileVerifyBody(
  body: ProfileUpdateBody,
  on: VerificationOn,
  medium: VerificationMedium,
  code: string,
  sessionInfo: string | null,
): ProfileUpdateBody {
  return {
    ...body,
    otp: code,
    verification_on: on,
    verification_medium: medium,
    ...(medium === 'firebase' && sessionInfo ? { session_info: sessionInfo } : {}),
  };
}

/** The update without the answers of a previous round (a resend asks for a new code). */
export function freshProfileUpdate(body: ProfileUpdateBody): ProfileUpdateBody {
  const {
    otp: _otp,
    verification_on: _on,
    verification_medium: _medium,
    session_info: _session,
    ...rest
  } = body;
  return rest;
}

// ---------------------------------------------------------------- account deletion

/** Orders that keep an account from being deleted (reference §4.10 `remove-account`). */
export const ONGOING_ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
  'picked_up',
];

/** Trips that keep an account from being deleted: those that still hold their vehicles. */
export const ONGOING_TRIP_STATUSES: readonly TripStatus[] = UNIT_HOLDING_TRIP_STATUSES;

export function isOngoingOrder(status: string): boolean {
  return (ONGOING_ORDER_STATUSES as readonly string[]).includes(status);
}

export function isOngoingTrip(status: string): boolean {
  return (ONGOING_TRIP_STATUSES as readonly string[]).includes(status);
}

/** The code of the refusal while an order is ongoing (203 `on-going`). */
export const ONGOING_ERROR_CODE = 'on-going';

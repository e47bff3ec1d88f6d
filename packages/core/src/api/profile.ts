/**
 * The profile calls over the typed client (reference §4.10; storefront §3, §7): the update as
 * the multipart form of spec §3 (`name`, `email`, `phone`, `image` the photo's bytes, `password`,
 * `button_type`, and for a code `otp`, `verification_on`, `verification_medium`,
 * `session_info`), and the account deletion, whose 203 `on-going` is a refusal (an `ApiError`).
 */
import {
  dataUrlBytes,
  profileUpdateOutcome,
  type ProfileUpdateBody,
  type ProfileUpdateOutcome,
} from '../domain/profile.js';
import { unwrap, type Signal } from './calls.js';
import type { ApiClient } from './client.js';
import { ApiError } from './errors.js';

/** What core needs of the platform's `FormData` and `Blob` (browsers and Node 18+ have both). */
interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}
interface Platform {
  FormData: new () => FormDataLike;
  Blob: new (parts: unknown[], options?: { type?: string }) => unknown;
}

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'button_type',
  'otp',
  'verification_on',
  'verification_medium',
  'session_info',
] as const;

/** The multipart form of an update (the photo as a file of its bytes). */
export function profileUpdateForm(body: ProfileUpdateBody): FormDataLike {
  const platform = globalThis as unknown as Platform;
  const form = new platform.FormData();
  for (const field of TEXT_FIELDS) {
    const value = body[field];
    if (value !== undefined) form.append(field, value);
  }
  if (body.image) {
    const bytes = dataUrlBytes(body.image.dataUrl);
    if (bytes) {
      form.append('image', new platform.Blob([bytes], { type: body.image.type }), body.image.name);
    }
  }
  return form;
}

/** `POST customer/update-profile`: the server's answer as it is (a code sent, or done). */
export function sendProfileUpdate(
  api: ApiClient,
  body: ProfileUpdateBody,
  signal?: Signal,
): Promise<unknown> {
  return unwrap(
    api.POST('/customer/update-profile', {
      // The form is built here; the typed body only names the operation's fields.
      body: {} as never,
      bodySerializer: () => profileUpdateForm(body) as never,
      signal,
    }),
  );
}

/** The update, read: a code was sent (to confirm a new e-mail or phone), or it is done. */
export async function updateProfile(
  api: ApiClient,
  body: ProfileUpdateBody,
  signal?: Signal,
): Promise<ProfileUpdateOutcome> {
  return profileUpdateOutcome(await sendProfileUpdate(api, body, signal));
}

/**
 * `DELETE customer/remove-account`: resolves once the account is deleted; an ongoing order
 * (203 `{errors:[{code:'on-going'}]}`) rejects with an `ApiError`, as any refusal.
 */
export async function removeAccount(api: ApiClient, signal?: Signal): Promise<void> {
  const { data, error, response } = await api.DELETE('/customer/remove-account', { signal });
  if (!response.ok || error !== undefined) throw new ApiError(response.status, error);
  if (response.status === 203 || (typeof data === 'object' && data !== null && 'errors' in data)) {
    throw new ApiError(response.status, data);
  }
}

import { fieldErrorText } from '@storefront/core/schemas/auth';
import type { FieldError } from '@storefront/core/schemas/validate';
import type { AuthModalEvent } from '@storefront/core/machines/auth-modal.machine';

export type AuthSend = (event: AuthModalEvent) => void;

/** A field's message by its name (the first of each field), translated. */
export type FieldErrors = Record<string, string | undefined>;

export function fieldErrorsOf(
  errors: readonly FieldError[],
  t: (key: string) => string,
): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) out[error.code] ??= fieldErrorText(error, t);
  return out;
}

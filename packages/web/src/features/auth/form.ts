import { fieldErrorText } from '@storefront/core/schemas/auth';
import type { FieldError } from '@storefront/core/schemas/validate';
import type { AuthModalEvent, AuthModalView } from '@storefront/core/machines/auth-modal.types';

export type AuthSend = (event: AuthModalEvent) => void;

/** What every form of the auth modal gets: the machine's view, its send, the field messages. */
export interface AuthFormProps {
  view: AuthModalView;
  send: AuthSend;
  errors: FieldErrors;
  /** The configuration's country (the phone input's default). */
  country: string | null | undefined;
  /** The configuration's `country_picker_status`. */
  countryPicker: boolean;
}

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

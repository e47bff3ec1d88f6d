/**
 * Contact classification (spec §5 'Contact classification'; rental-and-auth §5 'A contact value is
 * classified as e-mail, phone or invalid; a phone lacking a leading + gets one').
 *
 * Used by the login form (`email_or_phone`, its `field_type`), the sign-up and OTP forms, the
 * auth machines and the server's auth schemas, so every side reads a contact the same way.
 *
 * - E-mail: the standard pattern (the one valibot's `email()` uses), trimmed.
 * - Phone: international (E.164): an optional leading +, then 7 to 15 digits, the first not 0.
 *   Spaces, dashes, dots and brackets typed between the digits are dropped. The value is given
 *   back as `+` and the digits (a leading + is added when missing).
 * - Anything else is invalid.
 */

export type ContactKind = 'email' | 'phone' | 'invalid';

export type ClassifiedContact =
  | { kind: 'email'; value: string }
  | { kind: 'phone'; value: string }
  | { kind: 'invalid'; value: string };

/** The e-mail pattern (the same as valibot's `email()` action). */
export const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/** Fewest and most digits of an international phone number (E.164). */
export const INTERNATIONAL_PHONE_MIN_DIGITS = 7;
export const INTERNATIONAL_PHONE_MAX_DIGITS = 15;

/** An international phone once separators are dropped: optional +, 7 to 15 digits, no leading 0. */
export const INTERNATIONAL_PHONE_PATTERN = new RegExp(
  `^\\+?[1-9]\\d{${INTERNATIONAL_PHONE_MIN_DIGITS - 1},${INTERNATIONAL_PHONE_MAX_DIGITS - 1}}$`,
);

const SEPARATORS = /[\s\-.()]/g;

/** The text with the separators people type in phone numbers removed. */
export function compactPhone(text: string): string {
  return text.trim().replace(SEPARATORS, '');
}

/** How many digits a text holds. */
export function digitCount(text: string): number {
  return (text.match(/\d/g) ?? []).length;
}

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

export function isInternationalPhone(text: string): boolean {
  return INTERNATIONAL_PHONE_PATTERN.test(compactPhone(text));
}

/** Classifies a contact value as e-mail, phone (with a leading +) or invalid. */
export function classifyContact(input: string): ClassifiedContact {
  const text = input.trim();
  if (text.includes('@')) {
    return EMAIL_PATTERN.test(text)
      ? { kind: 'email', value: text }
      : { kind: 'invalid', value: text };
  }
  const compact = compactPhone(text);
  if (INTERNATIONAL_PHONE_PATTERN.test(compact)) {
    return { kind: 'phone', value: compact.startsWith('+') ? compact : `+${compact}` };
  }
  return { kind: 'invalid', value: text };
}

/**
 * A phone number from the country picker's dialling code (`+971`, `971`) and the number typed
 * beside it (`050 000 0001`): the trunk 0s the national form starts with are dropped, so the
 * result is `+971500000001`.
 */
export function joinPhone(dialCode: string, national: string): string {
  const code = dialCode.replace(/\D/g, '');
  const number = national.replace(/\D/g, '').replace(/^0+/, '');
  return `+${code}${number}`;
}

/**
 * The contact person form (spec §2 'Other widgets': name, phone, email, Reset, Save; §5 'Contact
 * form'), used for a guest's contact info at checkout (spec §3 'Guest contact info') by the web
 * app's form and the CLI's `checkout --name --phone --email`.
 *
 * - `contact_person_name`: trimmed, required ('name is required'), at most 100 characters.
 * - `contact_person_number`: required ('phone number required'); spaces, dashes, dots and
 *   brackets are dropped, leaving digits with an optional leading + (spec §5 'Phone keeps only
 *   digits and an optional leading +'), 6 to 15 digits, else 'Please enter a valid phone number'.
 * - `contact_person_email`: required ('Email is required'), a valid e-mail ('Please insert a
 *   valid email.'), at most 255 characters (spec §5, §9).
 *
 * Messages are the spec's English; `validate(contactSchema, input, t)` translates them.
 */
import * as v from 'valibot';
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE, INVALID_EMAIL_MESSAGE } from './newsletter.js';

export const CONTACT_FORM_MESSAGES = {
  nameRequired: 'name is required',
  phoneRequired: 'phone number required',
  phoneInvalid: 'Please enter a valid phone number',
  emailRequired: 'Email is required',
  emailInvalid: INVALID_EMAIL_MESSAGE,
  emailTooLong: EMAIL_TOO_LONG_MESSAGE,
  nameTooLong: 'The name may not be longer than 100 characters.',
} as const;

export const CONTACT_FORM_NAME_MAX_LENGTH = 100;
export const CONTACT_PHONE_MIN_DIGITS = 6;
export const CONTACT_PHONE_MAX_DIGITS = 15;

/** A phone as typed → digits with an optional leading + (separators dropped). */
export function normalizeContactPhone(text: string): string {
  const trimmed = text.trim();
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/[\s\-.()]/g, '').replace(/^\+/, '');
  return `${plus ? '+' : ''}${digits}`;
}

const PHONE = new RegExp(`^\\+?\\d{${CONTACT_PHONE_MIN_DIGITS},${CONTACT_PHONE_MAX_DIGITS}}$`);

/** A text field that is required: not a string or blank gives `required`. */
const requiredText = (required: string) =>
  v.optional(v.pipe(v.string(required), v.trim(), v.nonEmpty(required)), '');

export const contactSchema = v.object({
  contact_person_name: v.pipe(
    requiredText(CONTACT_FORM_MESSAGES.nameRequired),
    v.maxLength(CONTACT_FORM_NAME_MAX_LENGTH, CONTACT_FORM_MESSAGES.nameTooLong),
  ),
  contact_person_number: v.pipe(
    requiredText(CONTACT_FORM_MESSAGES.phoneRequired),
    v.transform(normalizeContactPhone),
    v.regex(PHONE, CONTACT_FORM_MESSAGES.phoneInvalid),
  ),
  contact_person_email: v.pipe(
    requiredText(CONTACT_FORM_MESSAGES.emailRequired),
    v.maxLength(EMAIL_MAX_LENGTH, CONTACT_FORM_MESSAGES.emailTooLong),
    v.email(CONTACT_FORM_MESSAGES.emailInvalid),
  ),
});

export type ContactForm = v.InferOutput<typeof contactSchema>;

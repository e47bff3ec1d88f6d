import * as v from 'valibot';

/** Email max length, from the spec. */
export const EMAIL_MAX_LENGTH = 255;
export const INVALID_EMAIL_MESSAGE = 'Please insert a valid email.';
export const EMAIL_TOO_LONG_MESSAGE = 'The email may not be longer than 255 characters.';

/** An email address (trimmed): the standard pattern, at most 255 characters. */
export const emailSchema = v.pipe(
  v.string(INVALID_EMAIL_MESSAGE),
  v.trim(),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE),
  v.email(INVALID_EMAIL_MESSAGE),
);

/** `POST /newsletter/subscribe` body. */
export const newsletterSchema = v.object(
  { email: v.optional(emailSchema, '') },
  'The request body must be a JSON object.',
);

export type NewsletterBody = v.InferOutput<typeof newsletterSchema>;

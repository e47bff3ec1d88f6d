import * as v from 'valibot';
import english from '../i18n/en.js';
import type { Translate } from '../i18n/index.js';

/** `store_id` → `store id`, as Laravel names attributes in messages. */
export function attributeName(field: string): string {
  return field.replace(/_/g, ' ');
}

/** Laravel's required message: `The store id field is required.` */
export const requiredMessage = (field: string) => `The ${attributeName(field)} field is required.`;

/** One v1 error entry: `code` is the field (dotted for nested fields, `input` for the whole). */
export interface FieldError {
  code: string;
  message: string;
}

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

let keysByEnglish: Map<string, string> | null = null;

/** The i18n key whose English text is `message`, if any (spec texts are verbatim English). */
export function messageKey(message: string): string | null {
  keysByEnglish ??= new Map(Object.entries(english).map(([key, text]) => [text, key]));
  return keysByEnglish.get(message) ?? null;
}

/**
 * Validates `input`; returns the parsed data, or one error per field (its first message),
 * in the v1 error-entry shape `{code, message}`. Messages are the spec's English; with
 * `t`, a message that is in the catalogs is translated (for forms).
 */
export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  t?: Translate,
): Validation<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, data: result.output };
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of result.issues) {
    const code = issue.path?.map((item) => String(item.key)).join('.') || 'input';
    if (seen.has(code)) continue;
    seen.add(code);
    const key = t ? messageKey(issue.message) : null;
    errors.push({ code, message: key && t ? t(key) : issue.message });
  }
  return { success: false, errors };
}

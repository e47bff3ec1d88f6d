/**
 * The field builders of the request schemas (valibot): a field read by a parse function that
 * answers the value or Laravel's wording of the refusal, absent values giving a fallback or the
 * required message; integers, ids and texts. Shared by the ordering, address and rental schemas.
 */
import * as v from 'valibot';
import { attributeName as attribute, requiredMessage } from './validate.js';

/** The refusal of a body that is not a JSON object. */
export const BODY_MESSAGE = 'The request body must be a JSON object.';

export type Parsed<T> = { value: T } | { error: string };

export const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field: absent values give `fallback` (or the required message); present ones are checked
 * by `parse`, which returns the value or an error message.
 */
export function field<T>(
  name: string,
  parse: (value: unknown) => Parsed<T>,
  options: { required: true } | { fallback: T },
) {
  return v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const raw = dataset.value;
        if (isAbsent(raw)) {
          if ('fallback' in options) return options.fallback;
          addIssue({ message: requiredMessage(name) });
          return NEVER;
        }
        const result = parse(raw);
        if ('error' in result) {
          addIssue({ message: result.error });
          return NEVER;
        }
        return result.value;
      }),
    ),
    null,
  );
}

export const INTEGER = /^[+]?\d{1,9}$/;
export const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A number or a string, trimmed, as text ('' for anything else). */
export const textOf = (raw: unknown) =>
  typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';

export function integerValue(name: string, raw: unknown, min: number, max: number): Parsed<number> {
  const text = textOf(raw);
  if (!INTEGER.test(text)) return { error: `The ${attribute(name)} must be an integer.` };
  const n = Number(text);
  if (n < min) return { error: `The ${attribute(name)} must be at least ${min}.` };
  if (n > max) return { error: `The ${attribute(name)} may not be greater than ${max}.` };
  return { value: n };
}

/** A positive id (required, or null when absent). */
export function idField(name: string): ReturnType<typeof field<number>>;
export function idField(name: string, optional: true): ReturnType<typeof field<number | null>>;
export function idField(name: string, optional = false) {
  const parse = (raw: unknown) => integerValue(name, raw, 1, 999_999_999);
  return optional
    ? field<number | null>(name, parse, { fallback: null })
    : field(name, parse, { required: true });
}

/** A text of at most `max` characters, trimmed (required, or null when absent). */
export function textField(name: string, max: number): ReturnType<typeof field<string | null>>;
export function textField(
  name: string,
  max: number,
  required: true,
): ReturnType<typeof field<string>>;
export function textField(name: string, max: number, required = false) {
  const parse = (raw: unknown): Parsed<string> => {
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      return { error: `The ${attribute(name)} must be a string.` };
    }
    const text = String(raw).trim();
    if (text.length > max) {
      return { error: `The ${attribute(name)} may not be greater than ${max} characters.` };
    }
    return { value: text };
  };
  return required
    ? field(name, parse, { required: true })
    : field<string | null>(name, parse, { fallback: null });
}

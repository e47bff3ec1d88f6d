/**
 * Request validation with valibot. Failures answer 403 with one entry per field, `code` = the
 * field name and the first message, as the v1 API does (reference §3: validation is 403, not 422).
 * Messages follow Laravel's wording ("The lat field is required.").
 */
import * as v from 'valibot';
import type { Context } from 'hono';
import { ApiError, type ErrorEntry, fail, MESSAGES } from './errors.js';

import { attributeName, requiredMessage } from '@storefront/core/schemas/validate';

export { attributeName, requiredMessage };

/** Converts valibot issues to error entries: the first message of each field, in order. */
export function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  rootCode = 'body',
): ErrorEntry[] {
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || rootCode;
    if (!byField.has(key)) byField.set(key, issue.message);
  }
  return [...byField].map(([code, message]) => ({ code, message }));
}

/** Parses `input` or throws a 403 with the field errors. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  rootCode = 'body',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  throw new ApiError(403, issuesToErrors(result.issues, rootCode));
}

/** Validates the query string against an object schema (every key is read, absent = undefined). */
export function validateQuery<
  S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(c: Context, schema: S): v.InferOutput<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.entries)) input[key] = c.req.query(key);
  return validate(schema, input, 'query');
}

/** A required decimal number in a query string, within [min, max]. */
export function queryNumber(field: string, min: number, max: number) {
  const range = `The ${attributeName(field)} must be between ${min} and ${max}.`;
  return v.pipe(
    v.string(requiredMessage(field)),
    v.trim(),
    v.nonEmpty(requiredMessage(field)),
    v.regex(
      /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/,
      `The ${attributeName(field)} must be a number.`,
    ),
    v.transform(Number),
    v.number(`The ${attributeName(field)} must be a number.`),
    v.minValue(min, range),
    v.maxValue(max, range),
  );
}

/** A required positive integer id in a query string. */
export function queryId(field: string) {
  const message = `The ${attributeName(field)} must be a positive integer.`;
  return v.pipe(
    v.string(requiredMessage(field)),
    v.trim(),
    v.nonEmpty(requiredMessage(field)),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.minValue(1, message),
  );
}

/** An optional positive integer id in a query string. */
export function optionalQueryId(field: string) {
  return v.optional(queryId(field));
}

/** A required text in a query string, trimmed, of at most `max` characters. */
export function queryText(field: string, max: number) {
  return v.pipe(
    v.string(requiredMessage(field)),
    v.trim(),
    v.nonEmpty(requiredMessage(field)),
    v.maxLength(max, `The ${attributeName(field)} may not be greater than ${max} characters.`),
  );
}

/**
 * Reads the request body: JSON (malformed → 400), a form, or nothing (→ `{}`). Sizes are already
 * bounded by the body-limit middleware.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return await c.req.parseBody();
    } catch {
      fail(400, 'body', 'The request body is not a valid form.');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    fail(400, 'body', MESSAGES.invalidJson);
  }
}

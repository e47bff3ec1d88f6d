/**
 * The rule "text has no control characters", for every string the API receives (query values,
 * the headers it reads, JSON and form body fields at any depth). The server applies it to every
 * request before its routes run (packages/server/src/http/control-characters.ts); forms may use
 * `plainText` for the same rule on one field.
 *
 * - Refused everywhere: U+0000–U+001F and U+007F (NUL, which PostgreSQL cannot store, always).
 * - Multi-line free text (`MULTI_LINE_FIELDS`: notes, instructions, addresses) may also hold a
 *   tab, a line feed or a carriage return.
 */
import * as v from 'valibot';
import { attributeName } from './validate.js';

/** Body fields whose text may span lines: tab, line feed and carriage return are allowed there. */
export const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set([
  'address',
  'additional_information',
  'order_note',
  'delivery_instruction',
  'unavailable_item_note',
  'reason',
  // a chat message (issue 14)
  'message',
]);

// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `text` holds a control character refused in a field of that kind. */
export function hasControlCharacter(text: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_BUT_LINES : ANY_CONTROL).test(text);
}

/** Whether the field named `field` (the last key of its path) takes multi-line text. */
export const isMultiLineField = (field: string) => MULTI_LINE_FIELDS.has(field);

/** `The order note must not contain control characters.` */
export const controlCharacterMessage = (field: string) =>
  `The ${attributeName(field)} must not contain control characters.`;

/** A valibot check of the rule for one string field (multi-line when the field is one). */
export function plainText(field: string) {
  return v.check<string, string>(
    (text) => !hasControlCharacter(text, isMultiLineField(field)),
    controlCharacterMessage(field),
  );
}

/**
 * The JSON text of an object written once, with holes for the few fields that change between
 * requests (issue 9: item details spent more time writing the same store, schedules and
 * categories out as JSON than anything else). `fill` gives exactly what `JSON.stringify` gives
 * for the object with those fields set, in the same key order, without walking the rest again.
 */
import { randomUUID } from 'node:crypto';

/** Marks a hole in the written text; unguessable, so no data can contain it. */
const NONCE = randomUUID();
const marker = (index: number) => `\u2063hole-${NONCE}-${index}\u2063`;

export class JsonTemplate<K extends string> {
  private constructor(
    private readonly parts: readonly string[],
    private readonly keys: readonly K[],
  ) {}

  /**
   * The template of `value` whose top-level fields `holes` are left open. The fields must exist
   * on `value` (their values there are not written).
   */
  static of<T extends object, K extends keyof T & string>(
    value: T,
    holes: readonly K[],
  ): JsonTemplate<K> {
    const open: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    holes.forEach((key, i) => {
      if (!(key in value)) throw new Error(`JsonTemplate: no field ${key} to leave open`);
      open[key] = marker(i);
    });
    let text = JSON.stringify(open);
    const parts: string[] = [];
    holes.forEach((_, i) => {
      const quoted = JSON.stringify(marker(i));
      const at = text.indexOf(quoted);
      parts.push(text.slice(0, at));
      text = text.slice(at + quoted.length);
    });
    parts.push(text);
    return new JsonTemplate(parts, holes);
  }

  /** The JSON text with each hole's value written in (undefined as null). */
  fill(values: { readonly [P in K]: unknown }): string {
    let text = this.parts[0]!;
    for (let i = 0; i < this.keys.length; i += 1) {
      text += (JSON.stringify(values[this.keys[i]!]) ?? 'null') + this.parts[i + 1]!;
    }
    return text;
  }
}

/**
 * The JSON text of an object (`objectJson`, from `JSON.stringify`) with more fields after its
 * own, each given as JSON text: what `JSON.stringify({ ...object, ...fields })` gives when the
 * object has none of those keys and none is an integer (integer keys come first in an object).
 */
export function withJsonFields(objectJson: string, fields: Readonly<Record<string, string>>) {
  let text = objectJson.slice(0, -1);
  let first = objectJson === '{}';
  for (const [key, json] of Object.entries(fields)) {
    text += `${first ? '' : ','}${JSON.stringify(key)}:${json}`;
    first = false;
  }
  return `${text}}`;
}

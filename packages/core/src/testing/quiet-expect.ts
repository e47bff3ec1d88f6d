/**
 * Checks for the model-based replays, which make hundreds of thousands of them: each is
 * `expect(actual, where).toEqual(wanted)` (or `.toBe`), but vitest's `expect` is only called when a
 * plain comparison does not already show the values equal. A vitest `expect` call costs some
 * microseconds of bookkeeping (its state, chai's proxies) even when it passes: about 40% of a
 * replay's CPU. The semantics are `toEqual`'s and `toBe`'s: the quick comparison is stricter (a
 * key set to `undefined` is not a missing key, any object but an array or a plain object is
 * unequal), and whatever it does not accept goes to `expect`, which passes or fails as before.
 */
import { expect } from 'vitest';

function plain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Structurally equal JSON-like values (arrays, plain objects, primitives); false when unsure. */
export function quickEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!quickEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  // toEqual also compares symbol keys: leave such objects to it
  if (Object.getOwnPropertySymbols(a).length > 0 || Object.getOwnPropertySymbols(b).length > 0)
    return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!quickEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}

/** `expect(actual, where).toEqual(wanted)`, at the cost of a comparison when they are equal. */
export function checkEqual(actual: unknown, wanted: unknown, where: string): void {
  if (!quickEqual(actual, wanted)) expect(actual, where).toEqual(wanted);
}

/** `expect(actual, where).toBe(wanted)`, at the cost of `Object.is` when they are the same. */
export function checkBe(actual: unknown, wanted: unknown, where: string): void {
  if (!Object.is(actual, wanted)) expect(actual, where).toBe(wanted);
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JsonTemplate, withJsonFields } from './json-template.js';

const value = fc.jsonValue().map((v) => (v === undefined ? null : v));
/** Field names (integer names come first in any object, whatever the order they were added). */
const name = fc.string().filter((key) => !/^(0|[1-9]\d*)$/.test(key));

describe('JsonTemplate', () => {
  it('fills its holes to exactly what JSON.stringify writes, key order included', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), value, { minKeys: 1 }),
        fc.array(value, { minLength: 1, maxLength: 4 }),
        (object, replacements) => {
          const keys = Object.keys(object);
          const holes = [...new Set(replacements.map((_, i) => keys[i % keys.length]!))];
          const template = JsonTemplate.of(object, holes);
          const filled = Object.fromEntries(holes.map((key, i) => [key, replacements[i]]));
          expect(template.fill(filled)).toBe(JSON.stringify({ ...object, ...filled }));
        },
      ),
    );
  });

  it('writes the same text again for the same values, and refuses a missing field', () => {
    const template = JsonTemplate.of({ a: 1, open: 0, b: ['x'], distance: null }, [
      'open',
      'distance',
    ]);
    expect(template.fill({ open: 1, distance: 12.5 })).toBe(
      '{"a":1,"open":1,"b":["x"],"distance":12.5}',
    );
    expect(template.fill({ open: 0, distance: null })).toBe(
      '{"a":1,"open":0,"b":["x"],"distance":null}',
    );
    expect(() => JsonTemplate.of({ a: 1 } as { a: number; b?: number }, ['b'])).toThrow();
  });
});

describe('withJsonFields', () => {
  it('adds fields after the object own, as JSON.stringify of the spread would', () => {
    fc.assert(
      fc.property(fc.dictionary(name, value), fc.dictionary(name, value), (a, b) => {
        const own = Object.fromEntries(Object.entries(a).filter(([key]) => !(key in b)));
        const added = Object.fromEntries(Object.entries(b).map(([k, v]) => [k, JSON.stringify(v)]));
        expect(withJsonFields(JSON.stringify(own), added)).toBe(JSON.stringify({ ...own, ...b }));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { checkBe, checkEqual, quickEqual } from './quiet-expect.js';

describe('quiet checks', () => {
  it('pass and fail as toEqual and toBe do', () => {
    checkEqual({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null }, 'same');
    // toEqual's looseness is kept: the quick comparison refuses, expect accepts
    checkEqual({ a: 1, b: undefined }, { a: 1 }, 'undefined key');
    checkEqual(new Date(5), new Date(5), 'dates');
    expect(() => checkEqual({ a: [1, 2] }, { a: [1, 3] }, 'where')).toThrow(/where/);
    expect(() => checkEqual([1], [1, 2], 'length')).toThrow(/length/);
    checkBe(NaN, NaN, 'NaN');
    expect(() => checkBe({}, {}, 'identity')).toThrow(/identity/);
  });

  it('the quick comparison accepts only what toEqual accepts', () => {
    expect(quickEqual({ a: 1, b: undefined }, { a: 1 })).toBe(false);
    expect(quickEqual({ [Symbol.for('s')]: 1 }, {})).toBe(false);
    expect(quickEqual(new Date(5), new Date(5))).toBe(false);
    expect(quickEqual({ a: [1, 'x'] }, { a: [1, 'x'] })).toBe(true);
  });
});

// What /interest saves: the module's chosen categories, with the other modules' interests kept.
import { describe, expect, it } from 'vitest';
import { interestsToSave } from './interest.js';

describe('interestsToSave', () => {
  const grocery = [1, 2, 3, 4];

  it('sends the chosen categories of this module, in the page order', () => {
    expect(interestsToSave(new Set([3, 1]), grocery, [])).toEqual([1, 3]);
  });

  it('keeps the interests in other modules and replaces those of this module', () => {
    expect(interestsToSave(new Set([2]), grocery, [9, 1, 12])).toEqual([9, 12, 2]);
  });

  it('ignores a chosen id that is not a category of this module', () => {
    expect(interestsToSave(new Set([2, 77]), grocery, [])).toEqual([2]);
  });
});

/**
 * What to save: the chosen categories of this module, and the customer's interests in other
 * modules' categories kept as they were (the server replaces the whole list).
 */
export function interestsToSave(
  chosen: ReadonlySet<number>,
  moduleCategoryIds: readonly number[],
  stored: readonly number[],
): number[] {
  const here = new Set(moduleCategoryIds);
  const kept = stored.filter((id) => !here.has(id));
  return [...kept, ...moduleCategoryIds.filter((id) => chosen.has(id))];
}

/** At most this many zone ids in one `zoneId` header. */
export const MAX_ZONE_IDS = 50;

/**
 * Parses a `zoneId` header: a JSON array of ids (`[1,2]`, `["1"]`) or a bare id (`1`, `"1"`), as
 * `ModuleController@index` accepts. Returns null when malformed. Duplicates are dropped.
 */
export function parseZoneIdHeader(header: string): number[] | null {
  let value: unknown;
  try {
    value = JSON.parse(header.trim());
  } catch {
    return null;
  }
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_ZONE_IDS) return null;
  const ids: number[] = [];
  for (const item of list) {
    const id = typeof item === 'string' && /^\d{1,9}$/.test(item.trim()) ? Number(item) : item;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      return null;
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

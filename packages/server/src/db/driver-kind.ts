/**
 * Which driver a Drizzle transaction belongs to, without loading that driver: importing
 * node-postgres' transaction class to test `tx` with Drizzle's `is` loads `pg` on every start,
 * PGlite's too (about 40 ms; issue 9: start in a second). Drizzle's `is` compares each class of the
 * value's chain by its `entityKind` name; this does the same for node-postgres' name.
 */
import { entityKind } from 'drizzle-orm';

/** Drizzle's `entityKind` of `NodePgTransaction` (drizzle-orm/node-postgres). */
export const NODE_PG_TRANSACTION = 'NodePgTransaction';

/** Drizzle's `entityKind` of `NodePgDatabase` (drizzle-orm/node-postgres). */
export const NODE_PG_DATABASE = 'NodePgDatabase';

/** Whether `value` is a node-postgres transaction of Drizzle's (as `is(value, NodePgTransaction)`). */
export function isNodePgTransaction(value: unknown): boolean {
  return isOfKind(value, NODE_PG_TRANSACTION);
}

/** Whether `value` is a node-postgres database of Drizzle's (as `is(value, NodePgDatabase)`). */
export function isNodePgDatabase(value: unknown): boolean {
  return isOfKind(value, NODE_PG_DATABASE);
}

function isOfKind(value: unknown, kind: string): boolean {
  if (!value || typeof value !== 'object') return false;
  for (
    let cls: unknown = Object.getPrototypeOf(value)?.constructor;
    typeof cls === 'function';
    cls = Object.getPrototypeOf(cls)
  ) {
    if ((cls as { [entityKind]?: string })[entityKind] === kind) return true;
  }
  return false;
}

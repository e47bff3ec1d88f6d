/**
 * The database handle shared by routes and the seed: one Drizzle type for both drivers (embedded
 * PGlite in a data folder, or PostgreSQL through a node-postgres pool).
 */
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;

/** A Drizzle database over either driver. Writes go in `db.transaction(async (tx) => …)`. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle inside `db.transaction(...)`. */
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;

/**
 * Where routes get the database. `current()` is null while PostgreSQL is unreachable (or not yet
 * migrated and seeded); routes then answer 503 (see `http/errors.ts`).
 */
export interface DatabaseProvider {
  readonly kind: 'pglite' | 'postgres';
  current(): Database | null;
}

/** A provider over an already open database (tests). */
export function staticDatabase(
  db: Database,
  kind: DatabaseProvider['kind'] = 'pglite',
): DatabaseProvider {
  return { kind, current: () => db };
}

/**
 * A page of one table's rows and the count of all that match, in one statement: the count is a
 * window over the matches (`count(*) over ()`), as the catalogue's item pages do. Only a page past
 * the end (no row to carry the count) asks for the count alone.
 */
import { count, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.js';

export interface PageRequest {
  limit: number;
  /** The page number, from 1 (the v1 API's `offset`). */
  offset: number;
}

export async function pageOfRows<T extends PgTable>(
  db: Database,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | AnyPgColumn)[],
  page: PageRequest,
): Promise<{ total: number; rows: InferSelectModel<T>[] }> {
  const skip = (page.offset - 1) * page.limit;
  const from = table as PgTable;
  const found = await db
    .select({ row: from, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(from)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(skip);
  const rows = found.map((f) => f.row as InferSelectModel<T>);
  if (found.length > 0) return { total: found[0]!.total, rows };
  if (skip === 0) return { total: 0, rows };
  const [counted] = await db.select({ n: count() }).from(from).where(where);
  return { total: Number(counted?.n ?? 0), rows };
}

/**
 * Counts the SQL statements that Drizzle sends, per request: the ORM's logger adds one to the
 * counter of the async context it runs in. `countStatements(fn)` runs `fn` in a fresh context and
 * answers how many statements it sent (tests hold each operation to a budget with it); the
 * server's request middleware opens a context too, so `statementsSoFar()` can be read in a handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

interface Tally {
  count: number;
  statements: string[];
}

const tallies = new AsyncLocalStorage<Tally>();

/** The Drizzle logger that counts (it writes nothing). */
export const statementCounter: Logger = {
  logQuery(query) {
    const tally = tallies.getStore();
    if (!tally) return;
    tally.count += 1;
    tally.statements.push(query);
  },
};

/** Runs `fn` and answers its result with the statements it sent, in order. */
export async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const tally: Tally = { count: 0, statements: [] };
  const result = await tallies.run(tally, fn);
  return { result, count: tally.count, statements: tally.statements };
}

/**
 * Server-side prepared statements for PGlite (issue 9: a request's statements cost more in
 * PGlite's protocol and planner than in the request's own code).
 *
 * `PGlite.query` sends each statement as Parse, Describe, Bind, Describe and Execute, each a call
 * into the WebAssembly backend, and the backend parses, analyses and plans the text every time.
 * The same statement as `EXECUTE name(…)` of a statement prepared once is one call, and the
 * backend reuses what it prepared (its plan too, once PostgreSQL's plan cache settles on a generic
 * one): item details went from ~900 to ~130 µs of database time in a microbenchmark.
 *
 * Drizzle's PGlite driver ignores prepared statement names (node-postgres honours them), so this
 * works below Drizzle, on the client: a statement text seen a second time outside a transaction
 * is prepared (`PREPARE sf_N AS <text>`), and from then on runs as `EXECUTE sf_N(<literals>)`
 * through PGlite's simple query protocol (`exec`), with the caller's row mode and type parsers,
 * so that Drizzle reads the same result. Each parameter is written as a quoted literal of the
 * text PGlite would have bound (PostgreSQL coerces it to the type it inferred when preparing);
 * a parameter with no such text (bytes, a NUL character) sends that call the usual way, and a
 * text PostgreSQL cannot prepare is remembered and always sent the usual way. At most
 * MAX_PREPARED texts are prepared (search and `IN (…)` lists make new texts), the rest go as
 * before.
 *
 * Quoting relies on `standard_conforming_strings` (on by default since PostgreSQL 9.1: inside
 * '…' only the quote is special). It is checked once, before the first PREPARE, and while it is
 * off nothing is prepared: every statement goes the usual way. Not at the start: as the first
 * statement after the migration check, `SHOW` took 15–25 ms of a start that the first request
 * waited for (issue 9: start in a second), and a start's first statements are each new.
 */
import type { PGlite } from '@electric-sql/pglite';

/** How many statement texts are prepared at most. */
export const MAX_PREPARED = 1000;

/** A statement text: how often it was seen, then its statement's name (null: not preparable). */
type Known = { seen: number } | { name: Promise<string | null> };

/** Statements PREPARE accepts (and that Drizzle sends through `query`). */
const PREPARABLE = /^\s*(select|with|insert|update|delete|values)\b/i;

/** A value as PostgreSQL's text input reads it, or null when it has none safe to quote. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return arrayText(value);
  if (value instanceof Uint8Array || typeof value !== 'object' || value === null) return null;
  const json = JSON.stringify(value);
  return json.includes('\\u0000') ? null : json;
}

/** An array literal (`{1,2}`, `{"a","b c"}`, `{NULL}`), elements quoted and escaped. */
function arrayText(values: readonly unknown[]): string | null {
  const parts: string[] = [];
  for (const value of values) {
    if (value === null || value === undefined) {
      parts.push('NULL');
      continue;
    }
    const element = Array.isArray(value) ? arrayText(value) : text(value);
    if (element === null) return null;
    parts.push(Array.isArray(value) ? element : `"${element.replace(/[\\"]/g, '\\$&')}"`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * A parameter as an SQL literal: NULL, or a quoted string literal (an unknown-type literal that
 * PostgreSQL coerces to the parameter's type); null when it cannot be written safely.
 */
export function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  const t = text(value);
  return t === null ? null : `'${t.replace(/'/g, "''")}'`;
}

/** `EXECUTE name(…)` for these parameters, or null when one cannot be written as a literal. */
export function executeText(name: string, params: readonly unknown[]): string | null {
  if (params.length === 0) return `EXECUTE ${name}`;
  const literals: string[] = [];
  for (const param of params) {
    const l = literal(param);
    if (l === null) return null;
    literals.push(l);
  }
  return `EXECUTE ${name}(${literals.join(', ')})`;
}

/**
 * Routes `client.query` through prepared statements (see the top of this file). Call it after
 * the migrations and the seed, before serving. Sends no statement itself: quoting's setting
 * (`standard_conforming_strings`) is read before the first statement is prepared.
 */
export function preparedQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const known = new Map<string, Known>();
  let prepared = 0;
  /** Whether literals may be quoted (read once; an error counts as no: the usual way). */
  let quoting: Promise<boolean> | null = null;
  const conforming = () =>
    (quoting ??= query<{ standard_conforming_strings: string }>(
      'SHOW standard_conforming_strings',
    ).then(
      (result) => result.rows[0]?.standard_conforming_strings === 'on',
      () => false,
    ));

  async function prepare(statement: string, name: string): Promise<string | null> {
    if (!(await conforming())) return null;
    try {
      await client.exec(`PREPARE ${name} AS ${statement}`);
      return name;
    } catch {
      // Not preparable (a parameter whose type PostgreSQL cannot infer, …): the usual way.
      return null;
    }
  }

  function nameFor(statement: string): Promise<string | null> | null {
    const entry = known.get(statement);
    if (entry === undefined) {
      if (known.size < MAX_PREPARED * 4 && PREPARABLE.test(statement)) {
        known.set(statement, { seen: 1 });
      }
      return null;
    }
    if ('name' in entry) return entry.name;
    if (prepared >= MAX_PREPARED) return null;
    const name = prepare(statement, `sf_${prepared++}`);
    known.set(statement, { name });
    return name;
  }

  client.query = (async (statement: string, params?: unknown[], options?: object) => {
    const name = await nameFor(statement);
    const execute = name === null ? null : executeText(name, params ?? []);
    if (execute === null) return query(statement, params, options);
    const results = await client.exec(execute, options);
    return results[results.length - 1];
  }) as PGlite['query'];
}

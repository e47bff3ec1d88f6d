/**
 * Named prepared statements on PostgreSQL (issue 9): node-postgres sends a statement without a
 * name as Parse, Bind, Describe and Execute every time, and PostgreSQL parses, analyses and plans
 * its text every time. A statement with a name is parsed once per connection (node-postgres
 * remembers it per connection and sends only Bind and Execute afterwards), and PostgreSQL's plan
 * cache keeps its plan (a generic one once it settles on it). Placement's item read took about
 * 0.4 ms of PostgreSQL's time per order in parsing and planning, item details' one statement
 * about as much as its execution.
 *
 * `PreparingClient` is the pool's client class: a statement text with parameters seen a second
 * time gets a name (`sf_N`, the same for that text on every connection), so one-off texts (the
 * placement's PL/pgSQL block, which has no parameters and goes by the simple protocol) are never
 * prepared. At most MAX_NAMED texts get a name (search and `IN (…)` lists make new texts); the
 * others go unnamed as before. Each connection holds the statements it has used until it closes.
 *
 * A pooler in transaction mode between the server and PostgreSQL must keep protocol-level prepared
 * statements (PgBouncer 1.21 or later with `max_prepared_statements` set).
 */
import pg from 'pg';

/** How many statement texts get a name at most. */
export const MAX_NAMED = 1000;

/** Texts seen once (at most this many are remembered, so one-off texts cannot grow it). */
const MAX_SEEN = MAX_NAMED * 10;

/** Names by text, shared by every connection of the process. */
export class StatementNames {
  private readonly seen = new Set<string>();
  private readonly named = new Map<string, string>();

  /** The name of `text`: null the first time, and once MAX_NAMED texts have one. */
  nameOf(text: string): string | null {
    const name = this.named.get(text);
    if (name !== undefined) return name;
    if (!this.seen.has(text)) {
      if (this.seen.size < MAX_SEEN) this.seen.add(text);
      return null;
    }
    if (this.named.size >= MAX_NAMED) return null;
    const fresh = `sf_${this.named.size}`;
    this.named.set(text, fresh);
    this.seen.delete(text);
    return fresh;
  }
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** `config` with a name when it is a statement text with parameters seen before, else as is. */
export function withName(
  names: StatementNames,
  config: unknown,
  values: unknown,
): { config: unknown; values: unknown } {
  if (typeof config === 'string') {
    if (!Array.isArray(values) || values.length === 0) return { config, values };
    const name = names.nameOf(config);
    return name === null ? { config, values } : { config: { text: config, name }, values };
  }
  if (config === null || typeof config !== 'object') return { config, values };
  const query = config as QueryConfig;
  // A Query or Submittable object (`submit`), or a statement named by its caller, goes as is.
  if (typeof query.text !== 'string' || query.name !== undefined || query.submit !== undefined) {
    return { config, values };
  }
  const params = values ?? query.values;
  if (!Array.isArray(params) || params.length === 0) return { config, values };
  const name = names.nameOf(query.text);
  return name === null ? { config, values } : { config: { ...query, name }, values };
}

/** A node-postgres client class that names repeated statements (see the top of this file). */
export function preparingClient(names = new StatementNames()): typeof pg.Client {
  class PreparingClient extends pg.Client {
    // node-postgres' overloads (promise, callback, submittable) are all passed through.
    override query(...args: unknown[]): never {
      const [config, values, ...rest] = args;
      const named = withName(names, config, values);
      const query = super.query as (...a: unknown[]) => never;
      return args.length < 2
        ? query.call(this, named.config)
        : query.call(this, named.config, named.values, ...rest);
    }
  }
  return PreparingClient;
}

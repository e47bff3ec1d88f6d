/**
 * Opens the database, applies the migrations and seeds the demo marketplace.
 *
 * - PGlite (default): a data folder (or `memory://`); it opens in-process, so a failure is fatal
 *   and reported by `startServer`.
 * - PostgreSQL (`DATABASE_URL`): a pool. A connection error never kills the process: it is logged,
 *   routes answer 503 while the database is unavailable, and the connection is retried with
 *   backoff; the migrations and the seed run once it connects, under an advisory lock so that
 *   several servers on one database take turns.
 */
import { copyFileSync, cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Client as PgClient } from 'pg';
import * as schema from './schema.js';
import type { Database, DatabaseProvider } from './client.js';
import { describeError } from '../http/errors.js';
import { migrationsPending } from './migrate.js';
import { preparedQueries } from './prepared.js';
import { statementCounter } from './statements.js';
import { pgliteOptions } from './pglite-client.js';

export { pgliteOptions };

/** The generated migrations, found from src/ and from dist/ alike (both sit two levels down). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Key of the PostgreSQL advisory lock held while migrating and seeding. */
const MIGRATION_LOCK_KEY = 7_246_115_301;

export type Seeder = (db: Database) => Promise<void>;

/** A data folder to start from instead of initdb (PGlite only; see seed/snapshot.ts). */
export interface Restore {
  /** A gzipped tarball of a PGlite data folder (any target, `memory://` included). */
  tarball: Blob;
  /**
   * The same database as a data folder on disk: a fresh folder on disk starts as a copy of it
   * (a file copy, much quicker than PGlite unpacking the tarball into its file system).
   */
  folder?: string | null;
  /** Runs once the restored database is migrated, before the seed. */
  afterRestore?: (db: Database) => Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data folder, or `memory://` for a throw-away database. Ignored with `databaseUrl`. */
  dataDir?: string;
  databaseUrl?: string;
  /** Runs after the migrations (the demo seed). */
  seed?: Seeder;
  /** PGlite: a fresh data folder starts from this tarball (the caller checks it is fresh). */
  restore?: Restore | null;
  /**
   * PGlite: the client, already opening `dataDir` (made with `pgliteOptions`, never with
   * `restore`), so that a start loads its modules while PGlite opens the folder (start.ts).
   */
  client?: PGlite;
  log?: (message: string) => void;
  logError?: (message: string) => void;
  /** First retry delay for PostgreSQL (doubles up to `maxRetryDelayMs`). */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
}

export interface ChangeListener {
  /** A notification's payload on the channel. */
  notify(payload: string): void;
  /** Notifications can (true) or cannot (false) reach this process from now on. */
  live(up: boolean): void;
}

export interface OpenDatabase extends DatabaseProvider {
  /** Closes the database cleanly (PGlite `close()`, pool `end()`); stops retrying. */
  close(): Promise<void>;
  /**
   * Listens to a notification channel (LISTEN/NOTIFY). PostgreSQL: a dedicated connection,
   * reconnected with backoff (`live(false)` while it is down, `live(true)` once it listens
   * again). PGlite: one server per data folder, so every change is made in this process and
   * nothing needs to be heard: `live(true)` at once.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
}

const noop = () => {};

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

/**
 * Copies a PGlite data folder into a fresh one, `PG_VERSION` last: a copy cut short leaves a
 * folder that still counts as fresh (see seed/snapshot.ts `isFreshFolder`) and is copied again.
 */
export function copyDataFolder(from: string, to: string): void {
  const version = join(from, 'PG_VERSION');
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true, filter: (source) => source !== version });
  copyFileSync(version, join(to, 'PG_VERSION'));
}

async function openPglite(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  const restore = options.restore ?? null;
  const dataDir = options.dataDir ?? 'memory://';
  if (restore && options.client) throw new Error('A restore opens its own PGlite client');
  const copied = restore?.folder != null && dataDir !== 'memory://';
  if (copied) copyDataFolder(restore.folder!, dataDir);
  const client =
    options.client ??
    new PGlite(dataDir, pgliteOptions(restore && !copied ? { loadDataDir: restore.tarball } : {}));
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema, logger: statementCounter });
    if (await migrationsPending(db, MIGRATIONS_FOLDER)) {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    }
    if (restore) await restore.afterRestore?.(db);
    await options.seed?.(db);
    preparedQueries(client);
    takeTurns(client);
    let closing: Promise<void> | null = null;
    return {
      kind: 'pglite',
      current: () => (closing ? null : db),
      close: () => (closing ??= client.close()),
      listen(_channel, listener) {
        listener.live(true);
        return Promise.resolve(() => Promise.resolve());
      },
    };
  } catch (error) {
    await client.close().catch(noop);
    throw error;
  }
}

/**
 * PGlite runs each query synchronously on this thread, and the end of one starts the next queued
 * one within the same run of microtasks: while requests keep chaining statements, the event loop
 * would not read new requests or send answers until the queue ran dry (seconds under load, the
 * slowest requests of a busy minute). Queries and transactions start one per turn of the event
 * loop, in the order they were asked for, so statements take turns with the network.
 */
function takeTurns(client: PGlite): void {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) {
      scheduled = true;
      setImmediate(release);
    }
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
    });
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await turn();
    return query(...args);
  }) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    await turn();
    return transaction(...args);
  }) as PGlite['transaction'];
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  // node-postgres and Drizzle's driver for it load here only: a start on PGlite never needs them
  // (about 40 ms of a start; issue 9: start in a second).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { preparingClient }] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./pg-prepared.js'),
    ]);
  const log = options.log ?? noop;
  const logError = options.logError ?? noop;
  const pool = new pg.Pool({
    connectionString: url,
    // Repeated statements are prepared once per connection (db/pg-prepared.ts).
    Client: preparingClient(),
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash.
  pool.on('error', (error) => logError(`PostgreSQL connection lost: ${describeError(error)}`));
  const db = drizzlePg({ client: pool, schema, logger: statementCounter });

  let ready = false;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let delay = options.retryDelayMs ?? 1_000;
  const maxDelay = options.maxRetryDelayMs ?? 15_000;

  async function prepare(): Promise<void> {
    const client = await pool.connect();
    const onClientError = (error: Error) =>
      logError(`PostgreSQL connection lost: ${describeError(error)}`);
    client.on('error', onClientError);
    let broken: Error | undefined;
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        const locked = drizzlePg({ client, schema });
        if (await migrationsPending(locked, MIGRATIONS_FOLDER)) {
          await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        }
        await options.seed?.(locked);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(noop);
      }
    } catch (error) {
      broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      client.off('error', onClientError);
      client.release(broken);
    }
  }

  async function connect(): Promise<void> {
    try {
      await prepare();
      if (closed) return;
      ready = true;
      log('Connected to PostgreSQL; migrations applied');
    } catch (error) {
      if (closed) return;
      logError(
        `PostgreSQL is unavailable (${describeError(error)}); retrying in ${Math.round(delay / 100) / 10} s`,
      );
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, maxDelay);
    }
  }

  await connect();

  let closing: Promise<void> | null = null;
  return {
    kind: 'postgres',
    current: () => (ready && !closed ? db : null),
    listen: (channel, listener) =>
      listenPostgres(pg.Client, url, channel, listener, {
        retryDelayMs: options.retryDelayMs ?? 1_000,
        maxRetryDelayMs: maxDelay,
        logError,
      }),
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      return (closing ??= pool.end().catch((error: unknown) => {
        logError(`Closing the PostgreSQL pool failed: ${describeError(error)}`);
      }));
    },
  };
}

/** A dedicated connection that LISTENs on `channel`, reconnected with backoff (see `listen`). */
async function listenPostgres(
  Client: typeof PgClient,
  url: string,
  channel: string,
  listener: ChangeListener,
  options: { retryDelayMs: number; maxRetryDelayMs: number; logError: (m: string) => void },
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
  let stopped = false;
  let current: PgClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  let delay = options.retryDelayMs;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, options.maxRetryDelayMs);
  };

  async function connect(): Promise<void> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', (error) =>
      options.logError(`PostgreSQL listener lost: ${describeError(error)}`),
    );
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) listener.notify(message.payload);
    });
    client.on('end', () => {
      if (current !== client) return;
      current = null;
      listener.live(false);
      retry();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      delay = options.retryDelayMs;
      listener.live(true);
    } catch {
      await client.end().catch(noop);
      retry();
    }
  }

  listener.live(false);
  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const client = current;
    current = null;
    await client?.end().catch(noop);
  };
}

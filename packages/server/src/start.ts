/**
 * `startServer`, the reference API server's start (re-exported by index.ts): it opens the
 * database (PGlite in a locked data folder, or PostgreSQL), applies the migrations, seeds the
 * demo marketplace and listens; `createApp` (app.ts) is the Hono app alone, for in-process tests.
 */
import type { MapTilesConfig } from './config/map-tiles.js';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Clock } from '@storefront/core/ports';
import { acquireDataFolderLock, type DataFolderLock } from './db/lock.js';
import type { OpenDatabase, Seeder } from './db/open.js';
import { isFreshFolder } from './db/pglite-client.js';
import type { Database } from './db/client.js';

/**
 * The modules the server needs once its database is open (the routes, the image generator, the
 * chat hub, the HTTP server), loaded while PGlite opens its data folder instead of before: a
 * seeded folder answers sooner (issue 9: start in a second). This module imports none of them,
 * nor Drizzle or the schema, so that PGlite starts first.
 */
function loadServing() {
  return Promise.all([
    import('@hono/node-server'),
    import('./app.js'),
    import('./seed/images.js'),
    import('./chat/live.js'),
    import('./payments/expiry.js'),
  ]);
}

/**
 * How much WebAssembly a function of PGlite's Postgres runs in V8's baseline code (Liftoff)
 * before V8 compiles it again with its optimising compiler (TurboFan), in V8's rough bytes
 * executed; V8's own default is 1,800,000. At the default, opening the data folder, the
 * migration check and the first reference read optimise hundreds of functions that run a few
 * times only: about a second of compiler work on V8's background threads, which a 2-core
 * machine shares with the start itself. At 300,000,000 the start stays on baseline code and the
 * functions a steady load keeps hot are still optimised, within seconds (issue 9: start in a
 * second; measurements in docs/decisions.md).
 */
const WASM_TIERING_BUDGET = 300_000_000;

/**
 * The budget while the server starts, up to its first reference snapshot: 2,000,000,000. Even at
 * 300,000,000 the first reference read (some 35 statements, each planned for the first time)
 * sends Postgres functions to TurboFan: about 0.25 s of compiler work on V8's background threads
 * while the first request waits, on a 2-core machine that the read shares. The budget is set back
 * once the first snapshot is read; a function's budget restarts from the flag's value once used
 * up, so a steady load still has its hot functions optimised, a little later (issue 9: start in
 * a second; measurements in docs/decisions.md).
 */
const WASM_START_TIERING_BUDGET = 2_000_000_000;

/** Sets V8's WebAssembly tiering budget (process-wide; see WASM_TIERING_BUDGET). */
function setWasmTieringBudget(budget: number): void {
  setFlagsFromString(`--wasm-tiering-budget=${budget}`);
}

/** V8's own WebAssembly tiering budget (Node 20's V8 11.3), the flag's value as a process starts. */
const V8_DEFAULT_WASM_TIERING_BUDGET = 1_800_000;

/**
 * Sets the V8 flags this module changes back to their values at the process's start, for a
 * stopped server that writes the bundle's code cache (`@storefront/launcher`'s
 * script-bundle.ts): V8 marks a cache with a hash of its flags and rejects it under other flags.
 */
export function restoreStartFlags(): void {
  setWasmTieringBudget(V8_DEFAULT_WASM_TIERING_BUDGET);
}

/** Whether the database holds the marketplace already (then the seed's modules never load). */
async function hasData(db: Database): Promise<boolean> {
  const { modules: moduleRows } = await import('./db/schema.js');
  const rows = await db.select({ id: moduleRows.id }).from(moduleRows).limit(1);
  return rows.length > 0;
}

/** The system clock (app.ts's systemClock, without loading the app). */
const systemClock: Clock = { now: () => Date.now() };

/** The repository root (from src/ and from dist/ alike). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');
export const DEFAULT_WEB_DIST = join(REPO_ROOT, 'packages', 'web', 'dist');

export interface StartServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Interface to bind (default: all). */
  hostname?: string;
  /** PGlite data folder (default `<repo>/.data/pglite`); `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Built web app to serve (default `<repo>/packages/web/dist`); null serves none. */
  webDist?: string | null;
  corsOrigins?: string[];
  mapsApiKey?: string;
  /** The map's tile basemap (MAP_TILE_URL); none draws the offline map. */
  mapTiles?: MapTilesConfig | null;
  /** Demo mode (default on). */
  demo?: boolean;
  /** Base of absolute URLs in responses (default: the request's origin). */
  publicUrl?: string;
  /** Lifecycle and error messages on stdout/stderr (default true). */
  log?: boolean;
  clock?: Clock;
  /** Replaces the demo seed (tests). */
  seed?: Seeder | null;
  /** First PostgreSQL reconnection delay in ms (default 1000). */
  retryDelayMs?: number;
  /** API requests in flight before a quick 503 (see http/backpressure.ts; null: no limit). */
  maxInFlight?: number | null;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting connections, closes the database and releases the data folder. */
  close(): Promise<void>;
}

/** In-flight requests get this long to finish when the server stops. */
const SHUTDOWN_GRACE_MS = 5_000;

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const quiet = options.log === false;
  const log = quiet ? () => {} : (message: string) => console.log(message);
  const logError = quiet ? () => {} : (message: string) => console.error(message);

  const clock = options.clock ?? systemClock;
  // The demo data's dates (campaigns, coupons) are relative to the clock's "now". The seed's
  // data modules load only when the database has no data yet.
  const seed =
    options.seed === undefined
      ? async (db: Database) => {
          if (await hasData(db)) return;
          const { seedIfEmpty } = await import('./seed/index.js');
          await seedIfEmpty(db, { now: new Date(clock.now()) });
        }
      : (options.seed ?? undefined);

  const inMemory = options.dataDir === 'memory://';
  const dataDir = inMemory ? 'memory://' : resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const lock: DataFolderLock | null =
    options.databaseUrl || inMemory ? null : acquireDataFolderLock(dataDir);
  log(
    options.databaseUrl
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: PGlite in ${inMemory ? 'memory' : dataDir}`,
  );
  // Process-wide, read when PGlite compiles its WebAssembly (below); PostgreSQL has none. The
  // start's budget holds until the first reference snapshot is read (or the start fails).
  const pglite = !options.databaseUrl;
  if (pglite) setWasmTieringBudget(WASM_START_TIERING_BUDGET);
  const started = () => {
    if (pglite) setWasmTieringBudget(WASM_TIERING_BUDGET);
  };
  // A fresh folder may start from the build's seeded snapshot (seed/snapshot.ts); any other
  // PGlite starts opening its folder now, and the rest of the server loads meanwhile.
  const restoring =
    options.seed === undefined && !options.databaseUrl && !inMemory && isFreshFolder(dataDir);
  const client =
    options.databaseUrl || restoring
      ? undefined
      : import('./db/pglite-client.js').then(
          ({ PGlite, pgliteOptions }) => new PGlite(dataDir, pgliteOptions()),
        );
  // PGlite first: its files and WebAssembly load while the rest of the server does. A failure
  // is reported below, where the client is awaited again (so is one of the modules).
  await client?.catch(() => {});
  // Then what the database needs as soon as it is open (the schema for the seed's check, the
  // reference cache for the first snapshot), asked for before the routes: a module asked for
  // later that shares code with the routes' waits for all of them to load, and PGlite with it.
  const opening = Promise.all([
    import('./db/open.js'),
    import('./db/schema.js'),
    import('./cache/reference.js'),
    restoring ? import('./seed/snapshot.js') : null,
  ]);
  opening.catch(() => {});
  const serving = loadServing();
  serving.catch(() => {});
  let database: OpenDatabase;
  let referenceModule: Awaited<typeof opening>[2];
  try {
    const [{ openDatabase }, , cacheModule, snapshots] = await opening;
    referenceModule = cacheModule;
    const snapshot = snapshots?.readSeedSnapshot() ?? null;
    if (snapshot) log("Restoring the build's seeded database snapshot");
    database = await openDatabase({
      dataDir: options.databaseUrl ? undefined : dataDir,
      databaseUrl: options.databaseUrl,
      client: await client,
      seed,
      restore: snapshot && {
        tarball: snapshot.tarball,
        folder: snapshot.folder,
        afterRestore: (db) =>
          snapshots!.shiftSeedDates(
            db,
            snapshots!.daysSince(snapshot.seededAt, new Date(clock.now())),
          ),
      },
      log,
      logError,
      retryDelayMs: options.retryDelayMs,
    });
  } catch (error) {
    await client?.then((c) => c.close()).catch(() => {});
    lock?.release();
    started();
    throw error;
  }

  // The reference cache keeps data only while changes can reach it (see cache/reference.ts).
  const { parseChange, REFERENCE_CHANNEL, ReferenceCache } = referenceModule;
  const reference = new ReferenceCache({ live: false });
  let stopListening: () => Promise<void>;
  try {
    stopListening = await database.listen(REFERENCE_CHANNEL, {
      notify(payload) {
        const change = parseChange(payload);
        if (change) reference.invalidate(change);
      },
      live: (up) => reference.setLive(up),
    });
  } catch (error) {
    await database.close();
    lock?.release();
    started();
    throw error;
  }
  // The reference data starts loading now, for the first request, while the routes may still be
  // loading and the server sets up.
  const opened = database.current();
  if (opened && database.kind === 'pglite') {
    reference
      .snapshot(opened)
      .catch(() => {})
      .finally(started);
  } else {
    started();
  }

  let modules: Awaited<ReturnType<typeof loadServing>>;
  try {
    modules = await serving;
  } catch (error) {
    await stopListening();
    await database.close();
    lock?.release();
    started();
    throw error;
  }
  const [
    { serve },
    { createApp },
    { renderImage },
    { CHAT_CHANNEL, ChatHub, parseChatEvent },
    { startPaymentSweep },
  ] = modules;
  // New chat messages from every server on the database reach this one's streams (chat/live.ts).
  const chat = new ChatHub();
  const stopChat = await database.listen(CHAT_CHANNEL, {
    notify(payload) {
      const event = parseChatEvent(payload);
      if (event) chat.publish(event);
    },
    live: () => {},
  });

  const app = createApp({
    reference,
    chat,
    database,
    clock,
    demo: options.demo ?? true,
    mapsApiKey: options.mapsApiKey ?? null,
    mapTiles: options.mapTiles ?? null,
    corsOrigins: options.corsOrigins ?? [],
    webDist: options.webDist === undefined ? DEFAULT_WEB_DIST : options.webDist,
    publicUrl: options.publicUrl ?? null,
    images: renderImage,
    logError,
    ...(options.maxInFlight !== undefined ? { maxInFlight: options.maxInFlight } : {}),
  });

  // Unpaid digital orders and trips expire even when nobody reads them (payments/expiry.ts).
  const stopSweep = startPaymentSweep({ database, clock, logError });

  let server: ReturnType<typeof serve>;
  let address: AddressInfo;
  try {
    ({ server, address } = await new Promise<{
      server: ReturnType<typeof serve>;
      address: AddressInfo;
    }>((resolveListen, rejectListen) => {
      const s = serve(
        { fetch: app.fetch, port: options.port ?? 8080, hostname: options.hostname },
        (info) => resolveListen({ server: s, address: info }),
      );
      s.once('error', rejectListen);
    }));
  } catch (error) {
    stopSweep();
    await stopListening();
    await stopChat();
    await database.close();
    lock?.release();
    started();
    throw error;
  }
  server.on('error', (error) => logError(`HTTP server error: ${error.message}`));

  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${address.port}`,
    port: address.port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((done) => {
          const force = setTimeout(() => {
            if ('closeAllConnections' in server) server.closeAllConnections();
          }, SHUTDOWN_GRACE_MS);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            done();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        stopSweep();
        try {
          await stopListening();
          await stopChat();
          await database.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}

/**
 * The server's command line: reads the environment (see main.ts), starts the server and stops it
 * on SIGINT and SIGTERM. main.ts runs it, from the build's one-file bundle of it when that bundle
 * is up to date (issue 9: start in a second), else as it is.
 */
import { writeCodeCache } from '@storefront/launcher';
import { parseMapTiles, type MapTilesConfig } from './config/map-tiles.js';
import { DataFolderLockedError } from './db/lock.js';
import { restoreStartFlags, startServer, type RunningServer } from './start.js';
import { describeError } from './http/errors.js';

function fatal(message: string): never {
  console.error(message);
  process.exit(1);
}

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 8080;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535)
    fatal(`PORT must be a number from 0 to 65535, not "${value}".`);
  return port;
}

function parseLimit(value: string | undefined): number | null | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim())) fatal(`MAX_IN_FLIGHT must be a whole number, not "${value}".`);
  const limit = Number(value);
  return limit === 0 ? null : limit;
}

function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.trim().toLowerCase());
}

const optional = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : undefined;

const env = process.env;
const corsOrigins = (env.CORS_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

// A dropped database connection must never bring the server down: log and carry on.
process.on('unhandledRejection', (reason) => {
  console.error(`Unhandled rejection: ${describeError(reason)}`);
});

let mapTiles: MapTilesConfig | null = null;
try {
  mapTiles = parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION);
} catch (error) {
  fatal((error as Error).message);
}

/**
 * Starts the server and stops it on SIGINT and SIGTERM. A function rather than top-level awaits:
 * the build's bundle of this command line is a script (scripts/bundle.mjs), which has none.
 */
async function main(): Promise<void> {
  let running: RunningServer;
  try {
    running = await startServer({
      port: parsePort(env.PORT),
      hostname: optional(env.HOST),
      dataDir: optional(env.DATA_DIR),
      databaseUrl: optional(env.DATABASE_URL),
      webDist: optional(env.WEB_DIST),
      corsOrigins,
      mapsApiKey: optional(env.MAPS_API_KEY),
      mapTiles,
      demo: parseBoolean(env.DEMO_MODE, true),
      publicUrl: optional(env.PUBLIC_URL),
      maxInFlight: parseLimit(env.MAX_IN_FLIGHT),
      log: true,
    });
  } catch (error) {
    if (error instanceof DataFolderLockedError) fatal(error.message);
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      fatal(`Port ${parsePort(env.PORT)} is already in use. Stop the other program or set PORT.`);
    }
    fatal(`The server could not start: ${describeError(error)}`);
  }

  console.log(`Storefront listening on ${running.url}`);

  let stopping = false;
  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: stopping`);
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    running.close().then(
      () => {
        // The bundle's code cache, if this process started without one (@storefront/launcher).
        restoreStartFlags();
        writeCodeCache();
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`Shutdown failed: ${describeError(error)}`);
        process.exit(1);
      },
    );
  }
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

/**
 * Entry point: `node packages/server/dist/main.js` (what `npm start` runs after building).
 *
 * Development, from the TypeScript sources (core resolved to its sources too):
 *   npx tsx --conditions=source packages/server/src/main.ts
 * (`npm run dev` does this with `tsx watch`, next to the Vite dev server.)
 *
 * Environment:
 *   PORT           port to listen on (default 8080)
 *   HOST           interface to bind (default: all)
 *   DATA_DIR       PGlite data folder (default <repo>/.data/pglite); one server per folder
 *   DATABASE_URL   PostgreSQL connection string (instead of PGlite)
 *   WEB_DIST       built web app (default <repo>/packages/web/dist)
 *   CORS_ORIGINS   comma-separated origins allowed by CORS (default none)
 *   MAPS_API_KEY   browser Google Maps key, returned by /config as map_api_key
 *   MAP_TILE_URL   map tile URL template ({z}/{x}/{y}) for a raster basemap; unset: offline map
 *   MAP_TILE_ATTRIBUTION  the tile provider's attribution, shown on the map
 *   DEMO_MODE      demo mode, on unless 0/false/off/no
 *   PUBLIC_URL     base of absolute URLs in responses, behind a reverse proxy
 *   MAX_IN_FLIGHT  API requests in flight before a quick 503 (default 64 on PGlite, none on
 *                  PostgreSQL; 0 turns the limit off)
 *
 * SIGINT and SIGTERM stop accepting connections, close the database, release the data folder
 * and exit 0.
 *
 * The command line itself is serve.ts. The build also bundles it into one file
 * (`dist/bundle/serve-<hash>.cjs`, by scripts/bundle.mjs): loading one file instead of some 470 modules
 * saves about a quarter of a second of a start (issue 9: start in a second). This file runs the
 * bundle only while it is up to date, that is while every file it was made from (the compiled
 * server and core, the bundled packages, package-lock.json) has the modification time and size it
 * had then; after a plain `tsc -b` that changed a file, or from the sources, it runs serve.js.
 * The bundle is a script run with V8's code cache (@storefront/launcher).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBundle } from '@storefront/launcher';

if (!launchBundle(join(dirname(fileURLToPath(import.meta.url)), 'bundle')))
  await import('./serve.js');

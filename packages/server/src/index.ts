/**
 * The server package's API: startServer (start.ts) and what tests and scripts build on. The
 * command line (serve.ts, run by main.ts) imports start.ts alone, so that a start loads the routes
 * while the database opens rather than before (issue 9).
 */
export * from './start.js';
export { createApp } from './app.js';
export type { AppDeps } from './http/env.js';
export type { Database, DatabaseProvider } from './db/client.js';
export { staticDatabase } from './db/client.js';
export { openDatabase } from './db/open.js';
export { DataFolderLockedError } from './db/lock.js';
export { DEFAULT_SETTINGS } from './config/settings.js';

// Starts one live server for the contract suite: a fresh temporary PGlite folder, or the
// PostgreSQL of DATABASE_URL when it is set (`npm test` runs the suite both ways).
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../support/server.js';

export const ALLOWED_ORIGIN = 'http://allowed.storefront.test';

export default async function setup(project: TestProject) {
  const server = await startTestServer({ env: { CORS_ORIGINS: ALLOWED_ORIGIN } });
  project.provide('serverUrl', server.url);
  project.provide('serverDatabase', server.database);
  project.provide('allowedOrigin', ALLOWED_ORIGIN);
  console.log(`contract suite: server ${server.url} on ${server.database}`);
  return () => server.stop();
}

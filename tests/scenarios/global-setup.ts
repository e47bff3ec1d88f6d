// One live server on a fresh temporary data folder for the CLI scenarios.
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../support/server.js';

export default async function setup(project: TestProject) {
  // Orders move one status every second (demo progress), so tracking reaches delivered quickly.
  const server = await startTestServer({ env: { ORDER_PROGRESS_SECONDS: '1' } });
  project.provide('serverUrl', server.url);
  project.provide('serverDatabase', server.database);
  return () => server.stop();
}

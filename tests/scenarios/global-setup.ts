// One live server on a fresh temporary data folder for the CLI scenarios.
import type { TestProject } from 'vitest/node';
import { startTestServer } from '../support/server.js';

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide('serverUrl', server.url);
  project.provide('serverDatabase', server.database);
  return () => server.stop();
}

// The real server serving the built web app (packages/web/dist) on a fresh data folder.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startTestServer } from '../support/server.js';

export default async function setup(project: TestProject) {
  const webDist = join(repoRoot, 'packages/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist}/index.html is missing: run \`npm run build\` first`);
  }
  // Orders move one status every 2 s (demo progress), so tracking reaches delivered quickly.
  const server = await startTestServer({
    env: { WEB_DIST: webDist, ORDER_PROGRESS_SECONDS: '2' },
  });
  project.provide('serverUrl', server.url);
  project.provide('serverDatabase', server.database);
  return () => server.stop();
}

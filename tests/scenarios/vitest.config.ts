// CLI scenarios: the built `storefront` command against a live server on a fresh database.
// Run with `npx vitest run --config tests/scenarios/vitest.config.ts` after `npm run build`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'scenarios',
    include: ['tests/scenarios/**/*.test.ts'],
    globalSetup: ['tests/scenarios/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

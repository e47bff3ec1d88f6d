// Contract suite: every operation of openapi/storefront.yaml against a live server.
// Run with `npx vitest run --config tests/contract/vitest.config.ts` after `npm run build`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'contract',
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

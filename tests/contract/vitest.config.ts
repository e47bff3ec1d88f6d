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
    // The files share the worker's modules: openapi.ts parses the 330 KB YAML and compiles its
    // Ajv validators once, not once per file (about 40% of the suite's CPU). The files keep their
    // state in their own modules (re-run per file) and stub nothing.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

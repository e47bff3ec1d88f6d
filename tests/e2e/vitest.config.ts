// Browser tests: playwright-core driving Debian's Chromium (/usr/bin/chromium) against the built
// app served by the real server. Run with `npx vitest run --config tests/e2e/vitest.config.ts`
// after `npm run build`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    // The files share the worker's modules, and with them one Chromium (tests/e2e/browser.ts) and
    // playwright-core, imported once instead of once per file. Each test still gets a fresh
    // browser context; the files keep their own state in their own modules and stub nothing.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});

import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const coreSrc = fileURLToPath(new URL('./packages/core/src/', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@storefront\/core$/, replacement: `${coreSrc}index.ts` },
      { find: /^@storefront\/core\/(.*)$/, replacement: `${coreSrc}$1.ts` },
    ],
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const coreSrc = fileURLToPath(new URL('./packages/core/src/', import.meta.url));

/**
 * Files whose cost vitest's order does not see, run first: vitest puts the files it knows to be
 * long first, but it counts a file's tests and not its import, and machine-docs.test.ts spends
 * about 15 CPU s importing (it builds the model paths of every machine for the pages) and a few
 * ms in its tests, so it came last and ran alone on one core while the other had finished.
 */
const FIRST = ['tests/unit/machine-docs.test.ts'];

class ImportHeavyFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      FIRST.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

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
    // Vitest's default leaves one core to itself (1 worker on a 2-core machine); the files are
    // mostly database and model-based tests that keep a worker busy, so every core runs one.
    maxWorkers: Math.max(2, availableParallelism()),
    // Files share a worker's module cache: the server and core modules are imported once per
    // worker, not once per file (the run's import time was about a fifth of its CPU). Tests keep
    // no state in modules between files: environment stubs are undone, fake timers restored.
    isolate: false,
    // New password hashes at the test cost (auth/password.ts: NODE_ENV=test, which vitest sets, and
    // this), as the suites' test servers do: hundreds of sign-ups and sign-ins, not minutes of
    // scrypt. password.test.ts checks the production cost with this unset.
    env: { STOREFRONT_TEST_PASSWORD_COST: 'low' },
    sequence: { sequencer: ImportHeavyFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

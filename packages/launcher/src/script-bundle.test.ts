/** The launcher's script bundle and its V8 code cache (script-bundle.ts). */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCachePath, runScriptBundle, writeCodeCache } from './script-bundle.js';

type Ran = typeof globalThis & {
  __scriptBundleRuns?: { filename: string; dirname: string; twice: number }[];
};

describe('runScriptBundle', () => {
  let folder: string;
  let bundle: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'storefront-script-bundle-'));
    bundle = join(folder, 'serve-test.cjs');
    // What scripts/bundle.mjs writes: a function of the CommonJS module's variables.
    writeFileSync(
      bundle,
      [
        '(function (exports, require, module, __filename, __dirname) {',
        "'use strict';",
        "const { basename } = require('node:path');",
        'function double(value) { return value * 2; }',
        '(globalThis.__scriptBundleRuns ??= []).push({',
        '  filename: basename(__filename), dirname: __dirname, twice: double(21) });',
        '})',
      ].join('\n'),
    );
    delete (globalThis as Ran).__scriptBundleRuns;
  });
  afterEach(() => {
    writeCodeCache(); // no writer left behind for the next test
    rmSync(folder, { recursive: true, force: true });
    delete (globalThis as Ran).__scriptBundleRuns;
  });

  it('runs the bundle with its module variables', () => {
    runScriptBundle(pathToFileURL(bundle).href);
    expect((globalThis as Ran).__scriptBundleRuns).toEqual([
      { filename: 'serve-test.cjs', dirname: folder, twice: 42 },
    ]);
  });

  it('writes a code cache after a start without one, and keeps an accepted one', () => {
    const cache = codeCachePath(bundle);
    runScriptBundle(pathToFileURL(bundle).href);
    expect(existsSync(cache)).toBe(false);
    writeCodeCache();
    expect(existsSync(cache)).toBe(true);
    const written = readFileSync(cache);
    expect(written.length).toBeGreaterThan(0);

    // The next start accepts it: nothing to write when it stops.
    writeFileSync(cache, written);
    runScriptBundle(pathToFileURL(bundle).href);
    rmSync(cache);
    writeCodeCache();
    expect(existsSync(cache)).toBe(false);
    expect((globalThis as Ran).__scriptBundleRuns).toHaveLength(2);
  });

  it('replaces a cache that V8 rejects', () => {
    const cache = codeCachePath(bundle);
    writeFileSync(cache, Buffer.from('not a code cache'));
    runScriptBundle(pathToFileURL(bundle).href);
    writeCodeCache();
    expect(readFileSync(cache).toString('latin1')).not.toBe('not a code cache');
    // No partial file left beside it.
    expect(readdirSync(folder).sort()).toEqual(['serve-test.cjs', 'serve-test.cjs.cache']);
  });
});

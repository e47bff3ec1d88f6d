/** The bundle runs only while every file it was made from is unchanged (bundle-inputs.ts). */
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_INPUTS, upToDateBundle, type BundleInputs } from './bundle-inputs.js';

describe('upToDateBundle', () => {
  let root: string;
  let folder: string;
  const input = () => join(root, 'serve.js');

  /** A bundle made from serve.js as it is now. */
  function makeBundle() {
    writeFileSync(join(folder, 'serve.mjs'), 'export {};\n');
    const stats = statSync(input());
    const manifest: BundleInputs = {
      bundle: 'serve.mjs',
      inputs: [['../serve.js', stats.mtimeMs, stats.size]],
    };
    writeFileSync(join(folder, BUNDLE_INPUTS), JSON.stringify(manifest));
  }

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'storefront-bundle-'));
    folder = join(root, 'bundle');
    mkdirSync(folder);
    writeFileSync(input(), 'console.log(1);\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('answers the bundle while its inputs are unchanged', () => {
    makeBundle();
    expect(upToDateBundle(folder)).toBe(pathToFileURL(join(folder, 'serve.mjs')).href);
  });

  it('answers null without a bundle or with an unreadable list', () => {
    expect(upToDateBundle(folder)).toBeNull();
    writeFileSync(join(folder, BUNDLE_INPUTS), '{');
    expect(upToDateBundle(folder)).toBeNull();
  });

  it('answers null once an input was rewritten, even to the same size', () => {
    makeBundle();
    const later = new Date(statSync(input()).mtimeMs + 5_000);
    writeFileSync(input(), 'console.log(2);\n');
    utimesSync(input(), later, later);
    expect(upToDateBundle(folder)).toBeNull();
  });

  it('answers null once an input changed size or is gone', () => {
    makeBundle();
    const { mtime } = statSync(input());
    writeFileSync(input(), 'console.log(10);\n');
    utimesSync(input(), mtime, mtime);
    expect(upToDateBundle(folder)).toBeNull();
    rmSync(input());
    expect(upToDateBundle(folder)).toBeNull();
  });
});

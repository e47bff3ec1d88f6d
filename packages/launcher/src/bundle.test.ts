/** The build's one-script bundle (bundle.ts), run as the launchers run it (index.ts). */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bundleScript } from './bundle.js';
import { BUNDLE_INPUTS, type BundleInputs } from './bundle-inputs.js';
import { launchBundle, writeCodeCache } from './index.js';

type Ran = typeof globalThis & { __bundleTestRuns?: { url: string; text: string }[] };

describe('bundleScript', () => {
  let root: string;
  let dist: string;
  let lock: string;

  beforeEach(() => {
    // A repository with a package: its bundle script and its compiled modules.
    root = mkdtempSync(join(tmpdir(), 'storefront-bundle-script-'));
    dist = join(root, 'packages', 'p', 'dist');
    mkdirSync(dist, { recursive: true });
    mkdirSync(join(root, 'packages', 'p', 'scripts'));
    writeFileSync(join(root, 'packages', 'p', 'scripts', 'bundle.mjs'), '// the bundle script\n');
    lock = join(root, 'package-lock.json');
    writeFileSync(lock, '{}\n');
    // A compiled entry and a module it imports, which finds a file from its own URL.
    writeFileSync(
      join(dist, 'main.js'),
      [
        "import { describe } from './words.js';",
        '(globalThis.__bundleTestRuns ??= []).push(describe());',
      ].join('\n'),
    );
    writeFileSync(
      join(dist, 'words.js'),
      [
        "import { readFileSync } from 'node:fs';",
        'export function describe() {',
        "  return { url: import.meta.url, text: readFileSync(new URL('./words.txt', import.meta.url), 'utf8') + ' \u0645\u0631\u062d\u0628\u0627' };",
        '}',
      ].join('\n'),
    );
    writeFileSync(join(dist, 'words.txt'), 'hello');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    delete (globalThis as Ran).__bundleTestRuns;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    writeCodeCache(); // no writer left behind
    rmSync(root, { recursive: true, force: true });
    delete (globalThis as Ran).__bundleTestRuns;
  });

  const options = () => ({
    label: 'test bundle',
    script: pathToFileURL(join(root, 'packages', 'p', 'scripts', 'bundle.mjs')).href,
    entry: 'dist/main.js',
    force: false,
  });

  it('writes an ASCII script and the list of its inputs, and runs as the modules did', async () => {
    const bundle = await bundleScript(options());
    expect(bundle).toMatch(/[\\/]dist[\\/]bundle[\\/]main-[0-9a-f]{16}\.cjs$/);
    const bytes = readFileSync(bundle!);
    expect(bytes.every((byte) => byte < 0x80)).toBe(true);
    const manifest = JSON.parse(
      readFileSync(join(dist, 'bundle', BUNDLE_INPUTS), 'utf8'),
    ) as BundleInputs;
    const inputs = manifest.inputs.map(([path]) => path);
    expect(inputs).toEqual(
      expect.arrayContaining([
        '../main.js',
        '../words.js',
        '../../scripts/bundle.mjs',
        '../../../../package-lock.json',
      ]),
    );

    expect(launchBundle(join(dist, 'bundle'))).toBe(true);
    expect((globalThis as Ran).__bundleTestRuns).toEqual([
      {
        url: pathToFileURL(join(dist, 'words.js')).href,
        text: 'hello \u0645\u0631\u062d\u0628\u0627',
      },
    ]);
  });

  it('keeps an up-to-date bundle and makes a new one once an input changed', async () => {
    const first = await bundleScript(options());
    const cache = `${first!}.cache`;
    writeFileSync(cache, 'kept while the bundle is up to date');
    expect(await bundleScript(options())).toBe(first);
    expect(existsSync(cache)).toBe(true);

    const later = new Date(Date.now() + 5_000);
    writeFileSync(lock, '{ }\n');
    utimesSync(lock, later, later);
    expect(launchBundle(join(dist, 'bundle'))).toBe(false);
    const second = await bundleScript(options());
    // The same text, so the same name; the old cache went with the old folder.
    expect(second).toBe(first);
    expect(existsSync(cache)).toBe(false);
    expect(launchBundle(join(dist, 'bundle'))).toBe(true);
  });

  it('answers null with exit status 1 without its entry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = process.exitCode;
    try {
      expect(await bundleScript({ ...options(), entry: 'dist/none.js' })).toBeNull();
      expect(process.exitCode).toBe(1);
    } finally {
      process.exitCode = before;
    }
  });
});

describe('launchBundle', () => {
  it('answers false without a bundle', () => {
    expect(launchBundle(join(tmpdir(), 'storefront-no-bundle-here'))).toBe(false);
  });

  it('writes the code cache at exit when asked to', async () => {
    const root = mkdtempSync(join(tmpdir(), 'storefront-launch-'));
    try {
      const dist = join(root, 'packages', 'p', 'dist');
      mkdirSync(dist, { recursive: true });
      mkdirSync(join(root, 'packages', 'p', 'scripts'));
      writeFileSync(join(root, 'packages', 'p', 'scripts', 'bundle.mjs'), '// the bundle script\n');
      writeFileSync(join(dist, 'main.js'), 'globalThis.__launchTest = 1;\n');
      vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const bundle = await bundleScript({
        label: 'test',
        script: pathToFileURL(join(root, 'packages', 'p', 'scripts', 'bundle.mjs')).href,
        entry: 'dist/main.js',
        force: true,
      });
      const listeners = process.listeners('exit').length;
      expect(launchBundle(join(dist, 'bundle'), { codeCacheAtExit: true })).toBe(true);
      const added = process.listeners('exit').slice(listeners);
      expect(added).toEqual([writeCodeCache]);
      process.off('exit', writeCodeCache);
      writeCodeCache();
      expect(existsSync(`${bundle!}.cache`)).toBe(true);
    } finally {
      vi.restoreAllMocks();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/**
 * Runs a build's one-script bundle of a command line (src/bundle.ts: a CommonJS function
 * expression) through `vm.Script` with V8's code cache (issue 9: start in a second). Node 20 keeps
 * no code cache for ES modules: every start compiled the bundle again, and compiled each function
 * the start runs on its first call. With the cache, V8 reads the bytecode of those functions
 * instead.
 *
 * The cache is `<bundle>.cache` beside the bundle, written by a process that started without a
 * usable one (none yet, or one V8 rejected: another Node, other V8 flags) when it ends: the server
 * calls `writeCodeCache` after a clean shutdown, the CLI as it exits (`launchBundle`'s
 * `codeCacheAtExit`), so it holds every function that process ran. V8 checks a cache against its
 * own version, its flags and the length of the source; the bundle's name carries a hash of its
 * text, and a new bundle removes the folder with its old cache. The cache is written to a file of
 * its own and renamed, so processes ending together never leave half a cache; a folder that cannot
 * be written keeps running without one.
 *
 * Launchers load this module before anything else, so it imports Node's own modules only.
 */
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

/** Where the launcher leaves the cache's writer for the bundled code (another copy of this module). */
const CODE_CACHE_WRITER = Symbol.for('storefront.codeCacheWriter');

type Writer = () => void;
type GlobalWithWriter = typeof globalThis & { [CODE_CACHE_WRITER]?: Writer };

/** The bundle's function: CommonJS module variables in, nothing out. */
type BundleFunction = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
) => void;

/** The code cache file of a bundle. */
export function codeCachePath(bundle: string): string {
  return `${bundle}.cache`;
}

/** Runs the bundle at `url` (a file URL), with its code cache when V8 accepts it. */
export function runScriptBundle(url: string): void {
  const filename = fileURLToPath(url);
  const cacheFile = codeCachePath(filename);
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  // The bundle is ASCII (bundle.ts): read as Latin-1, a copy of the file's bytes, not
  // a UTF-8 decode. It has no `import()` (each is a `require`).
  const script = new Script(readFileSync(filename, 'latin1'), { filename, cachedData });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    (globalThis as GlobalWithWriter)[CODE_CACHE_WRITER] = () => {
      const partial = `${cacheFile}.${process.pid}.tmp`;
      try {
        // Opened first: a folder that cannot be written costs no serialising of the cache.
        const file = openSync(partial, 'w');
        try {
          writeFileSync(file, script.createCachedData());
        } finally {
          closeSync(file);
        }
        renameSync(partial, cacheFile);
      } catch {
        try {
          rmSync(partial, { force: true });
        } catch {
          // Nothing was written.
        }
      }
    };
  }
  const run = script.runInThisContext() as BundleFunction;
  const module = { exports: {} };
  run.call(
    module.exports,
    module.exports,
    createRequire(filename),
    module,
    filename,
    dirname(filename),
  );
}

/**
 * Writes the code cache of the bundle this process runs, if it started without a usable one;
 * nothing otherwise (the plain modules, a test). Call it with V8's flags as they were when the
 * process started (the server's start.ts `restoreStartFlags`): V8 rejects a cache made under
 * other flags.
 */
export function writeCodeCache(): void {
  const writer = (globalThis as GlobalWithWriter)[CODE_CACHE_WRITER];
  delete (globalThis as GlobalWithWriter)[CODE_CACHE_WRITER];
  writer?.();
}

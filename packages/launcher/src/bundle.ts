/**
 * The build's one-script bundle of a command line (issue 9: start in a second): the compiled entry
 * module (after `tsc -b`: the server's dist/serve.js, the CLI's dist/main.js) and everything it
 * imports become one script, `<dist>/bundle/<entry>-<hash>.cjs`, with `inputs.json` beside it:
 * every file it was made from, with its modification time and size. The package's launcher runs
 * the bundle while those files are unchanged and the plain modules otherwise (`launchBundle`), so
 * a stale bundle never runs. Loading one file instead of hundreds of modules is a large part of a
 * start (the server's 470-odd, the CLI's 285). Each package's scripts/bundle.mjs calls this;
 * `npm run build` and scripts/lib.mjs `ensureBuilt` run those after `tsc -b`. It does nothing
 * while the bundle is up to date.
 *
 * The bundle is a CommonJS function expression, `(function (exports, require, module, __filename,
 * __dirname) { ... })`, that the launcher compiles with `vm.Script` and V8's code cache
 * (script-bundle.ts): Node 20 has no code cache for ES modules. Its name carries a hash of its
 * text, since V8 checks a cache against the length of the source only. So the entry must have no
 * top-level `await` (a CommonJS script cannot). Each bundled module's `import.meta.url` is
 * rewritten to its own file's URL, so files found relative to a module (the server's migrations
 * and web app, PGlite's WebAssembly, the CLI's package.json) are found as before.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { BUNDLE_INPUTS, upToDateBundle, type BundleInputs } from './bundle-inputs.js';

export interface BundleOptions {
  /** What the messages call it: `server bundle`, `CLI bundle`. */
  label: string;
  /**
   * The calling script's `import.meta.url`: `<package>/scripts/bundle.mjs` in the repository's
   * `packages/<name>`. It and the repository's package-lock.json count as inputs (a bundle made
   * differently, or of other packages, is a new bundle).
   */
  script: string;
  /** The compiled entry module, from the package's folder; the bundle goes to `bundle/` beside it. */
  entry: string;
  /** Packages left outside the bundle, each loaded with `require` when first asked for. */
  external?: string[];
  /** Bundle even while the bundle is up to date (default: the command line has `--force`). */
  force?: boolean;
}

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * `import.meta.url` of each bundled module, as it was: `__bundleUrl` is the bundle's own URL (the
 * banner below), and the path from the bundle's folder to the module's file stays the same.
 */
function keepModuleUrls(folder: string): Plugin {
  return {
    name: 'keep-module-urls',
    setup(context) {
      context.onLoad({ filter: /\.(m?js)$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta')) return undefined;
        const rest = text.replaceAll('import.meta.url', '');
        if (rest.includes('import.meta')) {
          throw new Error(`${args.path} uses import.meta beyond import.meta.url`);
        }
        let path = toPosix(relative(folder, args.path));
        if (!path.startsWith('.')) path = `./${path}`;
        const url = `new URL(${JSON.stringify(path)}, __bundleUrl).href`;
        // Emscripten's start (PGlite, in the server's bundle) declares its own `var require` in
        // the function that asks for `import("node:module")`: made a `require` by esbuild, the
        // call would meet that variable, still undefined. The bundle's banner has the module.
        const contents = text
          .replaceAll('import.meta.url', url)
          .replaceAll('import("node:module")', 'Promise.resolve(__bundleNodeModule)');
        return { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Bundles `options.entry` unless its bundle is up to date; answers the bundle's path, or null
 * (and exit status 1) when the entry is missing.
 */
export async function bundleScript(options: BundleOptions): Promise<string | null> {
  const { label } = options;
  const script = fileURLToPath(options.script);
  const packageRoot = dirname(dirname(script));
  const root = resolve(packageRoot, '../..');
  const entry = resolve(packageRoot, options.entry);
  const folder = join(dirname(entry), 'bundle');
  if (!existsSync(entry)) {
    console.error(`${relative(root, entry)} is missing: run tsc -b first.`);
    process.exitCode = 1;
    return null;
  }

  const started = performance.now();
  const current = upToDateBundle(folder);
  if (current && !(options.force ?? process.argv.includes('--force'))) {
    const path = fileURLToPath(current);
    console.log(`${label}: ${relative(root, path)} is up to date`);
    return path;
  }
  // An old manifest must not vouch for a half-written bundle, nor an old bundle or its code cache
  // stay beside it.
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });

  const workingDir = dirname(entry);
  const result = await build({
    absWorkingDir: workingDir,
    entryPoints: [entry],
    // Modules reached by `import()` only are evaluated when first asked for, as before (esbuild's
    // lazy module wrappers).
    write: false,
    outfile: join(folder, 'bundle.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: options.external ?? [],
    // An `import()` of what stays outside (Node's own modules, the external packages) becomes a
    // `require`: a script's `import()` would need vm's experimental loader options.
    supported: { 'dynamic-import': false },
    // A function of the CommonJS module's variables (the launcher calls it), in strict mode as the
    // ES modules it was made from.
    banner: {
      js: [
        '(function (exports, require, module, __filename, __dirname) {',
        "'use strict';",
        "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;",
        "const __bundleNodeModule = require('node:module');",
      ].join('\n'),
    },
    footer: { js: '})' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [keepModuleUrls(folder)],
  });
  // ASCII only, so that the launcher reads the text as Latin-1 (script-bundle.ts): a one-byte
  // string copied from the file, where UTF-8 would be decoded into a two-byte string of twice the
  // size. esbuild escapes strings and templates already; what it leaves (comments, a regular
  // expression's characters) means the same escaped, as in a comment or as `\uXXXX` in a pattern.
  const text = result.outputFiles[0]!.text.replace(
    /[^\0-\x7f]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const contents = Buffer.from(text, 'latin1');
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
  const bundleName = `${basename(entry).replace(/\.m?js$/, '')}-${hash}.cjs`;
  const bundle = join(folder, bundleName);
  writeFileSync(`${bundle}.tmp`, contents);
  renameSync(`${bundle}.tmp`, bundle);

  const inputs = Object.keys(result.metafile.inputs)
    .filter((path) => !/^[\w-]+:/.test(path))
    .map((path) => (isAbsolute(path) ? path : resolve(workingDir, path)));
  const lock = join(root, 'package-lock.json');
  if (existsSync(lock)) inputs.push(lock);
  // The calling script and this file too: a bundle made differently is a new bundle.
  inputs.push(script, fileURLToPath(import.meta.url));
  const entries = inputs.map((path): BundleInputs['inputs'][number] => {
    const stats = statSync(path);
    return [toPosix(relative(folder, path)), stats.mtimeMs, stats.size];
  });
  const manifest: BundleInputs = { bundle: bundleName, inputs: entries };
  writeFileSync(join(folder, BUNDLE_INPUTS), `${JSON.stringify(manifest)}\n`);
  const kb = Math.round(contents.length / 1024);
  console.log(
    `${label}: ${relative(root, bundle)} (${kb} kB, from ${entries.length} files) in ` +
      `${Math.round(performance.now() - started)} ms`,
  );
  return bundle;
}

#!/usr/bin/env node
// Bundles the compiled server's command line (dist/serve.js, after `tsc -b`) and PGlite into one
// script, dist/bundle/serve-<hash>.cjs, with dist/bundle/inputs.json beside it: every file it was
// made from, with its modification time and size. dist/main.js runs the bundle while those files
// are unchanged and the plain modules otherwise (src/main.ts), so a stale bundle never runs.
// Loading one file instead of some 470 modules (the server, core, Hono, Drizzle, valibot) is about
// a quarter of a second of a start (issue 9: start in a second). `npm run build` and
// scripts/lib.mjs `ensureBuilt` run it after `tsc -b`; it does nothing while the bundle is up to
// date (--force: bundle anyway).
//
// The bundle is a CommonJS function expression, `(function (exports, require, module, __filename,
// __dirname) { ... })`, that the launcher compiles with `vm.Script` and V8's code cache
// (src/script-bundle.ts): Node 20 has no code cache for ES modules, and compiling the server's and
// PGlite's JavaScript was the largest part of a start before the database (issue 9). Its name
// carries a hash of its text, since V8 checks a cache against the length of the source only.
//
// Kept out of the bundle: pg (and its optional native binding) and the emoji JSON packages (read
// with `require`). PGlite is in it: its WebAssembly and data files are found from each bundled
// module's own `import.meta.url` (below), as from its modules in place.
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
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(serverRoot, '../..');
const dist = join(serverRoot, 'dist');
const folder = join(dist, 'bundle');
const entry = join(dist, 'serve.js');
const manifest = join(folder, 'inputs.json');

if (!existsSync(entry)) {
  console.error(`${relative(repoRoot, entry)} is missing: run tsc -b first.`);
  process.exit(1);
}

const started = performance.now();
const { upToDateBundle } = await import(pathToFileURL(join(dist, 'bundle-inputs.js')).href);
const current = upToDateBundle(folder);
if (current && !process.argv.includes('--force')) {
  console.log(`server bundle: ${relative(repoRoot, fileURLToPath(current))} is up to date`);
  process.exit(0);
}
// An old manifest must not vouch for a half-written bundle, nor an old bundle or its code cache
// stay beside it.
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

const toPosix = (path) => path.split(sep).join('/');

/**
 * `import.meta.url` of each bundled module, as it was: the server finds its migrations, the seed
 * snapshot, the web app and the emoji packages relative to its own modules, which stay in place,
 * and PGlite its WebAssembly, data and extension files. `__bundleUrl` is the bundle's own URL (the
 * banner below).
 */
const keepModuleUrls = {
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
      // Emscripten's start (PGlite) declares its own `var require` in the function that asks for
      // `import("node:module")`: made a `require` by esbuild, the call would meet that variable,
      // still undefined. The bundle's banner has the module already.
      const contents = text
        .replaceAll('import.meta.url', url)
        .replaceAll('import("node:module")', 'Promise.resolve(__bundleNodeModule)');
      return { contents, loader: 'js' };
    });
  },
};

const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: [entry],
  // Modules reached by `import()` only (what start.ts loads while PGlite opens its folder, the
  // seed) are evaluated when first asked for, as before.
  write: false,
  outfile: join(folder, 'serve.cjs'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['pg', 'pg-native', '@iconify-json/*'],
  // An `import()` of what stays outside (pg, Node's own modules) becomes a `require`: a script's
  // `import()` would need vm's experimental loader options.
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
  plugins: [keepModuleUrls],
});
// ASCII only, so that the launcher reads the text as Latin-1 (src/script-bundle.ts): a one-byte
// string copied from the file, where UTF-8 would be decoded into a two-byte string of twice the
// size. esbuild escapes strings and templates already; what it leaves (comments, a regular
// expression's characters) means the same escaped, as in a comment or as `\uXXXX` in a pattern.
const text = result.outputFiles[0].text.replace(
  /[^\0-\x7f]/g,
  (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
);
const contents = Buffer.from(text, 'latin1');
const hash = createHash('sha256').update(contents).digest('hex').slice(0, 16);
const bundleName = `serve-${hash}.cjs`;
writeFileSync(join(folder, `${bundleName}.tmp`), contents);
renameSync(join(folder, `${bundleName}.tmp`), join(folder, bundleName));

const inputs = Object.keys(result.metafile.inputs)
  .filter((path) => !/^[\w-]+:/.test(path))
  .map((path) => (isAbsolute(path) ? path : resolve(serverRoot, path)));
const lock = join(repoRoot, 'package-lock.json');
if (existsSync(lock)) inputs.push(lock);
// This script too: a bundle made differently is a new bundle.
inputs.push(fileURLToPath(import.meta.url));
const entries = inputs.map((path) => {
  const stats = statSync(path);
  return [toPosix(relative(folder, path)), stats.mtimeMs, stats.size];
});
writeFileSync(manifest, `${JSON.stringify({ bundle: bundleName, inputs: entries }, null, 0)}\n`);
const kb = Math.round(contents.length / 1024);
console.log(
  `server bundle: ${relative(repoRoot, join(folder, bundleName))} (${kb} kB, from ${entries.length} files) in ` +
    `${Math.round(performance.now() - started)} ms`,
);

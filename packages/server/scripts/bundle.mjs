#!/usr/bin/env node
// Bundles the compiled server's command line (dist/serve.js, after `tsc -b`) into one file,
// dist/bundle/serve.mjs, with dist/bundle/inputs.json beside it: every file it was made from, with
// its modification time and size. dist/main.js runs the bundle while those files are unchanged
// and the plain modules otherwise (src/main.ts), so a stale bundle never runs. Loading one file
// instead of some 470 modules (the server, core, Hono, Drizzle, valibot) is about a quarter of a
// second of a start (issue 9: start in a second). `npm run build` and scripts/lib.mjs
// `ensureBuilt` run it after `tsc -b`; it does nothing while the bundle is up to date (--force:
// bundle anyway).
//
// Kept out of the bundle: PGlite (its WebAssembly and data files sit beside its modules), pg (and
// its optional native binding) and the emoji JSON packages (read with `require`).
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = resolve(serverRoot, '../..');
const dist = join(serverRoot, 'dist');
const folder = join(dist, 'bundle');
const entry = join(dist, 'serve.js');
const outfile = join(folder, 'serve.mjs');
const manifest = join(folder, 'inputs.json');

if (!existsSync(entry)) {
  console.error(`${relative(repoRoot, entry)} is missing: run tsc -b first.`);
  process.exit(1);
}

const started = performance.now();
const { upToDateBundle } = await import(pathToFileURL(join(dist, 'bundle-inputs.js')).href);
if (upToDateBundle(folder) && !process.argv.includes('--force')) {
  console.log(`server bundle: ${relative(repoRoot, outfile)} is up to date`);
  process.exit(0);
}
// An old manifest must not vouch for a half-written bundle, nor old chunks stay beside it.
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

const toPosix = (path) => path.split(sep).join('/');

/**
 * `import.meta.url` of each bundled module, as it was: the server finds its migrations, the seed
 * snapshot, the web app and the emoji packages relative to its own modules, which stay in place.
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
      const url = `new URL(${JSON.stringify(path)}, import.meta.url).href`;
      return { contents: text.replaceAll('import.meta.url', url), loader: 'js' };
    });
  },
};

const result = await build({
  absWorkingDir: serverRoot,
  entryPoints: [entry],
  outdir: folder,
  // The modules start.ts loads while PGlite opens its folder stay apart, as chunks loaded then.
  splitting: true,
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'pg',
    'pg-native',
    '@iconify-json/*',
  ],
  // Bundled CommonJS modules may `require` Node's own modules.
  banner: {
    js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
  },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [keepModuleUrls],
});

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
writeFileSync(manifest, `${JSON.stringify({ bundle: 'serve.mjs', inputs: entries }, null, 0)}\n`);
const kb = Math.round(
  Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0) / 1024,
);
const chunks = Object.keys(result.metafile.outputs).length;
console.log(
  `server bundle: ${relative(repoRoot, outfile)} (${chunks} files, ${kb} kB, from ${entries.length} files) in ` +
    `${Math.round(performance.now() - started)} ms`,
);

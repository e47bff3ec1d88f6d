#!/usr/bin/env node
// Bundles the compiled server's command line (dist/serve.js, after `tsc -b`) and PGlite into one
// script, dist/bundle/serve-<hash>.cjs, with dist/bundle/inputs.json beside it (the bundler and
// its rules: @storefront/launcher's bundle.ts). dist/main.js runs the bundle, with V8's code
// cache, while every file it was made from is unchanged and the plain modules otherwise
// (src/main.ts), so a stale bundle never runs. Loading one file instead of some 470 modules (the
// server, core, Hono, Drizzle, valibot) is about a quarter of a second of a start (issue 9: start
// in a second). `npm run build` and scripts/lib.mjs `ensureBuilt` run it after `tsc -b`; it does
// nothing while the bundle is up to date (--force: bundle anyway).
//
// Kept out of the bundle: pg (and its optional native binding) and the emoji JSON packages (read
// with `require`). PGlite is in it: its WebAssembly and data files are found from each bundled
// module's own `import.meta.url`, as from its modules in place. The modules start.ts loads while
// PGlite opens its folder (by `import()`) are evaluated when first asked for, so PGlite starts
// first.
import { bundleScript } from '@storefront/launcher/bundle';

await bundleScript({
  label: 'server bundle',
  script: import.meta.url,
  entry: 'dist/serve.js',
  external: ['pg', 'pg-native', '@iconify-json/*'],
});

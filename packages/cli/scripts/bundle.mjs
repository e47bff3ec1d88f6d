#!/usr/bin/env node
// Bundles the compiled CLI (dist/main.js, after `tsc -b`: the CLI, core, commander, XState,
// valibot, yaml) into one script, dist/bundle/main-<hash>.cjs, with dist/bundle/inputs.json
// beside it (the bundler and its rules: @storefront/launcher's bundle.ts). bin/storefront.js runs
// the bundle, with V8's code cache, while every file it was made from is unchanged and the plain
// modules otherwise, so a stale bundle never runs. Node's ES module loader took about half of a
// `storefront --help` (0.46 s of some 1.0 CPU s under load, 285 files) (issue 9: the CLI starts
// in half the CPU). `npm run build` and scripts/lib.mjs `ensureBuilt` run it after `tsc -b`; it
// does nothing while the bundle is up to date (--force: bundle anyway).
import { bundleScript } from '@storefront/launcher/bundle';

await bundleScript({ label: 'CLI bundle', script: import.meta.url, entry: 'dist/main.js' });

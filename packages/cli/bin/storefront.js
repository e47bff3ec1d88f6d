#!/usr/bin/env node
// The `storefront` command: the compiled CLI (packages/cli/dist, built by `npm run build`).
// The build also bundles it into one script (scripts/bundle.mjs); while every file the bundle was
// made from is unchanged, this runs the bundle with V8's code cache (a run without a usable cache
// writes one as it exits), else the plain modules (issue 9: the CLI starts in half the CPU).
import { fileURLToPath } from 'node:url';
import { launchBundle } from '@storefront/launcher';

const bundle = fileURLToPath(new URL('../dist/bundle', import.meta.url));
if (!launchBundle(bundle, { codeCacheAtExit: true })) await import('../dist/main.js');

#!/usr/bin/env node
// The `storefront` command: the compiled CLI (packages/cli/dist, built by `npm run build`).
import '../dist/main.js';

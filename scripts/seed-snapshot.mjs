#!/usr/bin/env node
// Part of `npm run build`: the demo marketplace migrated and seeded once, its PGlite data folder
// kept as a tarball in packages/server/.seed-snapshot/, so that a server on a fresh data folder
// restores it in about a second instead of running initdb, the migrations and the seed. Skipped
// when the snapshot already matches the built migrations and seed (see seed/snapshot.ts).
import { readSeedSnapshot, writeSeedSnapshot } from '../packages/server/dist/seed/snapshot.js';

const started = performance.now();
if (readSeedSnapshot()?.folder && !process.argv.includes('--force')) {
  console.log('seed snapshot: up to date');
} else {
  const folder = await writeSeedSnapshot();
  console.log(
    `seed snapshot: written to ${folder} in ${Math.round(performance.now() - started)} ms`,
  );
}

#!/usr/bin/env node
// Part of `npm run lint`: no import cycles in the packages' sources, the tests and the scripts
// (madge, with TypeScript's resolution: `./x.js` finds `x.ts`; type-only imports count too).
// Exits 1 and lists each cycle when there is one.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import madge from 'madge';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Where cycles are looked for: every package's sources, the cross-package tests, the scripts. */
export const CHECKED = [
  'packages/core/src',
  'packages/server/src',
  'packages/cli/src',
  'packages/web/src',
  'packages/launcher/src',
  'tests',
  'scripts',
];

/** The import cycles among the files under `paths` (each cycle a list of files). */
export async function findCycles(paths, { baseDir = root } = {}) {
  const result = await madge(paths, {
    baseDir,
    fileExtensions: ['ts', 'tsx', 'mjs', 'js'],
    tsConfig: join(root, 'tsconfig.base.json'),
    excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/, /styled-system/],
    detectiveOptions: {
      ts: { skipTypeImports: false },
      tsx: { skipTypeImports: false },
    },
  });
  return result.circular();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cycles = await findCycles(CHECKED.map((path) => join(root, path)));
  if (cycles.length === 0) {
    console.log('No import cycles.');
  } else {
    console.error(`${cycles.length} import cycle(s):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exit(1);
  }
}

#!/usr/bin/env node
// Writes docs/machines/*.md (Mermaid diagrams, states, events, model-test summary) from the
// machine definitions in packages/core/src/machines. `--check` exits 1 when a page is stale.
// The pages come from packages/cli/src/machines/docs.ts, run from its TypeScript sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'docs/machines');

// Run the TypeScript sources with tsx, resolving @storefront/core to its sources.
if (!process.execArgv.includes('--conditions=source')) {
  const child = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const { machineDocs } = await import(
  pathToFileURL(join(root, 'packages/cli/src/machines/docs.ts')).href
);
const pages = machineDocs();
const expected = new Map(pages.map((page) => [page.name, page.content]));

if (process.argv.includes('--check')) {
  const stale = [];
  for (const [name, content] of expected) {
    const path = join(outDir, name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== content) stale.push(name);
  }
  const extra = existsSync(outDir)
    ? readdirSync(outDir).filter((name) => name.endsWith('.md') && !expected.has(name))
    : [];
  if (stale.length || extra.length) {
    console.error(
      `docs/machines is stale (${[...stale, ...extra].join(', ')}): run \`npm run gen\``,
    );
    process.exit(1);
  }
  console.log('docs/machines is up to date');
} else {
  mkdirSync(outDir, { recursive: true });
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.md') && !expected.has(name)) rmSync(join(outDir, name));
  }
  for (const [name, content] of expected) writeFileSync(join(outDir, name), content);
  console.log(`wrote ${pages.length} pages to docs/machines/`);
}

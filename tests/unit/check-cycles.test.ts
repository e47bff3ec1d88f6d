// The lint step's cycle check (scripts/check-cycles.mjs) finds a cycle that is introduced:
// two modules that import each other, through TypeScript's `.js` specifiers, even type-only, and
// through a workspace package's name (its `exports` types, as `@storefront/core` is imported).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script (no declarations)
import { findCycles } from '../../scripts/check-cycles.mjs';

const dir = mkdtempSync(join(tmpdir(), 'storefront-cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

describe('the import cycle check', () => {
  it('finds modules that import each other, and passes once the cycle is broken', async () => {
    write('a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    write('b.ts', "import type { A } from './c.js';\nexport const b = (x: A) => x;\n");
    write('c.ts', "import { b } from './b.js';\nexport type A = typeof b;\n");
    const cycles = (await findCycles([dir], { baseDir: dir })) as string[][];
    expect(cycles).toEqual([['b.ts', 'c.ts']]);

    write('c.ts', 'export type A = number;\n');
    expect(await findCycles([dir], { baseDir: dir })).toEqual([]);
  });

  it('follows an import of a workspace package by its name to its sources', async () => {
    const pkg = join(dir, 'workspace');
    rmSync(pkg, { recursive: true, force: true });
    mkdirSync(join(pkg, 'lib/src'), { recursive: true });
    mkdirSync(join(pkg, 'app'), { recursive: true });
    mkdirSync(join(pkg, 'node_modules/@demo'), { recursive: true });
    symlinkSync(join(pkg, 'lib'), join(pkg, 'node_modules/@demo/lib'));
    writeFileSync(
      join(pkg, 'lib/package.json'),
      JSON.stringify({
        name: '@demo/lib',
        type: 'module',
        exports: { '.': { types: './src/index.ts', default: './dist/index.js' } },
      }),
    );
    writeFileSync(
      join(pkg, 'app/main.ts'),
      "import { lib } from '@demo/lib';\nexport const app = lib;\n",
    );
    writeFileSync(join(pkg, 'lib/src/index.ts'), 'export const lib = 1;\n');
    expect(await findCycles([join(pkg, 'app'), join(pkg, 'lib/src')], { baseDir: pkg })).toEqual(
      [],
    );

    writeFileSync(
      join(pkg, 'lib/src/index.ts'),
      "import type { app } from '../../app/main.js';\nexport const lib = 1 as unknown as typeof app;\n",
    );
    expect(await findCycles([join(pkg, 'app'), join(pkg, 'lib/src')], { baseDir: pkg })).toEqual([
      ['app/main.ts', 'lib/src/index.ts'],
    ]);
  });
});

// The lint step's cycle check (scripts/check-cycles.mjs) finds a cycle that is introduced:
// two modules that import each other, through TypeScript's `.js` specifiers, even type-only.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
});

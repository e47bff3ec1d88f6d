import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.mjs';

const dist = mkdtempSync(join(tmpdir(), 'storefront-precompress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the build compresses the app once (issue 9)', () => {
  it('writes Brotli and gzip copies of the text files worth it, and only those', () => {
    const script = `export const a = ${JSON.stringify('text '.repeat(500))};`;
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'assets', 'index-abc.css'), `a{color:red}`.repeat(200));
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'photo.png'), Buffer.alloc(4096));
    writeFileSync(join(dist, 'index.html'), `<p>${'x'.repeat(4096)}</p>`);

    expect(precompress(dist)).toEqual(['assets/index-abc.css', 'assets/index-abc.js']);
    const path = join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    for (const skipped of ['assets/tiny-abc.js', 'assets/photo.png', 'index.html']) {
      expect(existsSync(join(dist, `${skipped}.br`))).toBe(false);
    }
  });
});

// Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of the built app
// (dist/), so that the server sends them as they are (packages/server/src/http/static.ts)
// instead of compressing every answer again (issue 9). Runs after `vite build` and the prerender.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What gains from compression: text formats and WebAssembly (index.html: the server, in memory). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt|wasm)$/i;

/** Below this a compressed copy saves less than the headers it needs (as the server's compress). */
export const MIN_BYTES = 1024;

/** The files under `dir` that get compressed copies (paths relative to `dir`). */
export function compressibleFiles(dir) {
  const found = [];
  const walk = (sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (COMPRESSIBLE.test(entry.name) && statSync(join(dir, rel)).size >= MIN_BYTES) {
        found.push(rel);
      }
    }
  };
  walk('');
  return found.sort();
}

/**
 * Writes `<file>.br` and `<file>.gz` for each compressible file under `dir`; a copy that is not
 * smaller than the file is not written. Returns the files compressed.
 */
export function precompress(dir) {
  const files = compressibleFiles(dir);
  for (const rel of files) {
    const path = join(dir, rel);
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  precompress(join(import.meta.dirname, '..', 'dist'));
}

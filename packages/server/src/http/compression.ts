/**
 * Answers compressed once and kept, beside the compress middleware (security.ts
 * `compressWhenAsked`, Hono's `compress`) that compresses every other answer per request.
 * `/config` keeps its compressed bodies with its snapshot: the middleware would compress it again
 * through a `CompressionStream`, whose first use, on a start's first answer, is about 30 ms
 * (Node's web streams load, and each of their steps takes a turn with the database's statements;
 * issue 9: start in a second).
 */
import { deflateSync, gzipSync } from 'node:zlib';
import { parseAccept } from 'hono/utils/accept';
import type { AppContext } from './env.js';

/** The smallest answer the compress middleware compresses (Hono's `compress` default). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The encoding the compress middleware would choose for an `Accept-Encoding`: gzip or deflate,
 * the first with q = 1, else the highest q above 0 (a wildcard's q for one not named). A test
 * compares it with Hono's middleware.
 */
export function compressionFor(header: string | undefined): 'gzip' | 'deflate' | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: 'gzip' | 'deflate'; q: number } | undefined;
  for (const encoding of ['gzip', 'deflate'] as const) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * A JSON `body` answered in the encoding the client asks for, compressed by `keep` (which holds
 * each encoding's bytes for as long as the body is valid, e.g. a snapshot's memo); the compress
 * middleware leaves an answer with a `Content-Encoding` alone.
 */
export function jsonCompressedOnce(
  c: AppContext,
  body: Uint8Array<ArrayBuffer>,
  keep: (
    encoding: 'gzip' | 'deflate',
    pack: () => Uint8Array<ArrayBuffer>,
  ) => Uint8Array<ArrayBuffer>,
): Response {
  const encoding =
    body.byteLength >= COMPRESS_THRESHOLD
      ? compressionFor(c.req.header('Accept-Encoding'))
      : undefined;
  if (!encoding) return c.body(body, 200, { 'Content-Type': 'application/json' });
  const packed = keep(encoding, () => (encoding === 'gzip' ? gzipSync(body) : deflateSync(body)));
  return c.body(packed, 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
  });
}

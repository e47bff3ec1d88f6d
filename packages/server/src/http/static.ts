/**
 * The built web app (WEB_DIST) and the generated images under /storage/.
 *
 * - Hashed assets (`/assets/*`, Vite's output) are cached for a year, immutable.
 * - index.html is `no-cache` and carries a CSP with the hashes of its inline scripts.
 * - Any other GET that is not a file (and not under /api, /storage or /assets) gets index.html:
 *   the app's router handles it (SPA fallback).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { contentSecurityPolicy, inlineScriptHashes } from './security.js';
import type { AppEnv, ImageRenderer } from './env.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** A 200 with the body, or without it for HEAD. */
function send(
  c: Context<AppEnv>,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string>,
) {
  return c.req.method === 'HEAD' ? c.body(null, 200, headers) : c.body(body, 200, headers);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface CachedIndex {
  mtimeMs: number;
  html: string;
  csp: string;
  /** The same with Stately's inspector allowed in a frame (see webApp). */
  statelyCsp: string;
}

/** Resolves a URL path inside `root`, or null when it escapes it or is malformed. */
function safePath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = resolve(root, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return full === root || full.startsWith(root + sep) ? full : null;
}

async function fileStat(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Serves the web app from `webDist`, with the SPA fallback. Where the state-machine inspector is
 * on (`stately`: demo mode), a page asked for with `?stately=1` (the inspector's opt-in Stately
 * bridge) may frame Stately's inspector; every other page keeps `frame-src 'none'`.
 */
export function webApp(
  webDist: string,
  options: { maps: boolean; stately?: boolean; imgSources?: readonly string[] },
): MiddlewareHandler<AppEnv> {
  const root = resolve(webDist);
  let cachedIndex: CachedIndex | null = null;

  async function index(): Promise<CachedIndex | null> {
    const path = join(root, 'index.html');
    const s = await fileStat(path);
    if (!s) return null;
    if (cachedIndex && cachedIndex.mtimeMs === s.mtimeMs) return cachedIndex;
    const html = await readFile(path, 'utf8');
    const scriptHashes = inlineScriptHashes(html);
    const imgSources = options.imgSources ?? [];
    const csp = contentSecurityPolicy({ maps: options.maps, scriptHashes, imgSources });
    const statelyCsp = contentSecurityPolicy({
      maps: options.maps,
      scriptHashes,
      imgSources,
      stately: true,
    });
    cachedIndex = { mtimeMs: s.mtimeMs, html, csp, statelyCsp };
    return cachedIndex;
  }

  async function sendIndex(c: Context<AppEnv>) {
    const page = await index();
    if (!page) return null;
    return send(c, page.html, {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy':
        options.stately === true && c.req.query('stately') === '1' ? page.statelyCsp : page.csp,
    });
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/storage/')) return next();
    if (path === '/' || path === '/index.html') return (await sendIndex(c)) ?? next();

    const file = safePath(root, path);
    const s = file ? await fileStat(file) : null;
    if (file && s) {
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      if (type.startsWith('text/html')) return (await sendIndex(c)) ?? next();
      return send(c, c.req.method === 'HEAD' ? '' : await readFile(file), {
        'Content-Type': type,
        'Content-Length': String(s.size),
        'Cache-Control': path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600',
      });
    }
    // A missing hashed asset is a 404, never HTML served as a script.
    if (path.startsWith('/assets/')) return next();
    return (await sendIndex(c)) ?? next();
  };
}

/** Strict policy for SVG documents: no scripts even when an image is opened directly. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Serves generated images: `/storage/<path>.svg` → the renderer's SVG text. */
export function storageImages(render: ImageRenderer): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const raw = c.req.path.slice('/storage/'.length);
    let path: string;
    try {
      path = decodeURIComponent(raw);
    } catch {
      return next();
    }
    if (!/^[A-Za-z0-9][A-Za-z0-9_\-./]*\.svg$/.test(path) || path.includes('..')) return next();
    const svg = render(path);
    if (!svg) return next();
    return send(c, svg, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': SVG_CSP,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  };
}

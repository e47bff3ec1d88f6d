/**
 * The built web app (WEB_DIST) and the generated images under /storage/.
 *
 * - Hashed assets (`/assets/*`, Vite's output) are cached for a year, immutable.
 * - index.html is `no-cache` and carries a CSP with the hashes of its inline scripts.
 * - Any other GET that is not a file (and not under /api, /storage or /assets) gets index.html:
 *   the app's router handles it (SPA fallback).
 * - Compressed as the client accepts: a file's Brotli or gzip copy written at build time
 *   (`<file>.br`, `<file>.gz`: packages/web/scripts/precompress.mjs) is sent as it is, and
 *   index.html is compressed once when it is read, so no answer of the app is compressed again
 *   per request (issue 9).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { storePageTarget } from '@storefront/core/domain/store-link';
import { readHomeCookie } from '@storefront/core/domain/home-cookie';
import { homeLeadsWithBanners } from '@storefront/core/domain/modules';
import { localDateTime } from '@storefront/core/domain/schedule';
import { readIdOrSlug } from '@storefront/core/schemas/catalogue';
import type { ReferenceData, ReferencePart } from '../cache/reference.js';
import { itemPicturePath } from '../catalogue/item-picture.js';
import { firstSlide } from '../catalogue/banner-slides.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { storeByRef } from '../catalogue/stores.js';
import { localize, type BusinessSettings } from '../config/settings.js';
import { contentSecurityPolicy, inlineScriptHashes } from './security.js';
import { storageUrl, type AppEnv, type ImageRenderer } from './env.js';

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

/** The encodings of the build's compressed copies, the client's preferred first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

/** The encodings an `Accept-Encoding` header allows (a `q` of 0 refuses one; `*` allows all). */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  if (!header) return accepted;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  for (const { name } of ENCODINGS) {
    const value = q.get(name) ?? q.get('*') ?? 0;
    if (value > 0) accepted.add(name);
  }
  return accepted;
}

/**
 * The marks the prerendered shell leaves in index.html for the landing hero's texts, in each
 * language (`%%shell:<setting>:<language>%%`, packages/web/src/app/shell/Shell.tsx).
 */
const SHELL_MARK = /%%shell:([a-z_]+):([a-z]{2})%%/g;
const SHELL_TEXTS: Record<
  string,
  (settings: BusinessSettings) => BusinessSettings['fixed_header_title']
> = {
  fixed_header_title: (s) => s.fixed_header_title,
  fixed_header_sub_title: (s) => s.fixed_header_sub_title,
  fixed_location_title: (s) => s.fixed_location_title,
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * index.html with the shell's marks filled: the landing texts of `settings` (as the landing API
 * answers them, in each language), or nothing without them (pages other than `/`, where the
 * landing skeleton is not shown, or settings that cannot be read).
 */
export function fillShell(html: string, settings: BusinessSettings | null): string {
  return html.replace(SHELL_MARK, (_mark, name: string, language: string) => {
    const text = settings ? SHELL_TEXTS[name]?.(settings) : undefined;
    return text === undefined
      ? ''
      : localize(text, language).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  });
}

/** The reference cache's data (`part` of it), or null when the database cannot be read. */
async function currentReference(
  c: Context<AppEnv>,
  part: ReferencePart = 'whole',
): Promise<ReferenceData | null> {
  const deps = c.get('deps');
  const db = deps?.database.current();
  if (!db) return null;
  try {
    return await deps.reference.snapshot(db, part);
  } catch {
    return null;
  }
}

/** The business settings of the reference cache, or null when the database cannot be read. */
async function currentSettings(c: Context<AppEnv>): Promise<BusinessSettings | null> {
  return (await currentReference(c, 'first'))?.settings ?? null;
}

/** A store page's path (`/store/{slug or id}`), a product page's (`/product/{slug or id}`). */
const PICTURE_PAGE = /^\/(store|product)\/([^/]+)\/?$/;

/** The page's kind and its largest picture's URL. */
export interface PagePicture {
  kind: PagePictureKind;
  url: string;
  /** The home's slider has more than one slide (two side by side from md up). */
  moreSlides?: boolean;
}
/** The pages whose shell has a picture slot (`data-shell-picture`, the web app's Shell.tsx). */
export type PagePictureKind = 'store' | 'product' | 'home';

/**
 * The home's first banner picture for the module and zones its cookie names (core's
 * home-cookie.ts; the session itself is in the browser's storage), from the reference cache:
 * the slider's first slide as the `banners` route selects it (catalogue/banner-slides.ts), for
 * a module whose home leads with that slider (not rental's or parcel's, web app's critical.ts).
 * Null when the cookie is absent or malformed, the module unknown, or the first slide not told
 * without reading items.
 */
async function homePicture(c: Context<AppEnv>): Promise<PagePicture | null> {
  const cookie = readHomeCookie(c.req.header('Cookie'));
  const ref = cookie ? await currentReference(c) : null;
  if (!cookie || !ref) return null;
  try {
    const module = ref.moduleById.get(cookie.moduleId);
    if (!module || !homeLeadsWithBanners(module.moduleType)) return null;
    const clock = c.get('deps').clock;
    const first = firstSlide({
      ref,
      module,
      zoneIds: cookie.zoneIds,
      today: localDateTime(clock.now(), STORE_TIME_ZONE).date,
    });
    const url = first?.image ? storageUrl(c, first.image) : null;
    return url ? { kind: 'home', url, moreSlides: first!.more } : null;
  } catch {
    return null;
  }
}

/** A positive whole number of a query parameter, else null. */
function positiveQueryId(value: string | undefined): number | null {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The picture a page opened at this URL shows largest at first (its LCP element), when the
 * server knows it: a store page's cover (from the reference cache: the store the web app's page
 * shows, core's `storePageTarget`; a rental store's page goes to its provider page instead, and
 * an inactive store is not found), a product page's first picture (one statement: the item the
 * page shows, by id or slug, in the query's `module_id` when it names one).
 */
async function pagePicture(c: Context<AppEnv>): Promise<PagePicture | null> {
  if (c.req.path === '/home') return homePicture(c);
  const match = PICTURE_PAGE.exec(c.req.path);
  if (!match) return null;
  const kind = match[1] as PagePictureKind;
  let pathKey: string;
  try {
    pathKey = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (kind === 'product') {
    const key = readIdOrSlug(pathKey);
    const db = c.get('deps')?.database.current();
    const ref = key && db ? await currentReference(c) : null;
    if (!key || !db || !ref) return null;
    try {
      const path = await itemPicturePath(db, ref, key, positiveQueryId(c.req.query('module_id')));
      const url = path ? storageUrl(c, path) : null;
      return url ? { kind, url } : null;
    } catch {
      return null;
    }
  }
  const target = storePageTarget(pathKey, { get: (name: string) => c.req.query(name) ?? null });
  const key = target && !target.rental ? readIdOrSlug(target.idOrSlug) : null;
  if (!key) return null;
  const ref = await currentReference(c);
  const store = ref ? storeByRef(ref, key) : undefined;
  if (!ref || !store?.status || !store.coverPhoto) return null;
  if (ref.moduleById.get(store.moduleId)?.moduleType === 'rental') return null;
  const url = storageUrl(c, store.coverPhoto);
  return url ? { kind, url } : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/**
 * `html` with the page's largest picture at once (issue 9): asked for at high priority (a preload
 * in <head>, before the boot script; `data-page-picture` names the address it is for, which the
 * app's skeleton reads: app/page-picture.ts), and shown in the prerendered shell's slot of that
 * page (`data-shell-picture`), so it paints with the HTML, before any script. The page's <img>
 * then takes the same URL from the cache.
 */
export function withPagePicture(html: string, picture: PagePicture, address: string): string {
  const href = escapeHtml(picture.url);
  const slot = `data-shell-picture="${picture.kind}"`;
  const more = picture.moreSlides ? ' data-more-slides=""' : '';
  return html
    .replace(
      /<head>/i,
      (head) =>
        `${head}<link rel="preload" as="image" href="${href}" fetchpriority="high" data-page-picture="${escapeHtml(address)}"${more}>`,
    )
    .replace(slot, `${slot}${more} src="${href}"`);
}

interface CachedIndex {
  mtimeMs: number;
  /** index.html as built, with the shell's marks (filled for `/`). */
  source: string;
  /** index.html with the marks removed: every other page. */
  html: string;
  /** index.html compressed once per version of the file. */
  compressed: Record<Encoding, Uint8Array<ArrayBuffer>>;
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
    const source = await readFile(path, 'utf8');
    const html = fillShell(source, null);
    const scriptHashes = inlineScriptHashes(html);
    const imgSources = options.imgSources ?? [];
    const csp = contentSecurityPolicy({ maps: options.maps, scriptHashes, imgSources });
    const statelyCsp = contentSecurityPolicy({
      maps: options.maps,
      scriptHashes,
      imgSources,
      stately: true,
    });
    const body = Buffer.from(html);
    const compressed = {
      br: new Uint8Array(
        brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }),
      ),
      gzip: new Uint8Array(gzipSync(body, { level: constants.Z_BEST_COMPRESSION })),
    };
    cachedIndex = { mtimeMs: s.mtimeMs, source, html, compressed, csp, statelyCsp };
    return cachedIndex;
  }

  async function sendIndex(c: Context<AppEnv>) {
    const page = await index();
    if (!page) return null;
    const headers: Record<string, string> = {
      'Content-Type': TYPES['.html']!,
      'Cache-Control': 'no-cache',
      'Content-Security-Policy':
        options.stately === true && c.req.query('stately') === '1' ? page.statelyCsp : page.csp,
      // The home's HTML names the first banner of its cookie's module and zones.
      Vary: c.req.path === '/home' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    };
    // The landing's texts are the business settings' of the moment (compressed per request by
    // the compress middleware); the other pages are the same for everyone.
    if (c.req.path === '/' && page.source !== page.html) {
      return send(c, fillShell(page.source, await currentSettings(c)), headers);
    }
    // A page whose largest picture is known here asks for it in its HTML (compressed per request
    // by the compress middleware, like `/`).
    const picture = await pagePicture(c);
    if (picture) {
      const url = new URL(c.req.url);
      return send(c, withPagePicture(page.html, picture, url.pathname + url.search), headers);
    }
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const encoding = ENCODINGS.find(({ name }) => accepted.has(name))?.name;
    if (!encoding) return send(c, page.html, headers);
    const body = page.compressed[encoding];
    return send(c, body, {
      ...headers,
      'Content-Encoding': encoding,
      'Content-Length': String(body.byteLength),
    });
  }

  /** The build's compressed copy of `file` that the client accepts, if there is one. */
  async function compressedCopy(c: Context<AppEnv>, file: string) {
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    for (const { name, suffix } of ENCODINGS) {
      if (!accepted.has(name)) continue;
      const s = await fileStat(file + suffix);
      if (s) return { encoding: name, path: file + suffix, size: s.size };
    }
    return null;
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
      const cacheControl = path.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=3600';
      const copy = await compressedCopy(c, file);
      if (copy) {
        return send(c, c.req.method === 'HEAD' ? '' : await readFile(copy.path), {
          'Content-Type': type,
          'Content-Encoding': copy.encoding,
          'Content-Length': String(copy.size),
          'Cache-Control': cacheControl,
          Vary: 'Accept-Encoding',
        });
      }
      return send(c, c.req.method === 'HEAD' ? '' : await readFile(file), {
        'Content-Type': type,
        'Content-Length': String(s.size),
        'Cache-Control': cacheControl,
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

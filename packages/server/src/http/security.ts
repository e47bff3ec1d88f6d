/**
 * Hardening by default: security headers with a Content-Security-Policy fit for the built web
 * app, CORS only for the configured origins, and a request body limit.
 */
import { createHash } from 'node:crypto';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { errorBody, MESSAGES } from './errors.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** Hosts the Google Maps JavaScript API needs (only allowed when a Maps key is configured). */
const MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  img: [
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
};

export interface CspOptions {
  /** Allow the Google Maps hosts. */
  maps: boolean;
  /** Extra script sources, e.g. the hashes of the inline scripts of index.html. */
  scriptHashes?: readonly string[];
  /**
   * Allow Stately's inspector in a frame: only for a page a developer opened for the inspector's
   * Stately bridge (web features/inspector/stately-bridge.ts; see static.ts).
   */
  stately?: boolean;
  /** Extra image hosts: the configured map tile server (config/map-tiles.ts). */
  imgSources?: readonly string[];
}

/** The origin of Stately's hosted inspector (the inspector's opt-in bridge). */
export const STATELY_ORIGIN = 'https://stately.ai';

function frameSources(options: CspOptions): string[] {
  const sources = [
    ...(options.maps ? MAPS.frame : []),
    ...(options.stately ? [STATELY_ORIGIN] : []),
  ];
  return sources.length > 0 ? sources : ["'none'"];
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(options: CspOptions): string {
  const maps = options.maps;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptHashes ?? []), ...(maps ? MAPS.script : [])]],
    // Inline style attributes come from the UI kit and the map; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps ? MAPS.style : [])]],
    [
      'img-src',
      ["'self'", 'data:', 'blob:', ...(maps ? MAPS.img : []), ...(options.imgSources ?? [])],
    ],
    ['font-src', ["'self'", 'data:', ...(maps ? MAPS.font : [])]],
    ['connect-src', ["'self'", ...(maps ? MAPS.connect : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', frameSources(options)],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** `'sha256-…'` sources for the inline `<script>` elements of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Security headers for every response. A handler may set its own Content-Security-Policy (the web
 * app's index.html adds the hashes of its inline scripts; SVG images get a stricter one).
 */
export function securityHeaders(options: {
  maps: boolean;
  imgSources?: readonly string[];
}): MiddlewareHandler {
  const headers = secureHeaders({
    // Keep what a handler set itself (storage images allow cross-origin use).
    overwrite: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Images under /storage/ may be shown by a client on another port (the Vite dev server).
    crossOriginResourcePolicy: 'same-site',
    // Served over plain HTTP on localhost by default; a TLS proxy in front sets HSTS itself.
    strictTransportSecurity: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'], payment: ['self'] },
  });
  const csp = contentSecurityPolicy({ maps: options.maps, imgSources: options.imgSources ?? [] });
  return async (c, next) =>
    headers(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy')) {
        c.res.headers.set('Content-Security-Policy', csp);
      }
    });
}

/** The request headers that clients of the v1 API send. */
/**
 * The request headers a browser may send from a configured origin: ours, and those the v1
 * clients send on every call (the incumbent web client's `ngrok-skip-browser-warning`,
 * `X-server`, `guest_id`), so that an existing client can be pointed at this server.
 */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-localization',
  'X-software-id',
  'X-server',
  'zoneId',
  'moduleId',
  'latitude',
  'longitude',
  'Idempotency-Key',
  'guest_id',
  'ngrok-skip-browser-warning',
];

/**
 * Sets `Vary` on the answer without rebuilding it. Hono's `c.header()` after the handler turns
 * the Node adapter's plain answer into a fetch Response whose body is a stream, and the adapter
 * then writes it through the slow path; appending to `c.res.headers` keeps the plain one.
 */
async function withVary(c: Context, next: Next, name: string): Promise<void> {
  await next();
  const current = c.res.headers.get('Vary');
  if (
    current === '*' ||
    current
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes(name.toLowerCase())
  ) {
    return;
  }
  c.res.headers.set('Vary', current ? `${current}, ${name}` : name);
}

/**
 * CORS for the configured origins only; other origins get no `Access-Control-Allow-Origin`.
 * A request without an `Origin` header (same-origin reads, servers, tools) has no CORS to
 * answer: it only gets `Vary: Origin`.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins.map((o) => o.replace(/\/+$/, '')));
  const handler = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
    allowHeaders: CORS_ALLOWED_HEADERS,
    maxAge: 600,
  });
  return (c, next) =>
    c.req.header('Origin') === undefined ? withVary(c, next, 'Origin') : handler(c, next);
}

/**
 * Hono's compression for the clients that ask for it (`Accept-Encoding`); the others get the
 * answer as it is, with the `Vary: Accept-Encoding` that compression would have added.
 */
export function compressWhenAsked(): MiddlewareHandler {
  const handler = compress();
  return (c, next) =>
    c.req.header('Accept-Encoding') === undefined
      ? withVary(c, next, 'Accept-Encoding')
      : handler(c, next);
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API paths that take file uploads, with their own body limits (the files and the form's
 * other fields); every other request has the default limit. The route checks each file itself.
 */
export const UPLOAD_BODY_LIMITS: Readonly<Record<string, number>> = {
  // A profile photo of at most 2 MB (customer/update-profile).
  '/api/v1/customer/update-profile': 3 * 1024 * 1024,
  // Up to 5 prescriptions of 2 MB with the order's fields (order_attachment[], issue 12).
  '/api/v1/customer/order/place': 11 * 1024 * 1024,
  // Up to 3 review photos of 2 MB (items/reviews/submit attachment[], issue 12).
  '/api/v1/items/reviews/submit': 7 * 1024 * 1024,
  // Up to 3 chat images of 2 MB with the message (customer/message/send image[], issue 14).
  '/api/v1/customer/message/send': 7 * 1024 * 1024,
  // A store application: logo, cover photo and tax certificate of 2 MB (vendor/register, issue 14).
  '/api/v1/vendor/register': 7 * 1024 * 1024,
  // A delivery man application: a photo and up to 5 identity images of 2 MB (issue 14).
  '/api/v1/delivery-man/store': 13 * 1024 * 1024,
};

/** The largest refused body read to its end before the answer (see drainRefusedBody). */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

/**
 * Reads and drops a refused body whose declared length is at most DRAIN_MAX_BYTES (for at most
 * 5 s) before the 413 is sent. Closing the connection while the client is still sending makes its
 * system answer the rest with a reset, which can discard the 413 before the client reads it (a
 * client then sees EPIPE or ECONNRESET instead of the error body). Larger or slower bodies are
 * not waited for: the connection is closed at once.
 */
async function drainRefusedBody(c: Context): Promise<void> {
  const declared = Number(c.req.header('content-length'));
  const body = c.req.raw.body;
  if (!(declared > 0 && declared <= DRAIN_MAX_BYTES) || body == null || body.locked) return;
  const reader = body.getReader();
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), DRAIN_MAX_MS);
  try {
    for (let read = 0; read <= DRAIN_MAX_BYTES;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      read += chunk.value.byteLength;
    }
  } catch {
    // The client went away or the wait ran out: the answer is sent as it can be.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

export function bodyLimitFor(
  maxSize: number,
  uploads: Readonly<Record<string, number>> = UPLOAD_BODY_LIMITS,
): MiddlewareHandler {
  const limitOf = (size: number) =>
    bodyLimit({
      maxSize: size,
      // The unread rest of the body would be taken for the next request on a
      // kept-alive connection, so the connection is closed after the answer.
      onError: async (c) => {
        await drainRefusedBody(c);
        c.header('Connection', 'close');
        return c.json(errorBody('body', MESSAGES.tooLarge), 413);
      },
    });
  const limit = limitOf(maxSize);
  const uploadSizes = new Map(
    Object.entries(uploads).map(([path, size]) => [path, Math.max(size, maxSize)]),
  );
  const uploadLimits = new Map([...uploadSizes].map(([path, size]) => [path, limitOf(size)]));
  // A GET, HEAD or OPTIONS has no body to limit, and asking the request for its body would make
  // the Node adapter build a whole fetch Request (stream, abort signal) for every read. A body
  // whose declared length is within the limit goes on as Hono's middleware lets it (it reads
  // only that header then), without asking for the body: the route then reads it from Node's
  // request directly. Anything else (no length, chunked, too large) goes through Hono's.
  return (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    const path = c.req.path;
    const declared = c.req.raw.headers.get('content-length');
    if (
      declared !== null &&
      !c.req.raw.headers.has('transfer-encoding') &&
      parseInt(declared || '0', 10) <= (uploadSizes.get(path) ?? maxSize)
    ) {
      return next();
    }
    return (uploadLimits.get(path) ?? limit)(c, next);
  };
}

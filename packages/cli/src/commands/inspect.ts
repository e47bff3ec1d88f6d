/**
 * `storefront inspect FILE`: replays a trace (`--trace FILE`) on the machine diagrams in the
 * browser. A small HTTP server on 127.0.0.1 serves the built web app (packages/web/dist) and the
 * trace at a fixed path, and prints the address of the replay page
 * (`/inspect/replay?trace=/trace.jsonl`); it opens nothing itself. The trace is read again on
 * each request, so a reload shows what was appended since. Ctrl+C stops it.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { basename, extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError, type Command } from 'commander';
import type { Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';

/** The built web app of the repository (from src/commands and dist/commands alike). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

/** Where the server serves the trace, and the page that replays it. */
export const TRACE_PATH = '/trace.jsonl';
export const REPLAY_PATH = `/inspect/replay?trace=${encodeURIComponent(TRACE_PATH)}`;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export interface InspectServerOptions {
  traceFile: string;
  webDist?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface InspectServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The replay page with the trace. */
  pageUrl: string;
  traceUrl: string;
  close(): Promise<void>;
}

/** Fails clearly when the trace or the built web app is missing. */
export function checkInspectInputs(traceFile: string, webDist: string): void {
  if (!existsSync(traceFile) || !statSync(traceFile).isFile()) {
    throw usageError(`No trace file at ${traceFile} (write one with storefront --trace FILE …)`);
  }
  if (!existsSync(resolve(webDist, 'index.html'))) {
    throw new CliError(
      `The built web app is missing (${resolve(webDist, 'index.html')}): build it with \`npm run build -w @storefront/web\` (or \`npm run build\`), or name it with --web-dist DIR`,
      EXIT.failure,
      'not_built',
    );
  }
}

const notFound = (res: ServerResponse, message: string) => {
  res.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ errors: [{ code: 'not_found', message }] }));
};

export async function startInspectServer(options: InspectServerOptions): Promise<InspectServer> {
  const traceFile = resolve(options.traceFile);
  const root = resolve(options.webDist ?? DEFAULT_WEB_DIST);
  checkInspectInputs(traceFile, root);
  const index = readFileSync(resolve(root, 'index.html'));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // The app asks for its API (configuration, a guest id): not served here, the page needs none.
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/storage/')) {
      return notFound(res, 'storefront inspect serves the web app and the trace only');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === TRACE_PATH) {
      const text = await readFile(traceFile).catch(() => null);
      if (text === null) return notFound(res, `The trace ${traceFile} is gone`);
      res.writeHead(200, {
        'Content-Type': 'application/x-ndjson; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Trace-Name': encodeURIComponent(basename(traceFile)),
      });
      res.end(req.method === 'HEAD' ? undefined : text);
      return;
    }
    let path: string;
    try {
      path = resolve(root, `.${decodeURIComponent(url.pathname)}`);
    } catch {
      return notFound(res, 'Not found');
    }
    if (path !== root && !path.startsWith(root + sep)) return notFound(res, 'Not found');
    const file = path !== root && existsSync(path) && statSync(path).isFile() ? path : null;
    if (file) {
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': file.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    // A missing file with an extension is a 404; any other path is a page of the app.
    if (extname(url.pathname)) return notFound(res, 'Not found');
    res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : index);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    pageUrl: `${url}${REPLAY_PATH}`,
    traceUrl: `${url}${TRACE_PATH}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** Resolves on Ctrl+C (SIGINT) or SIGTERM. */
function untilStopped(): Promise<void> {
  return new Promise((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export function registerInspectCommand(program: Command, run: Runner): void {
  program
    .command('inspect')
    .argument('<file>', 'a trace written with --trace FILE')
    .description(
      'replay a trace on the machine diagrams: serves the built web app and the trace on 127.0.0.1 and prints the page address (Ctrl+C stops)',
    )
    .option('--port <port>', 'the port (default: a free one)', (value) => {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        throw new InvalidArgumentError('a port number (0 to 65535) is expected');
      }
      return port;
    })
    .option('--web-dist <dir>', 'the built web app', DEFAULT_WEB_DIST)
    .action(
      run(async (context, file: string, options: { port?: number; webDist: string }) => {
        const server = await startInspectServer({
          traceFile: file,
          webDist: options.webDist,
          port: options.port ?? 0,
        });
        context.output.result({ url: server.pageUrl, trace: server.traceUrl }, () =>
          [
            `Trace replay of ${resolve(file)}:`,
            `  ${server.pageUrl}`,
            'Open it in a browser. Press Ctrl+C to stop.',
          ].join('\n'),
        );
        await untilStopped();
        await server.close();
      }),
    );
}

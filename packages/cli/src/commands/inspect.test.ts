// `storefront inspect FILE`: the local server of the built web app and the trace, and the
// command's failures (a missing trace, a missing build).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../errors.js';
import type { TextSink } from '../output.js';
import { run } from '../program.js';
import { REPLAY_PATH, startInspectServer, TRACE_PATH, type InspectServer } from './inspect.js';

interface Sink extends TextSink {
  text: string;
}
const sink = (): Sink => ({
  text: '',
  write(chunk: string) {
    this.text += chunk;
    return true;
  },
});

const TRACE = `${JSON.stringify({ type: '@storefront.command', argv: ['location', 'show'] })}\n`;

let dir = '';
let dist = '';
let trace = '';
let server: InspectServer | null = null;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-inspect-'));
  dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(join(dir, 'secret.txt'), 'not served');
  trace = join(dir, 'run trace.jsonl');
  writeFileSync(trace, TRACE);
});
afterEach(async () => {
  await server?.close();
  server = null;
  rmSync(dir, { recursive: true, force: true });
});

async function cli(args: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await run(['--session', join(dir, 'session.json'), ...args], {
    stdout,
    stderr,
    env: {},
    home: dir,
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('the inspect server', () => {
  it('serves the trace at its fixed path, read again on each request', async () => {
    server = await startInspectServer({ traceFile: trace, webDist: dist });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.traceUrl).toBe(`${server.url}${TRACE_PATH}`);
    expect(server.pageUrl).toBe(`${server.url}/inspect/replay?trace=%2Ftrace.jsonl`);
    const first = await fetch(server.traceUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('application/x-ndjson');
    expect(decodeURIComponent(first.headers.get('x-trace-name') ?? '')).toBe('run trace.jsonl');
    expect(await first.text()).toBe(TRACE);
    writeFileSync(trace, `${TRACE}${TRACE}`);
    expect(await (await fetch(server.traceUrl)).text()).toBe(`${TRACE}${TRACE}`);
  });

  it('serves the built app: its files, and index.html for the replay page', async () => {
    server = await startInspectServer({ traceFile: trace, webDist: dist });
    const page = await fetch(`${server.url}${REPLAY_PATH}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404);
    // Nothing outside the build, and no API.
    expect((await fetch(`${server.url}/..%2Fsecret.txt`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/config`)).status).toBe(404);
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405);
  });

  it('stops', async () => {
    const started = await startInspectServer({ traceFile: trace, webDist: dist });
    await started.close();
    await expect(fetch(started.traceUrl)).rejects.toThrow();
  });
});

describe('storefront inspect', () => {
  it('refuses a missing trace as a usage error', async () => {
    const result = await cli(['inspect', join(dir, 'nope.jsonl'), '--web-dist', dist]);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('No trace file at');
  });

  it('says how to build the web app when its build is missing', async () => {
    const result = await cli(['inspect', trace, '--web-dist', join(dir, 'none')]);
    expect(result.code).toBe(EXIT.failure);
    expect(result.stderr).toContain('npm run build -w @storefront/web');
  });

  it('refuses a port that is not one', async () => {
    const result = await cli(['inspect', trace, '--port', 'x']);
    expect(result.code).toBe(EXIT.usage);
  });
});

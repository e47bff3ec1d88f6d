// What the CLI's command tests share (packages/cli/src/commands/*.test.ts): a session file in a
// temporary home for each test, the CLI run against a fake server's fetch with its output caught,
// and JSON answers for the fake servers.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { TextSink } from '../../packages/cli/src/output.js';
import { run } from '../../packages/cli/src/program.js';

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

/** A JSON answer of a fake server. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A temporary home and session file for each test of the file (`storefront-<name>-…`, removed
 * after the test), holding `initial()` when given; `cli` runs the CLI with that session against
 * `fetch` and gives its exit code and what it wrote.
 */
export function cliHarness(name: string, initial?: () => unknown) {
  let dir = '';
  let session = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `storefront-${name}-`));
    session = join(dir, 'session.json');
    if (initial) writeSession(initial());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Replaces the session file: a value as JSON, a string as it is. */
  function writeSession(value: unknown) {
    writeFileSync(session, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const readSession = () => JSON.parse(readFileSync(session, 'utf8')) as Record<string, string>;

  async function cli(args: string[], fetch: typeof globalThis.fetch) {
    const stdout = sink();
    const stderr = sink();
    const code = await run(['--session', session, ...args], {
      stdout,
      stderr,
      env: {},
      home: dir,
      fetch,
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  }
  return { cli, writeSession, readSession };
}

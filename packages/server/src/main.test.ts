/**
 * The entry point as a process: the listening line, the data-folder lock between two processes,
 * and a clean exit on SIGTERM and SIGINT.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from './db/lock.js';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const main = join(serverRoot, 'src', 'main.ts');

const children: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function launch(env: Record<string, string>): Running {
  // One process (tsx as a loader, not its CLI, which would run the server in a child process).
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', main], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', WEB_DIST: join(tmpdir(), 'no-web-app'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  children.push(child);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exit };
}

function listening(running: Running): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /Storefront listening on (http:\/\/localhost:\d+)/.exec(running.output());
      if (match) {
        running.child.stdout!.off('data', check);
        resolve(match[1]!);
      }
    };
    running.child.stdout!.on('data', check);
    void running.exit.then(() =>
      reject(new Error(`exited before listening:\n${running.output()}`)),
    );
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('main', () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'storefront-main-')), 'pglite');
  dirs.push(join(dataDir, '..'));
  let first: Running;
  let url: string;

  beforeAll(async () => {
    first = launch({ DATA_DIR: dataDir });
    url = await listening(first);
  }, 180_000);

  it('serves the seeded demo marketplace', async () => {
    const modules = (await (await fetch(`${url}/api/v1/module`)).json()) as {
      module_type: string;
    }[];
    expect(modules.map((m) => m.module_type).sort()).toEqual([
      'ecommerce',
      'food',
      'grocery',
      'parcel',
      'pharmacy',
      'rental',
    ]);
    const zone = await fetch(`${url}/api/v1/config/get-zone-id?lat=25.1972&lng=55.2744`);
    expect(zone.status).toBe(200);
    const { zone_id } = (await zone.json()) as { zone_id: string };
    expect(JSON.parse(zone_id)).not.toHaveLength(0);
    const geocode = (await (
      await fetch(`${url}/api/v1/config/geocode-api?lat=25.1985&lng=55.2796`)
    ).json()) as {
      results: { formatted_address: string }[];
    };
    expect(geocode.results[0]!.formatted_address).toMatch(
      /Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates$/,
    );
    const withIcons = modules as unknown as { icon_full_url: string }[];
    const icon = await fetch(withIcons[0]!.icon_full_url);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    for (const page of [
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'refund-policy',
      'shipping-policy',
      'cancelation',
    ]) {
      const response = await fetch(`${url}/api/v1/${page}`, {
        headers: { 'X-localization': 'ar' },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('locks the data folder with its PID and refuses a second process', async () => {
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));
    const second = launch({ DATA_DIR: dataDir });
    const secondExit = await second.exit;
    expect(secondExit.code).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another running Storefront server`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /); // no stack trace
    expect((await fetch(`${url}/api/v1/zone/list`)).status).toBe(200);
  }, 60_000);

  it('exits 0 on SIGTERM and removes the lock', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 60_000);

  it('takes over the lock of a killed server and exits 0 on SIGINT', async () => {
    const killed = launch({ DATA_DIR: dataDir });
    await listening(killed);
    killed.child.kill('SIGKILL');
    await killed.exit;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const next = launch({ DATA_DIR: dataDir });
    const nextUrl = await listening(next);
    expect((await fetch(`${nextUrl}/api/v1/config`)).status).toBe(200);
    next.child.kill('SIGINT');
    expect(await next.exit).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);

  it('rejects a bad PORT with a message', async () => {
    const bad = launch({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect((await bad.exit).code).toBe(1);
    expect(bad.output()).toContain('PORT must be a number from 0 to 65535');
  }, 60_000);
});

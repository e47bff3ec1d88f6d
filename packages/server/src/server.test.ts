import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSettings } from './db/schema.js';
import type { Database } from './db/client.js';
import { LOCK_FILE } from './db/lock.js';
import { settingRows } from './config/settings.js';
import { DataFolderLockedError, startServer, type RunningServer } from './index.js';
import { createTestPostgres, type TestPostgres } from './testing/postgres.js';

/** A light seed: the business settings only. */
async function settingsSeed(db: Database) {
  await db.transaction(async (tx) => {
    await tx.insert(businessSettings).values(settingRows()).onConflictDoNothing();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const temp: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-server-'));
  temp.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});

/** The first describe's data folder; the stale lock test takes it over once that server closed. */
let pgliteDir: string | undefined;

describe('startServer on PGlite', () => {
  let dataDir: string;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = join(tempDir(), 'pglite');
    pgliteDir = dataDir;
    server = await startServer({ port: 0, dataDir, webDist: null, log: false, seed: settingsSeed });
  });
  afterAll(() => server.close());

  it('listens on a random port and answers over HTTP', async () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
    const response = await fetch(`${server.url}/api/v1/config`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { business_name: string }).business_name).toBe('Storefront');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('locks the data folder with its PID', () => {
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
  });

  it('refuses a second server on the same data folder', async () => {
    await expect(
      startServer({ port: 0, dataDir, webDist: null, log: false }),
    ).rejects.toBeInstanceOf(DataFolderLockedError);
    // The first one is unharmed.
    expect((await fetch(`${server.url}/api/v1/zone/list`)).status).toBe(200);
  });

  it('keeps its data across restarts and releases the lock on close', async () => {
    const subscribe = () =>
      fetch(`${server.url}/api/v1/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'persist@example.com' }),
      });
    expect((await subscribe()).status).toBe(200);
    await server.close();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    server = await startServer({ port: 0, dataDir, webDist: null, log: false, seed: settingsSeed });
    expect((await subscribe()).status).toBe(403);
  });
});

describe('startServer with a stale lock', () => {
  it('takes the folder over when the lock holder is dead', async () => {
    // The folder of the server above, closed by now (a fresh folder would cost an initdb and the
    // migrations, about 5 CPU s, for what this test checks: the lock).
    const dataDir = pgliteDir ?? join(tempDir(), 'pglite');
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, LOCK_FILE), `${dead.stdout.toString()}\n`);
    const server = await startServer({ port: 0, dataDir, webDist: null, log: false, seed: null });
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      expect((await fetch(`${server.url}/api/v1/zone/list`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('startServer on PostgreSQL', () => {
  it('stays up and answers 503 while PostgreSQL is unreachable', async () => {
    const closedPort = await freePort();
    const messages: string[] = [];
    const originalError = console.error;
    console.error = (message: string) => messages.push(message);
    let server: RunningServer | null = null;
    try {
      server = await startServer({
        port: 0,
        databaseUrl: `postgres://nobody:secret@127.0.0.1:${closedPort}/storefront`,
        webDist: null,
        seed: null,
        retryDelayMs: 50,
      });
      for (const path of ['/api/v1/config', '/api/v1/module', '/api/v1/zone/list']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          errors: [
            { code: 'database', message: 'The database is unavailable. Please try again shortly.' },
          ],
        });
      }
      // It keeps retrying (and says so), without crashing.
      await waitFor(
        async () => messages.filter((m) => m.includes('PostgreSQL is unavailable')).length >= 3,
        'retries',
      );
      expect(messages.join('\n')).not.toContain('secret');
    } finally {
      await server?.close();
      console.error = originalError;
    }
  });

  describe('with a real PostgreSQL that comes and goes', () => {
    let postgres: TestPostgres;
    let server: RunningServer;

    beforeAll(async () => {
      postgres = createTestPostgres(await freePort());
      server = await startServer({
        port: 0,
        databaseUrl: postgres.url,
        webDist: null,
        log: false,
        seed: settingsSeed,
        retryDelayMs: 100,
      });
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      postgres?.destroy();
    });

    const configStatus = async () => (await fetch(`${server.url}/api/v1/config`)).status;

    it('answers 503 before PostgreSQL starts, then migrates, seeds and serves', async () => {
      expect(await configStatus()).toBe(503);
      postgres.start();
      await waitFor(async () => (await configStatus()) === 200, 'the database');
      const config = (await (await fetch(`${server.url}/api/v1/config`)).json()) as {
        country: string;
      };
      expect(config.country).toBe('AE');
    }, 120_000);

    it('survives PostgreSQL going away and recovers when it is back', async () => {
      postgres.stop();
      await waitFor(async () => (await configStatus()) === 503, 'the outage');
      const response = await fetch(`${server.url}/api/v1/zone/list`);
      expect(response.status).toBe(503);
      postgres.start();
      await waitFor(async () => (await configStatus()) === 200, 'the recovery');
    }, 120_000);
  });
});

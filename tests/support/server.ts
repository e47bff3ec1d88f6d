// Starts the real server (packages/server/dist/main.js, built by `npm run build`) as a child
// process on a free port, with a fresh temporary PGlite data folder, or on PostgreSQL when
// DATABASE_URL is set in the environment. Used by the contract, scenario and e2e suites.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const serverMain = join(repoRoot, 'packages/server/dist/main.js');

export interface TestServer {
  /** Base URL without a trailing slash, such as `http://localhost:41234`. */
  url: string;
  port: number;
  /** `pglite:<folder>` or `postgres` (the URL is not printed: it may hold a password). */
  database: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface TestServerOptions {
  /** Extra environment (CORS_ORIGINS, WEB_DIST...). */
  env?: Record<string, string>;
  /** Milliseconds to wait for the listening line (first start seeds the demo data). */
  timeoutMs?: number;
  /**
   * On PostgreSQL (DATABASE_URL), a database of its own in the cluster, migrated and seeded
   * afresh, as a PGlite server always has: for suites that use up stock or wallets, which the
   * other suites' server on the shared database would see.
   */
  ownDatabase?: boolean;
}

/** A new, empty database in the cluster of `url`; its URL. */
async function newDatabase(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const name = `storefront_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return own.toString();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(serverMain)) {
    throw new Error(`${serverMain} is missing: run \`npm run build\` first`);
  }
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? null : await mkdtemp(join(tmpdir(), 'storefront-test-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    NO_COLOR: '1',
    // New password hashes at a low scrypt cost (packages/server/src/auth/password.ts).
    NODE_ENV: 'test',
    STOREFRONT_TEST_PASSWORD_COST: 'low',
  };
  if (dataDir) env.DATA_DIR = join(dataDir, 'pglite');
  else if (databaseUrl && options.ownDatabase) env.DATABASE_URL = await newDatabase(databaseUrl);
  Object.assign(env, options.env);

  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  if (process.env.STOREFRONT_TEST_SERVER_LOG) {
    child.stdout?.pipe(process.stderr);
    child.stderr?.pipe(process.stderr);
  }

  const cleanup = async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 180_000;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /Storefront listening on (http:\/\/\S+?)\/?(?:\s|$)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${signal ?? code}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await cleanup();
    throw error;
  });

  return {
    url,
    port,
    database: databaseUrl ? 'postgres' : `pglite:${dataDir}`,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await waitForExit(child);
      clearTimeout(killer);
      await cleanup();
    },
  };
}

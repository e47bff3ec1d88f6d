/**
 * A throw-away PostgreSQL cluster for tests, from the Debian binaries (PostgreSQL refuses to run
 * as root, so as root the cluster runs as the `postgres` user).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const CANDIDATE_BIN_DIRS = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
];

export function postgresBinDir(): string {
  const found = CANDIDATE_BIN_DIRS.find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (found) return found;
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL binaries not found (apt-get install postgresql)');
  }
}

export interface TestPostgres {
  url: string;
  start(): void;
  stop(): void;
  destroy(): void;
}

export function createTestPostgres(port: number): TestPostgres {
  const bin = postgresBinDir();
  const root = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(root, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const command = join(bin, tool);
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'storefront', '--no-sync']);
  let running = false;
  return {
    url: `postgres://storefront@127.0.0.1:${port}/postgres`,
    start() {
      run('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
        '-l',
        join(root, 'log'),
        '-w',
        'start',
      ]);
      running = true;
    },
    stop() {
      if (!running) return;
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    destroy() {
      try {
        this.stop();
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

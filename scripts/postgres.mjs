// A throwaway PostgreSQL cluster for tests: Debian's binaries (installed with apt-get when
// missing and we are root), a temporary folder, a free loopback port, trust authentication.
// `node scripts/postgres.mjs` starts one, prints its DATABASE_URL and stops it on Ctrl-C.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, mustRun, run } from './lib.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest /usr/lib/postgresql/<version>/bin that has a postgres binary. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

export async function ensurePostgres() {
  let bin = postgresBinDir();
  if (bin) return bin;
  if (!isRoot) {
    throw new Error(
      "PostgreSQL is missing; install Debian's postgresql package (apt-get install postgresql)",
    );
  }
  console.log("PostgreSQL is missing: installing Debian's postgresql package");
  await mustRun('apt-get', ['update']);
  await mustRun('apt-get', ['install', '-y', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries are still missing after apt-get');
  return bin;
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary folder on a free loopback port (as the
 * `postgres` user when we are root: PostgreSQL refuses to run as root) and creates a database.
 */
export async function startPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const pg = (tool, args) => mustRun(...asPostgres(join(bin, tool), args));
  const stop = async () => {
    if (existsSync(join(data, 'postmaster.pid'))) {
      await run(...asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await pg('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    await pg('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
    await pg('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      'storefront_test',
    ]);
  } catch (error) {
    if (existsSync(join(dir, 'server.log')))
      console.error(readFileSync(join(dir, 'server.log'), 'utf8'));
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/storefront_test`, stop };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const cluster = await startPostgres(await ensurePostgres());
  console.log(`DATABASE_URL=${cluster.url}`);
  console.log('Ctrl-C stops the cluster and removes its folder.');
  const stop = () => void cluster.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}

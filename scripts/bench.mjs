#!/usr/bin/env node
// `npm run bench`: measurements, never assertions. Everything runs on 127.0.0.1, bounded in time
// and count; every process, cluster and folder it starts is stopped or removed, also on an error
// or Ctrl-C. See docs/bench.md for what each table means.
//
//   npm run bench -- [options]
//
//   (a) server cold start to its first answer (GET /api/v1/config → 200): fresh data folder
//       (migrations and demo seeding included) and an existing, seeded one;
//   (b) the API under load (autocannon) on PGlite and on a throwaway PostgreSQL cluster, each
//       beside two baselines of the same run (bare Hono answer; Hono + one select by id);
//   (c) first-load JavaScript per page (gzipped, as Chromium requests it);
//   (d) Lighthouse 12 (mobile preset) per page: performance score, CLS, LCP, TBT.
//
// Options:
//   --runs N              cold-start runs of each kind (default 5)
//   --duration S          seconds of each measured autocannon run (default 10)
//   --connections N       autocannon connections (default 50)
//   --warmup S            seconds of an unreported autocannon run before each one (default 2; 0: none)
//   --accept-encoding E   send `Accept-Encoding: E` in the load runs (default: none, as autocannon)
//   --lighthouse-runs N   Lighthouse runs per page, the median is shown (default 3)
//   --only-pglite, --only-postgres   the API table of one database
//   --rows TEXT[,TEXT]    only the API rows whose endpoint contains one of the texts (the two
//                         baselines always run), e.g. --rows rental or --rows details,search
//   --skip-cold-start, --skip-api, --skip-lighthouse
//   --skip-browser        no Chromium at all (no first-load or Lighthouse table)
//   --at REV              measure the git revision REV (e.g. HEAD), exported with `git archive` into
//                         a temporary folder and built there, instead of this working tree
//   --pages TEXT[,TEXT]   only the browser pages whose label contains one of the texts
//                         (e.g. --pages checkout or --pages store,product)
//   --lighthouse-reports DIR   also write each Lighthouse run's full report (JSON) into DIR
//   --verbose             list the JavaScript files of each page
//   --help                this text
// Quick check: npm run bench -- --runs 1 --duration 2 --warmup 1 --lighthouse-runs 1
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { bold, ensureBuilt, freePort, root, serverProcessEnv, waitForStatus } from './lib.mjs';
import {
  cleanup,
  median,
  onCleanup,
  setTarget,
  spawnNode,
  table,
  target,
  tempDir,
} from './bench-support.mjs';

const args = process.argv.slice(2);
const KNOWN_FLAGS = new Set([
  '--only-pglite',
  '--only-postgres',
  '--skip-cold-start',
  '--skip-api',
  '--skip-lighthouse',
  '--skip-browser',
  '--verbose',
  '--help',
  '-h',
]);
const KNOWN_VALUES = new Set([
  '--runs',
  '--duration',
  '--connections',
  '--warmup',
  '--accept-encoding',
  '--lighthouse-runs',
  '--at',
  '--rows',
  '--pages',
  '--lighthouse-reports',
]);

function usage() {
  const text = readFileSync(new URL(import.meta.url), 'utf8');
  const lines = text.split('\n').slice(1);
  const end = lines.findIndex((line) => !line.startsWith('//'));
  return lines
    .slice(0, end)
    .map((line) => line.replace(/^\/\/ ?/, ''))
    .join('\n');
}

for (let i = 0; i < args.length; i += 1) {
  if (KNOWN_VALUES.has(args[i])) i += 1;
  else if (!KNOWN_FLAGS.has(args[i])) {
    console.error(`Unknown option ${args[i]}\n\n${usage()}`);
    process.exit(2);
  }
}
if (args.includes('--help') || args.includes('-h')) {
  console.log(usage());
  process.exit(0);
}

/** A numeric option within [min, max]; the default when absent. */
function number(name, fallback, min, max) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`${name} takes a number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}

const options = {
  runs: Math.round(number('--runs', 5, 1, 50)),
  duration: number('--duration', 10, 1, 120),
  connections: Math.round(number('--connections', 50, 1, 500)),
  warmup: number('--warmup', 2, 0, 60),
  lighthouseRuns: Math.round(number('--lighthouse-runs', 3, 1, 9)),
  acceptEncoding: args.includes('--accept-encoding')
    ? args[args.indexOf('--accept-encoding') + 1]
    : null,
  databases: args.includes('--only-postgres')
    ? ['postgres']
    : args.includes('--only-pglite')
      ? ['pglite']
      : ['pglite', 'postgres'],
  coldStart: !args.includes('--skip-cold-start'),
  api: !args.includes('--skip-api'),
  browser: !args.includes('--skip-browser'),
  lighthouse: !args.includes('--skip-lighthouse') && !args.includes('--skip-browser'),
  verbose: args.includes('--verbose'),
  at: args.includes('--at') ? args[args.indexOf('--at') + 1] : null,
  pages: args.includes('--pages')
    ? (args[args.indexOf('--pages') + 1] ?? '').split(',').filter((text) => text !== '')
    : null,
  lighthouseReports: args.includes('--lighthouse-reports')
    ? (args[args.indexOf('--lighthouse-reports') + 1] ?? null)
    : null,
  rows: args.includes('--rows')
    ? (args[args.indexOf('--rows') + 1] ?? '').split(',').filter((text) => text !== '')
    : null,
};
if (options.at !== null && !/^[\w./~^@{}-]+$/.test(options.at ?? '')) {
  console.error('--at takes a git revision');
  process.exit(2);
}

const ms = (value) => `${value.toFixed(0)} ms`;

/** Starts the built server on `dataDir`, resolves with the ms until /api/v1/config is 200. */
async function coldStart(dataDir) {
  const port = await freePort();
  const started = performance.now();
  // As `npm start` runs it (lib.mjs, serverProcessEnv).
  const server = spawnNode(target.serverMain, [], {
    env: serverProcessEnv({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
    }),
    label: 'the server',
  });
  try {
    await server.ready(
      waitForStatus(`http://127.0.0.1:${port}/api/v1/config`, {
        timeoutMs: 300_000,
        intervalMs: 10,
      }),
    );
    return performance.now() - started;
  } finally {
    await server.stop();
  }
}

async function benchColdStart() {
  console.log(
    bold(`\nServer cold start to the first answer (GET /api/v1/config, ${options.runs} runs)`),
  );
  const base = tempDir('storefront-bench-');
  try {
    const fresh = [];
    for (let i = 0; i < options.runs; i += 1) fresh.push(await coldStart(join(base.dir, `f${i}`)));
    // The first fresh folder is now seeded: reuse it for the existing-folder runs.
    const existing = [];
    for (let i = 0; i < options.runs; i += 1) existing.push(await coldStart(join(base.dir, 'f0')));
    const row = (label, values) => [label, ms(median(values)), values.map(ms).join(', ')];
    console.log(
      table(
        ['data folder', 'median', 'runs'],
        [row('fresh (migrate + seed)', fresh), row('existing, seeded', existing)],
      ),
    );
  } finally {
    await base.remove();
  }
}

/**
 * Exports revision `rev` into a temporary folder (removed on cleanup), links this checkout's
 * installed packages into it (its own workspace packages stay its own) and builds it.
 */
async function buildRevision(rev) {
  const git = (...gitArgs) =>
    execFileSync('git', gitArgs, { cwd: root, timeout: 120_000 }).toString().trim();
  const commit = git('log', '-1', '--format=%h %cI', `${rev}^{commit}`);
  const tree = join(tempDir('storefront-bench-at-').dir, 'tree');
  mkdirSync(tree);
  execFileSync(
    'sh',
    ['-c', 'git archive --format=tar "$1" | tar -x -C "$2"', 'sh', commit.split(' ')[0], tree],
    {
      cwd: root,
      timeout: 120_000,
    },
  );
  const link = (from, to, skip = []) => {
    mkdirSync(to, { recursive: true });
    for (const entry of readdirSync(from)) {
      if (!skip.includes(entry) && !existsSync(join(to, entry)))
        symlinkSync(join(from, entry), join(to, entry));
    }
  };
  link(join(root, 'node_modules'), join(tree, 'node_modules'), ['@storefront']);
  mkdirSync(join(tree, 'node_modules/@storefront'));
  for (const name of readdirSync(join(tree, 'packages'))) {
    symlinkSync(join('../../packages', name), join(tree, 'node_modules/@storefront', name));
    const own = join(root, 'packages', name, 'node_modules');
    if (existsSync(own)) link(own, join(tree, 'packages', name, 'node_modules'));
  }
  console.log(`» Building ${commit.split(' ')[0]} in ${tree} (npm run build)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawn(npm, ['run', 'build', '--silent'], {
    cwd: tree,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 900_000,
    killSignal: 'SIGKILL',
  });
  const stop = onCleanup(() => build.exitCode === null && build.kill('SIGKILL'));
  const code = await new Promise((resolve) => {
    build.once('exit', (exitCode, signal) => resolve(exitCode ?? signal));
    build.once('error', () => resolve('error'));
  });
  await stop();
  if (code !== 0) throw new Error(`npm run build of ${rev} failed (${code})`);
  setTarget(tree);
  return `${commit} (--at ${rev}, built from a clean export)`;
}

const started = Date.now();
try {
  let commit = 'unknown';
  if (options.at) {
    commit = await buildRevision(options.at);
  } else {
    await ensureBuilt({ log: (line) => console.log(`» ${line}`) });
    try {
      commit = execFileSync('git', ['log', '-1', '--format=%h %cI'], { cwd: root })
        .toString()
        .trim();
      const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
        cwd: root,
      }).toString();
      if (dirty.trim()) commit += ' (with uncommitted changes)';
    } catch {
      // not a git checkout
    }
  }
  if (!existsSync(target.serverMain) || !existsSync(join(target.webDist, 'index.html'))) {
    throw new Error('The build is incomplete: run `npm run build`.');
  }
  console.log(`Node ${process.version}, commit ${commit}, ${new Date().toISOString()}`);
  if (options.coldStart) await benchColdStart();
  if (options.api) {
    const { benchApi } = await import('./bench-api.mjs');
    await benchApi(options);
  }
  const { benchBrowser } = await import('./bench-browser.mjs');
  await benchBrowser(options);
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
// Lighthouse and autocannon may leave timers behind: leave once everything is stopped.
process.exit(process.exitCode ?? 0);

#!/usr/bin/env node
// Where a server start's time goes, beside the bench's cold-start table (issue 9: start in a
// second). Starts the built server of one or more trees on a seeded data folder (made by one
// fresh start of each tree, which also leaves its bundle's code cache), alternating the trees,
// and prints for each start the first `GET /api/v1/config` answer's time after the spawn, the
// main thread's and the whole process's CPU at that moment, and the process's minor page faults
// (memory touched for the first time: on this project's virtual machines each one costs some
// 20 µs of CPU, and a start takes about 30,000 of them).
//
//   node packages/server/scripts/cold-start-probe.mjs [--runs N] [--fresh] NAME=TREE[@FLAG,...] ...
//
// TREE is a checkout with `npm run build` done (this one: `.`); FLAGs are given to node before
// the server's main.js (each tree keeps its own code cache, so give a flag to a tree of its own).
// --fresh also starts each tree on a fresh folder before each seeded start. Run it under
// /tmp/heavy.lock on a shared machine, as the bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 5;
const fresh = args.includes('--fresh');
const trees = args
  .filter((arg, i) => arg.includes('=') && args[i - 1] !== '--runs')
  .map((arg) => {
    const name = arg.slice(0, arg.indexOf('='));
    const [path, flags] = arg.slice(arg.indexOf('=') + 1).split('@');
    return { name, path: resolve(path), flags: flags ? flags.split(',') : [] };
  });
if (trees.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: cold-start-probe.mjs [--runs N] [--fresh] NAME=TREE[@FLAG,...] ...');
  process.exit(2);
}

/** Clock ticks a second in /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime (ms) and minor faults of a /proc stat file. */
function stat(path) {
  const text = readFileSync(path, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    cpu: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS,
    faults: Number(fields[7]),
  };
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** One start of `tree` on `dataDir`, stopped (SIGTERM) once /config answered 200. */
async function start(tree, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...tree.flags, join(tree.path, 'packages/server/dist/main.js')],
    {
      cwd: tree.path,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/config`);
        await response.arrayBuffer();
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`${tree.name} exited:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`${tree.name}: no answer`);
      await new Promise((done) => setTimeout(done, 10));
    }
    const wall = performance.now() - started;
    const process_ = stat(`/proc/${child.pid}/stat`);
    const main = stat(`/proc/${child.pid}/task/${child.pid}/stat`);
    return { wall, main: main.cpu, process: process_.cpu, faults: process_.faults };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const base = mkdtempSync(join(tmpdir(), 'cold-start-probe-'));
const results = new Map(trees.map((tree) => [tree.name, { fresh: [], seeded: [] }]));
try {
  for (const tree of trees) await start(tree, join(base, `${tree.name}-seeded`));
  for (let i = 0; i < runs; i += 1) {
    for (const tree of i % 2 ? [...trees].reverse() : trees) {
      if (fresh) {
        const dir = join(base, `${tree.name}-fresh-${i}`);
        results.get(tree.name).fresh.push(await start(tree, dir));
        rmSync(dir, { recursive: true, force: true });
      }
      results.get(tree.name).seeded.push(await start(tree, join(base, `${tree.name}-seeded`)));
    }
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}

for (const tree of trees) {
  for (const kind of ['seeded', 'fresh']) {
    const list = results.get(tree.name)[kind];
    if (list.length === 0) continue;
    const column = (key, unit) =>
      `${key} ${median(list.map((r) => r[key])).toFixed(0)}${unit} [${list
        .map((r) => r[key].toFixed(0))
        .join(' ')}]`;
    console.log(
      `${tree.name} ${kind}: ${column('wall', ' ms')} | ${column('main', ' ms')} | ` +
        `${column('process', ' ms')} | ${column('faults', '')}`,
    );
  }
}

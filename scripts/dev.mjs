#!/usr/bin/env node
// `npm run dev`: the API server from its TypeScript sources with `tsx watch` (PORT, default 8080)
// and the Vite dev server of the web app (which proxies /api to it), together. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bold, mustRun, root } from './lib.mjs';

const port = process.env.PORT ?? '8080';

if (!existsSync(join(root, 'packages/web/styled-system/css'))) {
  console.log(bold('» Generating styles (panda codegen)'));
  await mustRun('npm', ['run', 'codegen', '--silent']);
}

const children = [];
let stopping = false;

function start(name, command, args, env = {}) {
  // Each child gets its own process group so that one Ctrl-C reaches each of them once, via us.
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
      stop('SIGTERM', code ?? 1);
    }
    children.splice(children.indexOf(child), 1);
    if (children.length === 0) process.exit(process.exitCode ?? 0);
  });
  children.push(child);
}

/** Signals a child's whole process group (npm, its shell and the tool it runs). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function stop(signal, exitCode = 0) {
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) signalGroup(child, signal);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

console.log(bold(`» API on http://localhost:${port} (tsx watch), web app through Vite`));
start(
  'server',
  join(root, 'node_modules/.bin/tsx'),
  ['watch', '--conditions=source', '--clear-screen=false', 'packages/server/src/main.ts'],
  { PORT: port },
);
start('web', 'npm', ['run', 'dev', '-w', '@storefront/web'], {
  STOREFRONT_API: `http://localhost:${port}`,
});

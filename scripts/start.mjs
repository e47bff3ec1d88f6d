#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then serves the web app and the API on one port
// (PORT, default 8080) with the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL).
import { spawn } from 'node:child_process';
import { bold, ensureBuilt, root, serverMain, serverProcessEnv } from './lib.mjs';

try {
  await ensureBuilt({ log: (line) => console.log(bold(`» ${line}`)) });
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// glibc's transparent huge pages for the server's start (lib.mjs, serverProcessEnv).
const env = serverProcessEnv();

// Its own process group, so that a Ctrl-C in the terminal reaches the server once, through us.
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});

#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then serves the web app and the API on one port
// (PORT, default 8080) with the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL).
import { spawn } from 'node:child_process';
import { bold, ensureBuilt, root, serverMain } from './lib.mjs';

try {
  await ensureBuilt({ log: (line) => console.log(bold(`» ${line}`)) });
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// glibc's malloc asks the kernel for transparent huge pages where it is allowed to
// (`glibc.malloc.hugetlb=1`; ignored by a C library or kernel without them): a seeded start
// touches about 30,000 fresh pages, each of them costly on a virtual machine, and the large
// buffers behind them (PGlite's WebAssembly and file-system bundle, V8's copies) then take a
// fault per 2 MB instead of per 4 kB: about 9,000 faults fewer, the same memory (issue 9: start
// in a second; docs/decisions.md). A value of the caller's own for the setting is kept.
const tunables = process.env.GLIBC_TUNABLES ?? '';
const env = {
  ...process.env,
  GLIBC_TUNABLES: /(^|:)glibc\.malloc\.hugetlb=/.test(tunables)
    ? tunables
    : [tunables, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':'),
};

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

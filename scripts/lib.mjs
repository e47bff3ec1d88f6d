// Helpers shared by the root scripts (start, dev, test, bench): child processes, free ports,
// waiting for the server, and building what is missing or stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverMain = join(root, 'packages/server/dist/main.js');
export const webDist = join(root, 'packages/web/dist');

const useColor = process.stdout.isTTY && !('NO_COLOR' in process.env);
export const bold = (text) => (useColor ? `\u001b[1m${text}\u001b[22m` : text);

/**
 * Runs a command with inherited stdio and resolves with its exit code (1 when it could not start
 * or was killed by a signal).
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command and rejects when it fails. */
export async function mustRun(command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${code}`);
}

/** A TCP port that was free on the loopback interface a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Newest modification time (ms) of the files under the given paths (missing paths count as 0). */
export function newestMtime(paths, ignore = ['node_modules', 'dist', '.data']) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!ignore.includes(entry)) visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules/.bin', name);

/**
 * Builds what is missing or stale: Panda's generated styles, the TypeScript projects (`tsc -b`
 * is incremental, so it is quick when nothing changed), the server's and the CLI's one-script
 * bundles (each a no-op while up to date) and the web app (Vite), only when its sources are newer
 * than the last build.
 */
export async function ensureBuilt({ log = console.log } = {}) {
  const web = join(root, 'packages/web');
  const styled = join(web, 'styled-system');
  const pandaInputs = [join(web, 'panda.config.ts'), join(web, 'src')];
  if (!existsSync(join(styled, 'css')) || newestMtime(pandaInputs) > newestMtime([styled])) {
    log('Generating styles (panda codegen)');
    await mustRun(npm, ['run', 'codegen', '--silent']);
  }
  log('Compiling TypeScript (tsc -b)');
  await mustRun(bin('tsc'), ['-b']);
  log('Server bundle (packages/server/scripts/bundle.mjs)');
  await mustRun(process.execPath, [join(root, 'packages/server/scripts/bundle.mjs')]);
  log('CLI bundle (packages/cli/scripts/bundle.mjs)');
  await mustRun(process.execPath, [join(root, 'packages/cli/scripts/bundle.mjs')]);
  log('Seeded database snapshot (scripts/seed-snapshot.mjs)');
  await mustRun(process.execPath, [join(root, 'scripts/seed-snapshot.mjs')]);
  const webInputs = [
    join(web, 'src'),
    join(web, 'index.html'),
    join(web, 'public'),
    join(web, 'vite.config.ts'),
    join(web, 'panda.config.ts'),
    join(root, 'packages/core/src'),
  ];
  const builtIndex = join(webDist, 'index.html');
  if (!existsSync(builtIndex) || newestMtime(webInputs) > mtime(builtIndex)) {
    log('Building the web app (vite build)');
    await mustRun(npm, ['run', 'build', '-w', '@storefront/web', '--silent']);
  }
}

/** Resolves once `url` answers with `status` (polling), or rejects after `timeoutMs`. */
export async function waitForStatus(
  url,
  { status = 200, timeoutMs = 120_000, intervalMs = 25 } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer ${status} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The environment the server runs in (`npm start`, and the bench, which measures it so): `env`
 * with glibc's malloc asking the kernel for transparent huge pages where it is allowed to
 * (`glibc.malloc.hugetlb=1`; ignored by a C library or kernel without them). A seeded start
 * touches about 30,000 fresh pages, each of them costly on a virtual machine, and the large
 * buffers behind them (PGlite's WebAssembly and file-system bundle, V8's copies) then take a
 * fault per 2 MB instead of per 4 kB: about 9,000 faults fewer, the same memory (issue 9: start
 * in a second; docs/decisions.md). A value of the caller's own for the setting is kept.
 */
export function serverProcessEnv(env = process.env) {
  const tunables = env.GLIBC_TUNABLES ?? '';
  return {
    ...env,
    GLIBC_TUNABLES: /(^|:)glibc\.malloc\.hugetlb=/.test(tunables)
      ? tunables
      : [tunables, 'glibc.malloc.hugetlb=1'].filter(Boolean).join(':'),
  };
}

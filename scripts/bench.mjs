#!/usr/bin/env node
// `npm run bench`: measurements, never assertions.
//  (a) the server's cold start to its first answer (GET /api/v1/config → 200), on a fresh data
//      folder (migrations and demo seeding included) and on an existing, already seeded one;
//  (b) the gzipped JavaScript of the landing page: the entry script and its static imports from
//      packages/web/dist/index.html, and what Chromium actually loads for `/`, for `/home` (grocery
//      module) and for a store page when Chromium is present.
// Options: --runs N (default 5), --skip-browser.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bold, ensureBuilt, freePort, root, serverMain, waitForStatus, webDist } from './lib.mjs';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 5) : 5;
const CHROMIUM = '/usr/bin/chromium';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(0)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The environment of a benchmarked server: always the embedded database. */
function serverEnv(values) {
  const env = { ...process.env, ...values };
  delete env.DATABASE_URL;
  return env;
}

/** Starts the built server on `dataDir`, resolves with the ms until /api/v1/config is 200. */
async function coldStart(dataDir, extraEnv = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, ...extraEnv }),
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await Promise.race([
      waitForStatus(`http://127.0.0.1:${port}/api/v1/config`, {
        timeoutMs: 300_000,
        intervalMs: 10,
      }),
      exited.then((code) => {
        throw new Error(`server exited (${code}) before answering:\n${stderr}`);
      }),
    ]);
    return performance.now() - started;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function benchColdStart() {
  console.log(bold(`\nServer cold start to the first answer (GET /api/v1/config, ${RUNS} runs)`));
  const base = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  try {
    const fresh = [];
    for (let i = 0; i < RUNS; i += 1) {
      fresh.push(await coldStart(join(base, `fresh-${i}`)));
    }
    // The first fresh folder is now seeded: reuse it for the existing-folder runs.
    const existing = [];
    for (let i = 0; i < RUNS; i += 1) existing.push(await coldStart(join(base, 'fresh-0')));
    const report = (label, values) =>
      console.log(
        `  ${label.padEnd(34)} median ${ms(median(values)).padStart(8)}   runs: ${values.map(ms).join(', ')}`,
      );
    report('fresh data folder (migrate + seed)', fresh);
    report('existing, seeded data folder', existing);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/** Static imports (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`) of a chunk. */
function staticImports(code) {
  const found = [];
  const pattern =
    /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

function landingScripts() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const urls = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.push(match[1]);
  for (const match of html.matchAll(
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g,
  )) {
    urls.push(match[1]);
  }
  // Follow the static imports of each chunk (Vite lists them as modulepreload, but not always all).
  const files = new Set();
  const queue = urls.filter((url) => !/^https?:/.test(url)).map((url) => url.replace(/^\//, ''));
  while (queue.length > 0) {
    const file = posix.normalize(queue.shift());
    if (files.has(file) || !existsSync(join(webDist, file))) continue;
    files.add(file);
    const code = readFileSync(join(webDist, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (spec.startsWith('.')) queue.push(posix.join(posix.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(spec.slice(1));
    }
  }
  return [...files];
}

function gzipSizes(files) {
  return files.map((file) => {
    const data = readFileSync(join(webDist, file));
    return { file, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
}

function printSizes(label, sizes) {
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  const raw = sizes.reduce((sum, s) => sum + s.raw, 0);
  console.log(`  ${label}: ${bold(kb(total))} gzipped (${kb(raw)} raw, ${sizes.length} files)`);
  for (const s of [...sizes].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(s.gzip).padStart(9)}  ${s.file}`);
  }
}

/** A visitor who picked Downtown Dubai and the grocery module, as the web app stores it. */
async function groceryVisitor(base) {
  const zone = '[1]';
  const modules = await (
    await fetch(`${base}/api/v1/module`, { headers: { zoneId: zone } })
  ).json();
  const grocery = modules.find((m) => m.module_type === 'grocery');
  if (!grocery) throw new Error('the demo data has no grocery module');
  const stores = await (
    await fetch(`${base}/api/v1/stores/popular?limit=1&offset=1`, {
      headers: { zoneId: zone, moduleId: String(grocery.id) },
    })
  ).json();
  const store = stores.stores?.[0];
  if (!store) throw new Error('the demo data has no grocery store in zone 1');
  const storage = {
    location: 'Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates',
    currentLatLng: JSON.stringify({ lat: 25.1985, lng: 55.2796 }),
    zoneid: zone,
    module: JSON.stringify({
      id: grocery.id,
      module_type: grocery.module_type,
      module_name: grocery.module_name,
      icon_full_url: grocery.icon_full_url,
      zones: grocery.zones,
    }),
  };
  const storePath = `/store/${store.slug ?? store.id}?id=${store.id}&module_id=${grocery.id}`;
  return { storage, storePath };
}

/** The JavaScript files Chromium requests for each page of the built app, each in a fresh context. */
async function browserLoadedScripts() {
  const { chromium } = await import('playwright-core');
  const base = mkdtempSync(join(tmpdir(), 'storefront-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [serverMain], {
    cwd: root,
    stdio: 'ignore',
    env: serverEnv({ PORT: String(port), DATA_DIR: join(base, 'pglite') }),
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const load = async (path, storage) => {
    const context = await browser.newContext();
    if (storage) {
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
    }
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.port === String(port) && url.pathname.endsWith('.js'))
        scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    return [...scripts].filter((file) => existsSync(join(webDist, file)));
  };
  try {
    await waitForStatus(`${origin}/api/v1/config`, { timeoutMs: 300_000 });
    const visitor = await groceryVisitor(origin);
    return [
      { label: 'loaded by Chromium for / (with the route chunk)', files: await load('/') },
      {
        label: 'loaded by Chromium for /home (grocery module)',
        files: await load('/home', visitor.storage),
      },
      {
        label: `loaded by Chromium for a store page (${visitor.storePath.split('?')[0]})`,
        files: await load(visitor.storePath, visitor.storage),
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await exited;
    rmSync(base, { recursive: true, force: true });
  }
}

async function benchLandingJs() {
  console.log(bold('\nJavaScript of the pages (gzip -9, node:zlib)'));
  printSizes('landing: entry and its static imports (index.html)', gzipSizes(landingScripts()));
  if (args.includes('--skip-browser') || !existsSync(CHROMIUM)) {
    console.log(
      `  (Chromium measurement skipped${existsSync(CHROMIUM) ? '' : `: ${CHROMIUM} is missing`})`,
    );
    return;
  }
  for (const { label, files } of await browserLoadedScripts()) {
    printSizes(label, gzipSizes(files));
  }
}

await ensureBuilt({ log: (line) => console.log(`» ${line}`) });
if (!existsSync(serverMain) || !existsSync(join(webDist, 'index.html'))) {
  console.error('The build is incomplete: run `npm run build`.');
  process.exit(1);
}
console.log(`Node ${process.version}, ${dirname(serverMain).slice(root.length)}`);
await benchColdStart();
await benchLandingJs();

// `npm run bench`'s browser tables, on the built server with a fresh PGlite folder and Debian's
// Chromium (/usr/bin/chromium; never a downloaded browser):
//  - first-load JavaScript per page: the gzipped JS files Chromium requests until the network is
//    idle, each page in a fresh context (plus the landing entry and its static imports read from
//    packages/web/dist/index.html, without a browser);
//  - Lighthouse 12 (mobile preset, simulated throttling, headless Chromium): the median of N runs
//    per page of the performance score, CLS, LCP and TBT. Pages other than `/` run with a stored
//    session (location, grocery module, a guest with tomatoes in the cart): written into a
//    Chromium profile with playwright-core, copied for each run (Lighthouse's default storage
//    reset clears the HTTP cache but keeps localStorage).
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';
import {
  core,
  demoFacts,
  median,
  onCleanup,
  startServer,
  table,
  target,
  tempDir,
} from './bench-support.mjs';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// ---------------------------------------------------------------- JavaScript sizes

/** Static imports (`import ... from "./x.js"`, `import "./x.js"`, `export ... from`) of a chunk. */
function staticImports(code) {
  const found = [];
  const pattern =
    /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/**
 * The scripts of index.html (the boot script and the app's entry it starts, `data-app`) and their
 * static imports: what any first load needs.
 */
function landingScripts() {
  const html = readFileSync(join(target.webDist, 'index.html'), 'utf8');
  const urls = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.push(match[1]);
  // The app's entry, which the boot script starts after the first paint (vite.config.ts).
  for (const match of html.matchAll(/<script\b[^>]*\bdata-app="([^"]+)"[^>]*>/g))
    urls.push(match[1]);
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
    if (files.has(file) || !existsSync(join(target.webDist, file))) continue;
    files.add(file);
    const code = readFileSync(join(target.webDist, file), 'utf8');
    for (const spec of staticImports(code)) {
      if (spec.startsWith('.')) queue.push(posix.join(posix.dirname(file), spec));
      else if (spec.startsWith('/')) queue.push(spec.slice(1));
    }
  }
  return [...files];
}

function gzipSizes(files) {
  return files.map((file) => {
    const data = readFileSync(join(target.webDist, file));
    return { file, raw: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
}

/** The pages of both browser tables, from the demo facts. */
function benchPages(facts) {
  return [
    { label: '/ (landing, no session)', path: '/', storage: null },
    { label: '/home (grocery module)', path: '/home', storage: facts.storage },
    {
      label: `store page (/store/${facts.store.slug})`,
      path: facts.pages.store,
      storage: facts.storage,
    },
    {
      label: `product page (/product/${facts.item.slug})`,
      path: facts.pages.product,
      storage: facts.storage,
    },
    { label: 'checkout, 1 line in the cart', path: facts.pages.checkout, storage: facts.storage },
  ];
}

/** The JS files (under packages/web/dist) Chromium requests for each page, each in a fresh context. */
async function loadedScripts(origin, port, pages) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const close = onCleanup(() => browser.close());
  try {
    const found = [];
    for (const page of pages) {
      const context = await browser.newContext();
      if (page.storage) {
        await context.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, page.storage);
      }
      const tab = await context.newPage();
      const scripts = new Set();
      tab.on('response', (response) => {
        const url = new URL(response.url());
        if (url.port === String(port) && url.pathname.endsWith('.js'))
          scripts.add(url.pathname.slice(1));
      });
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const landed = new URL(tab.url()).pathname;
      await context.close();
      found.push({
        ...page,
        landed: landed === new URL(page.path, origin).pathname ? null : landed,
        files: [...scripts].filter((file) => existsSync(join(target.webDist, file))),
      });
    }
    return found;
  } finally {
    await close();
  }
}

/**
 * The state-machine inspector's own files in the build (issue 13): the panel, its texts, the
 * diagrams and their ELK worker, the trace replay and the Stately bridge's library (found by the
 * address of Stately's inspector in its code).
 */
function inspectorFiles() {
  const assets = join(target.webDist, 'assets');
  const names =
    /^(InspectorPanel|StatelyTab|MachineDiagram|TraceReplay|ReplayPage|inspector|elk-worker)\b/;
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .filter(
      (name) =>
        names.test(name) ||
        readFileSync(join(assets, name), 'utf8').includes('https://stately.ai/inspect'),
    )
    .map((name) => `assets/${name}`);
}

/** Says whether any page's first load took any of the inspector's files (it must not). */
function printInspectorCheck(rows) {
  const own = new Set(inspectorFiles());
  const taken = rows.flatMap((r) =>
    r.files.filter((file) => own.has(file)).map((file) => `${r.label}: ${file}`),
  );
  console.log(
    `  the state-machine inspector's ${own.size} files (panel, diagrams, replay, Stately bridge)` +
      ` in a page's first load: ${taken.length === 0 ? 'none' : taken.join(', ')}`,
  );
}

function printJsTable(rows, verbose) {
  const sum = (sizes, key) => sizes.reduce((total, s) => total + s[key], 0);
  console.log(
    table(
      ['page', 'JS files', 'raw', 'gzip -9'],
      rows.map((r) => [r.label, r.sizes.length, kb(sum(r.sizes, 'raw')), kb(sum(r.sizes, 'gzip'))]),
    ),
  );
  if (!verbose) return;
  for (const r of rows) {
    console.log(`  ${r.label}:`);
    for (const s of [...r.sizes].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${kb(s.gzip).padStart(9)}  ${s.file}`);
    }
  }
}

// ---------------------------------------------------------------- Lighthouse

/**
 * A Chromium profile whose localStorage for `origin` holds `storage`, with the home cookie the app
 * keeps for it (no page assets cached).
 */
async function profileWithStorage(origin, storage, dir) {
  const { chromium } = await import('playwright-core');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const close = onCleanup(() => context.close());
  try {
    const page = await context.newPage();
    // A JSON answer of the origin: no script or style of the app enters the profile's cache.
    await page.goto(`${origin}/api/v1/config`, { timeout: 60_000 });
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    // The app keeps a cookie of the stored module and zones (core's home-cookie.ts), which the
    // server reads for /home's HTML: a returning visitor with this storage has it too.
    const { HOME_COOKIE, homeCookieValue } = await core('domain/home-cookie');
    const { readSession } = await core('domain/session');
    const value = homeCookieValue(readSession({ get: (key) => storage[key] ?? null }));
    // A year, as the app writes it: a session cookie would not be kept in the profile.
    const expires = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;
    if (value) {
      await context.addCookies([
        { name: HOME_COOKIE, value, url: origin, sameSite: 'Lax', expires },
      ]);
    }
  } finally {
    await close();
  }
}

/**
 * Features of the full browser's own window that headless Chromium builds for each new window and
 * no page needs: the omnibox's suggestion popup, a WebUI page with its own renderer, which took
 * 0.8-1.2 CPU s during each Lighthouse run on two cores, beside the page it measured (the browser
 * tests leave it out too: tests/e2e/browser.ts).
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * chrome-launcher's default flags with UNUSED_FEATURES added to its `--disable-features` list:
 * Chromium reads only the last `--disable-features` of its command line, so a second one would
 * drop the launcher's own.
 */
function lighthouseFlags(chromeLauncher) {
  const flags = chromeLauncher.Launcher.defaultFlags();
  const index = flags.findIndex((flag) => flag.startsWith('--disable-features='));
  if (index < 0) flags.push(`--disable-features=${UNUSED_FEATURES.join(',')}`);
  else flags[index] = `${flags[index]},${UNUSED_FEATURES.join(',')}`;
  // What chrome-launcher adds on Linux besides its list, which ignoreDefaultFlags leaves out too.
  flags.push('--disable-setuid-sandbox');
  return flags;
}

/** One Lighthouse run (mobile preset) in a Chromium on the profile `userDataDir`; its lhr. */
async function lighthouseRun(url, userDataDir, timeoutMs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    ignoreDefaultFlags: true,
    chromeFlags: ['--headless=new', ...lighthouseFlags(chromeLauncher), ...CHROMIUM_ARGS],
    userDataDir,
    logLevel: 'silent',
  });
  const kill = onCleanup(() => chrome.kill());
  let timer;
  try {
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      maxWaitForLoad: 45_000,
    });
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took over ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    const result = await Promise.race([run, timeout]);
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse gave no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    clearTimeout(timer);
    await kill();
  }
}

/** A file name from a page's label (`store page (/store/x)` → `store-page-store-x`). */
const slug = (label) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function benchLighthouse(origin, pages, runs, reportsDir) {
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  const scratch = tempDir('storefront-bench-lh-');
  try {
    const profiles = new Map();
    const rows = [];
    const benchmarkIndexes = [];
    const warnings = new Set();
    for (const page of pages) {
      let profile = null;
      if (page.storage) {
        const key = JSON.stringify(page.storage);
        if (!profiles.has(key)) {
          const dir = join(scratch.dir, `profile-${profiles.size}`);
          await profileWithStorage(origin, page.storage, dir);
          profiles.set(key, dir);
        }
        profile = profiles.get(key);
      }
      const measured = [];
      const failures = [];
      // A failed run (Lighthouse's NO_NAVSTART and the like) is tried again, once per page.
      let retries = 1;
      for (let i = 0; i < runs; i += 1) {
        const userDataDir = join(scratch.dir, `run-${rows.length}-${i}-${retries}`);
        if (profile) cpSync(profile, userDataDir, { recursive: true });
        else mkdirSync(userDataDir);
        try {
          const lhr = await lighthouseRun(`${origin}${page.path}`, userDataDir, 180_000);
          if (reportsDir) {
            const name = `${slug(page.label)}-${measured.length + 1}.json`;
            writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
          }
          const landed = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl, origin);
          if (landed.pathname !== new URL(page.path, origin).pathname) {
            warnings.add(`${page.label}: ended on ${landed.pathname} (session not applied?)`);
          }
          const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
          measured.push({
            score: (lhr.categories.performance?.score ?? NaN) * 100,
            cls: audit('cumulative-layout-shift'),
            lcp: audit('largest-contentful-paint'),
            tbt: audit('total-blocking-time'),
            fcp: audit('first-contentful-paint'),
            si: audit('speed-index'),
          });
          const index = lhr.environment?.benchmarkIndex;
          if (Number.isFinite(index)) benchmarkIndexes.push(index);
          for (const warning of lhr.runWarnings ?? []) warnings.add(`${page.label}: ${warning}`);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
          if (retries > 0) {
            retries -= 1;
            i -= 1;
          }
        }
      }
      const mid = (key) => (measured.length ? median(measured.map((m) => m[key])) : NaN);
      const fmt = (value, unit, digits = 0) =>
        Number.isFinite(value) ? `${value.toFixed(digits)}${unit}` : '-';
      rows.push([
        page.label,
        fmt(mid('score'), ''),
        fmt(mid('cls'), '', 3),
        fmt(mid('fcp'), ' ms'),
        fmt(mid('si'), ' ms'),
        fmt(mid('lcp'), ' ms'),
        fmt(mid('tbt'), ' ms'),
        `${measured.length}/${runs}`,
        measured.map((m) => fmt(m.score, '')).join(' '),
      ]);
      for (const failure of failures) warnings.add(`${page.label}: run failed: ${failure}`);
    }
    console.log(table(['page', 'perf', 'CLS', 'FCP', 'SI', 'LCP', 'TBT', 'runs', 'scores'], rows));
    if (benchmarkIndexes.length) {
      // Lighthouse's own measure of the host's CPU speed, taken in every run; its simulated 4x
      // CPU slowdown multiplies what this host took, so a slower host scores lower.
      console.log(
        `  host benchmarkIndex (Lighthouse's CPU measure, every run): median ` +
          `${Math.round(median(benchmarkIndexes))}, ${Math.round(Math.min(...benchmarkIndexes))}` +
          `-${Math.round(Math.max(...benchmarkIndexes))}`,
      );
    }
    for (const warning of warnings) console.log(`    ${warning}`);
  } finally {
    await scratch.remove();
  }
}

// ---------------------------------------------------------------- both tables

/**
 * The JavaScript table (always: its first row needs no browser) and, with Chromium, the
 * first-load and Lighthouse tables. `options`: browser, lighthouse (booleans), lighthouseRuns,
 * pages (label texts or null: all), lighthouseReports (a folder or null), verbose.
 */
export async function benchBrowser(options) {
  console.log('\nFirst-load JavaScript per page (gzip -9, node:zlib)');
  const landing = {
    label: 'landing entry + static imports (index.html)',
    sizes: gzipSizes(landingScripts()),
  };
  if (!options.browser || !existsSync(CHROMIUM)) {
    printJsTable([landing], options.verbose);
    printInspectorCheck([{ label: landing.label, files: landingScripts() }]);
    console.log(
      `  (Chromium measurements skipped${existsSync(CHROMIUM) ? '' : `: ${CHROMIUM} is missing`})`,
    );
    return;
  }
  const folder = tempDir('storefront-bench-web-');
  try {
    const server = await startServer({ dataDir: join(folder.dir, 'pglite') });
    try {
      const facts = await demoFacts(server.origin);
      const pages = benchPages(facts).filter(
        (page) => !options.pages || options.pages.some((text) => page.label.includes(text)),
      );
      const loaded = await loadedScripts(server.origin, server.port, pages);
      console.log(
        '  what Chromium requests until the network is idle, each page in a fresh context',
      );
      printJsTable(
        [landing, ...loaded.map((p) => ({ label: p.label, sizes: gzipSizes(p.files) }))],
        options.verbose,
      );
      printInspectorCheck([{ label: landing.label, files: landingScripts() }, ...loaded]);
      for (const page of loaded.filter((p) => p.landed)) {
        console.log(`    ${page.label}: ended on ${page.landed} (session not applied?)`);
      }
      if (options.lighthouse) {
        const version = JSON.parse(
          readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
        ).version;
        console.log(
          `\nLighthouse ${version}` +
            ` (mobile preset, simulated throttling, headless Chromium), median of ${options.lighthouseRuns}` +
            ' run(s) per page and metric',
        );
        await benchLighthouse(
          server.origin,
          pages,
          options.lighthouseRuns,
          options.lighthouseReports,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    await folder.remove();
  }
}

// Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core (never a
// downloaded browser). Each test gets a fresh context: a new visitor with empty storage. One
// Chromium serves every file of a test worker (the files share this module: `isolate: false` in
// tests/e2e/vitest.config.ts), instead of one started and stopped per file.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { repoRoot } from '../support/server.js';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A path of the app's origin that the browser tests answer themselves (never the server). */
const BLANK_PATH = '/__e2e-blank';

/**
 * Opens an empty document of the app's origin, without loading the app, so that a test can put a
 * visitor's session in localStorage before the first page it means to open. Opening `/` for that
 * booted the whole app once more per test (a page load is mostly Chromium's renderer and the
 * biggest CPU cost of the browser suite).
 */
export async function openOrigin(page: Page): Promise<void> {
  const handler = (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title></title>',
    });
  await page.route(`**${BLANK_PATH}`, handler);
  try {
    await page.goto(BLANK_PATH);
  } finally {
    await page.unroute(`**${BLANK_PATH}`, handler);
  }
}

/**
 * Scrolls down as a customer would, `step` pixels at a time, until `target` is visible: the
 * home's sections after the first three render only as they come near the viewport (OnScreen,
 * issue 9), and how far down a section starts depends on how the sections above it settle, so a
 * test never counts on one being rendered without scrolling to it.
 */
export async function scrollUntilVisible(
  page: Page,
  target: Locator,
  { step = 600, timeout = 20_000 }: { step?: number; timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.mouse.wheel(0, step);
        return false;
      },
      { timeout, interval: 300 },
    )
    .toBe(true);
}

/**
 * One step of a journey test (a test that boots the app once and checks several things in
 * sequence, instead of one test and one app boot per check): a failure names the step it
 * happened in, so that a merged test fails as clearly as the separate tests did.
 */
export async function step<T>(name: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof Error) error.message = `[${name}] ${error.message}`;
    throw error;
  }
}

export interface BrowserFixture {
  readonly baseUrl: string;
  readonly page: Page;
  readonly context: BrowserContext;
}

/**
 * Parts of the full browser's own window that no test uses: the omnibox's suggestion popup is a
 * WebUI page (chrome://omnibox-popup.top-chrome) that Chromium loads, in a renderer of its own,
 * for each new window, so for each test's context: about 0.35 CPU s a context (docs/decisions.md,
 * "Browser tests: ...").
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];
const DISABLE_FEATURES = '--disable-features=';

/**
 * The `--disable-features` switch of a Chromium that playwright-core started from this process
 * (read from its command line in /proc), or null where that cannot be read.
 */
function launchedDisableFeatures(): string | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      if (Number(parent?.[1]) !== process.pid) continue;
      const argv = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (!argv.includes('--remote-debugging-pipe')) continue;
      return argv.find((arg) => arg.startsWith(DISABLE_FEATURES)) ?? null;
    } catch {
      // The process ended meanwhile, or is not ours to read.
    }
  }
  return null;
}

/**
 * How to start Chromium: our switches, and Playwright's own list of disabled features with
 * UNUSED_FEATURES added. Chromium reads only the last `--disable-features` of its command line,
 * and playwright-core does not say its list, so it is read from a Chromium that it started; where
 * it cannot be read, Chromium starts with Playwright's list alone.
 */
async function launchOptions(): Promise<{ args: string[]; ignoreDefaultArgs?: string[] }> {
  const probe = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let playwrights: string | null;
  try {
    playwrights = launchedDisableFeatures();
  } finally {
    await probe.close();
  }
  if (!playwrights) return { args: CHROMIUM_ARGS };
  return {
    ignoreDefaultArgs: [playwrights],
    args: [...CHROMIUM_ARGS, [playwrights, ...UNUSED_FEATURES].join(',')],
  };
}

let options: Promise<{ args: string[]; ignoreDefaultArgs?: string[] }> | undefined;
let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started on first use and again if it went away (a crash, or a file that
 * closed it). Playwright ends it when the worker exits.
 */
async function workerBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  options ??= launchOptions();
  shared = options.then((chosen) => chromium.launch({ executablePath: CHROMIUM, ...chosen }));
  return shared;
}

/**
 * Registers the hooks of a browser test file and returns the fixture (valid inside tests).
 * On a failure, a screenshot goes to test-results/e2e/.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** The pages animate, as for a visitor who does not ask for reduced motion (default off). */
    motion?: boolean;
  } = {},
): BrowserFixture {
  const baseUrl = inject('serverUrl');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await workerBrowser();
  });
  afterAll(async () => {
    // The file's contexts are closed after each test; the browser stays for the next file.
    await Promise.all((browser?.contexts() ?? []).map((open) => open.close()));
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 900 },
      locale: 'en-US',
      // Visitors who ask for reduced motion get still skeletons, no progress bar pulse and slides
      // that move without a transition; the tests check what the pages say and do, not how they
      // animate, and an animating page keeps the renderer and compositor busy for as long as it
      // is open (about a sixth of the suite's CPU, measured in docs/decisions.md). The guest's
      // ordering journey (storefront.test.ts) keeps the motion, so the animated path is run too.
      reducedMotion: options.motion ? 'no-preference' : 'reduce',
    });
    context.setDefaultTimeout(20_000);
    page = await context.newPage();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail' && page) {
      const dir = join(repoRoot, 'test-results/e2e');
      mkdirSync(dir, { recursive: true });
      const name = test.task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      await page
        .screenshot({ path: join(dir, `${name}.png`), fullPage: true })
        .catch(() => undefined);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    baseUrl,
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    get context() {
      if (!context) throw new Error('no context outside a test');
      return context;
    },
  };
}

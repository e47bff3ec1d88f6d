// Chromium for the browser tests: Debian's /usr/bin/chromium through playwright-core (never a
// downloaded browser). Each test gets a fresh context: a new visitor with empty storage. One
// Chromium serves every file of a test worker (the files share this module: `isolate: false` in
// tests/e2e/vitest.config.ts), instead of one started and stopped per file.
import { mkdirSync } from 'node:fs';
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

export interface BrowserFixture {
  readonly baseUrl: string;
  readonly page: Page;
  readonly context: BrowserContext;
}

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, started on first use and again if it went away (a crash, or a file that
 * closed it). Playwright ends it when the worker exits.
 */
async function workerBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (running?.isConnected()) return running;
  shared = chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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

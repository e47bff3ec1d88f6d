// Trace replay in Chromium: a trace written by a real CLI run (`storefront --trace FILE location
// set --search "Dubai Mall"` against the test server) is opened in the replay view with the file
// picker and stepped through; the highlighted states of the location machine's diagram follow.
// A broken file says so; `storefront inspect FILE` serves a page that opens the trace itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLI_BIN, storefront } from '../scenarios/cli.js';
import { step, useBrowser } from './browser.js';

const browser = useBrowser();
const api = inject('serverUrl');
let dir = '';
let trace = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-replay-'));
  trace = join(dir, 'location.jsonl');
  const result = await storefront([
    '--api',
    api,
    '--session',
    join(dir, 'session.json'),
    '--trace',
    trace,
    'location',
    'set',
    '--search',
    'Dubai Mall',
  ]);
  expect(result.code, result.stderr).toBe(0);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ids of the diagram's highlighted state nodes. */
const activeStates = (page: Page) =>
  page
    .locator('[data-testid="machine-diagram"] [data-active="true"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')));

const position = (page: Page) => page.getByTestId('replay-position');

describe('trace replay', () => {
  it('says so when the file is not a trace; replays a CLI trace on the location machine, step by step', async () => {
    const { page } = browser;
    await page.goto('/inspect/replay');
    await page.getByRole('heading', { name: 'Trace replay' }).waitFor();

    await step('says so when the file is not a trace', async () => {
      const broken = join(dir, 'broken.jsonl');
      writeFileSync(broken, '{"type":"@storefront.command","argv":[]}\n{"type":"@xstate.snap');
      await page.getByTestId('trace-file').setInputFiles(broken);
      const alert = page.getByTestId('trace-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Line 2 is not JSON');
      expect(await page.locator('[data-testid="machine-diagram"]').count()).toBe(0);
    });

    // The next file, on the same page.
    await step('replays a CLI trace on the location machine, step by step', async () => {
      await page.getByTestId('trace-file').setInputFiles(trace);

      await expect
        .poll(() => position(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Step 1 of \d+$/);
      await page.locator('svg[data-machine="location"] [data-state-id]').first().waitFor();
      expect(await activeStates(page)).toEqual(
        expect.arrayContaining(['location.choice.open.idle', 'location.search.idle']),
      );

      // The search is typed: the search region debounces, the transition is marked.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect
        .poll(() => position(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Step 2 of/);
      await expect
        .poll(() => activeStates(page), { timeout: 15_000 })
        .toContain('location.search.debouncing');
      expect(await activeStates(page)).not.toContain('location.search.idle');
      expect(await page.locator('[data-last="true"]').getAttribute('data-edge')).toBe('SEARCH');
      await expect
        .poll(() => page.getByTestId('replay-state').textContent())
        .toContain('search.debouncing');

      // The zone found: the step in the list, and the diagram at `selected`.
      await page.getByRole('button', { name: /done lookupZone/ }).click();
      await expect
        .poll(() => activeStates(page), { timeout: 15_000 })
        .toContain('location.choice.open.selected');
      expect(await page.locator('[data-last="true"]').getAttribute('data-edge')).toBe(
        'xstate.done.actor.lookupZone',
      );

      // Back one step: zoning again.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect
        .poll(() => activeStates(page), { timeout: 15_000 })
        .toContain('location.choice.open.zoning');
    });
  });

  it('storefront inspect FILE serves a page that opens the trace', async () => {
    const { page } = browser;
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [CLI_BIN, 'inspect', trace], {
        env: { ...process.env, NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child?.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const match = /(http:\/\/127\.0\.0\.1:\d+\/inspect\/replay\S*)/.exec(out);
          if (match?.[1]) resolve(match[1]);
        });
        child?.once('exit', (code) => reject(new Error(`inspect exited with ${code}: ${out}`)));
      });
      await page.goto(url);
      await expect
        .poll(() => position(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Step 1 of \d+$/);
      expect(await page.getByText('Trace: location.jsonl').count()).toBe(1);
      await page.getByRole('button', { name: 'Last step' }).click();
      await expect
        .poll(() => activeStates(page), { timeout: 15_000 })
        .toContain('location.choice.open.selected');
    } finally {
      child?.kill('SIGINT');
    }
  });
});

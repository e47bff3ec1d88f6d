// The state-machine inspector of issue 13 in Chromium, against the built app served by the real
// server in demo mode: it is not in the first load, opens by its shortcut, shows the location
// machine moving through its states on the diagram while a visitor chooses a place, filters its
// event log by machine and steps back to an earlier state, and closes with Escape.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.js';

const browser = useBrowser();

/** A state node highlighted on the inspector's diagram. */
const activeState = (page: Page, id: string) =>
  page
    .getByTestId('inspector-panel')
    .getByTestId('machine-diagram')
    .locator(`[data-state-id="${id}"][data-active="true"]`);

describe('the state-machine inspector (issue 13)', () => {
  it('opens by its shortcut, follows the location machine, filters and steps back', async () => {
    const { page } = browser;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search for a place' });
    await search.waitFor();
    // Nothing of the panel in the first load (its switch is, InspectorHost: this server is in
    // demo mode, which allows the inspector; in production it is not loaded either).
    expect(scripts.filter((path) => /Inspector(?!Host-)|MachineDiagram/.test(path))).toEqual([]);

    // 1. The shortcut opens the panel, its title focused, the app's location actor chosen.
    await page.keyboard.press('Control+Alt+Shift+KeyX');
    const panel = page.getByRole('dialog', { name: 'State machine inspector' });
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'inspector-title');
    await panel.getByTestId('inspector-actor').filter({ hasText: 'location' }).first().waitFor();
    await activeState(page, 'location.choice.open.idle').waitFor();

    // 2. Choosing a place moves the location machine: the diagram highlights its new state.
    await search.click();
    await page.locator('input[data-scope="combobox"][data-part="input"]').first().waitFor();
    await search.fill('Dubai Mall');
    const suggestion = page.getByRole('option', { name: /Dubai Mall/ }).first();
    await suggestion.waitFor();
    await suggestion.click();
    await activeState(page, 'location.choice.open.selected').waitFor();
    expect(await activeState(page, 'location.choice.open.idle').count()).toBe(0);
    // The log shows the way it went: the place's details, the zone, then selected.
    // By test id, not by role: the module chooser that opens once the place is selected is modal
    // and hides the rest of the page from the accessibility tree (aria-hidden), the inspector's
    // dialog included, until a module is picked; whether it is open yet is a matter of timing.
    const log = page.getByTestId('inspector-panel').getByTestId('inspector-log');
    await expect
      .poll(
        async () =>
          (await log.getByTestId('inspector-step-transition').allTextContents()).some((text) =>
            /→ (.*, )?choice\.open\.selected/.test(text),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    const transitions = await log.getByTestId('inspector-step-transition').allTextContents();
    const zoning = transitions.findIndex((text) => text.includes('→ choice.open.zoning'));
    const selected = transitions.findIndex((text) => text.includes('→ choice.open.selected'));
    expect(zoning).toBeGreaterThanOrEqual(0);
    expect(selected).toBeGreaterThan(zoning);

    // The module chooser that follows: pick one, the app goes home.
    const modal = page.getByRole('dialog', { name: 'Select a type of module for your orders' });
    await modal.getByRole('button', { name: 'Grocery', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/home');

    // 3. The log filtered by the location machine shows its steps only.
    await log.getByLabel('Machine').selectOption('location');
    const rows = log.getByTestId('inspector-step');
    await rows.first().waitFor();
    for (const text of await rows.allTextContents()) expect(text).toContain('location');
    expect(await rows.filter({ hasText: 'module' }).count()).toBe(0);

    // 4. Stepping back: the step that selected the place, then the one before it (the zone
    // lookup running), shown on the diagram; Next goes forward again, then back to live.
    await rows
      .filter({ hasText: /→ (.*, )?choice\.open\.selected/ })
      .first()
      .click();
    await panel
      .getByTestId('inspector-mode')
      .filter({ hasText: /^Step \d+ of the log$/ })
      .waitFor();
    await activeState(page, 'location.choice.open.selected').waitFor();
    await panel.getByRole('button', { name: 'Previous step' }).click();
    await activeState(page, 'location.choice.open.zoning').waitFor();
    expect(await activeState(page, 'location.choice.open.selected').count()).toBe(0);
    await panel.getByRole('button', { name: 'Next step' }).click();
    await activeState(page, 'location.choice.open.selected').waitFor();
    const live = panel.getByRole('button', { name: 'Back to live' });
    await live.click();
    await panel.getByTestId('inspector-mode').filter({ hasText: 'Live' }).waitFor();
    // Turned off, the button keeps the focus (aria-disabled).
    expect(await live.getAttribute('aria-disabled')).toBe('true');
    expect(await live.evaluate((element) => element === document.activeElement)).toBe(true);
    // A navigation in the page that commits on its own time (here a history step to the
    // categories) leaves the focus in the panel: the main content takes it only from the page.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/categories');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL((url) => url.pathname === '/categories');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await live.evaluate((element) => element === document.activeElement)).toBe(true);

    // 5. Escape closes it and the page keeps going; the shortcut opens it again.
    await panel.getByRole('button', { name: 'Previous step' }).focus();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+Alt+Shift+KeyX');
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close inspector' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  it('opens with ?inspect in Arabic, right to left, stays open in the tab, gives the focus back', async () => {
    const { page } = browser;
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto('/?inspect');
    const panel = page.getByRole('dialog', { name: 'فاحص آلات الحالة' });
    await panel.waitFor();
    expect(await panel.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await panel.getByRole('tab', { name: 'الفاعلون العاملون' }).waitFor();
    await panel.getByRole('heading', { name: 'سجل الأحداث' }).waitFor();
    await panel.getByTestId('inspector-actor').filter({ hasText: 'location' }).first().waitFor();
    // Left open, it opens again with the page in this tab, without `?inspect`.
    await page.goto('/');
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'inspector-title');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    // Closed, it stays closed.
    await page.reload();
    const search = page.getByRole('combobox', { name: 'ابحث عن مكان' });
    await search.waitFor();
    expect(await panel.count()).toBe(0);

    // Opened from the place search by the shortcut, closed by Escape: the focus goes back there.
    // The focus loads the combobox (Ark), which takes the stand-in's place (and the focus).
    await search.focus();
    const combobox = page.locator('input[data-scope="combobox"][data-part="input"]').first();
    await combobox.waitFor();
    await combobox.focus();
    await page.keyboard.press('Control+Alt+Shift+KeyX');
    await panel.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'inspector-title');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

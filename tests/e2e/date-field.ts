// Picking a day and a time in the app's date field (packages/web/src/ui/DateTimeField.tsx) the
// way a keyboard user does: the field opens on Enter with the focus on its day, the arrows walk
// to the day (mirrored right to left), Enter picks it, Tab reaches the hour and the minute lists
// (changed with the arrow keys), Escape closes the picker and gives the focus back.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const DAY = 86_400_000;

/** Moves a focused closed list to `value` with the arrow keys (disabled options are skipped). */
async function chooseByKeys(page: Page, list: Locator, value: string) {
  const { values, disabled, index } = await list.evaluate((el: HTMLSelectElement) => ({
    values: Array.from(el.options, (o) => o.value),
    disabled: Array.from(el.options, (o) => o.disabled),
    index: el.selectedIndex,
  }));
  const target = values.indexOf(value);
  expect(target, `option ${value}`).toBeGreaterThanOrEqual(0);
  expect(disabled[target], `option ${value} is offered`).toBe(false);
  const [low, high] = target > index ? [index + 1, target] : [target, index - 1];
  let steps = 0;
  for (let i = low; i <= high; i++) if (!disabled[i]) steps++;
  for (let i = 0; i < steps; i++)
    await page.keyboard.press(target > index ? 'ArrowDown' : 'ArrowUp');
  expect(await list.inputValue()).toBe(value);
}

/**
 * Sets the date field `testId` (holding a value) to `value` (`YYYY-MM-DD` or
 * `YYYY-MM-DDTHH:MM`) by keyboard, and closes it with Escape.
 */
export async function pickDateTime(page: Page, testId: string, value: string): Promise<void> {
  const field = page.getByTestId(testId);
  const [date = '', time] = value.split('T');
  const from = ((await field.getAttribute('data-value')) ?? '').slice(0, 10);
  expect(from, 'the field holds a day to start from').toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await field.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByTestId(`${testId}-picker`);
  await picker.waitFor();
  // The focus is on the field's day.
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('data-part') === 'table-cell-trigger',
  );
  const rtl = (await page.getAttribute('html', 'dir')) === 'rtl';
  const days = Math.round((Date.parse(date) - Date.parse(from)) / DAY);
  const week = days < 0 ? 'ArrowUp' : 'ArrowDown';
  const day = days < 0 === rtl ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.floor(Math.abs(days) / 7); i++) await page.keyboard.press(week);
  for (let i = 0; i < Math.abs(days) % 7; i++) await page.keyboard.press(day);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    ([id, d]) =>
      document
        .querySelector(`[data-testid="${id}"]`)
        ?.getAttribute('data-value')
        ?.startsWith(d!) === true,
    [testId, date] as const,
  );
  if (time != null) {
    const [hour = '', minute = ''] = time.split(':');
    await page.keyboard.press('Tab');
    await chooseByKeys(page, picker.getByTestId(`${testId}-hour`), String(Number(hour)));
    await page.keyboard.press('Tab');
    await chooseByKeys(page, picker.getByTestId(`${testId}-minute`), String(Number(minute)));
  }
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  // The focus is back on the field, which holds the value.
  expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await field.getAttribute('data-value')).toBe(value);
}

// The date field in Arabic (issue 15): the rental search's pickup time reads in Arabic, right to
// left (a native datetime-local input showed 'mm/dd/yyyy, --:-- --' in the browser's English,
// left to right), and a day and a time picked with the keyboard alone make the trip search.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openOrigin, useBrowser } from './browser.js';
import { pickDateTime } from './date-field.js';

const browser = useBrowser();

const LATIN_MONTHS =
  /January|February|March|April|May|June|July|August|September|October|November|December|\bJan\b|\bFeb\b|\bMar\b|\bApr\b|\bJun\b|\bJul\b|\bAug\b|\bSep\b|\bOct\b|\bNov\b|\bDec\b/;

/** A visitor in Arabic with a location in zone 1 and the rental module chosen. */
async function rentalInArabic(page: Page) {
  await openOrigin(page);
  await page.evaluate(() => {
    const session: Record<string, string> = {
      language: 'ar',
      location: 'The Dubai Mall, Downtown Dubai',
      zoneid: '[1]',
      currentLatLng: '{"lat":25.1985,"lng":55.2796}',
      module: '{"id":6,"module_type":"rental","module_name":"Car Rental","zones":[{"id":1}]}',
    };
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  });
}

describe('the date field in Arabic', () => {
  it('reads in Arabic, right to left, and a keyboard pick sets the trip search', async () => {
    const { page } = browser;
    await rentalInArabic(page);
    // A search made: from the mall to the marina for 2 hours, in three days at 09:00.
    const first = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({
      trip_type: 'hourly',
      pickup: 'The Dubai Mall, Downtown Dubai',
      pickup_lat: '25.1985',
      pickup_lng: '55.2796',
      destination: 'Dubai Marina',
      destination_lat: '25.0805',
      destination_lng: '55.1403',
      pickup_time: `${first}T09:00`,
      hours: '2',
    });
    await page.goto(`/rental/vehicle-search?${query}`);
    await page.getByTestId('trip-edit').click();
    const field = page.getByTestId('trip-time');
    expect(await field.getAttribute('data-value')).toBe(`${first}T09:00`);

    // The field: Arabic words, Western digits, no Latin and no 'mm/dd/yyyy'.
    const shown = (await field.innerText()).trim();
    expect(shown).toMatch(/[\u0600-\u06FF]/);
    expect(shown).toContain('9:00');
    expect(shown).not.toMatch(/[A-Za-z]/);
    expect(shown).not.toMatch(/mm|dd|yyyy|--/);

    // The calendar: Arabic month and day names, laid out right to left.
    await field.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByTestId('trip-time-picker');
    await picker.waitFor();
    const text = await picker.innerText();
    expect(text).toMatch(
      /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/,
    );
    expect(text).toContain('الساعة');
    expect(text).toContain('الدقيقة');
    expect(text).not.toMatch(LATIN_MONTHS);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(await picker.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // The week starts on the right, 'previous month' is on the right of 'next month'.
    const headers = picker.locator('[data-part="table-header"]:visible');
    const firstDay = await headers.first().boundingBox();
    const lastDay = await headers.last().boundingBox();
    expect(firstDay!.x).toBeGreaterThan(lastDay!.x);
    const previous = await picker.locator('[data-part="prev-trigger"]:visible').boundingBox();
    const next = await picker.locator('[data-part="next-trigger"]:visible').boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    expect(
      await picker
        .locator('[data-part="prev-trigger"]:visible')
        .evaluate((el) => el.getAttribute('aria-label')),
    ).toBe('الشهر السابق');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    // A day two days later at 14:35, by keyboard; the search takes it.
    const later = new Date(Date.parse(first) + 2 * 86_400_000).toISOString().slice(0, 10);
    await pickDateTime(page, 'trip-time', `${later}T14:35`);
    expect((await field.innerText()).trim()).toContain('2:35');
    await page.getByTestId('trip-search-submit').click();
    await page.waitForURL((url) => url.searchParams.get('pickup_time') === `${later}T14:35`);
    expect(await page.getByTestId('trip-summary').innerText()).toContain('2:35');
  });

  it('opens on Enter pressed just as its code arrives', async () => {
    // The calendar's code loads when the field takes the focus. A key pressed after the code
    // arrived but before the field was swapped for the loaded one went to the page's body
    // (about half of such presses were lost), so the picker never opened.
    const { page } = browser;
    await rentalInArabic(page);
    // The chunk is fetched from the server once and answered from memory each round: a fetch
    // per round could meet the server closing the previous round's idle keep-alive connection
    // (ECONNRESET on a busy machine), and then the code never arrived.
    let chunk: { body: Buffer; contentType: string } | undefined;
    const fetchChunk = async (route: Route) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await route.fetch();
          // The body comes decoded: answered again with its type only (no encoding).
          return { body: await response.body(), contentType: response.headers()['content-type']! };
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    };
    for (const delay of [2, 8, 12, 16]) {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/DateTimePickerImpl/, async (route) => {
        chunk ??= await fetchChunk(route);
        await held;
        await route.fulfill({ status: 200, contentType: chunk.contentType, body: chunk.body });
        await new Promise((resolve) => setTimeout(resolve, delay));
        await page.keyboard.press('Enter');
      });
      await page.goto('/home');
      const field = page.getByTestId('trip-time');
      await field.focus();
      // The code has been downloaded and is held back; it arrives, and Enter follows.
      await page.waitForTimeout(300);
      release();
      await page.getByTestId('trip-time-picker').waitFor();
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
});

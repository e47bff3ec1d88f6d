// The generated pictures in the browser (issue 15): the Open now / Closed now pills on store
// covers keep their contrast in dark mode (axe), the SVG pictures follow the app's theme toggle
// (their dark colours come from `prefers-color-scheme` inside the SVG, which follows the page's
// `color-scheme`), banner titles are page text, and pictures carry their sizes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { scrollUntilVisible, useBrowser } from './browser.js';
import { storeVisitor } from './visitor.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const FOOD = { id: 4, module_type: 'food', module_name: 'Food', zones: [{ id: 1 }] };

/** The mean luminance (0 dark … 1 light) of what an element paints, from a screenshot. */
async function luminance(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).first().screenshot();
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let sum = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      sum += (0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!) / 255;
    }
    return sum / (pixels.length / 4);
  }, png.toString('base64'));
}

describe('pictures', () => {
  const browser = useBrowser();

  it('keeps the cover pills readable in dark mode and follows the theme toggle', async () => {
    const { page } = browser;
    await storeVisitor(page);
    await page.evaluate((food) => {
      localStorage.setItem('module', JSON.stringify(food));
      localStorage.setItem('theme', 'dark');
    }, FOOD);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();

    // The banner's title is text over the picture; the first slide's picture loads at once.
    const title = page.getByTestId('banner-title').first();
    await title.waitFor();
    expect((await title.innerText()).trim().length).toBeGreaterThan(3);
    const banner = page.getByTestId('banner-carousel').locator('img').first();
    expect(await banner.getAttribute('loading')).toBe('eager');
    expect(await banner.getAttribute('width')).toBe('800');

    // The store cards' covers, loaded, with their pills.
    // The sections below the fold render as they come near the viewport (OnScreen): scroll down
    // until the first store card is there, then bring it to the middle (clear of the sticky
    // header, which axe would take for the pills' background).
    const card = page.getByTestId('store-card').first();
    await scrollUntilVisible(page, card);
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const cover = card.locator('img').first();
    expect(await cover.getAttribute('loading')).toBe('lazy');
    expect(await cover.getAttribute('height')).toBe('200');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    await page.evaluate(AXE);
    const contrast = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      // The pills in view (those of cards scrolled out of the list are hidden from axe too).
      const pills = Array.from(
        document.querySelectorAll('[data-testid="store-open-state"]'),
      ).filter((pill) => {
        const box = pill.getBoundingClientRect();
        return (
          box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
        );
      });
      const result = await axe.run(pills, { runOnly: ['color-contrast'] });
      const nodes = (list: AxeResults['passes']) =>
        list.flatMap((r) =>
          r.nodes.map((n) => `${n.html} ${n.any.map((c) => c.message).join(' ')}`),
        );
      return {
        inView: pills.length,
        passes: nodes(result.passes),
        violations: nodes(result.violations),
        incomplete: nodes(result.incomplete),
      };
    });
    expect(contrast.inView).toBeGreaterThan(0);
    expect(contrast.violations).toEqual([]);
    // Over a picture axe cannot tell the background unless the pill has its own opaque one.
    expect(contrast.incomplete).toEqual([]);
    expect(contrast.passes).toHaveLength(contrast.inView);

    // The cover is drawn in its dark colours, then in its light ones after the toggle.
    const selector = '[data-testid="store-card"] img';
    const dark = await luminance(page, selector);
    await page.getByTestId('theme-toggle').click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('light');
    await expect.poll(() => luminance(page, selector)).toBeGreaterThan(dark + 0.25);
  });
});

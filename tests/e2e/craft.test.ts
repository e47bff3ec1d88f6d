// The craft of the web app in Chromium (issue 9), against the built app served by the real
// server on the demo data: the sticky header stays on top of what scrolls under it (phone and
// desktop, light and dark); the banner carousel shows one whole slide at a time on a phone, left
// to right and right to left; the phone header gives the location its text; and the keyboard
// stays where it belongs (the location popover keeps the focus and gives it back, the contact form
// returns it to its opener, place suggestions wait for the visitor's first arrow key).
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser.js';
import { storeGuest, storeVisitor } from './visitor.js';

const browser = useBrowser();
const serverUrl = inject('serverUrl');

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const KARAMA = '/store/al-karama-fresh-market';
const WASL = 'Al Wasl Road, Jumeirah 1, Dubai, United Arab Emirates';

/** The stored session of the demo visitor in `module` (id and type), `language` and `theme`. */
async function visitor(
  page: Page,
  {
    language = 'en',
    theme = 'light',
    module,
    location,
  }: {
    language?: 'en' | 'ar';
    theme?: 'light' | 'dark';
    module?: { id: number; module_type: string; module_name: string };
    location?: string;
  } = {},
) {
  await storeVisitor(page, { language });
  await page.evaluate(
    ({ theme, module, location }) => {
      localStorage.setItem('theme', theme);
      if (module) localStorage.setItem('module', JSON.stringify({ ...module, zones: [{ id: 1 }] }));
      if (location) localStorage.setItem('location', location);
    },
    { theme, module, location },
  );
}

/** A guest with rice and dates of Al Karama in the cart, on the checkout. */
async function guestAtCheckout(page: Page) {
  // The guest id the app was given, or a new one stored before the app's first page.
  const guestId =
    (await page.evaluate(() => localStorage.getItem('guest_id'))) ?? (await storeGuest(page));
  for (const [itemId, quantity] of [
    [31, 2],
    [4, 1],
  ] as const) {
    const added = await fetch(`${serverUrl}/api/v1/customer/cart/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', moduleId: '1' },
      body: JSON.stringify({ guest_id: guestId, item_id: itemId, quantity }),
    });
    expect(added.status, await added.text()).toBe(200);
  }
  await page.goto('/checkout?page=cart');
  await page.getByTestId('checkout-summary').getByTestId('summary-total').waitFor();
}

/**
 * After scrolling the page by `by` px, the points of a grid inside the header's box that show
 * something other than the header (what covers it, described), none when it is on top. The scroll
 * is tried again until the page is long enough for it (sections still arriving make it grow), and
 * the points are read in the same frame as the scroll.
 */
async function coveredHeaderPoints(page: Page, by: number): Promise<string[]> {
  const covered = await page.waitForFunction((by) => {
    window.scrollTo(0, by);
    if (Math.abs(window.scrollY - by) >= 2) return null;
    const header = document.querySelector('header')!;
    const box = header.getBoundingClientRect();
    const covered: string[] = [];
    for (const x of [0.02, 0.15, 0.3, 0.5, 0.7, 0.85, 0.98]) {
      for (const y of [0.1, 0.5, 0.9]) {
        const at = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
        if (at == null || !header.contains(at)) {
          covered.push(`${x},${y}: ${at?.tagName ?? 'nothing'} ${at?.textContent?.slice(0, 30)}`);
        }
      }
    }
    return covered;
  }, by);
  return (await covered.jsonValue()) as string[];
}

/**
 * The carousel's viewport, the visible slide's box, what its picture paints (object-fit
 * applied) and the boxes of the other slides that reach into the viewport.
 */
async function carouselFrame(page: Page) {
  return page.getByTestId('banner-carousel').evaluate((carousel) => {
    const rect = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    const viewport = rect(carousel.firstElementChild!.getBoundingClientRect());
    const slides = Array.from(carousel.querySelectorAll('li'));
    const shown = slides.filter((li) => li.getAttribute('aria-hidden') !== 'true');
    const intersects = (r: DOMRect) =>
      r.right > viewport.left + 0.5 && r.left < viewport.right - 0.5 && r.width > 0 && r.height > 0;
    const painted = (img: HTMLImageElement | null) => {
      if (img == null) return null;
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      if (fit !== 'contain' || !img.naturalWidth || !img.naturalHeight) return rect(box);
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      const w = img.naturalWidth * scale;
      const h = img.naturalHeight * scale;
      const left = box.left + (box.width - w) / 2;
      const top = box.top + (box.height - h) / 2;
      return { left, right: left + w, top, bottom: top + h };
    };
    return {
      viewport,
      shown: shown.map((li) => rect(li.getBoundingClientRect())),
      picture: painted(shown[0]?.querySelector('img') ?? null),
      neighbours: slides
        .filter((li) => !shown.includes(li))
        .map((li) => li.getBoundingClientRect())
        .filter(intersects)
        .map(rect),
    };
  });
}

describe('craft', () => {
  it('the sticky header stays above the cards, the store search and the checkout after scrolling, on phone and desktop, light and dark', async () => {
    const { page } = browser;
    // One page load: the viewport changes in place, the theme by its toggle, and the visitor goes
    // between /home and the store by a link and the history (each full load boots the whole app).
    await page.setViewportSize(PHONE);
    await visitor(page, { theme: 'light' });
    await page.goto('/home');
    const onHome = async () => {
      await page.waitForURL((url) => url.pathname === '/home');
      await page.getByTestId('module-home').waitFor();
      await page.getByTestId('item-card').first().waitFor();
    };
    const onStore = async () => {
      await page.waitForURL((url) => url.pathname === KARAMA);
      await page.getByTestId('store-search').waitFor();
      await page.getByTestId('item-card').first().waitFor();
    };
    const checkHome = async (viewport: typeof PHONE, theme: string) => {
      await onHome();
      for (const by of [300, 700, 1100]) {
        expect(
          await coveredHeaderPoints(page, by),
          `/home ${viewport.width} ${theme} ${by}`,
        ).toEqual([]);
      }
    };
    const checkStore = async (viewport: typeof PHONE, theme: string) => {
      await onStore();
      for (const by of [150, 400, 900]) {
        expect(
          await coveredHeaderPoints(page, by),
          `store ${viewport.width} ${theme} ${by}`,
        ).toEqual([]);
      }
    };

    // Phone, light: /home, then the store by its link.
    await checkHome(PHONE, 'light');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .getByTestId('home-stores-popular')
      .getByRole('link', { name: 'Al Karama Fresh Market', exact: true })
      .click();
    await checkStore(PHONE, 'light');
    // Desktop, light: back to /home, forward to the store.
    await page.setViewportSize(DESKTOP);
    await page.goBack();
    await checkHome(DESKTOP, 'light');
    await page.goForward();
    await checkStore(DESKTOP, 'light');
    // Desktop, dark (the header's toggle): the store, then back to /home.
    await page.getByRole('button', { name: 'Dark Mode' }).click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-theme') === 'dark',
    );
    await checkStore(DESKTOP, 'dark');
    await page.goBack();
    await checkHome(DESKTOP, 'dark');
    // Phone, dark: /home, then forward to the store.
    await page.setViewportSize(PHONE);
    await checkHome(PHONE, 'dark');
    await page.goForward();
    await checkStore(PHONE, 'dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');

    await guestAtCheckout(page);
    for (const by of [400, 900, 1300]) {
      expect(await coveredHeaderPoints(page, by), `checkout ${by}`).toEqual([]);
    }
  });

  it('on a phone the banner carousel shows one whole slide at a time in every module, in English and Arabic', async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    // Without motion the slides stand still at once (the autoplay pauses while a dot has focus).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const modules = (await (
      await fetch(`${serverUrl}/api/v1/module`, { headers: { zoneId: '[1]' } })
    ).json()) as { id: number; module_type: string; module_name: string }[];
    let slidesSeen = 0;
    for (const language of ['en', 'ar'] as const) {
      let loaded = false;
      for (const { id, module_type, module_name } of modules) {
        // One page load per language: the next module by its chip, as a visitor switches (each
        // full load boots the whole app); a module without a chip is opened by its own load.
        const chip = page
          .getByTestId('module-switcher-compact')
          .locator(`[data-testid=module-switcher-item][data-module-id="${id}"]`);
        if (loaded && (await chip.count()) === 1) {
          await chip.click();
        } else {
          await visitor(page, { language, module: { id, module_type, module_name } });
          await page.goto('/home');
          await page
            .getByTestId('module-switcher-compact')
            .locator('[data-testid=module-switcher-item][aria-current=true]')
            .waitFor();
          loaded = true;
        }
        await page
          .locator(`[data-testid=module-home][data-module-type="${module_type}"]`)
          .waitFor();
        expect(await page.getAttribute('html', 'lang'), module_type).toBe(language);
        const carousel = page.getByTestId('banner-carousel');
        if ((await carousel.count()) === 0) {
          await carousel.waitFor({ timeout: 3000 }).catch(() => undefined);
          if ((await carousel.count()) === 0) continue;
        }
        await carousel.scrollIntoViewIfNeeded();
        const count = await carousel.locator('li').count();
        // One dot per position, after the slides and the previous and next buttons.
        const dots = carousel.locator(':scope > div:last-child > button');
        for (let slide = 0; slide < count; slide++) {
          if (slide > 0) {
            await dots.nth(slide).click();
            await page.mouse.move(1, 1);
          }
          await page.waitForTimeout(100);
          const frame = await carouselFrame(page);
          const where = `${language} ${module_type} slide ${slide + 1}/${count}`;
          expect(frame.shown, where).toHaveLength(1);
          const [shown] = frame.shown;
          for (const side of ['left', 'right', 'top', 'bottom'] as const) {
            expect(Math.abs(shown![side] - frame.viewport[side]), `${where} ${side}`).toBeLessThan(
              1,
            );
          }
          expect(frame.viewport.right - frame.viewport.left, where).toBeGreaterThan(340);
          // The picture fills the slide: no narrow picture between empty margins.
          expect(frame.picture, where).not.toBeNull();
          expect(frame.picture!.left, `${where} picture`).toBeLessThanOrEqual(
            frame.viewport.left + 1,
          );
          expect(frame.picture!.right, `${where} picture`).toBeGreaterThanOrEqual(
            frame.viewport.right - 1,
          );
          expect(frame.picture!.top, `${where} picture`).toBeLessThanOrEqual(
            frame.viewport.top + 1,
          );
          expect(frame.picture!.bottom, `${where} picture`).toBeGreaterThanOrEqual(
            frame.viewport.bottom - 1,
          );
          expect(frame.neighbours, `${where} neighbours`).toEqual([]);
          slidesSeen += 1;
        }
      }
    }
    // Every module but parcel has banners and a campaign in the demo data.
    expect(slidesSeen).toBeGreaterThan(10);
  });

  it("the phone header shows the location's text and cuts it only when it does not fit", async () => {
    const { page } = browser;
    await page.setViewportSize(PHONE);
    for (const language of ['en', 'ar'] as const) {
      await visitor(page, { language, location: WASL });
      await page.goto('/home');
      const location = page.getByTestId('current-location');
      await location.waitFor();
      const shown = await location.evaluate((el) => ({
        text: el.textContent ?? '',
        client: el.clientWidth,
        scroll: el.scrollWidth,
      }));
      expect(shown.text).toBe(WASL);
      // The share of the text that shows, in characters.
      const visible = Math.floor(shown.text.length * Math.min(1, shown.client / shown.scroll));
      expect(visible, `${language}: ${visible} characters`).toBeGreaterThanOrEqual(15);
    }
    // A short one is not cut at all.
    await visitor(page, { location: 'Dubai Mall' });
    await page.goto('/home');
    const short = page.getByTestId('current-location');
    await short.waitFor();
    const fits = await short.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
  });

  it('the location popover keeps the focus until Escape gives it back to its trigger; suggestions wait for the first arrow key', async () => {
    const { page } = browser;
    await visitor(page);
    await page.goto('/home');
    await page.getByTestId('module-home').waitFor();

    const trigger = page.getByTestId('location-selector');
    await trigger.focus();
    // Focus loads the popover's code; the real trigger (Ark's) replaces its look-alike.
    await page.locator('[data-testid=location-selector][data-scope=popover]').waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'location-selector',
    );
    await page.keyboard.press('Enter');
    const popover = page.getByTestId('location-popover');
    await popover.waitFor();
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=location-popover]')?.contains(document.activeElement),
    );
    const inside = () =>
      page.evaluate(
        () =>
          document
            .querySelector('[data-testid=location-popover]')
            ?.contains(document.activeElement) ?? false,
      );
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'location-selector',
    );

    // The landing page's place search: nothing is highlighted before the visitor moves; ArrowDown
    // then Enter picks the first suggestion.
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search for a place' });
    await search.click();
    await search.pressSequentially('Dubai', { delay: 20 });
    const options = page.getByTestId('place-suggestion');
    await options.first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('[data-testid=place-suggestion][data-highlighted]').count()).toBe(0);
    const first = ((await options.first().locator('[data-part=item-text]').textContent()) ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    expect(first).not.toBe('');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.first().getAttribute('data-highlighted')).not.toBeNull();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (first) => (localStorage.getItem('location') ?? '').includes(first),
      first,
    );
  });

  it('text typed into the place search while its combobox loads shows the suggestions once it has loaded', async () => {
    const { page } = browser;
    // The combobox chunk and the location machine's code arrive late: the visitor types into the
    // stand-in meanwhile, and sees what is typed (it once lost its first letters: 'bai').
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const chunk = /\/assets\/(PlaceSearchImpl|location-logic)-[^/]*\.js$/;
    await page.route(chunk, async (route) => {
      await held;
      // The page may be gone by then (a failed run): nothing to continue.
      await route.continue().catch(() => undefined);
    });
    try {
      await page.goto('/');
      const search = page.getByRole('combobox', { name: 'Search for a place' });
      await search.click();
      await page.keyboard.type('Dubai', { delay: 20 });
      expect(await page.locator('input[data-scope="combobox"]').count()).toBe(0);
      expect(await search.inputValue()).toBe('Dubai');
      release();
      await page.getByTestId('place-suggestion').first().waitFor();
      expect(await page.locator('input[data-scope="combobox"]').inputValue()).toBe('Dubai');
      // Escape closes the list; it stays closed until the next keystroke.
      await page.keyboard.press('Escape');
      await page.getByTestId('place-suggestion').first().waitFor({ state: 'hidden' });
      await page.keyboard.type(' M');
      await page.getByTestId('place-suggestion').first().waitFor();
    } finally {
      release();
      await page.unroute(chunk);
    }
  });

  it('the guest contact form gives the focus back to the control that opened it', async () => {
    const { page } = browser;
    await visitor(page);
    await guestAtCheckout(page);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

    // Opened from the 'No Contact Info Added' info button, which is gone once a contact is saved:
    // the edit button takes the focus.
    await page.getByTestId('no-contact-info').focus();
    await page.keyboard.press('Enter');
    const contact = page.getByTestId('contact-dialog');
    await contact.waitFor();
    await contact.locator('input[name=contact_person_name]').fill('Sara Ahmed');
    await contact.locator('input[name=contact_person_number]').fill('+971 50 123 4567');
    await contact.locator('input[name=contact_person_email]').fill('sara@example.com');
    await contact.getByTestId('contact-save').click();
    await contact.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('edit-contact');

    // Opened from the edit button and saved: back on the edit button.
    await page.keyboard.press('Enter');
    await contact.waitFor();
    await contact.getByTestId('contact-save').click();
    await contact.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('edit-contact');
  });
});

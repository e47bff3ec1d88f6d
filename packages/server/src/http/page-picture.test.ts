import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import { items, stores } from '../db/schema.js';
import { countStatements } from '../db/statements.js';
import { createFixture, type Fixture } from '../testing/fixtures.js';

/** index.html as the web build writes it: a <head>, and the shell's two picture slots. */
const STORE_SLOT = '<img alt="" data-shell-picture="store" class="c"/>';
const PRODUCT_SLOT = '<img alt="" data-shell-picture="product" class="c"/>';
const INDEX = `<!doctype html><html><head><title>x</title></head><body><div id="root">${STORE_SLOT}${PRODUCT_SLOT}</div></body></html>`;

let fx: Fixture;
let webDist: string;
let app: ReturnType<typeof createApp>;
let ids: Record<string, number>;

beforeAll(async () => {
  fx = await createFixture();
  webDist = mkdtempSync(join(tmpdir(), 'storefront-picture-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  await fx.db
    .update(stores)
    .set({ coverPhoto: 'store/burger/cover.svg' })
    .where(eq(stores.slug, 'burger-downtown'));
  await fx.db.update(items).set({ image: 'item/burger.svg' }).where(eq(items.slug, 'burger'));
  await fx.db
    .update(items)
    .set({ image: 'item/pizza.svg', images: ['item/pizza-1.svg', 'item/pizza-2.svg'] })
    .where(eq(items.slug, 'pizza'));
  await fx.db.update(items).set({ image: 'item/old.svg' }).where(eq(items.slug, 'old'));
  const rows = await fx.db.select({ id: items.id, slug: items.slug }).from(items);
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
  app = createApp({ database: staticDatabase(fx.db), webDist, logError: () => {} });
}, 120_000);
afterAll(async () => {
  await fx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (path: string) => (await app.request(`http://shop.test${path}`)).text();

/** The page as the server fills it for a picture of `kind` at `href`, for `address`. */
const filled = (kind: 'store' | 'product', href: string, address: string) =>
  INDEX.replace(
    '<head>',
    `<head><link rel="preload" as="image" href="${href}" fetchpriority="high" data-page-picture="${address}">`,
  ).replace(`data-shell-picture="${kind}"`, `data-shell-picture="${kind}" src="${href}"`);

describe("a page's largest picture in its HTML: preloaded and in the shell (issue 9)", () => {
  it("fills a product page's slot with the item's first picture, by slug or id", async () => {
    expect(await page('/product/burger')).toBe(
      filled('product', 'http://shop.test/storage/item/burger.svg', '/product/burger'),
    );
    // `images` first, as the API lists them (and the gallery shows them).
    const pizza = filled('product', 'http://shop.test/storage/item/pizza-1.svg', '');
    const address = `/product/${ids.pizza}?module_id=${fx.modules.food}`;
    expect(await page(address)).toBe(
      pizza.replace('data-page-picture=""', `data-page-picture="${address.replace('&', '&amp;')}"`),
    );
  });

  it("fills a store page's slot with its cover, and only that slot", async () => {
    const html = await page('/store/burger-downtown');
    expect(html).toBe(
      filled('store', 'http://shop.test/storage/store/burger/cover.svg', '/store/burger-downtown'),
    );
    expect(html).toContain(PRODUCT_SLOT);
  });

  it('names nothing for a hidden item, another module, no picture or an unknown item', async () => {
    for (const path of [
      '/product/old',
      `/product/${ids.old}`,
      `/product/pizza?module_id=${fx.modules.grocery}`,
      '/product/apple',
      '/product/unknown',
      '/product/999999',
      '/product/%E0%A4%A',
      '/product/a%26b',
      '/home',
      '/store/pizza-city',
    ]) {
      expect(await page(path), path).toBe(INDEX);
    }
  });

  it('costs a product page one statement, a store page none', async () => {
    await page('/store/burger-downtown');
    expect((await countStatements(() => page('/product/burger'))).count).toBe(1);
    expect((await countStatements(() => page('/store/burger-downtown'))).count).toBe(0);
  });
});

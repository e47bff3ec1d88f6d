import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { staticDatabase } from '../db/client.js';
import { banners, campaigns, campaignStores, stores } from '../db/schema.js';
import { countStatements } from '../db/statements.js';
import { createFixture, type Fixture } from '../testing/fixtures.js';

/** index.html as the web build writes it: a <head>, and the shell's picture slots. */
const HOME_SLOT = '<img alt="" data-shell-picture="home" class="c"/>';
const STORE_SLOT = '<img alt="" data-shell-picture="store" class="c"/>';
const INDEX = `<!doctype html><html><head><title>x</title></head><body><div id="root">${HOME_SLOT}${STORE_SLOT}</div></body></html>`;

let fx: Fixture;
let webDist: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  fx = await createFixture();
  webDist = mkdtempSync(join(tmpdir(), 'storefront-home-picture-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  const storeId = async (slug: string) =>
    (await fx.db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug)))[0]!.id;
  const { modules: m, zones: z } = fx;
  const banner = (
    moduleId: number,
    zoneId: number,
    image: string,
    type: 'default' | 'store_wise' | 'item_wise' = 'default',
    data: number | null = null,
  ) => ({ title: image, type, image, data, moduleId, zoneId });
  await fx.db.insert(banners).values([
    // The food home downtown: a banner of an inactive store (left out), then two pictures.
    banner(m.food, z.downtown, 'banner/closed.svg', 'store_wise', await storeId('closed-food')),
    banner(m.food, z.downtown, 'banner/food-1.svg'),
    banner(m.food, z.downtown, 'banner/food-2.svg'),
    // An inactive banner, and a banner of a store of another zone.
    { ...banner(m.food, z.city, 'banner/off.svg'), status: false },
    banner(m.food, z.city, 'banner/far.svg', 'store_wise', await storeId('burger-downtown')),
    // The grocery home leads with an item's banner (its item's visibility is not in the cache).
    banner(m.grocery, z.city, 'banner/item.svg', 'item_wise', 1),
    banner(m.grocery, z.city, 'banner/grocery.svg'),
    // Homes without the slider.
    banner(m.rental, z.city, 'banner/rental.svg'),
    banner(m.parcel, z.city, 'banner/parcel.svg'),
  ]);
  const [running, ended] = await fx.db
    .insert(campaigns)
    .values([
      {
        title: 'Now',
        image: 'campaign/now.svg',
        startDate: '2000-01-01',
        endDate: '2999-12-31',
        moduleId: m.food,
      },
      {
        title: 'Past',
        image: 'campaign/past.svg',
        startDate: '2000-01-01',
        endDate: '2000-01-02',
        moduleId: m.food,
      },
    ])
    .returning({ id: campaigns.id });
  await fx.db.insert(campaignStores).values([
    { campaignId: running!.id, storeId: await storeId('pizza-city') },
    { campaignId: ended!.id, storeId: await storeId('pizza-city') },
  ]);
  app = createApp({ database: staticDatabase(fx.db), webDist, logError: () => {} });
}, 120_000);
afterAll(async () => {
  await fx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (path: string, cookie?: string) =>
  (
    await app.request(`http://shop.test${path}`, cookie ? { headers: { Cookie: cookie } } : {})
  ).text();

/** The home as the server fills it with the first slide's picture at `href`. */
const filled = (href: string, more: boolean) => {
  const mark = more ? ' data-more-slides=""' : '';
  return INDEX.replace(
    '<head>',
    `<head><link rel="preload" as="image" href="${href}" fetchpriority="high" data-page-picture="/home"${mark}>`,
  ).replace('data-shell-picture="home"', `data-shell-picture="home"${mark} src="${href}"`);
};

describe("the home's first banner picture in its HTML, for its cookie's module and zones (issue 9)", () => {
  it("fills the home's slot with the first slide's picture, as the banners route selects it", async () => {
    const { food } = fx.modules;
    expect(await page('/home', `sf_home=${food}.${fx.zones.downtown}`)).toBe(
      filled('http://shop.test/storage/banner/food-1.svg', true),
    );
    // Other cookies beside it.
    expect(await page('/home', `a=1; sf_home=${food}.${fx.zones.downtown}; b=2`)).toBe(
      filled('http://shop.test/storage/banner/food-1.svg', true),
    );
    // No banner shown in the city: the running campaign, alone.
    expect(await page('/home', `sf_home=${food}.${fx.zones.city}`)).toBe(
      filled('http://shop.test/storage/campaign/now.svg', false),
    );
    // Both zones: the banners first.
    expect(await page('/home', `sf_home=${food}.${fx.zones.city}-${fx.zones.downtown}`)).toBe(
      filled('http://shop.test/storage/banner/food-1.svg', true),
    );
  });

  it('names nothing when the first slide is not known from the cache, or for homes without it', async () => {
    const { grocery, rental, parcel } = fx.modules;
    for (const cookie of [
      `sf_home=${grocery}.${fx.zones.city}`, // an item's banner first
      `sf_home=${grocery}.${fx.zones.downtown}`, // no slide at all
      `sf_home=${rental}.${fx.zones.city}`,
      `sf_home=${parcel}.${fx.zones.city}`,
      'sf_home=999999.1', // an unknown module
    ]) {
      expect(await page('/home', cookie), cookie).toBe(INDEX);
    }
  });

  it('names nothing for a missing or bad cookie, and only on the home', async () => {
    const good = `sf_home=${fx.modules.food}.${fx.zones.downtown}`;
    for (const cookie of [
      undefined,
      'sf_home=',
      'sf_home=abc',
      'sf_home=1.2.3',
      'sf_home=-1.2',
      `sf_home=${fx.modules.food}.${'1-'.repeat(20)}1`,
      `${good}; ${good}`,
      'sf_home="1.2"',
    ]) {
      const response = await app.request('http://shop.test/home', {
        headers: cookie ? { Cookie: cookie } : {},
      });
      const compressed = await app.request('http://shop.test/home', {
        headers: { 'Accept-Encoding': 'gzip', ...(cookie ? { Cookie: cookie } : {}) },
      });
      expect(compressed.headers.get('Vary'), cookie).toContain('Cookie');
      expect(response.status, cookie).toBe(200);
      expect(response.headers.get('Vary'), cookie).toContain('Cookie');
      expect(await response.text(), cookie).toBe(INDEX);
    }
    for (const path of ['/', '/home/x', '/categories', '/store/pizza-city']) {
      const response = await app.request(`http://shop.test${path}`, { headers: { Cookie: good } });
      expect(response.headers.get('Vary'), path).not.toContain('Cookie');
      expect(await response.text(), path).not.toContain('data-page-picture');
    }
  });

  it('costs the home no statement once the reference data is read', async () => {
    const cookie = `sf_home=${fx.modules.food}.${fx.zones.downtown}`;
    await page('/home', cookie);
    expect((await countStatements(() => page('/home', cookie))).count).toBe(0);
  });
});

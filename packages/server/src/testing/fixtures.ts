/**
 * A small, known marketplace for the server's own tests (independent of the demo seed): three
 * zones (two nested active ones and an inactive one), six modules, stores, items, gazetteer
 * places, policy pages and the default settings.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../db/schema.js';
import type { Database } from '../db/client.js';
import { MIGRATIONS_FOLDER, pgliteOptions } from '../db/open.js';
import { settingRows } from '../config/settings.js';
import { statementCounter } from '../db/statements.js';

/** A square ring around a centre, `half` degrees each side. */
export function square(lat: number, lng: number, half: number) {
  return [
    { lat: lat - half, lng: lng - half },
    { lat: lat - half, lng: lng + half },
    { lat: lat + half, lng: lng + half },
    { lat: lat + half, lng: lng - half },
  ];
}

export const POINTS = {
  /** Inside the big city zone and the small downtown zone. */
  downtown: { lat: 25.1972, lng: 55.2744 },
  /** Inside the city zone only. */
  marina: { lat: 25.08, lng: 55.14 },
  /** Inside the inactive zone only. */
  closed: { lat: 24.45, lng: 54.38 },
  /** In no zone (London). */
  nowhere: { lat: 51.5074, lng: -0.1278 },
};

export interface Fixture {
  db: Database;
  client: PGlite;
  zones: { city: number; downtown: number; closed: number };
  modules: Record<(typeof schema.MODULE_TYPES)[number], number>;
  close(): Promise<void>;
}

/**
 * A PGlite restored from `dump` (a data folder made once by `make`, per test worker: the
 * files of a worker share its modules), with the app's schema and the statement counter. A
 * restore takes about a fifth of initdb and the migrations (and a seed) run again. `make`
 * starts from a fresh PGlite (initdb), or from `base`, another restored database (the migrated
 * one, so that a seeded dump does not run initdb and the migrations again).
 */
export async function restoredDatabase(
  dumps: Map<string, Promise<Blob>>,
  key: string,
  make: (db: PgliteDatabase<typeof schema>, client: PGlite) => Promise<void>,
  base?: () => Promise<{ client: PGlite }>,
): Promise<{ db: Database; client: PGlite }> {
  let dump = dumps.get(key);
  if (!dump) {
    dump = (async () => {
      const client = base ? (await base()).client : new PGlite(pgliteOptions());
      try {
        const db = drizzle({ client, schema, logger: statementCounter });
        await make(db, client);
        return await client.dumpDataDir('none');
      } finally {
        await client.close();
      }
    })();
    dumps.set(key, dump);
    dump.catch(() => dumps.delete(key));
  }
  const client = new PGlite(pgliteOptions({ loadDataDir: await dump }));
  await client.waitReady;
  return { client, db: drizzle({ client, schema, logger: statementCounter }) };
}

const migratedDumps = new Map<string, Promise<Blob>>();

/**
 * An empty database with the migrations applied (in memory), restored from the worker's dump:
 * the start of every other test database, instead of an initdb each.
 */
export async function migratedDatabase(): Promise<{ db: Database; client: PGlite }> {
  return restoredDatabase(migratedDumps, 'migrated', async (db) => {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

export async function createFixture(): Promise<Fixture> {
  const { db, client } = await migratedDatabase();
  const { zones, modules, moduleZone, stores, items, gazetteerPlaces, pages, businessSettings } =
    schema;

  await db.insert(businessSettings).values(settingRows());

  const [city, downtown, closed] = await db
    .insert(zones)
    .values([
      {
        name: 'Dubai City',
        displayName: 'Dubai City',
        coordinates: square(25.15, 55.2, 0.2),
        translations: { ar: { display_name: 'مدينة دبي' } },
      },
      {
        name: 'Downtown',
        displayName: 'Downtown Dubai',
        coordinates: square(25.1972, 55.2744, 0.02),
        translations: { ar: { display_name: 'وسط مدينة دبي' } },
      },
      {
        name: 'Abu Dhabi',
        displayName: 'Abu Dhabi',
        coordinates: square(24.45, 54.38, 0.1),
        status: false,
      },
    ])
    .returning({ id: zones.id });

  const moduleRows = await db
    .insert(modules)
    .values(
      schema.MODULE_TYPES.map((type, i) => ({
        moduleName: type === 'ecommerce' ? 'Shop' : type[0]!.toUpperCase() + type.slice(1),
        moduleType: type,
        icon: `module/${type}/icon.svg`,
        thumbnail: `module/${type}/thumbnail.svg`,
        themeId: i + 1,
        description: `${type} description`,
        allZoneService: type === 'ecommerce',
        translations: { ar: { module_name: `وحدة ${i + 1}`, description: `وصف ${i + 1}` } },
      })),
    )
    .returning({ id: modules.id, type: modules.moduleType });
  const moduleIds = Object.fromEntries(moduleRows.map((m) => [m.type, m.id])) as Fixture['modules'];

  // The city zone serves every module; downtown serves all but rental; closed serves food.
  await db
    .insert(moduleZone)
    .values([
      ...moduleRows.map((m) => ({ moduleId: m.id, zoneId: city!.id, perKmShippingCharge: 2 })),
      ...moduleRows
        .filter((m) => m.type !== 'rental')
        .map((m) => ({ moduleId: m.id, zoneId: downtown!.id, minimumShippingCharge: 5 })),
      { moduleId: moduleIds.food, zoneId: closed!.id },
    ]);

  const store = (slug: string, module: number, zone: number, status = true) => ({
    name: slug,
    slug,
    phone: `+9715000${slug.length}${slug.charCodeAt(0)}${slug.charCodeAt(slug.length - 1)}`,
    email: `${slug}@example.test`,
    latitude: 25.2,
    longitude: 55.27,
    address: 'Dubai',
    zoneId: zone,
    moduleId: module,
    status,
  });
  const storeRows = await db
    .insert(stores)
    .values([
      store('burger-downtown', moduleIds.food, downtown!.id),
      store('pizza-city', moduleIds.food, city!.id),
      store('grocer-city', moduleIds.grocery, city!.id),
      store('closed-food', moduleIds.food, city!.id, false),
    ])
    .returning({ id: stores.id, slug: stores.slug });
  const storeId = (slug: string) => storeRows.find((s) => s.slug === slug)!.id;
  await db.insert(items).values([
    {
      name: 'Burger',
      slug: 'burger',
      price: 30,
      storeId: storeId('burger-downtown'),
      moduleId: moduleIds.food,
    },
    {
      name: 'Pizza',
      slug: 'pizza',
      price: 40,
      storeId: storeId('pizza-city'),
      moduleId: moduleIds.food,
    },
    {
      name: 'Apple',
      slug: 'apple',
      price: 5,
      storeId: storeId('grocer-city'),
      moduleId: moduleIds.grocery,
      stock: 9,
    },
    {
      name: 'Old',
      slug: 'old',
      price: 5,
      storeId: storeId('grocer-city'),
      moduleId: moduleIds.grocery,
      status: false,
    },
  ]);

  await db.insert(gazetteerPlaces).values([
    {
      id: 'dubai-mall',
      name: 'Dubai Mall',
      area: 'Downtown Dubai',
      kind: 'shopping_mall',
      lat: 25.1985,
      lng: 55.2796,
      translations: { ar: { name: 'دبي مول', area: 'وسط مدينة دبي' } },
    },
    {
      id: 'burj-khalifa',
      name: 'Burj Khalifa',
      area: 'Downtown Dubai',
      kind: 'landmark',
      lat: 25.1972,
      lng: 55.2744,
      translations: { ar: { name: 'برج خليفة', area: 'وسط مدينة دبي' } },
    },
    {
      id: 'downtown-dubai',
      name: 'Downtown Dubai',
      area: 'Downtown Dubai',
      kind: 'neighborhood',
      lat: 25.194,
      lng: 55.275,
      translations: { ar: { name: 'وسط مدينة دبي', area: 'وسط مدينة دبي' } },
    },
    {
      id: 'dubai-marina',
      name: 'Dubai Marina',
      area: 'Marina',
      kind: 'neighborhood',
      lat: 25.08,
      lng: 55.14,
      translations: { ar: { name: 'مرسى دبي', area: 'المرسى' } },
    },
    {
      id: 'marina-mall',
      name: 'Marina Mall',
      area: 'Marina',
      kind: 'shopping_mall',
      lat: 25.076,
      lng: 55.14,
      translations: { ar: { name: 'مارينا مول', area: 'المرسى' } },
    },
    {
      id: 'cafe-creme',
      name: 'Café Crème',
      area: 'Jumeirah',
      kind: 'cafe',
      lat: 25.21,
      lng: 55.25,
      translations: { ar: { name: 'مقهى كريم', area: 'جميرا' } },
    },
  ]);

  await db.insert(pages).values([
    { slug: 'about-us', locale: 'en', title: 'About us', html: '<h1>About us</h1>' },
    { slug: 'about-us', locale: 'ar', title: 'من نحن', html: '<h1>من نحن</h1>' },
    { slug: 'terms-and-conditions', locale: 'en', title: 'Terms', html: '<h1>Terms</h1>' },
    { slug: 'privacy-policy', locale: 'en', title: 'Privacy', html: '<h1>Privacy</h1>' },
    { slug: 'refund-policy', locale: 'en', title: 'Refund', html: '<h1>Refund</h1>' },
    { slug: 'shipping-policy', locale: 'en', title: 'Shipping', html: '<h1>Shipping</h1>' },
    { slug: 'cancelation', locale: 'en', title: 'Cancellation', html: '<h1>Cancellation</h1>' },
  ]);

  return {
    db,
    client,
    zones: { city: city!.id, downtown: downtown!.id, closed: closed!.id },
    modules: moduleIds,
    close: () => client.close(),
  };
}

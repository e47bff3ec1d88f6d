/**
 * Test support for the cart, coupon and order tests: the demo marketplace in an in-memory PGlite
 * at a fixed moment, an in-process client of the app, guests and customer tokens, and the
 * checkout a client builds from the API's answers (cart list, store details, zone data, config)
 * to compute its total with core's `evaluateCheckout`, exactly as the web app and the CLI do.
 */
import { randomBytes } from 'node:crypto';
import { addOnsFromPayload } from '@storefront/core/domain/addons';
import type { CartLine, CartLineItem } from '@storefront/core/domain/cart';
import type {
  CheckoutConfig,
  CheckoutSource,
  CheckoutStore,
  CheckoutZone,
  ZoneModuleRates,
} from '@storefront/core/domain/checkout';
import type { ModuleType } from '@storefront/core/domain/session';
import type { CartVariation } from '@storefront/core/domain/variations';
import type { Clock } from '@storefront/core/ports';
import { decimalDigits } from '@storefront/core/domain/money';
import { localDateTime } from '@storefront/core/domain/schedule';
import { translator } from '@storefront/core/i18n/index';
import { createApp } from '../app.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import type { OrderingScope } from './scope.js';
import { changeReference, ReferenceCache, type ReferenceKind } from '../cache/reference.js';
import { staticDatabase, type Database, type Transaction } from '../db/client.js';
import { authTokens, items, modules, stores, zones } from '../db/schema.js';
import { seedIfEmpty } from '../seed/index.js';
import { migratedDatabase, restoredDatabase } from '../testing/fixtures.js';
import { hashToken } from './owner.js';

/** Tuesday 8 January 2030, 14:30 in Dubai: every demo store of the tests is open. */
export const TUESDAY_1430 = Date.parse('2030-01-08T10:30:00Z');

export const PLACES = {
  /** Burj Khalifa: zone 1. */
  downtown: { lat: 25.1972, lng: 55.2744, address: 'Burj Khalifa, Downtown Dubai' },
  /** Dubai Mall: zone 1. */
  dubaiMall: { lat: 25.1985, lng: 55.2796, address: 'The Dubai Mall, Downtown Dubai' },
  /** Dubai Marina: zone 2. */
  marina: { lat: 25.0805, lng: 55.1403, address: 'Dubai Marina Walk' },
} as const;

export interface Demo {
  db: Database;
  close(): Promise<void>;
  moduleIds: Record<ModuleType, number>;
  zoneIds: number[];
  storeId(slug: string): number;
  item(slug: string): typeof items.$inferSelect;
  storesRows: (typeof stores.$inferSelect)[];
  itemRows: (typeof items.$inferSelect)[];
}

const demoDumps = new Map<string, Promise<Blob>>();

export async function demoMarketplace(now = TUESDAY_1430): Promise<Demo> {
  const { db, client } = await restoredDatabase(
    demoDumps,
    String(now),
    (db) => seedIfEmpty(db, { now: new Date(now) }),
    migratedDatabase,
  );
  const moduleRows = await db.select().from(modules);
  const storeRows = await db.select().from(stores);
  const itemRows = await db.select().from(items);
  const zoneRows = await db.select().from(zones).orderBy(zones.id);
  return {
    db,
    close: () => client.close(),
    moduleIds: Object.fromEntries(moduleRows.map((m) => [m.moduleType, m.id])) as Record<
      ModuleType,
      number
    >,
    zoneIds: zoneRows.map((z) => z.id),
    storesRows: storeRows,
    itemRows,
    storeId(slug) {
      const found = storeRows.find((s) => s.slug === slug);
      if (!found) throw new Error(`no store ${slug}`);
      return found.id;
    },
    item(slug) {
      const found = itemRows.find((i) => i.slug === slug);
      if (!found) throw new Error(`no item ${slug}`);
      return found;
    },
  };
}

export interface Answer<T = unknown> {
  status: number;
  json: T;
  text: string;
}

export interface CallOptions {
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An in-process client of the app, on a movable clock. */
export class TestApi {
  now: number;
  readonly app: ReturnType<typeof createApp>;
  /** Unexpected errors the app logged (a test expects none). */
  readonly errors: string[] = [];
  /** The app's reference cache (tests that change reference data tell it). */
  readonly reference = new ReferenceCache();

  constructor(
    readonly db: Database,
    now = TUESDAY_1430,
    options: { demo?: boolean } = {},
  ) {
    this.now = now;
    const clock: Clock = { now: () => this.now };
    this.app = createApp({
      database: staticDatabase(db),
      clock,
      demo: options.demo ?? true,
      logError: (message) => this.errors.push(message),
      reference: this.reference,
    });
  }

  async call<T = unknown>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const url = new URL(`http://localhost/api/v1${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== null && value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await this.app.request(url.toString(), { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json: json as T, text };
  }

  /** Changes reference data as an operator would: the write and the version bump, cache told. */
  changeReference(kind: ReferenceKind, write: (tx: Transaction) => Promise<unknown>) {
    return changeReference(this.db, kind, write, this.reference);
  }

  /** An ordering scope as a request of this app has it (English, no module, the app's clock). */
  async scope(): Promise<OrderingScope> {
    const ref = await this.reference.snapshot(this.db);
    const settings = ref.settings;
    return {
      db: this.db,
      ref,
      locale: 'en',
      now: localDateTime(this.now, STORE_TIME_ZONE),
      epochMs: this.now,
      origin: null,
      module: null,
      zoneIds: null,
      url: (path) => path ?? null,
      settings,
      digits: decimalDigits(settings),
      money: {
        currency_symbol: settings.currency_symbol,
        currency_symbol_direction: settings.currency_symbol_direction,
        digit_after_decimal_point: settings.digit_after_decimal_point,
      },
      t: translator('en'),
      nowMs: this.now,
    };
  }

  async guest(): Promise<string> {
    const answer = await this.call<{ guest_id: string }>('POST', '/auth/guest/request', {
      body: {},
    });
    if (answer.status !== 200) throw new Error(`guest request: ${answer.text}`);
    return answer.json.guest_id;
  }
}

/** A bearer token for a customer, written as the auth issue will write it (hashed). */
export async function customerToken(
  db: Database,
  userId: number,
  now: number,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + (options.expiresInMs ?? 86_400_000)),
    revokedAt: options.revoked ? new Date(now) : null,
  });
  return token;
}

// ---------------------------------------------------------------- the client's checkout

export interface CartEntryJson {
  id: number;
  model: 'Item' | 'ItemCampaign';
  variation: CartVariation;
  add_on_ids: number[];
  add_on_qtys: number[];
  quantity: number;
  price: number;
  item: CartLineItem & { module_type: ModuleType };
}

/** Core's cart lines from `customer/cart/list` (what the clients do). */
export function linesFromCart(entries: readonly CartEntryJson[]): CartLine[] {
  return entries.map((e) => ({
    id: e.id,
    item: e.item,
    itemType: e.model,
    variation: e.variation,
    addOns: addOnsFromPayload(e.add_on_ids, e.add_on_qtys),
    quantity: e.quantity,
  }));
}

interface StoreJson extends CheckoutStore {
  module_id: number;
  discount: { min_purchase: number; max_discount: number } | null;
}

interface ZoneJson {
  id: number;
  formated_coordinates: { lat: number; lng: number }[];
  cash_on_delivery: boolean;
  increased_delivery_fee: number;
  increased_delivery_fee_status: number;
  modules: { id: number; pivot: ZoneModuleRates & { module_id: number } }[];
}

/**
 * The checkout facts a client assembles from the API for a store: `stores/details`, the store's
 * zone from `config/get-zone-id` at the store, `config` and the cart lines.
 */
export async function clientCheckoutSource(
  api: TestApi,
  storeId: number,
  moduleType: ModuleType,
  lines: readonly CartLine[],
): Promise<CheckoutSource> {
  const store = (await api.call<StoreJson>('GET', `/stores/details/${storeId}`)).json;
  const lookup = await api.call<{ zone_data: ZoneJson[] }>('GET', '/config/get-zone-id', {
    query: { lat: String(store.latitude), lng: String(store.longitude) },
  });
  const zone = lookup.json.zone_data.find((z) => z.id === store.zone_id);
  if (!zone) throw new Error(`store ${storeId}: its zone is not in get-zone-id`);
  const config = (await api.call<CheckoutConfig>('GET', '/config')).json;
  const checkoutZone: CheckoutZone = {
    id: zone.id,
    coordinates: zone.formated_coordinates,
    cash_on_delivery: zone.cash_on_delivery,
    increased_delivery_fee: zone.increased_delivery_fee,
    increased_delivery_fee_status: zone.increased_delivery_fee_status,
  };
  return {
    moduleType,
    moduleId: store.module_id,
    lines,
    store,
    zone: checkoutZone,
    pivot: zone.modules.find((m) => m.id === store.module_id)?.pivot ?? null,
    config,
    storeDiscount: store.discount
      ? { min_purchase: store.discount.min_purchase, max_discount: store.discount.max_discount }
      : null,
  };
}

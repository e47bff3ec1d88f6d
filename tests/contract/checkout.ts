// What a client gathers at checkout, for the contract suites that place orders as the web
// checkout does: the cart's lines, the store, its zone and the configuration, as core's
// CheckoutSource.
import { addOnsFromPayload } from '@storefront/core/domain/addons';
import type { CartLine, CartLineItem } from '@storefront/core/domain/cart';
import type { CheckoutSource } from '@storefront/core/domain/checkout';
import type { ModuleType } from '@storefront/core/domain/session';
import type { CartVariation } from '@storefront/core/domain/variations';
import { http } from '../support/http.js';

/** A cart entry as `customer/cart/list` answers it (what the suites read). */
export interface CartEntry {
  id: number;
  model: 'Item' | 'ItemCampaign';
  item_id: number;
  quantity: number;
  price: number;
  variation: CartVariation;
  add_on_ids: number[];
  add_on_qtys: number[];
  item: CartLineItem & { name: string; store_id: number };
}

type CheckoutStore = CheckoutSource['store'];

interface StoreJson extends CheckoutStore {
  module_id: number;
  discount: { min_purchase: number; max_discount: number } | null;
}

/** A GET of the v1 API that must answer 200; its JSON. */
export async function getJson<T>(
  base: string,
  path: string,
  query?: Record<string, string | number>,
  headers?: Record<string, string>,
): Promise<T> {
  const result = await http(base, `/api/v1${path}`, { query, headers });
  if (result.status !== 200) throw new Error(`GET ${path}: ${result.status} ${result.text}`);
  return result.json as T;
}

/** The checkout's facts for the cart `entries` of store `storeId`, read from the API. */
export async function checkoutSource(
  base: string,
  moduleType: ModuleType,
  entries: CartEntry[],
  storeId: number,
): Promise<CheckoutSource> {
  const lines: CartLine[] = entries.map((e) => ({
    id: e.id,
    item: e.item,
    itemType: e.model,
    variation: e.variation,
    addOns: addOnsFromPayload(e.add_on_ids, e.add_on_qtys),
    quantity: e.quantity,
  }));
  const store = await getJson<StoreJson>(base, `/stores/details/${storeId}`);
  const lookup = await getJson<{
    zone_data: {
      id: number;
      formated_coordinates: { lat: number; lng: number }[];
      cash_on_delivery: boolean;
      increased_delivery_fee: number;
      increased_delivery_fee_status: number;
      modules: { id: number; pivot: CheckoutSource['pivot'] }[];
    }[];
  }>(base, '/config/get-zone-id', { lat: String(store.latitude), lng: String(store.longitude) });
  const zone = lookup.zone_data.find((z) => z.id === store.zone_id)!;
  return {
    moduleType,
    moduleId: store.module_id,
    lines,
    store,
    zone: {
      id: zone.id,
      coordinates: zone.formated_coordinates,
      cash_on_delivery: zone.cash_on_delivery,
      increased_delivery_fee: zone.increased_delivery_fee,
      increased_delivery_fee_status: zone.increased_delivery_fee_status,
    },
    pivot: zone.modules.find((m) => m.id === store.module_id)?.pivot ?? null,
    config: await getJson<CheckoutSource['config']>(base, '/config'),
    storeDiscount: store.discount,
  };
}

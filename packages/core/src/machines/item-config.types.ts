/** The types of `itemConfigMachine` (item-config.machine.ts): its input, context, events, cart payloads and view. */
import type { ModuleType } from '../domain/session.js';
import type { UiError } from '../domain/ui-error.js';
import type { AddOnQuantity, SelectedAddOn } from '../domain/addons.js';
import type { CartLineBody } from '../domain/cart.js';
import type { TimeWindow } from '../domain/availability.js';
import type { CartLineRef, CatalogItem, ItemButton } from '../domain/item.js';
import type { LinePrice } from '../domain/item-price.js';
import type {
  CartVariation,
  ItemMessage,
  SelectedOption,
  VariationIssue,
} from '../domain/variations.js';
import type { NotifyParams } from './effects.js';

export interface ItemConfigInput {
  item: CatalogItem;
  moduleType: ModuleType;
  /** Default: `isCampaignItem(item)`. */
  campaign?: boolean;
  /** This item's cart lines. */
  cartLines?: CartLineRef[];
  /** Start from this cart line (editing a line from the cart). */
  cartLineId?: number | null;
  /** The local time of day, 'HH:MM:SS'. */
  timeOfDay: string;
}

export type ItemConfigOutcome = 'added' | 'updated' | 'boughtNow';

export interface ItemConfigContext {
  item: CatalogItem;
  moduleType: ModuleType;
  campaign: boolean;
  cartLines: CartLineRef[];
  timeOfDay: string;
  /** Chosen options in canonical order (group, then option). */
  selected: SelectedOption[];
  addOns: SelectedAddOn[];
  quantity: number;
  error: UiError | null;
  outcome: ItemConfigOutcome | null;
}

export type ItemConfigEvent =
  | { type: 'CHOOSE_OPTION'; choiceIndex: number; optionIndex: number }
  | { type: 'TOGGLE_ADDON'; addOnId: number }
  | { type: 'SET_ADDON_QTY'; addOnId: number; quantity: number }
  | { type: 'INCREMENT' }
  | { type: 'DECREMENT' }
  | { type: 'SUBMIT_ADD' }
  | { type: 'SUBMIT_UPDATE' }
  | { type: 'BUY_NOW' }
  | { type: 'SET_TIME'; timeOfDay: string };

/** The add-to-cart body without `guest_id` (the API client adds it; spec §3, reference §4.7). */
export type CartLinePayload = CartLineBody;

export interface CartUpdatePayload extends CartLinePayload {
  cart_id: number;
}

/** How a cart call ended: done, or cancelled by the customer (no toast, back to editing). */
export type CartCallResult = 'done' | 'cancelled';

export interface BuyNowParams {
  /** The checkout page: `/checkout?page=buy_now`, or `page=campaign` for a campaign item. */
  page: 'buy_now' | 'campaign';
  line: CartLinePayload;
  item: CatalogItem;
}

/** A toast: `NotifyParams` plus the placeholders of `key`. */
export interface ItemNotifyParams extends NotifyParams {
  vars?: Record<string, string | number>;
}

/** Everything the quick view shows, derived from the context. */
export interface ItemConfigView {
  /** Within the availability window (no window: always). */
  available: boolean;
  /** The window to show next to 'Not Available now', or null when the item has none. */
  window: TimeWindow | null;
  /** Units available for the chosen variation, or null when stock is not tracked. */
  stock: number | null;
  inStock: boolean;
  variationOutOfStock: boolean;
  /** The inline '*This variation is out of stock', or null. */
  stockMessage: ItemMessage | null;
  issues: VariationIssue[];
  /** The variation messages (translate `key` with `vars`). */
  messages: ItemMessage[];
  /** No variation rule broken, nothing out of stock, the quantity within stock and limits. */
  valid: boolean;
  price: LinePrice;
  buttons: ItemButton[];
  /** The cart line with the same item and variation, or null. */
  cartLine: CartLineRef | null;
  canIncrement: boolean;
  canDecrement: boolean;
  /** '01' … '09', '10' … */
  quantityLabel: string;
  variation: CartVariation;
  addOns: AddOnQuantity[];
}

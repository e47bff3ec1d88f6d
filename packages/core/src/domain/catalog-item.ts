/**
 * The shapes of a catalogue item as the server sends it (spec §3 'Item', reference §4.5): the
 * item, its categories and tags, its food variations, choice options and variations. Types only,
 * shared by the item rules (`item.ts`) and the variation rules (`variations.ts`), so that neither
 * imports the other's types back.
 *
 * `CatalogItem` is the minimal client shape of the server's item: the spec's fields, loosely
 * typed where the server is loose (numbers that may arrive as strings, `food_variations` that
 * is `''` when empty, add-ons under `add_ons` or, on cart entries, `addons`).
 */
import type { ModuleType } from './session.js';
import type { DiscountType } from './discount.js';
import type { AddOn } from './addons.js';

export interface FoodVariationValue {
  /** The label in the request's language. */
  label: string;
  /** The stable label the cart payload carries (the English one), when it differs from `label`. */
  key?: string | null;
  /** The server sends numbers or numeric strings ('1.50'). */
  optionPrice: number | string;
  /** Present only when the server tracks this option's stock; 0 blocks it. */
  stock?: number | null;
  /** Set on cart entries (reference §4.7). */
  isSelected?: boolean;
}

export interface FoodVariation {
  /** The group's name in the request's language. */
  name: string;
  /** The stable name the cart payload carries (the English one), when it differs from `name`. */
  key?: string | null;
  type: 'single' | 'multi' | string;
  required: 'on' | 'off' | string;
  min?: number | string | null;
  max?: number | string | null;
  values: FoodVariationValue[];
}

export interface ChoiceOption {
  name?: string;
  /** The title and options in the request's language. */
  title: string;
  options: string[];
  /**
   * The stable values (the English ones) the variations' `type` is made of, one per option, when
   * they differ from `options`.
   */
  keys?: string[] | null;
}

export interface ItemVariation {
  /** The chosen values joined by dashes, spaces removed ('Red-XL'). */
  type: string;
  price: number | string;
  stock?: number | null;
}

export interface ItemCategoryRef {
  id: number | string;
  position?: number;
  name?: string;
}

export interface ItemTag {
  id?: number;
  tag: string;
}

export interface CatalogItem {
  id: number;
  slug?: string | null;
  name: string;
  store_id: number;
  store_name?: string | null;
  zone_id?: number | null;
  image_full_url?: string | null;
  images_full_url?: (string | null)[] | null;
  description?: string | null;
  generic_name?: string[] | null;
  unit_type?: string | null;
  price: number | string;
  discount?: number | string | null;
  discount_type?: DiscountType | string | null;
  /** The running store discount in percent (0 when none, reference §4.5). */
  store_discount?: number | string | null;
  stock?: number | null;
  maximum_cart_quantity?: number | null;
  avg_rating?: number | null;
  rating_count?: number | null;
  whislists_count?: number | null;
  is_prescription_required?: number | boolean | null;
  organic?: number | boolean | null;
  halal_tag_status?: number | boolean | null;
  is_halal?: number | boolean | null;
  recommended?: number | boolean | null;
  /** 0 means non-veg. */
  veg?: number | null;
  module_type?: ModuleType | null;
  category_ids?: ItemCategoryRef[] | null;
  tags?: (ItemTag | string)[] | null;
  nutritions_name?: string[] | null;
  allergies_name?: string[] | null;
  choice_options?: ChoiceOption[] | null;
  variations?: ItemVariation[] | null;
  /** Set on campaign items (it marks one). */
  available_date_starts?: string | null;
  available_date_ends?: string | null;
  available_time_starts?: string | null;
  available_time_ends?: string | null;
  schedule_order?: boolean | number | null;
  isCampaignItem?: boolean | null;
  food_variations?: FoodVariation[] | '' | null;
  add_ons?: AddOn[] | null;
  addons?: AddOn[] | null;
}

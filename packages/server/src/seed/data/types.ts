/**
 * Shapes of the demo marketplace's data files. Rows refer to each other by
 * slug or key (never by database id); `../index.ts` resolves them while it
 * inserts, in dependency order.
 */
import type { LatLngJson } from '../../db/schema.js';

export type ZoneKey = 'downtown' | 'marina';
export type ShopModule = 'grocery' | 'pharmacy' | 'ecommerce' | 'food';
export type ModuleKind = ShopModule | 'parcel' | 'rental';
export type Unit = 'kg' | 'g' | 'pc' | 'pack' | 'ml' | 'l' | 'box' | 'bottle' | 'dozen';

export interface ZoneSeed {
  key: ZoneKey;
  name: string;
  displayName: string;
  ar: { displayName: string };
  /** Open ring of `{lat,lng}` (the last point joins the first). */
  coordinates: LatLngJson[];
}

export interface ZoneCharges {
  perKm: number;
  minimum: number;
  maximum: number;
  maximumCod: number;
}

export interface ModuleSeed {
  type: ModuleKind;
  name: string;
  description: string;
  ar: { name: string; description: string };
  themeId: number;
  /** Zones served, with the delivery charges of this module there. */
  zones: Partial<Record<ZoneKey, ZoneCharges>>;
}

/** `HH:MM` or `HH:MM:SS`; day 0 = Sunday … 6 = Saturday. */
export interface OpeningSlot {
  day: number;
  open: string;
  close: string;
}

export interface StoreDiscountSeed {
  percent: number;
  minPurchase: number;
  /** 0 = no cap. */
  maxDiscount: number;
  /** Daily window; the date window runs from a week ago to three months ahead. */
  startTime: string;
  endTime: string;
}

export interface StoreSeed {
  slug: string;
  name: string;
  module: ModuleKind;
  zone: ZoneKey;
  ar: { name: string; address: string };
  phone: string;
  email: string;
  address: string;
  lat: number;
  lng: number;
  schedule: OpeningSlot[];
  minimumOrder: number;
  /** VAT or service tax in percent. */
  tax: number;
  deliveryTime: string;
  delivery: boolean;
  takeAway: boolean;
  scheduleOrder: boolean;
  /** false = temporarily closed by the store. */
  active?: boolean;
  freeDelivery?: boolean;
  featured?: boolean;
  recommended?: boolean;
  veg?: boolean;
  nonVeg?: boolean;
  halal?: boolean;
  cutlery?: boolean;
  prescriptionOrder?: boolean;
  /** Own fleet with its own charges (otherwise the zone's charges apply). */
  selfDelivery?: { perKm: number; minimum: number; maximum: number };
  extraPackaging?: number;
  announcement?: string;
  footerText?: string;
  /** Counts of [5★, 4★, 3★, 2★, 1★] reviews. */
  rating: [number, number, number, number, number];
  orderCount: number;
  discount?: StoreDiscountSeed;
}

export interface CategorySeed {
  slug: string;
  module: ShopModule;
  name: string;
  ar: string;
  /** Slug of the parent category for sub-categories. */
  parent?: string;
  featured?: boolean;
  priority?: number;
}

export interface Discount {
  type: 'percent' | 'amount';
  value: number;
}

export interface ChoiceSeed {
  title: string;
  options: string[];
}

export interface VariationSeed {
  /** Option values in choice order, e.g. ['Red', 'Large']. */
  options: string[];
  price: number;
  stock: number;
}

export interface FoodVariationSeed {
  name: string;
  type: 'single' | 'multi';
  required: boolean;
  /** Multi only: how many values may (min) and must at most (max) be picked. */
  min?: number;
  max?: number;
  values: [label: string, optionPrice: number][];
}

export interface ItemSeed {
  slug: string;
  name: string;
  ar: string;
  description: string;
  arDescription?: string;
  store: string;
  /** The leaf category slug; its parent is added to category_ids. */
  category: string;
  price: number;
  unit?: Unit;
  /** Required without variations; with variations the stock is their sum. */
  stock?: number;
  discount?: Discount;
  tags?: string[];
  choices?: ChoiceSeed[];
  variations?: VariationSeed[];
  foodVariations?: FoodVariationSeed[];
  /** Add-on names of the item's store. */
  addOns?: string[];
  veg?: boolean;
  halal?: boolean;
  organic?: boolean;
  recommended?: boolean;
  prescription?: boolean;
  genericName?: string[];
  nutritions?: string[];
  allergies?: string[];
  brand?: string;
  /** Availability window, e.g. breakfast ['07:00', '11:00']. */
  available?: [string, string];
  maxCart?: number;
  /** Explicit rating counts [5★…1★]; otherwise generated from the slug. */
  rating?: [number, number, number, number, number];
  orderCount?: number;
}

export interface AddOnSeed {
  store: string;
  name: string;
  ar: string;
  price: number;
}

export interface ReviewSeed {
  item: string;
  customerName: string;
  rating: number;
  comment: string;
  /** Days before the seed date. */
  daysAgo: number;
  byDemoCustomer?: boolean;
}

/** An item campaign: an item sold within a date window counted from the seed date. */
export interface ItemCampaignSeed extends ItemSeed {
  /** Days from the seed date: start (may be negative) and end. */
  window: [fromDays: number, toDays: number];
}

/** A basic campaign that groups stores on the home page. */
export interface CampaignSeed {
  slug: string;
  module: ShopModule;
  title: string;
  description: string;
  ar: { title: string; description: string };
  stores: string[];
  window: [fromDays: number, toDays: number];
}

export interface BannerSeed {
  key: string;
  module: ModuleKind;
  zone: ZoneKey;
  type: 'store_wise' | 'item_wise' | 'default';
  title: string;
  ar: string;
  /** Store slug (store_wise) or item slug (item_wise). */
  target?: string;
  featured?: boolean;
}

export interface CouponSeed {
  code: string;
  title: string;
  ar: string;
  module: ModuleKind;
  type: 'zone_wise' | 'store_wise' | 'free_delivery' | 'first_order' | 'default';
  discountType: 'percent' | 'amount';
  discount: number;
  minPurchase: number;
  /** 0 = no cap. */
  maxDiscount: number;
  /** Uses per customer; null = unlimited and usable by guests. */
  limit: number | null;
  /** Days from the seed date. */
  window: [fromDays: number, toDays: number];
  /** Zone keys (zone_wise) or store slugs (store_wise). */
  zones?: ZoneKey[];
  stores?: string[];
  /** A vendor coupon belongs to this store. */
  vendorStore?: string;
}

export type Transmission =
  | 'automatic'
  | 'manual'
  | 'continuously_variable'
  | 'dual_clutch'
  | 'semi_automatic';
export type Fuel = 'octan' | 'diesel' | 'cng' | 'petrol' | 'electric';

export interface VehicleSeed {
  slug: string;
  name: string;
  ar: string;
  description: string;
  arDescription: string;
  provider: string;
  brand: string;
  category: string;
  model: string;
  type: 'sedan' | 'hatchback' | 'suv' | 'van' | 'minibus' | 'luxury' | 'sports' | 'pickup';
  engineCapacity: string;
  enginePower: string;
  seats: number;
  airCondition: boolean;
  fuel: Fuel;
  transmission: Transmission;
  /** AED per hour when hourly trips are offered. */
  hourly?: number;
  /** AED per km when distance trips are offered. */
  perKm?: number;
  discount?: Discount;
  newTag?: boolean;
  tags: string[];
  avgRating: number;
  totalReviews: number;
  totalTrips: number;
  /** Licence plates of the physical units (one row each in vehicle_identities). */
  plates: string[];
}

export type PlaceKind =
  | 'mall'
  | 'landmark'
  | 'metro'
  | 'tram'
  | 'hotel'
  | 'beach'
  | 'park'
  | 'district'
  | 'hospital'
  | 'school'
  | 'market'
  | 'airport';

/** A gazetteer row: [id, name, area, kind, lat, lng, arabic name, arabic area, zone]. */
export interface PlaceSeed {
  id: string;
  name: string;
  area: string;
  kind: PlaceKind;
  lat: number;
  lng: number;
  ar: { name: string; area: string };
  /** The zone the place lies in, or null outside the service area. */
  zone: ZoneKey | null;
}

/**
 * The whole product's schema, for PGlite and PostgreSQL alike (plain PostgreSQL
 * types; one extension, pg_trgm, for the item search's indexes). Column names follow the v1 API's data model
 * (reference §5) so responses map one to one. Later capabilities add
 * behaviour, not tables.
 *
 * Conventions:
 * - Money is numeric(24,3) read as a number; coordinates are double precision.
 * - Translatable rows carry `translations` jsonb: `{ "ar": { "name": "…", … } }`.
 * - An owner is a customer (`user_id`) or a guest (`guest_id`), never both; a
 *   check constraint enforces it on every owned table.
 * - Zone polygons are jsonb rings of `{lat,lng}`; point-in-polygon uses core's
 *   geo rule, so the server and clients agree.
 */
import { sql } from 'drizzle-orm';
// Value lists are rules of core's; the schema takes them from there.
import { ORDER_STATUSES } from '@storefront/core/domain/order-status';
import { TRIP_STATUSES } from '@storefront/core/domain/rental-trip';
import { MODULE_TYPES } from '@storefront/core/domain/session';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 24, scale: 3, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
type Translations = Record<string, Record<string, string>>;
const translations = () => jsonb('translations').$type<Translations>().notNull().default({});

export interface LatLngJson {
  lat: number;
  lng: number;
}
export interface ItemVariation {
  type: string;
  price: number;
  stock: number;
}
export interface ChoiceOption {
  name: string;
  title: string;
  options: string[];
}
export interface FoodVariationValue {
  label: string;
  optionPrice: number;
  stock?: number;
}
export interface FoodVariation {
  name: string;
  type: 'single' | 'multi';
  min: number;
  max: number;
  required: 'on' | 'off';
  values: FoodVariationValue[];
}
export interface CategoryRef {
  id: string;
  position: number;
}

// ---------------------------------------------------------------- settings

/** Business settings read by /config and the rules (key → JSON value). */
export const businessSettings = pgTable('business_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Static pages (about us, terms, privacy, refund, cancellation, shipping) per locale. */
export const pages = pgTable(
  'pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

export const newsletters = pgTable('newsletters', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/** Customer testimonials of the landing page (`testimonial`). */
export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  designation: text('designation').notNull().default(''),
  review: text('review').notNull(),
  reviewerImage: text('reviewer_image'),
  companyImage: text('company_image'),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
});

/** The messages a customer can send with one tap in the chat (`customer/automated-message`). */
export const automatedMessages = pgTable('automated_messages', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
});

/** Offline gazetteer for place search and reverse geocoding. */
export const gazetteerPlaces = pgTable(
  'gazetteer_places',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    area: text('area').notNull(),
    kind: text('kind').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    translations: translations(),
  },
  (t) => [index('gazetteer_places_name_idx').on(t.name)],
);

// ---------------------------------------------------------------- zones and modules

export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayName: text('display_name').notNull(),
  coordinates: jsonb('coordinates').$type<LatLngJson[]>().notNull(),
  status: boolean('status').notNull().default(true),
  cashOnDelivery: boolean('cash_on_delivery').notNull().default(true),
  digitalPayment: boolean('digital_payment').notNull().default(true),
  offlinePayment: boolean('offline_payment').notNull().default(false),
  increasedDeliveryFee: doublePrecision('increased_delivery_fee').notNull().default(0),
  increasedDeliveryFeeStatus: boolean('increased_delivery_fee_status').notNull().default(false),
  increaseDeliveryChargeMessage: text('increase_delivery_charge_message'),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export { MODULE_TYPES };

export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  moduleName: text('module_name').notNull(),
  moduleType: text('module_type', { enum: MODULE_TYPES }).notNull(),
  thumbnail: text('thumbnail'),
  icon: text('icon'),
  status: boolean('status').notNull().default(true),
  themeId: integer('theme_id').notNull().default(1),
  description: text('description').notNull().default(''),
  allZoneService: boolean('all_zone_service').notNull().default(false),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const moduleZone = pgTable(
  'module_zone',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    perKmShippingCharge: doublePrecision('per_km_shipping_charge'),
    minimumShippingCharge: doublePrecision('minimum_shipping_charge'),
    maximumShippingCharge: doublePrecision('maximum_shipping_charge'),
    maximumCodOrderAmount: doublePrecision('maximum_cod_order_amount'),
  },
  (t) => [uniqueIndex('module_zone_unique').on(t.moduleId, t.zoneId)],
);

// ---------------------------------------------------------------- stores and providers

/** Stores of every module; rental providers are stores of the rental module. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    phone: text('phone').notNull().unique(),
    email: text('email').notNull(),
    logo: text('logo'),
    coverPhoto: text('cover_photo'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    address: text('address').notNull(),
    footerText: text('footer_text'),
    minimumOrder: money('minimum_order').notNull().default(0),
    tax: doublePrecision('tax').notNull().default(0),
    scheduleOrder: boolean('schedule_order').notNull().default(false),
    status: boolean('status').notNull().default(true),
    /** Temporarily open (true) or closed (false) by the store. */
    active: boolean('active').notNull().default(true),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    delivery: boolean('delivery').notNull().default(true),
    takeAway: boolean('take_away').notNull().default(true),
    veg: boolean('veg').notNull().default(true),
    nonVeg: boolean('non_veg').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    selfDeliverySystem: boolean('self_delivery_system').notNull().default(false),
    minimumShippingCharge: money('minimum_shipping_charge').notNull().default(0),
    perKmShippingCharge: money('per_km_shipping_charge').notNull().default(0),
    maximumShippingCharge: money('maximum_shipping_charge'),
    deliveryTime: text('delivery_time').notNull().default('30-40 min'),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    cutlery: boolean('cutlery').notNull().default(false),
    halalTagStatus: boolean('halal_tag_status').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    /** v1 `store_business_model`: `commission` or `subscription` (then `packageId` is its plan). */
    storeBusinessModel: text('store_business_model').notNull().default('commission'),
    /** The subscription package of a subscription store (v1 `store_sub.package_id`). */
    packageId: integer('package_id').references(() => subscriptionPackages.id),
    extraPackagingStatus: boolean('extra_packaging_status').notNull().default(false),
    extraPackagingAmount: money('extra_packaging_amount').notNull().default(0),
    announcement: boolean('announcement').notNull().default(false),
    announcementMessage: text('announcement_message'),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    /** Rental providers: zone ids where pickups are allowed. */
    pickupZoneIds: jsonb('pickup_zone_id').$type<number[]>().notNull().default([]),
    orderCount: integer('order_count').notNull().default(0),
    /** Rating counts [5★, 4★, 3★, 2★, 1★]. */
    rating: jsonb('rating').$type<number[]>().notNull().default([0, 0, 0, 0, 0]),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stores_zone_module_idx').on(t.zoneId, t.moduleId)],
);

/** Opening hours; day 0 = Sunday … 6 = Saturday. Several rows a day are allowed. */
export const storeSchedules = pgTable(
  'store_schedules',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    openingTime: time('opening_time').notNull(),
    closingTime: time('closing_time').notNull(),
  },
  (t) => [
    index('store_schedules_store_idx').on(t.storeId),
    check('store_schedules_day', sql`${t.day} between 0 and 6`),
  ],
);

/** A store-wide discount (always a percent of the unit price, reference §6.2). */
export const storeDiscounts = pgTable('store_discounts', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .unique()
    .references(() => stores.id, { onDelete: 'cascade' }),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
  minPurchase: money('min_purchase').notNull().default(0),
  maxDiscount: money('max_discount').notNull().default(0),
  discount: doublePrecision('discount').notNull(),
  discountType: text('discount_type').notNull().default('percent'),
});

// ---------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  parentId: integer('parent_id').notNull().default(0),
  /** 0 = top level, 1 = sub-category. */
  position: integer('position').notNull().default(0),
  status: boolean('status').notNull().default(true),
  priority: integer('priority').notNull().default(0),
  featured: boolean('featured').notNull().default(false),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const addOns = pgTable('add_ons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  price: money('price').notNull(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Columns shared by items and item campaigns (a campaign item mirrors an item). */
function itemColumns() {
  return {
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    image: text('image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id').references(() => categories.id),
    categoryIds: jsonb('category_ids').$type<CategoryRef[]>().notNull().default([]),
    variations: jsonb('variations').$type<ItemVariation[]>().notNull().default([]),
    foodVariations: jsonb('food_variations').$type<FoodVariation[]>().notNull().default([]),
    addOnIds: jsonb('add_ons').$type<number[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<number[]>().notNull().default([]),
    choiceOptions: jsonb('choice_options').$type<ChoiceOption[]>().notNull().default([]),
    price: money('price').notNull(),
    tax: doublePrecision('tax').notNull().default(0),
    taxType: text('tax_type').notNull().default('percent'),
    discount: money('discount').notNull().default(0),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    availableTimeStarts: time('available_time_starts').notNull().default('00:00:00'),
    availableTimeEnds: time('available_time_ends').notNull().default('23:59:59'),
    /** 1 = veg, 0 = non-veg. */
    veg: integer('veg').notNull().default(0),
    status: boolean('status').notNull().default(true),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    unitType: text('unit_type'),
    stock: integer('stock').notNull().default(0),
    maximumCartQuantity: integer('maximum_cart_quantity'),
    orderCount: integer('order_count').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    rating: jsonb('rating').$type<number[]>().notNull().default([0, 0, 0, 0, 0]),
    recommended: boolean('recommended').notNull().default(false),
    organic: boolean('organic').notNull().default(false),
    isHalal: boolean('is_halal').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(true),
    isPrescriptionRequired: boolean('is_prescription_required').notNull().default(false),
    genericName: jsonb('generic_name').$type<string[]>().notNull().default([]),
    nutritions: jsonb('nutritions').$type<string[]>().notNull().default([]),
    allergies: jsonb('allergies').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    brand: text('brand'),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  };
}

/** Numbers the versions of items' static columns (see `items.revision`). */
export const itemsRevisionSeq = pgSequence('items_revision_seq');

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    ...itemColumns(),
    /**
     * The version of the item's static columns (everything but stock, variations, order count,
     * ratings, status and approval): a new number from items_revision_seq on insert, and on
     * every update that changes a static column (trigger items_revision, migration
     * 0017_items_revision_trigger). Servers keep static columns in memory by revision
     * (catalogue/item-cache.ts), issue 9.
     */
    revision: bigint('revision', { mode: 'number' })
      .notNull()
      .default(sql`nextval('items_revision_seq')`),
  },
  (t) => [
    index('items_store_idx').on(t.storeId),
    index('items_module_idx').on(t.moduleId),
    // Item search (`items/search`, trigram indexes for ILIKE '%text%') and category lists.
    index('items_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('items_name_ar_trgm_idx').using(
      'gin',
      sql`(${t.translations} -> 'ar' ->> 'name') gin_trgm_ops`,
    ),
    index('items_tags_trgm_idx').using('gin', sql`(${t.tags}::text) gin_trgm_ops`),
    index('items_category_idx').on(t.categoryId),
    index('items_category_ids_idx').using('gin', sql`${t.categoryIds} jsonb_path_ops`),
    check('items_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

/** Campaign items: ordered with `model: 'ItemCampaign'` within their date window. */
export const itemCampaigns = pgTable(
  'item_campaigns',
  {
    id: serial('id').primaryKey(),
    ...itemColumns(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    startTime: time('start_time').notNull().default('00:00:00'),
    endTime: time('end_time').notNull().default('23:59:59'),
  },
  (t) => [check('item_campaigns_stock_non_negative', sql`${t.stock} >= 0`)],
);

/** Basic (store) campaigns shown on the home page. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  startTime: time('start_time').notNull().default('00:00:00'),
  endTime: time('end_time').notNull().default('23:59:59'),
  status: boolean('status').notNull().default(true),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  translations: translations(),
  createdAt: createdAt(),
});

export const campaignStores = pgTable(
  'campaign_stores',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.storeId] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  type: text('type', { enum: ['store_wise', 'item_wise', 'default'] }).notNull(),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  /** The target store or item id for store_wise / item_wise banners. */
  data: integer('data'),
  defaultLink: text('default_link'),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => zones.id),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  featured: boolean('featured').notNull().default(false),
  createdBy: text('created_by').notNull().default('admin'),
  translations: translations(),
  createdAt: createdAt(),
});

export const COUPON_TYPES = [
  'zone_wise',
  'store_wise',
  'free_delivery',
  'first_order',
  'default',
] as const;

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  code: text('code').notNull().unique(),
  startDate: date('start_date').notNull(),
  expireDate: date('expire_date').notNull(),
  minPurchase: money('min_purchase').notNull().default(0),
  /** 0 means no cap. */
  maxDiscount: money('max_discount').notNull().default(0),
  discount: money('discount').notNull().default(0),
  discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
  couponType: text('coupon_type', { enum: COUPON_TYPES }).notNull(),
  /** Uses per customer; null = unlimited (and the only kind guests may use). */
  limit: integer('limit'),
  status: boolean('status').notNull().default(true),
  /** Store ids (store_wise) or zone ids (zone_wise). */
  data: jsonb('data').$type<number[]>().notNull().default([]),
  totalUses: integer('total_uses').notNull().default(0),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  createdBy: text('created_by', { enum: ['admin', 'vendor'] })
    .notNull()
    .default('admin'),
  customerIds: jsonb('customer_id').$type<(number | 'all')[]>().notNull().default(['all']),
  storeId: integer('store_id').references(() => stores.id),
  translations: translations(),
  createdAt: createdAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id'),
    customerName: text('customer_name').notNull(),
    comment: text('comment').notNull().default(''),
    rating: integer('rating').notNull(),
    createdAt: createdAt(),
  },
  // One review per item per order (issue 12, `items/reviews/submit`).
  (t) => [uniqueIndex('reviews_order_item_unique').on(t.orderId, t.itemId)],
);

// ---------------------------------------------------------------- customers and guests

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fName: text('f_name'),
  lName: text('l_name'),
  phone: text('phone').unique(),
  email: text('email').unique(),
  image: text('image'),
  isPhoneVerified: boolean('is_phone_verified').notNull().default(false),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  /** scrypt hash `scrypt$N$r$p$salt$hash`; null for social-only accounts. */
  password: text('password'),
  status: boolean('status').notNull().default(true),
  orderCount: integer('order_count').notNull().default(0),
  loginMedium: text('login_medium'),
  socialId: text('social_id'),
  zoneId: integer('zone_id').references(() => zones.id),
  walletBalance: money('wallet_balance').notNull().default(0),
  loyaltyPoint: money('loyalty_point').notNull().default(0),
  refCode: text('ref_code').unique(),
  refBy: integer('ref_by'),
  currentLanguageKey: text('current_language_key').notNull().default('en'),
  interest: jsonb('interest').$type<number[]>().notNull().default([]),
  moduleIds: jsonb('module_ids').$type<number[]>().notNull().default([]),
  isFromPos: boolean('is_from_pos').notNull().default(false),
  /** The customer's push token (`customer/cm-firebase-token`); null until the app sends one. */
  cmFirebaseToken: text('cm_firebase_token'),
  /**
   * When the customer deleted the account (`customer/remove-account`): the row stays for the
   * orders and trips that point to it, with every personal field erased and `status` off.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Opaque bearer tokens, stored as SHA-256 hashes; revocable. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

/** Guests: the id is 128 random bits as 32 hex characters, never a counter. */
export const guests = pgTable('guests', {
  id: text('id').primaryKey(),
  ipAddress: text('ip_address'),
  fcmToken: text('fcm_token'),
  createdAt: createdAt(),
});

/** A row is owned by exactly one customer or one guest. */
const ownerColumns = () => ({
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  guestId: text('guest_id').references(() => guests.id, { onDelete: 'cascade' }),
});
const oneOwner = (name: string, t: { userId: unknown; guestId: unknown }) =>
  check(name, sql`(${t.userId} is null) <> (${t.guestId} is null)`);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressType: text('address_type').notNull(),
    contactPersonName: text('contact_person_name').notNull(),
    contactPersonNumber: text('contact_person_number').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    zoneId: integer('zone_id').references(() => zones.id),
    floor: text('floor'),
    road: text('road'),
    house: text('house'),
    addressLabel: text('address_label'),
    additionalInformation: text('additional_information'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_addresses_user_idx').on(t.userId)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    /** The item or campaign item id, per item_type. */
    itemId: integer('item_id').notNull(),
    itemType: text('item_type', { enum: ['Item', 'ItemCampaign'] }).notNull(),
    addOnIds: jsonb('add_on_ids').$type<number[]>().notNull().default([]),
    addOnQtys: jsonb('add_on_qtys').$type<number[]>().notNull().default([]),
    /** Recomputed by the server from the database; never trusted from a client. */
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    variation: jsonb('variation').$type<unknown[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('carts_one_owner', t),
    check('carts_quantity_positive', sql`${t.quantity} >= 1`),
    index('carts_user_idx').on(t.userId, t.moduleId),
    index('carts_guest_idx').on(t.guestId, t.moduleId),
  ],
);

export const wishlists = pgTable(
  'wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'cascade' }),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('wishlists_one_target', sql`(${t.itemId} is null) <> (${t.storeId} is null)`),
    uniqueIndex('wishlists_item_unique').on(t.userId, t.itemId),
    uniqueIndex('wishlists_store_unique').on(t.userId, t.storeId),
  ],
);

// ---------------------------------------------------------------- orders

export { ORDER_STATUSES };

export const orders = pgTable(
  'orders',
  {
    /** App-assigned from 100001 up, as the v1 API numbers orders. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    ...ownerColumns(),
    isGuest: boolean('is_guest').notNull().default(false),
    storeId: integer('store_id').references(() => stores.id),
    zoneId: integer('zone_id').references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    orderAmount: money('order_amount').notNull(),
    couponDiscountAmount: money('coupon_discount_amount').notNull().default(0),
    couponDiscountTitle: text('coupon_discount_title'),
    couponCode: text('coupon_code'),
    couponCreatedBy: text('coupon_created_by'),
    storeDiscountAmount: money('store_discount_amount').notNull().default(0),
    discountOnProductBy: text('discount_on_product_by').notNull().default('vendor'),
    totalTaxAmount: money('total_tax_amount').notNull().default(0),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    taxStatus: text('tax_status', { enum: ['included', 'excluded'] })
      .notNull()
      .default('excluded'),
    deliveryCharge: money('delivery_charge').notNull().default(0),
    originalDeliveryCharge: money('original_delivery_charge').notNull().default(0),
    freeDeliveryBy: text('free_delivery_by'),
    additionalCharge: money('additional_charge').notNull().default(0),
    dmTips: money('dm_tips').notNull().default(0),
    extraPackagingAmount: money('extra_packaging_amount').notNull().default(0),
    refBonusAmount: money('ref_bonus_amount').notNull().default(0),
    partiallyPaidAmount: money('partially_paid_amount').notNull().default(0),
    paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'partially_paid'] })
      .notNull()
      .default('unpaid'),
    orderStatus: text('order_status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull(),
    transactionReference: text('transaction_reference'),
    /**
     * An order awaiting its digital payment: when it expires unpaid (and releases its stock);
     * null once paid, switched to another method, or for other methods (payments/expiry.ts).
     */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    orderType: text('order_type', { enum: ['delivery', 'take_away', 'parcel'] }).notNull(),
    orderNote: text('order_note'),
    deliveryInstruction: text('delivery_instruction'),
    unavailableItemNote: text('unavailable_item_note'),
    cutlery: boolean('cutlery').notNull().default(false),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    scheduled: boolean('scheduled').notNull().default(false),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, unknown>>(),
    distance: doublePrecision('distance').notNull().default(0),
    otp: text('otp'),
    prescriptionOrder: boolean('prescription_order').notNull().default(false),
    orderAttachment: jsonb('order_attachment').$type<string[]>().notNull().default([]),
    receiverDetails: jsonb('receiver_details').$type<Record<string, unknown>>(),
    chargePayer: text('charge_payer', { enum: ['sender', 'receiver'] }),
    parcelCategoryId: integer('parcel_category_id').references(() => parcelCategories.id, {
      onDelete: 'set null',
    }),
    /** A parcel's weight (kg) and dimension, as sent (issue 14). */
    parcelDetails: jsonb('parcel_details').$type<{ weight: number; dimension: string }>(),
    cancellationReason: text('cancellation_reason'),
    canceledBy: text('canceled_by'),
    pendingAt: timestamp('pending', { withTimezone: true }),
    acceptedAt: timestamp('accepted', { withTimezone: true }),
    confirmedAt: timestamp('confirmed', { withTimezone: true }),
    processingAt: timestamp('processing', { withTimezone: true }),
    handoverAt: timestamp('handover', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up', { withTimezone: true }),
    deliveredAt: timestamp('delivered', { withTimezone: true }),
    canceledAt: timestamp('canceled', { withTimezone: true }),
    failedAt: timestamp('failed', { withTimezone: true }),
    refundRequestedAt: timestamp('refund_requested', { withTimezone: true }),
    refundedAt: timestamp('refunded', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('orders_one_owner', t),
    index('orders_user_idx').on(t.userId),
    index('orders_guest_idx').on(t.guestId),
    index('orders_payment_expires_idx').on(t.paymentExpiresAt),
  ],
);

export const orderDetails = pgTable(
  'order_details',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    itemCampaignId: integer('item_campaign_id').references(() => itemCampaigns.id, {
      onDelete: 'set null',
    }),
    /** Snapshot of the item at order time. */
    itemDetails: jsonb('item_details').$type<Record<string, unknown>>().notNull(),
    variation: jsonb('variation').$type<unknown[]>().notNull().default([]),
    addOns: jsonb('add_ons')
      .$type<{ id: number; name: string; price: number; quantity: number }[]>()
      .notNull()
      .default([]),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    discountOnItem: money('discount_on_item').notNull().default(0),
    discountType: text('discount_type'),
    taxAmount: money('tax_amount').notNull().default(0),
    totalAddOnPrice: money('total_add_on_price').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('order_details_order_idx').on(t.orderId)],
);

/**
 * Idempotent writes (order placement, trip booking): the first answer is kept
 * and replayed for the same key and the same request; another request with the
 * same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** `user:<id>` or `guest:<id>`. */
    owner: text('owner').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.owner, t.scope, t.key)],
);

// ---------------------------------------------------------------- wallet and loyalty

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    credit: money('credit').notNull().default(0),
    debit: money('debit').notNull().default(0),
    adminBonus: money('admin_bonus').notNull().default(0),
    balance: money('balance').notNull(),
    transactionType: text('transaction_type').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId)],
);

export const loyaltyPointTransactions = pgTable(
  'loyalty_point_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    credit: money('credit').notNull().default(0),
    debit: money('debit').notNull().default(0),
    balance: money('balance').notNull(),
    transactionType: text('transaction_type').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [index('loyalty_point_transactions_user_idx').on(t.userId)],
);

/**
 * Wallet top-up bonuses (reference §5 `wallet_bonuses`, §6.10): a running, active bonus whose
 * `minimum_add_amount` an `add_fund` reaches adds `bonus_amount` (flat) or that percentage of the
 * amount, capped at `maximum_bonus_amount` (0: no cap); the best one applies.
 */
export const walletBonuses = pgTable('wallet_bonuses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  bonusType: text('bonus_type', { enum: ['percentage', 'amount'] }).notNull(),
  bonusAmount: money('bonus_amount').notNull().default(0),
  minimumAddAmount: money('minimum_add_amount').notNull().default(0),
  maximumBonusAmount: money('maximum_bonus_amount').notNull().default(0),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- one-time codes and limits

export const OTP_PURPOSES = [
  'phone_verification',
  'email_verification',
  'otp_login',
  'password_reset',
  'profile_update',
] as const;

/** One-time codes: stored hashed, single use, bound to purpose and destination. */
export const otpRecords = pgTable(
  'otp_records',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    /** The phone number or e-mail address the code was sent to. */
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a new code may be sent (60 s after the last send). */
    resendAvailableAt: timestamp('resend_available_at', { withTimezone: true }).notNull(),
    /** Wrong tries; a resend does not reset it. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('otp_records_purpose_destination').on(t.purpose, t.destination)],
);

/** Failed-attempt counters for sign-in (per account and per client address). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Messages that would be sent by SMS or e-mail; demo mode lists them instead of sending. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  destination: text('destination').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- rental

export const vehicleCategories = pgTable('vehicle_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  translations: translations(),
});

export const vehicleBrands = pgTable('vehicle_brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  translations: translations(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => vehicleBrands.id),
    categoryId: integer('category_id').references(() => vehicleCategories.id),
    model: text('model'),
    type: text('type').notNull(),
    engineCapacity: text('engine_capacity'),
    enginePower: text('engine_power'),
    seatingCapacity: integer('seating_capacity').notNull(),
    airCondition: boolean('air_condition').notNull().default(true),
    fuelType: text('fuel_type').notNull(),
    transmissionType: text('transmission_type').notNull(),
    tripHourly: boolean('trip_hourly').notNull().default(true),
    tripDistance: boolean('trip_distance').notNull().default(false),
    hourlyPrice: money('hourly_price').notNull().default(0),
    distancePrice: money('distance_price').notNull().default(0),
    discountType: text('discount_type', { enum: ['percent', 'amount'] })
      .notNull()
      .default('percent'),
    discountPrice: money('discount_price').notNull().default(0),
    tag: jsonb('tag').$type<string[]>().notNull().default([]),
    status: boolean('status').notNull().default(true),
    newTag: boolean('new_tag').notNull().default(false),
    totalTrip: integer('total_trip').notNull().default(0),
    avgRating: doublePrecision('avg_rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vehicles_provider_idx').on(t.providerId),
    // Vehicle search (issue 11): names in English and Arabic by trigram, categories and brands.
    index('vehicles_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('vehicles_name_ar_trgm_idx').using(
      'gin',
      sql`(${t.translations} -> 'ar' ->> 'name') gin_trgm_ops`,
    ),
    index('vehicles_category_idx').on(t.categoryId),
    index('vehicles_brand_idx').on(t.brandId),
  ],
);

/** One physical unit of a vehicle; availability counts these. */
export const vehicleIdentities = pgTable(
  'vehicle_identities',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    vinNumber: text('vin_number').notNull().unique(),
    licensePlateNumber: text('license_plate_number').notNull().unique(),
  },
  (t) => [index('vehicle_identities_vehicle_idx').on(t.vehicleId)],
);

export const rentalCartUserData = pgTable(
  'rental_cart_user_data',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    pickupLocation: jsonb('pickup_location').$type<Record<string, unknown>>().notNull(),
    destinationLocation: jsonb('destination_location').$type<Record<string, unknown>>(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    rentalType: text('rental_type', { enum: ['hourly', 'distance_wise'] }).notNull(),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    distance: doublePrecision('distance').notNull().default(0),
    destinationTime: doublePrecision('destination_time').notNull().default(0),
    /** When the trip would end (core's `tripWindow`): the units it needs are free until then. */
    tripEndTime: timestamp('trip_end_time', { withTimezone: true }),
    totalCartPrice: money('total_cart_price').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('rental_cart_user_data_one_owner', t),
    // One trip per cart owner (issue 11).
    uniqueIndex('rental_cart_user_data_user_unique').on(t.userId),
    uniqueIndex('rental_cart_user_data_guest_unique').on(t.guestId),
  ],
);

export const rentalCarts = pgTable(
  'rental_carts',
  {
    id: serial('id').primaryKey(),
    ...ownerColumns(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('rental_carts_one_owner', t),
    check('rental_carts_quantity_positive', sql`${t.quantity} >= 1`),
    // A vehicle once per cart (issue 11: 'already in cart').
    uniqueIndex('rental_carts_user_vehicle_unique').on(t.userId, t.vehicleId),
    uniqueIndex('rental_carts_guest_vehicle_unique').on(t.guestId, t.vehicleId),
  ],
);

export const trips = pgTable(
  'trips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    ...ownerColumns(),
    isGuest: boolean('is_guest').notNull().default(false),
    providerId: integer('provider_id')
      .notNull()
      .references(() => stores.id),
    zoneId: integer('zone_id').references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    pickupZoneId: integer('pickup_zone_id').references(() => zones.id),
    tripAmount: money('trip_amount').notNull(),
    discountOnTrip: money('discount_on_trip').notNull().default(0),
    discountOnTripBy: text('discount_on_trip_by', { enum: ['admin', 'vendor', 'none'] })
      .notNull()
      .default('none'),
    couponDiscountAmount: money('coupon_discount_amount').notNull().default(0),
    couponDiscountBy: text('coupon_discount_by'),
    couponCode: text('coupon_code'),
    taxAmount: money('tax_amount').notNull().default(0),
    taxStatus: text('tax_status', { enum: ['included', 'excluded'] })
      .notNull()
      .default('excluded'),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    additionalCharge: money('additional_charge').notNull().default(0),
    refBonusAmount: money('ref_bonus_amount').notNull().default(0),
    partiallyPaidAmount: money('partially_paid_amount').notNull().default(0),
    tripStatus: text('trip_status', { enum: TRIP_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid', 'partially_paid'] })
      .notNull()
      .default('unpaid'),
    paymentMethod: text('payment_method'),
    transactionReference: text('transaction_reference'),
    /** A trip awaiting its digital payment: when it expires unpaid (and frees its units). */
    paymentExpiresAt: timestamp('payment_expires_at', { withTimezone: true }),
    tripType: text('trip_type', { enum: ['hourly', 'distance_wise'] }).notNull(),
    distance: doublePrecision('distance').notNull().default(0),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    pickupLocation: jsonb('pickup_location').$type<Record<string, unknown>>().notNull(),
    destinationLocation: jsonb('destination_location').$type<Record<string, unknown>>(),
    userInfo: jsonb('user_info').$type<Record<string, unknown>>(),
    tripNote: text('trip_note'),
    otp: text('otp'),
    scheduled: boolean('scheduled').notNull().default(false),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    estimatedTripEndTime: timestamp('estimated_trip_end_time', { withTimezone: true }),
    canceledBy: text('canceled_by'),
    cancellationReason: text('cancellation_reason'),
    pendingAt: timestamp('pending', { withTimezone: true }),
    confirmedAt: timestamp('confirmed', { withTimezone: true }),
    ongoingAt: timestamp('ongoing', { withTimezone: true }),
    completedAt: timestamp('completed', { withTimezone: true }),
    canceledAt: timestamp('canceled', { withTimezone: true }),
    paymentFailedAt: timestamp('payment_failed', { withTimezone: true }),
    /** A guest's payment of a canceled or failed trip returned through the gateway. */
    refundedAt: timestamp('refunded', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('trips_one_owner', t),
    index('trips_user_idx').on(t.userId),
    index('trips_guest_idx').on(t.guestId),
    index('trips_payment_expires_idx').on(t.paymentExpiresAt),
  ],
);

export const tripDetails = pgTable(
  'trip_details',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    originalPrice: money('original_price').notNull(),
    calculatedPrice: money('calculated_price').notNull(),
    discountOnTrip: money('discount_on_trip').notNull().default(0),
    discountType: text('discount_type'),
    discountPercentage: doublePrecision('discount_percentage').notNull().default(0),
    discountOnTripBy: text('discount_on_trip_by'),
    taxAmount: money('tax_amount').notNull().default(0),
    taxStatus: text('tax_status'),
    taxPercentage: doublePrecision('tax_percentage').notNull().default(0),
    vehicleDetails: jsonb('vehicle_details').$type<Record<string, unknown>>().notNull(),
    rentalType: text('rental_type', { enum: ['hourly', 'distance_wise'] }).notNull(),
    estimatedHours: doublePrecision('estimated_hours').notNull().default(0),
    distance: doublePrecision('distance').notNull().default(0),
    scheduled: boolean('scheduled').notNull().default(false),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }),
    estimatedTripEndTime: timestamp('estimated_trip_end_time', { withTimezone: true }),
  },
  (t) => [index('trip_details_trip_idx').on(t.tripId)],
);

/**
 * Which physical unit serves a trip line, from `starts_at` to `estimated_trip_end_time`;
 * overlapping trips cannot share a unit (booking locks the vehicle rows and picks units free of
 * overlapping unit-holding trips, rental/trips.ts).
 */
export const tripVehicleDetails = pgTable(
  'trip_vehicle_details',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    tripDetailsId: integer('trip_details_id')
      .notNull()
      .references(() => tripDetails.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    vehicleIdentityId: integer('vehicle_identity_id')
      .notNull()
      .references(() => vehicleIdentities.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    estimatedTripEndTime: timestamp('estimated_trip_end_time', { withTimezone: true }).notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [
    index('trip_vehicle_details_unit_idx').on(t.vehicleIdentityId, t.startsAt),
    index('trip_vehicle_details_trip_idx').on(t.tripId),
  ],
);

export const rentalWishlists = pgTable(
  'rental_wishlists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').references(() => stores.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'rental_wishlists_one_target',
      sql`(${t.vehicleId} is null) <> (${t.providerId} is null)`,
    ),
    uniqueIndex('rental_wishlists_vehicle_unique').on(t.userId, t.vehicleId),
    uniqueIndex('rental_wishlists_provider_unique').on(t.userId, t.providerId),
  ],
);

export const vehicleReviews = pgTable(
  'vehicle_reviews',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    tripId: integer('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('vehicle_reviews_vehicle_idx').on(t.vehicleId, t.createdAt),
    // One review per vehicle per trip (issue 11).
    uniqueIndex('vehicle_reviews_trip_vehicle_unique').on(t.tripId, t.vehicleId),
  ],
);

// ---------------------------------------------------------------- the reference cache

/**
 * One version per kind of reference data (see `cache/reference.ts`): a write that changes that
 * kind bumps it in its transaction and notifies the servers sharing the database.
 */
export const cacheVersions = pgTable('cache_versions', {
  kind: text('kind').primaryKey(),
  version: integer('version').notNull().default(0),
});

// ---------------------------------------------------------------- v1 compatibility content (issue 16)

/** Health conditions pharmacy items treat (`common-condition`). */
export const commonConditions = pgTable('common_conditions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The pharmacy side of an item (reference §5): its common condition and the basic flag. */
export const pharmacyItemDetails = pgTable(
  'pharmacy_item_details',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    commonConditionId: integer('common_condition_id').references(() => commonConditions.id, {
      onDelete: 'set null',
    }),
    isBasic: boolean('is_basic').notNull().default(false),
  },
  (t) => [index('pharmacy_item_details_condition_idx').on(t.commonConditionId)],
);

/**
 * A module's landing blocks as key/value rows (`other-banners/video-content`): `type`
 * `video_banner_content`, keys `section_title`, `banner_type`, `banner_video`, `banner_image`,
 * `banner_video_content`, `content1_title` … `content3_subtitle`.
 */
export const moduleWiseBanners = pgTable(
  'module_wise_banners',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    key: text('key').notNull(),
    value: text('value'),
    status: boolean('status').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('module_wise_banners_key_idx').on(t.moduleId, t.type, t.key)],
);

/** A module's "why choose us" cards (`other-banners/why-choose`). */
export const moduleWiseWhyChooses = pgTable('module_wise_why_chooses', {
  id: serial('id').primaryKey(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Short store posts (`customer/reels/*`); offline a reel is a store image with a caption. */
export const reels = pgTable(
  'reels',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    image: text('image'),
    video: text('video'),
    description: text('description').notNull().default(''),
    totalViews: integer('total_views').notNull().default(0),
    status: boolean('status').notNull().default(true),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reels_store_idx').on(t.storeId)],
);

/** One like of a reel per owner (customer or guest). */
export const reelLikes = pgTable(
  'reel_likes',
  {
    id: serial('id').primaryKey(),
    reelId: integer('reel_id')
      .notNull()
      .references(() => reels.id, { onDelete: 'cascade' }),
    ...ownerColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    oneOwner('reel_likes_one_owner', t),
    uniqueIndex('reel_likes_user_idx').on(t.reelId, t.userId),
    uniqueIndex('reel_likes_guest_idx').on(t.reelId, t.guestId),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A customer's saved prescription files (`customer/saved-files`): the checked image itself, in
 * the database (outside any web root; every server of a PostgreSQL deployment reads it), served
 * only through a link signed for its owner.
 */
export const savedFiles = pgTable(
  'saved_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_files_user_idx').on(t.userId)],
);

/**
 * A customer's profile photo (`customer/update-profile` `image`): JPEG, PNG or GIF checked by its
 * bytes, at most 2 MB, one per customer (a new photo replaces the row, so its id and link change).
 * Kept in the database, outside any web root, and served only through a link signed for its
 * owner (`users.image` is `profile-image/<id>.<ext>`).
 */
export const profileImages = pgTable(
  'profile_images',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('profile_images_user_unique').on(t.userId)],
);

export interface OfflineMethodField {
  input_name: string;
  input_data: string;
}
export interface OfflineMethodInformation {
  customer_input: string;
  customer_placeholder: string;
  is_required: number;
}

/** Offline payment methods (`offline_payment_method_list`): where to pay, what to send back. */
export const offlinePaymentMethods = pgTable('offline_payment_methods', {
  id: serial('id').primaryKey(),
  methodName: text('method_name').notNull(),
  methodFields: jsonb('method_fields').$type<OfflineMethodField[]>().notNull().default([]),
  methodInformations: jsonb('method_informations')
    .$type<OfflineMethodInformation[]>()
    .notNull()
    .default([]),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Why a parcel is canceled (`get-parcel-cancellation-reasons`). */
export const parcelCancellationReasons = pgTable('parcel_cancellation_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  userType: text('user_type', { enum: ['customer', 'deliveryman'] }).notNull(),
  cancellationType: text('cancellation_type', {
    enum: ['before_pickup', 'after_pickup'],
  }).notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Parcel categories (`parcel-category`, issue 14): what a parcel is, with an image and its own
 * charge rates (null: the config's `parcel_*` rates; core's domain/parcel.ts).
 */
export const parcelCategories = pgTable('parcel_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  moduleId: integer('module_id').references(() => modules.id, { onDelete: 'set null' }),
  parcelPerKmShippingCharge: money('parcel_per_km_shipping_charge'),
  parcelMinimumShippingCharge: money('parcel_minimum_shipping_charge'),
  parcelMaximumShippingCharge: money('parcel_maximum_shipping_charge'),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Delivery instructions a parcel sender can choose (`customer/order/parcel-instructions`). */
export const parcelDeliveryInstructions = pgTable('parcel_delivery_instructions', {
  id: serial('id').primaryKey(),
  instruction: text('instruction').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The orders whose review reminder a customer dismissed (`customer/review-reminder-cancel`). */
export const reviewReminderCancels = pgTable(
  'review_reminder_cancels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.orderId] })],
);

// ---------------------------------------------------------------- payments (issue 12)

/** What a payment pays for; each purpose registers what happens when it is paid (payments/). */
export const PAYMENT_PURPOSES = ['order', 'trip', 'wallet_top_up'] as const;
export const PAYMENT_REQUEST_STATUSES = [
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const;

/**
 * One attempt to pay through a gateway (the hosted page's session): its owner, what it pays
 * (`purpose` + `reference_id`), the amount, where the browser returns (`callback`) and how it
 * ended. The id is 128 random bits (32 hex characters), the hosted page's address. A pending
 * payment ends once: paid, failed, canceled or expired (payments/registry.ts).
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    ...ownerColumns(),
    /** The order id, trip id or the top-up's own reference. */
    referenceId: text('reference_id').notNull(),
    amount: money('amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    gateway: text('gateway').notNull(),
    paymentPlatform: text('payment_platform'),
    /** The client's URL the browser returns to, with `flag` and `payment_id` appended. */
    callback: text('callback'),
    status: text('status', { enum: PAYMENT_REQUEST_STATUSES }).notNull().default('pending'),
    /** The gateway's reference of a finished payment. */
    transactionReference: text('transaction_reference'),
    /** What the purpose keeps with the payment (e.g. a partial payment's wallet part). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOwner('payment_requests_one_owner', t),
    check('payment_requests_amount_positive', sql`${t.amount} > 0`),
    index('payment_requests_reference_idx').on(t.purpose, t.referenceId),
    index('payment_requests_status_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * How an order is paid, part by part (reference §5 `order_payments`): a partial payment's wallet
 * part (paid) and its rest (unpaid until cash or the digital payment comes in).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionRef: text('transaction_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** A trip's payment parts (reference §5 `partial_payments`), as `order_payments` for orders. */
export const partialPayments = pgTable(
  'partial_payments',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    paymentStatus: text('payment_status', { enum: ['paid', 'unpaid'] }).notNull(),
    paymentMethod: text('payment_method').notNull(),
    transactionRef: text('transaction_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('partial_payments_trip_idx').on(t.tripId)],
);

/** Why an order is canceled (`customer/order/cancellation-reasons`), per who cancels. */
export const orderCancelReasons = pgTable('order_cancel_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  userType: text('user_type', { enum: ['customer', 'store', 'deliveryman', 'admin'] }).notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Why a customer asks for a refund (`customer/order/refund-reasons`). */
export const refundReasons = pgTable('refund_reasons', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The images attached to an item review (`items/reviews/submit` `attachment[]`), checked by
 * their bytes and kept in the database; reviews are public, and so are their images
 * (`items/reviews/attachment/{id}`).
 */
export const reviewAttachments = pgTable(
  'review_attachments',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_attachments_review_idx').on(t.reviewId)],
);

/**
 * The prescriptions uploaded with an order (`order/place` `order_attachment[]`, issue 12): images
 * or PDF checked by their bytes, kept in the database (outside any web root; every server of a
 * PostgreSQL deployment reads them) and served only to the order's owner.
 */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_attachments_order_idx').on(t.orderId)],
);

/**
 * Chat (issue 14): a customer's conversations with a store (`peer_type` 'vendor', `peer_id` the
 * store) or with support (`peer_type` 'admin', `peer_id` 0), one per peer. `customer_unread`
 * counts the peer's messages the customer has not seen (the header's badge sums them).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerType: text('peer_type').$type<'vendor' | 'admin'>().notNull(),
    peerId: integer('peer_id').notNull(),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    customerUnread: integer('customer_unread').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_peer_unique').on(t.userId, t.peerType, t.peerId),
    index('conversations_user_recent_idx').on(t.userId, t.lastMessageAt),
    check(
      'conversations_peer_check',
      sql`(${t.peerType} = 'admin' and ${t.peerId} = 0) or (${t.peerType} = 'vendor' and ${t.peerId} > 0)`,
    ),
  ],
);

/** The messages of a conversation: text and/or images (`chat_files`), from either side. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderType: text('sender_type').$type<'customer' | 'vendor' | 'admin'>().notNull(),
    message: text('message'),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    check('chat_messages_sender_check', sql`${t.senderType} in ('customer', 'vendor', 'admin')`),
  ],
);

/**
 * The images of a chat message (checked by their bytes, at most 3 a message), kept in the
 * database (outside any web root) and served only through a link signed for the conversation's
 * owner.
 */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_message_idx').on(t.messageId)],
);

/**
 * Single-use tickets of the chat's live stream (EventSource sends no headers): the SHA-256 of a
 * random ticket, its customer and a short expiry; redeemed (deleted) by the stream request.
 */
export const chatStreamTickets = pgTable(
  'chat_stream_tickets',
  {
    hash: text('hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_stream_tickets_expiry_idx').on(t.expiresAt)],
);

// ---------------------------------------------------------------- v1 promotions (issue 14)

/** E-commerce brands (reference §1.3 `brand`, `brand/items/{brand_id}`). */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  status: boolean('status').notNull().default(true),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  translations: translations(),
  createdAt: createdAt(),
});

/** An e-commerce item's brand (reference §5 `ecommerce_item_details`). */
export const ecommerceItemDetails = pgTable(
  'ecommerce_item_details',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [index('ecommerce_item_details_brand_idx').on(t.brandId)],
);

/**
 * Flash sales (reference §5 `flash_sales`, `flash_sale_items`): a published sale of a module runs
 * from `start_date` to `end_date` (instants); its items carry their own discount and stock.
 */
export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  moduleId: integer('module_id')
    .notNull()
    .references(() => modules.id),
  isPublish: boolean('is_publish').notNull().default(true),
  adminDiscountPercentage: doublePrecision('admin_discount_percentage').notNull().default(100),
  vendorDiscountPercentage: doublePrecision('vendor_discount_percentage').notNull().default(0),
  startDate: timestamp('start_date', { withTimezone: true }).notNull(),
  endDate: timestamp('end_date', { withTimezone: true }).notNull(),
  translations: translations(),
  createdAt: createdAt(),
});

export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    id: serial('id').primaryKey(),
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    discountType: text('discount_type', { enum: ['percent', 'amount'] }).notNull(),
    discount: money('discount').notNull().default(0),
    status: boolean('status').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('flash_sale_items_sale_item_idx').on(t.flashSaleId, t.itemId)],
);

/** Store advertisements (reference §1.3 `advertisement/list`). */
export const advertisements = pgTable('advertisements', {
  id: serial('id').primaryKey(),
  storeId: integer('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' }),
  addType: text('add_type', { enum: ['store_promotion', 'video_promotion'] }).notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  coverImage: text('cover_image'),
  profileImage: text('profile_image'),
  video: text('video'),
  isRatingActive: boolean('is_rating_active').notNull().default(true),
  isReviewActive: boolean('is_review_active').notNull().default(true),
  priority: integer('priority'),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
});

/**
 * Cashback offers (reference §6.10 `cash_backs`): for `customer_id` (ids or "all"), a running,
 * active offer whose `min_purchase` the order amount reaches gives that percentage (capped at
 * `max_discount`, 0: no cap) or a flat amount, at most `same_user_limit` times a customer.
 */
export const cashBacks = pgTable('cash_backs', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  customerIds: jsonb('customer_id').$type<(number | 'all')[]>().notNull().default(['all']),
  cashbackType: text('cashback_type', { enum: ['percentage', 'amount'] }).notNull(),
  sameUserLimit: integer('same_user_limit').notNull().default(1),
  cashbackAmount: money('cashback_amount').notNull().default(0),
  minPurchase: money('min_purchase').notNull().default(0),
  maxDiscount: money('max_discount').notNull().default(0),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  status: boolean('status').notNull().default(true),
  translations: translations(),
  createdAt: createdAt(),
});

/** The cashback an order earned (reference §6.10 `createCashBackHistory`), one per order. */
export const cashBackHistories = pgTable(
  'cash_back_histories',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cashBackId: integer('cash_back_id').references(() => cashBacks.id, { onDelete: 'set null' }),
    calculatedAmount: money('calculated_amount').notNull(),
    cashbackType: text('cashback_type').notNull(),
    cashbackAmount: money('cashback_amount').notNull(),
    minPurchase: money('min_purchase').notNull().default(0),
    maxDiscount: money('max_discount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('cash_back_histories_user_idx').on(t.userId, t.cashBackId)],
);

// ---------------------------------------------------------------- registration (issue 14)

/** Delivery vehicle types (`get-vehicles`): each with the distance range its extra charge covers. */
export const dmVehicles = pgTable('dm_vehicles', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  status: boolean('status').notNull().default(true),
  extraCharges: money('extra_charges').notNull().default(0),
  startingCoverageArea: doublePrecision('starting_coverage_area').notNull(),
  maximumCoverageArea: doublePrecision('maximum_coverage_area').notNull(),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Subscription packages a new store may choose (`vendor/package-view`). */
export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  packageName: text('package_name').notNull(),
  price: money('price').notNull(),
  validity: integer('validity').notNull(),
  /** Null: unlimited. */
  maxOrder: integer('max_order'),
  /** Null: unlimited. */
  maxProduct: integer('max_product'),
  pos: boolean('pos').notNull().default(false),
  mobileApp: boolean('mobile_app').notNull().default(false),
  chat: boolean('chat').notNull().default(false),
  review: boolean('review').notNull().default(false),
  selfDelivery: boolean('self_delivery').notNull().default(false),
  status: boolean('status').notNull().default(true),
  isDefault: boolean('default').notNull().default(false),
  colour: text('colour').notNull().default(''),
  text: text('text').notNull().default(''),
  translations: translations(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A store's application (`vendor/register`), pending approval. */
export const storeRegistrations = pgTable(
  'store_registrations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    minimumDeliveryTime: integer('minimum_delivery_time').notNull(),
    maximumDeliveryTime: integer('maximum_delivery_time').notNull(),
    deliveryTimeType: text('delivery_time_type').notNull(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    tin: text('tin'),
    tinExpireDate: date('tin_expire_date'),
    businessPlan: text('business_plan', { enum: ['commission', 'subscription'] }),
    packageId: integer('package_id').references(() => subscriptionPackages.id),
    /** SHA-256 of the token the applicant chooses the business plan with. */
    planTokenHash: text('plan_token_hash').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('store_registrations_email_unique').on(t.email),
    uniqueIndex('store_registrations_phone_unique').on(t.phone),
  ],
);

/** A delivery man's application (`delivery-man/store`), pending approval. */
export const deliveryManRegistrations = pgTable(
  'delivery_man_registrations',
  {
    id: serial('id').primaryKey(),
    fName: text('f_name').notNull(),
    lName: text('l_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    password: text('password').notNull(),
    identityType: text('identity_type', {
      enum: ['passport', 'driving_license', 'nid'],
    }).notNull(),
    identityNumber: text('identity_number').notNull(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => dmVehicles.id),
    /** 1: freelancer, 0: salaried. */
    earning: integer('earning').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_man_registrations_email_unique').on(t.email),
    uniqueIndex('delivery_man_registrations_phone_unique').on(t.phone),
  ],
);

/** The images sent with an application (logo, cover photo, photo, identity images), checked by content. */
export const registrationFiles = pgTable(
  'registration_files',
  {
    id: serial('id').primaryKey(),
    storeRegistrationId: integer('store_registration_id').references(() => storeRegistrations.id, {
      onDelete: 'cascade',
    }),
    deliveryManRegistrationId: integer('delivery_man_registration_id').references(
      () => deliveryManRegistrations.id,
      { onDelete: 'cascade' },
    ),
    field: text('field').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_files_store_idx').on(t.storeRegistrationId),
    index('registration_files_dm_idx').on(t.deliveryManRegistrationId),
    check(
      'registration_files_one_owner',
      sql`(${t.storeRegistrationId} IS NULL) <> (${t.deliveryManRegistrationId} IS NULL)`,
    ),
  ],
);

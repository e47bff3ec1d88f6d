/**
 * Store rows → the v1 store shape (reference §4.6, `Helpers::store_data_formatting`): columns,
 * image URLs, `open` now (core's schedule rule on the injected clock), `distance` in metres from
 * the customer's position (core's haversine), ratings, delivery settings, schedules, the running
 * store discount and counters.
 */
import type { LatLng } from '@storefront/core/domain/session';
import { haversineMeters } from '@storefront/core/domain/geo';
import {
  currentOpeningTime,
  isStoreOpen,
  type LocalDateTime,
  type ScheduleSlot,
} from '@storefront/core/domain/schedule';
import type { storeDiscounts, stores, storeSchedules } from '../db/schema.js';
import { type Locale, translated } from '../http/env.js';

export type StoreRow = typeof stores.$inferSelect;
export type ScheduleRow = typeof storeSchedules.$inferSelect;
export type StoreDiscountRow = typeof storeDiscounts.$inferSelect;

export interface FormatContext {
  locale: Locale;
  url: (path: string | null | undefined) => string | null;
  now: LocalDateTime;
  origin: LatLng | null;
}

/** What the formatter needs beside the row (loaded in batches by `lookups.ts`). */
export interface StoreFacts {
  schedules: readonly ScheduleRow[];
  /** The running store discount, or null. */
  discount: StoreDiscountRow | null;
  totalItems: number;
  totalCampaigns: number;
  categoryIds: readonly number[];
}

const isoStrings = new WeakMap<Date, string>();

/**
 * A timestamp as the v1 API writes it (ISO 8601). The rows of the reference data keep their
 * dates for every request: each is written out once.
 */
export function iso(date: Date | string): string {
  if (!(date instanceof Date)) return date;
  let text = isoStrings.get(date);
  if (text === undefined) isoStrings.set(date, (text = date.toISOString()));
  return text;
}
export const flag = (value: boolean) => (value ? 1 : 0);

/** Ratings from the counts [5★, 4★, 3★, 2★, 1★]: average (two decimals), count, positive share. */
export function storeRatings(counts: readonly number[]) {
  const ratings = [0, 1, 2, 3, 4].map((i) => Math.max(0, Math.trunc(Number(counts[i]) || 0)));
  const total = ratings.reduce((a, b) => a + b, 0);
  const sum = ratings.reduce((acc, n, i) => acc + n * (5 - i), 0);
  return {
    ratings,
    avg_rating: total === 0 ? 0 : Math.round((sum / total) * 100) / 100,
    rating_count: total,
    /** The share of 4★ and 5★ ratings, in percent (0 without ratings). */
    positive_rating: total === 0 ? 0 : Math.round(((ratings[0]! + ratings[1]!) / total) * 100),
  };
}

/**
 * Minutes of a delivery time such as '30-40 min', '45 min' or '1-2 hours': `{min, max}` (both
 * 0 when unreadable).
 */
export function deliveryMinutes(text: string): { min: number; max: number } {
  const match = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*([a-z]*)/i.exec(text);
  if (!match) return { min: 0, max: 0 };
  const factor = /^h/i.test(match[3] ?? '') ? 60 : 1;
  const min = Number(match[1]) * factor;
  const max = match[2] === undefined ? min : Number(match[2]) * factor;
  return { min, max: Math.max(min, max) };
}

export function scheduleSlot(row: ScheduleRow): ScheduleSlot {
  return { day: row.day, opening_time: row.openingTime, closing_time: row.closingTime };
}

export function formatSchedule(row: ScheduleRow) {
  return {
    id: row.id,
    store_id: row.storeId,
    day: row.day,
    opening_time: row.openingTime,
    closing_time: row.closingTime,
  };
}

export function formatStoreDiscount(row: StoreDiscountRow) {
  return {
    id: row.id,
    store_id: row.storeId,
    start_date: row.startDate,
    end_date: row.endDate,
    start_time: row.startTime,
    end_time: row.endTime,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount,
    discount: row.discount,
    discount_type: row.discountType,
  };
}

/** Whether the store is open now (active, and a schedule slot covers the moment). */
export function storeIsOpen(
  row: Pick<StoreRow, 'active'>,
  schedules: readonly ScheduleRow[],
  now: LocalDateTime,
) {
  return isStoreOpen({ active: row.active, schedules: schedules.map(scheduleSlot) }, now);
}

/** Metres from the customer's position, or null without one. */
export function storeDistance(
  row: Pick<StoreRow, 'latitude' | 'longitude'>,
  origin: LatLng | null,
): number | null {
  if (!origin) return null;
  const metres = haversineMeters(origin, { lat: row.latitude, lng: row.longitude });
  return Math.round(metres * 10) / 10;
}

/**
 * The fields of a formatted store that move with the clock or the customer's position rather
 * than with the data: item details keep the rest of the store's JSON text per snapshot
 * (`storeDetailsJson`) and write only these per request.
 */
export const STORE_MOMENT_FIELDS = [
  'open',
  'distance',
  'total_campaigns',
  'current_opening_time',
  'discount',
  'discount_status',
] as const;

/** The moment's fields of a store (see STORE_MOMENT_FIELDS). */
export function storeMoment(
  row: StoreRow,
  facts: Pick<StoreFacts, 'schedules' | 'discount' | 'totalCampaigns'>,
  ctx: Pick<FormatContext, 'now' | 'origin'>,
) {
  const slots = facts.schedules.map(scheduleSlot);
  return {
    open: flag(isStoreOpen({ active: row.active, schedules: slots }, ctx.now)),
    distance: storeDistance(row, ctx.origin),
    total_campaigns: facts.totalCampaigns,
    current_opening_time: currentOpeningTime(slots, ctx.now),
    discount: facts.discount ? formatStoreDiscount(facts.discount) : null,
    discount_status: facts.discount !== null,
  };
}

export function formatStore(row: StoreRow, facts: StoreFacts, ctx: FormatContext) {
  const { locale, url } = ctx;
  const moment = storeMoment(row, facts, ctx);
  const delivery = deliveryMinutes(row.deliveryTime);
  return {
    id: row.id,
    name: translated(row.translations, locale, 'name', row.name),
    slug: row.slug,
    phone: row.phone,
    email: row.email,
    logo: row.logo,
    logo_full_url: url(row.logo),
    cover_photo: row.coverPhoto,
    cover_photo_full_url: url(row.coverPhoto),
    meta_image_full_url: null,
    latitude: String(row.latitude),
    longitude: String(row.longitude),
    address: translated(row.translations, locale, 'address', row.address),
    footer_text: row.footerText,
    minimum_order: row.minimumOrder,
    tax: row.tax,
    schedule_order: row.scheduleOrder,
    status: flag(row.status),
    active: row.active,
    free_delivery: row.freeDelivery,
    delivery: row.delivery,
    take_away: row.takeAway,
    veg: flag(row.veg),
    non_veg: flag(row.nonVeg),
    featured: flag(row.featured),
    self_delivery_system: flag(row.selfDeliverySystem),
    per_km_shipping_charge: row.perKmShippingCharge,
    minimum_shipping_charge: row.minimumShippingCharge,
    maximum_shipping_charge: row.maximumShippingCharge,
    delivery_time: row.deliveryTime,
    min_delivery_time: delivery.min,
    max_delivery_time: delivery.max,
    prescription_order: row.prescriptionOrder,
    cutlery: row.cutlery,
    announcement: flag(row.announcement),
    announcement_message:
      row.announcementMessage === null
        ? null
        : translated(row.translations, locale, 'announcement_message', row.announcementMessage),
    zone_id: row.zoneId,
    module_id: row.moduleId,
    order_count: row.orderCount,
    total_order: row.orderCount,
    gst_status: false,
    gst_code: null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    open: moment.open,
    distance: moment.distance,
    ...storeRatings(row.rating),
    total_items: facts.totalItems,
    items_count: facts.totalItems,
    total_campaigns: moment.total_campaigns,
    is_recommended: row.isRecommended,
    halal_tag_status: row.halalTagStatus,
    extra_packaging_status: row.extraPackagingStatus,
    extra_packaging_amount: row.extraPackagingAmount,
    current_opening_time: moment.current_opening_time,
    schedules: [...facts.schedules]
      .sort((a, b) => a.day - b.day || a.openingTime.localeCompare(b.openingTime))
      .map(formatSchedule),
    discount: moment.discount,
    discount_status: moment.discount_status,
    category_ids: [...facts.categoryIds],
  };
}

export type FormattedStore = ReturnType<typeof formatStore>;

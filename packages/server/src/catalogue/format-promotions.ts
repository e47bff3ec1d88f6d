/**
 * Categories, basic campaigns, banners and reviews → their v1 shapes (reference §4.12, §4.5).
 */
import type { banners, campaigns, reviews, users } from '../db/schema.js';
import { type Locale, translated } from '../http/env.js';
import type { CategoryRow } from './format-item.js';
import { flag, iso } from './format-store.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type BannerRow = typeof banners.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type UserRow = typeof users.$inferSelect;

type Url = (path: string | null | undefined) => string | null;

export function formatCategory(row: CategoryRow, locale: Locale, url: Url) {
  return {
    id: row.id,
    name: translated(row.translations, locale, 'name', row.name),
    slug: row.slug,
    image: row.image,
    image_full_url: url(row.image),
    parent_id: row.parentId,
    position: row.position,
    status: flag(row.status),
    priority: row.priority,
    featured: flag(row.featured),
    module_id: row.moduleId,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** Categories by priority (highest first), then position, then id. */
export function byPriority(a: CategoryRow, b: CategoryRow): number {
  return b.priority - a.priority || a.position - b.position || a.id - b.id;
}

export function formatBasicCampaign(row: CampaignRow, locale: Locale, url: Url) {
  return {
    id: row.id,
    title: translated(row.translations, locale, 'title', row.title),
    description: translated(row.translations, locale, 'description', row.description),
    image: row.image,
    image_full_url: url(row.image),
    start_date: row.startDate,
    end_date: row.endDate,
    available_date_starts: row.startDate,
    available_date_ends: row.endDate,
    start_time: row.startTime,
    end_time: row.endTime,
    status: flag(row.status),
    module_id: row.moduleId,
    created_at: iso(row.createdAt),
  };
}

export function formatBanner<S, I>(
  row: BannerRow,
  locale: Locale,
  url: Url,
  targets: { store: S | null; item: I | null },
) {
  return {
    id: row.id,
    title: translated(row.translations, locale, 'title', row.title),
    type: row.type,
    image: row.image,
    image_full_url: url(row.image),
    link: row.defaultLink,
    data: row.data,
    zone_id: row.zoneId,
    module_id: row.moduleId,
    featured: flag(row.featured),
    created_by: row.createdBy,
    store: targets.store,
    item: targets.item,
  };
}

/** What a review needs of its customer. */
export type ReviewCustomer = Pick<UserRow, 'id' | 'fName' | 'lName' | 'image'>;

export function formatReview(
  row: ReviewRow,
  itemName: string,
  customer: ReviewCustomer | null,
  url: Url,
  /** The links of the review's photos (items/reviews/attachment/{id}). */
  attachment: readonly string[] = [],
) {
  return {
    id: row.id,
    item_id: row.itemId,
    user_id: row.userId,
    order_id: row.orderId,
    rating: row.rating,
    comment: row.comment,
    attachment: [...attachment],
    item_name: itemName,
    customer_name: row.customerName,
    customer: customer
      ? {
          id: customer.id,
          f_name: customer.fName,
          l_name: customer.lName,
          image: customer.image,
          image_full_url: url(customer.image),
        }
      : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.createdAt),
  };
}

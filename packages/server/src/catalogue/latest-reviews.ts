/**
 * The latest reviews of a catalogue row (an item, a vehicle) with their customers, as one JSON
 * column of the row's own statement (a correlated subquery): the details pages read the row and
 * its reviews together.
 */
import { sql } from 'drizzle-orm';

/** What a review JSON holds besides its subject and its order (or trip). */
export interface ReviewJsonBase {
  id: number;
  user_id: number | null;
  customer_name: string;
  comment: string;
  rating: number;
  created_at: string;
  customer: {
    id: number;
    f_name: string | null;
    l_name: string | null;
    image: string | null;
  } | null;
}

/** Reviews embedded in vehicle details (the full list is `rental/vehicle/reviews/{id}`). */
export const VEHICLE_DETAIL_REVIEWS = 10;

/** A vehicle review as its details embed it. */
export interface VehicleReviewJson extends ReviewJsonBase {
  vehicle_id: number;
  trip_id: number | null;
}

/** The review tables: each names its subject and what the review was left after. */
const KINDS: Record<
  'item' | 'vehicle',
  { table: string; subject: string; after: string; parent: string; photos?: string }
> = {
  // An item review's photo ids (issue 12) come as `attachment`.
  item: {
    table: 'reviews',
    subject: 'item_id',
    after: 'order_id',
    parent: '"items"."id"',
    photos: 'review_attachments',
  },
  vehicle: {
    table: 'vehicle_reviews',
    subject: 'vehicle_id',
    after: 'trip_id',
    parent: '"vehicles"."id"',
  },
};

/**
 * The `limit` latest reviews of the row, newest first, with their customers; `[]` when none.
 * Written with table names in full: a one-table select leaves them out of column references.
 */
export function latestReviewsJson<T extends ReviewJsonBase>(
  kind: keyof typeof KINDS,
  limit: number,
) {
  const { table, subject, after, parent, photos } = KINDS[kind];
  const attachment = photos
    ? sql.raw(
        `'attachment', (select coalesce(json_agg(p.id order by p.id), '[]'::json) from ${photos} p where p.review_id = rv.id),`,
      )
    : sql.raw('');
  return sql<
    T[]
  >`(select coalesce(json_agg(r.review order by r.created_at desc, r.id desc), '[]'::json)
    from (select rv.id, rv.created_at, json_build_object(
        'id', rv.id, ${sql.raw(`'${subject}', rv.${subject}`)}, 'user_id', rv.user_id,
        ${sql.raw(`'${after}', rv.${after}`)},
        'customer_name', rv.customer_name, 'comment', rv.comment, 'rating', rv.rating,
        ${attachment}
        'created_at', rv.created_at,
        'customer', case when u.id is null then null else json_build_object(
          'id', u.id, 'f_name', u.f_name, 'l_name', u.l_name, 'image', u.image) end) as review
      from ${sql.raw(table)} rv left join users u on u.id = rv.user_id
      where ${sql.raw(`rv.${subject} = ${parent}`)}
      order by rv.created_at desc, rv.id desc
      limit ${limit}) r)`;
}

/**
 * Item reviews after an order (issue 12; reference §1.3 `items/reviews/submit`, `auth:api`):
 * the customer who owns a delivered order rates an item of it once, 1 to 5, with an optional
 * comment and up to 3 photos (JSON, or multipart with `attachment[]`).
 *
 * - Core decides: the request schema (`schemas/reviews.ts`), the refusals (`orderReviewIssue`:
 *   403 `rating`, `order_id` not delivered, `item_id` not of the order or already reviewed on it;
 *   `reviewImagesIssue`: 403 `attachment`) and the new counts (`ratingCountsAfter`). Another
 *   customer's order (or a guest's) is not found: 404 `order_id`.
 * - Read first (the order, moved along in demo mode as every read of it does, its items, what
 *   was reviewed on it, the customer's name, the item and its store); the transaction inserts the
 *   review (the unique index on order and item refuses a second one written meanwhile) and its
 *   photos, then locks the item's and the store's rows and writes their star counts, average and
 *   count. The store is reference data: its row is read again on every server (a `stores` row
 *   change, notified in the same statement), as an order's count does.
 * - `items/reviews/attachment/{id}`: a review photo. Reviews are public, and so are their photos.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FILE_HEAD_BYTES, FILE_KIND_TYPES, fileKindOf } from '@storefront/core/domain/file-kind';
import { issueText } from '@storefront/core/domain/issue';
import {
  MAX_REVIEW_IMAGE_BYTES,
  MAX_REVIEW_IMAGES,
  ORDER_REVIEW_KEYS,
  orderReviewIssue,
  ratingCountsAfter,
  reviewImagesIssue,
  tooManyReviewImages,
  type OrderReviewIssue,
} from '@storefront/core/domain/order-review';
import { itemReviewRequest } from '@storefront/core/schemas/reviews';
import { REFERENCE_CHANNEL, type ReferenceChange } from '../cache/reference.js';
import {
  items,
  orderDetails,
  orders,
  reviewAttachments,
  reviews,
  stores,
  users,
} from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, type AppEnv, getDb, publicOrigin } from '../http/env.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { readBody, validate } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { progressOrder, progressStepMs } from '../ordering/progress.js';
import { orderingScope } from '../ordering/scope.js';
import { ORDER_NOT_FOUND } from './orders.js';

/** The photos sent with a review: `attachment[]` or `attachment` (anything else is no photo). */
function sentPhotos(raw: unknown): unknown[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const body = raw as Record<string, unknown>;
  return [body['attachment[]'], body.attachment]
    .flat()
    .filter((value) => value !== undefined && value !== null && value !== '');
}

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function';

interface Photo {
  type: string;
  bytes: Buffer;
}

/** The photos, read and checked by core's rule (their kind by their bytes). */
async function readPhotos(raw: unknown, refuse: (issue: OrderReviewIssue) => never) {
  const sent = sentPhotos(raw);
  // Counted before any file is read.
  if (sent.length > MAX_REVIEW_IMAGES) refuse(tooManyReviewImages());
  const photos: Photo[] = [];
  const facts = [];
  for (const [i, value] of sent.entries()) {
    const name = isFile(value) && value.name ? value.name : `photo-${i + 1}`;
    if (!isFile(value)) {
      facts.push({ name, size: 1, kind: null });
      continue;
    }
    const bytes =
      value.size > MAX_REVIEW_IMAGE_BYTES
        ? Buffer.alloc(0)
        : Buffer.from(await value.arrayBuffer());
    const kind = fileKindOf(bytes.subarray(0, FILE_HEAD_BYTES));
    facts.push({ name, size: value.size, kind });
    if (kind) photos.push({ type: FILE_KIND_TYPES[kind], bytes });
  }
  const issue = reviewImagesIssue(facts);
  if (issue) refuse(issue);
  return photos;
}

/** The link of a review photo. */
export function reviewPhotoUrl(c: AppContext, id: number): string {
  return `${publicOrigin(c)}/api/v1/items/reviews/attachment/${id}`;
}

/** The photo ids of some reviews, by review (one statement). */
export async function reviewPhotoIds(
  db: Database,
  reviewIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byReview = new Map<number, number[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await db
    .select({ id: reviewAttachments.id, reviewId: reviewAttachments.reviewId })
    .from(reviewAttachments)
    .where(inArray(reviewAttachments.reviewId, [...reviewIds]))
    .orderBy(asc(reviewAttachments.id));
  for (const row of rows)
    byReview.set(row.reviewId, [...(byReview.get(row.reviewId) ?? []), row.id]);
  return byReview;
}

export function reviewRoutes(options: { progressStepMs?: number } = {}) {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();
  const stepMs = options.progressStepMs ?? progressStepMs(process.env.ORDER_PROGRESS_SECONDS);

  app.post('/items/reviews/submit', moduleChecked, async (c) => {
    const { userId } = await requireCustomer(c);
    const raw = await readBody(c);
    const body = validate(itemReviewRequest, raw);
    const scope = orderingScope(c);
    const refuse = (issue: OrderReviewIssue): never =>
      fail(403, issue.code, issueText(issue, scope.t, scope.money));
    const db = getDb(c);
    const [[found], lines, reviewed, [user], [item]] = await Promise.all([
      db
        .select()
        .from(orders)
        .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)))
        .limit(1),
      db
        .select({ itemId: orderDetails.itemId })
        .from(orderDetails)
        .where(eq(orderDetails.orderId, body.order_id)),
      db.select({ itemId: reviews.itemId }).from(reviews).where(eq(reviews.orderId, body.order_id)),
      db
        .select({ fName: users.fName, lName: users.lName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1),
      db
        .select({ id: items.id, storeId: items.storeId })
        .from(items)
        .where(eq(items.id, body.item_id))
        .limit(1),
    ]);
    if (!found) fail(404, 'order_id', ORDER_NOT_FOUND);
    const step = c.get('deps').demo ? stepMs : 0;
    const order = step > 0 ? await progressOrder(db, found, scope.nowMs, step) : found;
    const issue = orderReviewIssue({
      orderStatus: order.orderStatus,
      orderItemIds: lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])),
      reviewedItemIds: reviewed.map((r) => r.itemId),
      itemId: body.item_id,
      rating: body.rating,
    });
    if (issue) refuse(issue);
    if (!item) fail(404, 'item_id', scope.t(ORDER_REVIEW_KEYS.itemGone));
    const photos = await readPhotos(raw, refuse);
    const customerName =
      [user?.fName, user?.lName].filter(Boolean).join(' ') ||
      ((order.deliveryAddress?.contact_person_name as string | undefined) ?? '') ||
      'Customer';

    const change = await db.transaction(async (tx) => {
      const now = new Date(scope.nowMs);
      const [review] = await tx
        .insert(reviews)
        .values({
          itemId: item.id,
          userId,
          orderId: order.id,
          customerName,
          comment: body.comment ?? '',
          rating: body.rating,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: reviews.id });
      if (!review) fail(403, 'item_id', scope.t(ORDER_REVIEW_KEYS.already));
      if (photos.length > 0) {
        await tx.insert(reviewAttachments).values(
          photos.map((p) => ({
            reviewId: review.id,
            contentType: p.type,
            size: p.bytes.length,
            content: p.bytes,
            createdAt: now,
          })),
        );
      }
      const [[itemCounts], [storeCounts]] = await Promise.all([
        tx
          .select({ rating: items.rating })
          .from(items)
          .where(eq(items.id, item.id))
          .for('no key update'),
        tx
          .select({ rating: stores.rating })
          .from(stores)
          .where(eq(stores.id, item.storeId))
          .for('no key update'),
      ]);
      const itemNext = ratingCountsAfter(itemCounts?.rating ?? [], body.rating);
      await tx
        .update(items)
        .set({
          rating: itemNext.rating,
          ratingCount: itemNext.ratingCount,
          avgRating: itemNext.avgRating,
        })
        .where(eq(items.id, item.id));
      // The store's stars move too (its row is reference data: every server reads it again).
      const storeNext = ratingCountsAfter(storeCounts?.rating ?? [], body.rating);
      await tx.execute(sql`
        with rated as (
          update ${stores} set rating = ${JSON.stringify(storeNext.rating)}::jsonb
          where ${stores.id} = ${item.storeId}
          returning ${stores.id}
        )
        select pg_notify(${REFERENCE_CHANNEL}, 'stores:rows:' || id) from rated`);
      return { kind: 'stores', ids: [item.storeId] } satisfies ReferenceChange;
    });
    c.get('deps').reference.invalidate(change);
    return c.json({ message: scope.t('orderReview.submitted') });
  });

  app.get('/items/reviews/attachment/:id', async (c) => {
    const id = c.req.param('id');
    if (!/^\d{1,9}$/.test(id)) fail(404, 'attachment', 'File not found.');
    const [row] = await getDb(c)
      .select({ content: reviewAttachments.content, contentType: reviewAttachments.contentType })
      .from(reviewAttachments)
      .where(eq(reviewAttachments.id, Number(id)))
      .limit(1);
    if (!row) fail(404, 'attachment', 'File not found.');
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}

import { translator } from '@storefront/core/i18n/index';
/**
 * More v1 paths of issue 16 (reference §1.1, §1.3; shapes from public 6amMart forks, see
 * docs/compatibility.md), mounted by `v1ContentRoutes`:
 *
 * - `other-banners/video-content`: the module's video block (`moduleId`) as the v1
 *   `get_video_content` answers it: its keys (`section_title`, `banner_type`, `banner_video`,
 *   `banner_image`, `banner_video_content`, with `*_full_url`) and `banner_contents` (the
 *   `content{n}_title|subtitle` rows). Offline the block is an image with a caption
 *   (`banner_type` 'image'). `other-banners/why-choose`: `{banners:[…]}`.
 * - `customer/reels/list` (`{total_size, limit, offset, reels}`), `details`, `stats`, `like`
 *   (toggles the owner's like) and `visit` (counts a view), `reel_id` in the query; token or
 *   `guest_id` (401 otherwise). Offline a reel is a store image with a caption (`video` null).
 * - `customer/saved-files` (GET), `customer/saved-files/store` (multipart `files[]` or `file`,
 *   JPEG, PNG, WebP or PDF checked by their bytes, at most 2 MB each, 10 a customer) and
 *   `customer/saved-files/delete-all`: the signed-in customer's prescription files, kept in the
 *   database and served only by a link signed for their owner
 *   (`customer/saved-files/{id}/file?signature=`).
 * - `offline_payment_method_list`: the active offline methods, `null` when there are none.
 * - `customer/order/payment-failed`: the owner's latest order (or `order_id`) whose digital
 *   payment failed (paid digitally, unpaid, `order_status` 'failed'), with the payment options
 *   of its zone, else `null`, as the v3.8 clients read it. Token or `guest_id`; another owner's
 *   order 404. Digital placement (and so a payment that fails) comes with the money issue.
 * - `get-parcel-cancellation-reasons`: `{total_size, limit, offset, data}`, filtered by
 *   `user_type` (customer, deliveryman) and `cancellation_type` (before_pickup, after_pickup).
 * - `customer/review-reminder`: the customer's latest delivered order with nothing reviewed and
 *   no dismissed reminder, `{order_id, images}` (`order_id` null when none);
 *   `customer/review-reminder-cancel?order_id=` dismisses it (the customer's own order, 404
 *   otherwise), once per order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, asc, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { pageLimit, pageOffset } from '@storefront/core/schemas/catalogue';
import {
  moduleWiseBanners,
  moduleWiseWhyChooses,
  offlinePaymentMethods,
  orderDetails,
  orders,
  parcelCancellationReasons,
  reelLikes,
  reels,
  reviewReminderCancels,
  reviews,
  savedFiles,
  stores,
} from '../db/schema.js';
import type { Database } from '../db/client.js';
import {
  type AppContext,
  type AppEnv,
  getDb,
  publicOrigin,
  storageUrl,
  translated,
} from '../http/env.js';
import { pageOfRows } from '../db/paging.js';
import { fail } from '../http/errors.js';
import { requireModule } from '../http/guards.js';
import { queryId, validateQuery } from '../http/validate.js';
import { requireCustomer } from '../auth/guard.js';
import { serverSecret } from '../auth/secret.js';
import { ownedBy, ownerColumns, resolveOwner, type Owner } from '../ordering/owner.js';
import { ORDER_NOT_FOUND } from './orders.js';

export const SAVED_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const SAVED_FILES_PER_CUSTOMER = 10;
const QUERY_MESSAGE = 'The query must be an object.';

const pageQuery = v.object({ limit: pageLimit(), offset: pageOffset }, QUERY_MESSAGE);
const reelQuery = v.object({ reel_id: queryId('reel_id') }, QUERY_MESSAGE);
const orderQuery = v.object({ order_id: queryId('order_id') }, QUERY_MESSAGE);
// The v3.8 web client asks its home page's latest failed payment as `?order_id=&&guest_id=…`:
// a blank (or `undefined`/`null`) order id is the id left out, as Laravel reads an empty string.
const optionalOrderQuery = v.object(
  {
    order_id: v.pipe(
      v.optional(v.string()),
      v.transform((text) =>
        text === undefined || ['', 'undefined', 'null'].includes(text.trim()) ? undefined : text,
      ),
      v.optional(queryId('order_id')),
    ),
  },
  QUERY_MESSAGE,
);
const reasonsQuery = v.object(
  {
    limit: pageLimit(),
    offset: pageOffset,
    user_type: v.optional(
      v.picklist(['customer', 'deliveryman'], 'The selected user type is invalid.'),
    ),
    cancellation_type: v.optional(
      v.picklist(['before_pickup', 'after_pickup'], 'The selected cancellation type is invalid.'),
    ),
  },
  QUERY_MESSAGE,
);

/** The kinds of file a prescription may be, told by their first bytes (never the name). */
const FILE_KINDS: { type: string; ext: string; magic: (b: Buffer) => boolean }[] = [
  {
    type: 'image/jpeg',
    ext: 'jpg',
    magic: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    type: 'image/png',
    ext: 'png',
    magic: (b) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    type: 'image/webp',
    ext: 'webp',
    magic: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    type: 'application/pdf',
    ext: 'pdf',
    magic: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  },
];

async function fileSignature(db: Database, id: number, userId: number): Promise<string> {
  const secret = await serverSecret(db);
  return createHmac('sha256', secret).update(`saved-file:${id}:${userId}`).digest('base64url');
}

type ReelRow = typeof reels.$inferSelect;

export function v1CustomerContentRoutes() {
  const app = new Hono<AppEnv>();
  const moduleChecked = requireModule();

  // ---------------------------------------------------------------- module blocks

  app.get('/other-banners/video-content', moduleChecked, async (c) => {
    const module = c.get('module');
    if (!module) fail(403, 'moduleId', 'Module id required');
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(moduleWiseBanners)
      .where(
        and(
          eq(moduleWiseBanners.moduleId, module.id),
          eq(moduleWiseBanners.type, 'video_banner_content'),
          eq(moduleWiseBanners.status, true),
        ),
      )
      .orderBy(asc(moduleWiseBanners.id));
    const value = (row: (typeof rows)[number]) =>
      row.value === null ? null : translated(row.translations, locale, 'value', row.value);
    const answer: Record<string, unknown> = { banner_contents: [] };
    const contents: unknown[] = [];
    for (const row of rows) {
      if (/^content\d+_(title|subtitle)$/.test(row.key)) {
        contents.push({
          id: row.id,
          module_id: row.moduleId,
          type: row.type,
          key: row.key,
          value: value(row),
          status: 1,
          created_at: row.createdAt.toISOString(),
          updated_at: row.updatedAt.toISOString(),
        });
        continue;
      }
      answer[row.key] = value(row);
      if (row.key === 'banner_image' || row.key === 'banner_video_content') {
        answer[`${row.key}_full_url`] = storageUrl(c, row.value);
      }
    }
    answer.banner_contents = contents;
    return c.json(answer);
  });

  app.get('/other-banners/why-choose', moduleChecked, async (c) => {
    const module = c.get('module');
    if (!module) fail(403, 'moduleId', 'Module id required');
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(moduleWiseWhyChooses)
      .where(
        and(eq(moduleWiseWhyChooses.moduleId, module.id), eq(moduleWiseWhyChooses.status, true)),
      )
      .orderBy(asc(moduleWiseWhyChooses.id));
    return c.json({
      banners: rows.map((row) => ({
        id: row.id,
        module_id: row.moduleId,
        title: translated(row.translations, locale, 'title', row.title),
        short_description: translated(
          row.translations,
          locale,
          'short_description',
          row.shortDescription,
        ),
        image: row.image,
        image_full_url: storageUrl(c, row.image),
        status: 1,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    });
  });

  // ---------------------------------------------------------------- reels

  const visibleReel = and(eq(reels.status, true), eq(stores.status, true));

  async function reelStats(db: Database, owner: Owner, ids: number[]) {
    if (ids.length === 0) return { likes: new Map<number, number>(), mine: new Set<number>() };
    const [counted, own] = await Promise.all([
      db
        .select({ id: reelLikes.reelId, n: count() })
        .from(reelLikes)
        .where(inArray(reelLikes.reelId, ids))
        .groupBy(reelLikes.reelId),
      db
        .select({ id: reelLikes.reelId })
        .from(reelLikes)
        .where(and(inArray(reelLikes.reelId, ids), ownedBy(reelLikes, owner))),
    ]);
    return {
      likes: new Map(counted.map((r) => [r.id, Number(r.n)])),
      mine: new Set(own.map((r) => r.id)),
    };
  }

  async function formatReels(c: AppContext, owner: Owner, rows: { reel: ReelRow }[]) {
    const locale = c.get('locale');
    const ref = c.get('ref');
    const stats = await reelStats(
      getDb(c),
      owner,
      rows.map((r) => r.reel.id),
    );
    return rows.map(({ reel }) => {
      const store = ref.stores.get(reel.storeId);
      return {
        reel_id: reel.id,
        id: reel.id,
        store_id: reel.storeId,
        item_id: reel.itemId,
        store_name: store ? translated(store.translations, locale, 'name', store.name) : null,
        store_slug: store?.slug ?? null,
        store_logo_full_url: store ? storageUrl(c, store.logo) : null,
        description: translated(reel.translations, locale, 'description', reel.description),
        thumbnail: reel.image,
        thumbnail_full_url: storageUrl(c, reel.image),
        video: reel.video,
        video_full_url: storageUrl(c, reel.video),
        created_at: reel.createdAt.toISOString(),
        stats: {
          total_views: reel.totalViews,
          total_likes: stats.likes.get(reel.id) ?? 0,
          is_liked: stats.mine.has(reel.id),
        },
      };
    });
  }

  async function findReel(c: AppContext, id: number): Promise<ReelRow> {
    const [row] = await getDb(c)
      .select({ reel: reels })
      .from(reels)
      .innerJoin(stores, eq(stores.id, reels.storeId))
      .where(and(eq(reels.id, id), visibleReel));
    if (!row) fail(404, 'reel_id', translator(c.get('locale'))('catalogue.reel.error.notFound'));
    return row.reel;
  }

  app.get('/customer/reels/list', async (c) => {
    const owner = await resolveOwner(c);
    const query = validateQuery(c, pageQuery);
    const db = getDb(c);
    const [[counted], rows] = await Promise.all([
      db
        .select({ n: count() })
        .from(reels)
        .innerJoin(stores, eq(stores.id, reels.storeId))
        .where(visibleReel),
      db
        .select({ reel: reels })
        .from(reels)
        .innerJoin(stores, eq(stores.id, reels.storeId))
        .where(visibleReel)
        .orderBy(desc(reels.createdAt), desc(reels.id))
        .limit(query.limit)
        .offset((query.offset - 1) * query.limit),
    ]);
    return c.json({
      total_size: Number(counted?.n ?? 0),
      limit: query.limit,
      offset: query.offset,
      reels: await formatReels(c, owner, rows),
    });
  });

  app.get('/customer/reels/details', async (c) => {
    const owner = await resolveOwner(c);
    const { reel_id } = validateQuery(c, reelQuery);
    const reel = await findReel(c, reel_id);
    const [formatted] = await formatReels(c, owner, [{ reel }]);
    return c.json(formatted);
  });

  app.get('/customer/reels/stats', async (c) => {
    const owner = await resolveOwner(c);
    const { reel_id } = validateQuery(c, reelQuery);
    const reel = await findReel(c, reel_id);
    const stats = await reelStats(getDb(c), owner, [reel.id]);
    return c.json({
      reel_id: reel.id,
      total_views: reel.totalViews,
      total_likes: stats.likes.get(reel.id) ?? 0,
      is_liked: stats.mine.has(reel.id),
    });
  });

  app.get('/customer/reels/like', async (c) => {
    const owner = await resolveOwner(c);
    const { reel_id } = validateQuery(c, reelQuery);
    const reel = await findReel(c, reel_id);
    const db = getDb(c);
    const removed = await db
      .delete(reelLikes)
      .where(and(eq(reelLikes.reelId, reel.id), ownedBy(reelLikes, owner)))
      .returning({ id: reelLikes.id });
    if (removed.length === 0) {
      await db
        .insert(reelLikes)
        .values({ reelId: reel.id, ...ownerColumns(owner) })
        .onConflictDoNothing();
    }
    const stats = await reelStats(db, owner, [reel.id]);
    return c.json({
      reel_id: reel.id,
      is_liked: stats.mine.has(reel.id),
      total_likes: stats.likes.get(reel.id) ?? 0,
    });
  });

  app.get('/customer/reels/visit', async (c) => {
    await resolveOwner(c);
    const { reel_id } = validateQuery(c, reelQuery);
    const reel = await findReel(c, reel_id);
    const [row] = await getDb(c)
      .update(reels)
      .set({ totalViews: sql`${reels.totalViews} + 1` })
      .where(eq(reels.id, reel.id))
      .returning({ views: reels.totalViews });
    return c.json({ reel_id: reel.id, total_views: row?.views ?? reel.totalViews + 1 });
  });

  // ---------------------------------------------------------------- saved files

  const formatFile = async (
    c: AppContext,
    row: Omit<typeof savedFiles.$inferSelect, 'content'>,
  ) => {
    const signature = await fileSignature(getDb(c), row.id, row.userId);
    return {
      id: row.id,
      user_id: row.userId,
      file_name: row.fileName,
      file_type: row.contentType,
      file_size: row.size,
      file_full_url: `${publicOrigin(c)}/api/v1/customer/saved-files/${row.id}/file?signature=${signature}`,
      created_at: row.createdAt.toISOString(),
    };
  };
  const fileColumns = {
    id: savedFiles.id,
    userId: savedFiles.userId,
    fileName: savedFiles.fileName,
    contentType: savedFiles.contentType,
    size: savedFiles.size,
    createdAt: savedFiles.createdAt,
  };
  const listFiles = async (c: AppContext, userId: number) => {
    const rows = await getDb(c)
      .select(fileColumns)
      .from(savedFiles)
      .where(eq(savedFiles.userId, userId))
      .orderBy(desc(savedFiles.id));
    return Promise.all(rows.map((row) => formatFile(c, row)));
  };

  app.get('/customer/saved-files', async (c) => {
    const { userId } = await requireCustomer(c);
    return c.json(await listFiles(c, userId));
  });

  app.post('/customer/saved-files/store', async (c) => {
    const { userId } = await requireCustomer(c);
    const t = translator(c.get('locale'));
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    if (!type.includes('multipart/form-data')) {
      fail(403, 'files', t('catalogue.files.error.notMultipart'));
    }
    let form: Record<string, string | File | (string | File)[]>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      fail(400, 'files', t('catalogue.files.error.badForm'));
    }
    const sent = [form['files[]'], form.files, form['file']].flat().filter((f) => f !== undefined);
    const files = sent.filter((f): f is File => typeof f !== 'string');
    if (files.length === 0) fail(403, 'files', t('catalogue.files.error.required'));
    if (files.length !== sent.length) fail(403, 'files', t('catalogue.files.error.notFiles'));
    const checked: { name: string; type: string; bytes: Buffer }[] = [];
    for (const file of files) {
      if (file.size === 0) fail(403, 'files', t('catalogue.files.error.empty'));
      if (file.size > SAVED_FILE_MAX_BYTES) {
        fail(
          403,
          'files',
          t('catalogue.files.error.tooLarge', { kilobytes: SAVED_FILE_MAX_BYTES / 1024 }),
        );
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      const kind = FILE_KINDS.find((k) => k.magic(bytes));
      if (!kind) fail(403, 'files', t('catalogue.files.error.kind'));
      const base = (file.name || 'prescription').replace(/[^\p{L}\p{N}._ -]/gu, '').slice(0, 100);
      checked.push({ name: base || `prescription.${kind.ext}`, type: kind.type, bytes });
    }
    const db = getDb(c);
    await db.transaction(async (tx) => {
      const [counted] = await tx
        .select({ n: count() })
        .from(savedFiles)
        .where(eq(savedFiles.userId, userId));
      if (Number(counted?.n ?? 0) + checked.length > SAVED_FILES_PER_CUSTOMER) {
        fail(403, 'files', `You can keep at most ${SAVED_FILES_PER_CUSTOMER} saved files.`);
      }
      await tx.insert(savedFiles).values(
        checked.map((f) => ({
          userId,
          fileName: f.name,
          contentType: f.type,
          size: f.bytes.length,
          content: f.bytes,
        })),
      );
    });
    return c.json({ message: 'Files saved successfully', files: await listFiles(c, userId) });
  });

  app.delete('/customer/saved-files/delete-all', async (c) => {
    const { userId } = await requireCustomer(c);
    const removed = await getDb(c)
      .delete(savedFiles)
      .where(eq(savedFiles.userId, userId))
      .returning({ id: savedFiles.id });
    return c.json({ message: 'Saved files deleted successfully', deleted: removed.length });
  });

  app.get('/customer/saved-files/:id/file', async (c) => {
    const id = c.req.param('id');
    const signature = c.req.query('signature') ?? '';
    if (!/^\d{1,9}$/.test(id)) fail(404, 'file', 'File not found.');
    const db = getDb(c);
    const [row] = await db
      .select()
      .from(savedFiles)
      .where(eq(savedFiles.id, Number(id)));
    if (!row) fail(404, 'file', 'File not found.');
    const expected = Buffer.from(await fileSignature(db, row.id, row.userId));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      fail(404, 'file', 'File not found.');
    }
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `inline; filename="saved-file-${row.id}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  // ---------------------------------------------------------------- payments and orders

  app.get('/offline_payment_method_list', async (c) => {
    const locale = c.get('locale');
    const rows = await getDb(c)
      .select()
      .from(offlinePaymentMethods)
      .where(eq(offlinePaymentMethods.status, true))
      .orderBy(asc(offlinePaymentMethods.id));
    if (rows.length === 0) return c.json(null);
    return c.json(
      rows.map((row) => ({
        id: row.id,
        method_name: translated(row.translations, locale, 'method_name', row.methodName),
        method_fields: row.methodFields.map((f, i) => ({
          input_name: translated(
            row.translations,
            locale,
            `method_fields.${i}.input_name`,
            f.input_name,
          ),
          input_data: f.input_data,
        })),
        method_informations: row.methodInformations.map((info, i) => ({
          customer_input: info.customer_input,
          customer_placeholder: translated(
            row.translations,
            locale,
            `method_informations.${i}.customer_placeholder`,
            info.customer_placeholder,
          ),
          is_required: info.is_required,
        })),
        status: 1,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    );
  });

  const failedPayment = (c: AppContext, row: typeof orders.$inferSelect) => {
    const ref = c.get('ref');
    const zone = row.zoneId === null ? undefined : ref.zoneById.get(row.zoneId);
    const module = ref.moduleById.get(row.moduleId);
    const pivot = ref.moduleZones.find(
      (p) => p.zoneId === row.zoneId && p.moduleId === row.moduleId,
    );
    return {
      order_id: row.id,
      order_amount: row.orderAmount,
      order_type: row.orderType,
      order_status: row.orderStatus,
      payment_status: row.paymentStatus,
      payment_method: row.paymentMethod,
      prescription_order: row.prescriptionOrder,
      partially_paid_amount: row.partiallyPaidAmount,
      zone_id: row.zoneId,
      module_type: module?.moduleType ?? null,
      cash_on_delivery: zone?.cashOnDelivery ?? false,
      digital_payment: zone?.digitalPayment ?? false,
      offline_payment: zone?.offlinePayment ?? false,
      maximum_cod_order_amount: pivot?.maximumCodOrderAmount ?? null,
    };
  };
  const failedDigital = and(
    eq(orders.paymentMethod, 'digital_payment'),
    eq(orders.paymentStatus, 'unpaid'),
    eq(orders.orderStatus, 'failed'),
  );

  app.get('/customer/order/payment-failed', async (c) => {
    const owner = await resolveOwner(c);
    const { order_id } = validateQuery(c, optionalOrderQuery);
    const db = getDb(c);
    if (order_id !== undefined) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, order_id), ownedBy(orders, owner)));
      if (!row) fail(404, 'order_id', ORDER_NOT_FOUND);
      const [failed] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, row.id), failedDigital));
      return c.json(failed ? failedPayment(c, failed) : null);
    }
    const [row] = await db
      .select()
      .from(orders)
      .where(and(ownedBy(orders, owner), failedDigital))
      .orderBy(desc(orders.failedAt), desc(orders.id))
      .limit(1);
    return c.json(row ? failedPayment(c, row) : null);
  });

  app.get('/get-parcel-cancellation-reasons', async (c) => {
    const query = validateQuery(c, reasonsQuery);
    const locale = c.get('locale');
    const where = and(
      eq(parcelCancellationReasons.status, true),
      query.user_type ? eq(parcelCancellationReasons.userType, query.user_type) : undefined,
      query.cancellation_type
        ? eq(parcelCancellationReasons.cancellationType, query.cancellation_type)
        : undefined,
    );
    const db = getDb(c);
    const { total, rows } = await pageOfRows(
      db,
      parcelCancellationReasons,
      where,
      [asc(parcelCancellationReasons.id)],
      query,
    );
    return c.json({
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      data: rows.map((row) => ({
        id: row.id,
        reason: translated(row.translations, locale, 'reason', row.reason),
        user_type: row.userType,
        cancellation_type: row.cancellationType,
        status: 1,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      })),
    });
  });

  // ---------------------------------------------------------------- review reminder

  app.get('/customer/review-reminder', async (c) => {
    const { userId } = await requireCustomer(c);
    const db = getDb(c);
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.orderStatus, 'delivered'),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reviews)
              .where(and(eq(reviews.orderId, orders.id), eq(reviews.userId, userId))),
          ),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reviewReminderCancels)
              .where(
                and(
                  eq(reviewReminderCancels.orderId, orders.id),
                  eq(reviewReminderCancels.userId, userId),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(orders.deliveredAt), desc(orders.id))
      .limit(1);
    if (!order) return c.json({ order_id: null, images: [] });
    const details = await db
      .select({ itemDetails: orderDetails.itemDetails })
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(asc(orderDetails.id));
    const images = details
      .map((d) => (d.itemDetails as { image?: unknown } | null)?.image)
      .filter((image): image is string => typeof image === 'string' && image !== '');
    return c.json({
      order_id: order.id,
      images: images.map((image) => storageUrl(c, image) ?? image),
    });
  });

  app.get('/customer/review-reminder-cancel', async (c) => {
    const { userId } = await requireCustomer(c);
    const { order_id } = validateQuery(c, orderQuery);
    const db = getDb(c);
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, order_id), eq(orders.userId, userId), isNull(orders.guestId)));
    if (!order) fail(404, 'order_id', ORDER_NOT_FOUND);
    await db
      .insert(reviewReminderCancels)
      .values({ userId, orderId: order.id })
      .onConflictDoNothing();
    return c.json('success');
  });

  return app;
}

/**
 * Prescriptions of an order (issue 12; reference §6.7 `order_attachment`): a pharmacy order with
 * an item that requires a prescription is placed only with at least one, sent with the order as
 * multipart `order_attachment[]` (or `order_attachment`) beside the order's fields.
 *
 * - The rule is core's (`domain/prescription.ts`): at most 5 files, each an image or a PDF told
 *   by its bytes (core's `fileKindOf`: the name and the claimed type are never trusted), 2 MB
 *   each; none while one is required: 403 `order_attachment` 'Please upload your prescription
 *   image'. The files are read and checked before the order's transaction.
 * - They are kept in the database (`order_attachments`: outside any web root, and every server of
 *   a PostgreSQL deployment reads them), inserted in the order's transaction.
 * - They are served only to the order's owner (the customer's token, or the guest's `guest_id`):
 *   `customer/order/prescriptions?order_id=` lists them, `customer/order/prescriptions/{id}/file`
 *   answers one file; another owner's order or file is not found (404), never its data.
 */
import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  FILE_HEAD_BYTES,
  FILE_KIND_TYPES,
  fileKindOf,
  safeFileName,
  type FileKind,
} from '@storefront/core/domain/file-kind';
import { issueText } from '@storefront/core/domain/issue';
import {
  MAX_PRESCRIPTION_BYTES,
  MAX_PRESCRIPTIONS,
  PRESCRIPTION_FIELD,
  prescriptionIssues,
  requiresPrescription,
  tooManyPrescriptions,
} from '@storefront/core/domain/prescription';
import { translator } from '@storefront/core/i18n/index';
import { orderIdQuery } from '@storefront/core/schemas/ordering';
import { orderAttachments, orders } from '../db/schema.js';
import type { Database, Transaction } from '../db/client.js';
import { type AppContext, type AppEnv, getDb, publicOrigin } from '../http/env.js';
import { fail } from '../http/errors.js';
import { validateQuery } from '../http/validate.js';
import { ownedBy, resolveOwner, type Owner } from './owner.js';
import type { OrderingScope } from './scope.js';

/** A prescription as received: checked, ready to insert. */
export interface PrescriptionUpload {
  name: string;
  kind: FileKind;
  bytes: Buffer;
}

/** The files of a multipart body's `order_attachment[]` / `order_attachment`, and anything else sent there. */
function sentAttachments(raw: unknown): unknown[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const body = raw as Record<string, unknown>;
  return [body[`${PRESCRIPTION_FIELD}[]`], body[PRESCRIPTION_FIELD]]
    .flat()
    .filter((value) => value !== undefined && value !== null && value !== '');
}

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && typeof (value as File).arrayBuffer === 'function';

/**
 * The prescriptions sent with an order, read and checked by core's rule (403 `order_attachment`
 * with the rule's text; `required`: the order needs one). Text sent in their place is refused
 * like a file that is no image or PDF.
 */
export async function readPrescriptions(
  scope: Pick<OrderingScope, 't' | 'money'>,
  raw: unknown,
  required: boolean,
): Promise<PrescriptionUpload[]> {
  const sent = sentAttachments(raw);
  const refuse = (issue: Parameters<typeof issueText>[0]): never =>
    fail(403, PRESCRIPTION_FIELD, issueText(issue, scope.t, scope.money));
  // Counted before any file is read: a request never makes the server read more than it keeps.
  if (sent.length > MAX_PRESCRIPTIONS) refuse(tooManyPrescriptions());
  const uploads: PrescriptionUpload[] = [];
  const facts = [];
  for (const [i, value] of sent.entries()) {
    const name = isFile(value) && value.name ? value.name : `prescription-${i + 1}`;
    if (!isFile(value)) {
      facts.push({ name, size: typeof value === 'string' ? value.length : 0, kind: null });
      continue;
    }
    // A file above the limit is refused by its size, before its bytes are read.
    const bytes =
      value.size > MAX_PRESCRIPTION_BYTES
        ? Buffer.alloc(0)
        : Buffer.from(await value.arrayBuffer());
    const kind = fileKindOf(bytes.subarray(0, FILE_HEAD_BYTES));
    facts.push({ name, size: value.size, kind });
    if (kind) uploads.push({ name: safeFileName(name, kind, 'prescription'), kind, bytes });
  }
  const [issue] = prescriptionIssues(facts, { required });
  if (issue) refuse(issue);
  return uploads;
}

/** Whether an order of these lines needs a prescription (core's rule on the items as priced). */
export function needsPrescription(
  moduleType: string,
  picked: {
    lines: readonly { id: number }[];
    itemOf: ReadonlyMap<number, { formatted: { is_prescription_required?: unknown } }>;
  },
): boolean {
  return requiresPrescription(
    moduleType,
    picked.lines.map((l) => ({
      is_prescription_required: picked.itemOf.get(l.id)?.formatted.is_prescription_required as
        number | undefined,
    })),
  );
}

/** Inserts an order's prescriptions (in the order's transaction). */
export async function insertPrescriptions(
  tx: Database | Transaction,
  orderId: number,
  uploads: readonly PrescriptionUpload[],
  now: Date,
): Promise<void> {
  if (uploads.length === 0) return;
  await tx.insert(orderAttachments).values(
    uploads.map((u) => ({
      orderId,
      fileName: u.name,
      contentType: FILE_KIND_TYPES[u.kind],
      size: u.bytes.length,
      content: u.bytes,
      createdAt: now,
    })),
  );
}

type AttachmentRow = Omit<typeof orderAttachments.$inferSelect, 'content'>;

const attachmentColumns = {
  id: orderAttachments.id,
  orderId: orderAttachments.orderId,
  fileName: orderAttachments.fileName,
  contentType: orderAttachments.contentType,
  size: orderAttachments.size,
  createdAt: orderAttachments.createdAt,
};

/** The link of one prescription (the owner asks it with their token or `guest_id`). */
export function prescriptionPath(id: number): string {
  return `/api/v1/customer/order/prescriptions/${id}/file`;
}

function formatAttachment(c: AppContext, row: AttachmentRow) {
  return {
    id: row.id,
    order_id: row.orderId,
    file_name: row.fileName,
    file_type: row.contentType,
    file_size: row.size,
    file_full_url: `${publicOrigin(c)}${prescriptionPath(row.id)}`,
    created_at: row.createdAt.toISOString(),
  };
}

/** The prescriptions of some orders, by order (one statement). */
export async function prescriptionsOf(
  db: Database,
  orderIds: readonly number[],
): Promise<Map<number, AttachmentRow[]>> {
  const byOrder = new Map<number, AttachmentRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select(attachmentColumns)
    .from(orderAttachments)
    .where(inArray(orderAttachments.orderId, [...orderIds]))
    .orderBy(asc(orderAttachments.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

const NOT_FOUND = 'prescription.error.notFound';

async function ownedOrderId(c: AppContext, owner: Owner, orderId: number): Promise<number | null> {
  const [row] = await getDb(c)
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(orders, owner)))
    .limit(1);
  return row?.id ?? null;
}

/** `customer/order/prescriptions` and `customer/order/prescriptions/{id}/file` (see the notes). */
export function prescriptionRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/customer/order/prescriptions', async (c) => {
    const query = validateQuery(c, orderIdQuery);
    const owner = await resolveOwner(c);
    const orderId = await ownedOrderId(c, owner, query.order_id);
    if (orderId === null) fail(404, 'order_id', 'Order not found.');
    const rows = (await prescriptionsOf(getDb(c), [orderId])).get(orderId) ?? [];
    return c.json(rows.map((row) => formatAttachment(c, row)));
  });

  app.get('/customer/order/prescriptions/:id/file', async (c) => {
    const owner = await resolveOwner(c);
    const t = translator(c.get('locale'));
    const id = c.req.param('id');
    if (!/^\d{1,9}$/.test(id)) fail(404, 'file', t(NOT_FOUND));
    const [row] = await getDb(c)
      .select({
        content: orderAttachments.content,
        contentType: orderAttachments.contentType,
        fileName: orderAttachments.fileName,
      })
      .from(orderAttachments)
      .innerJoin(orders, eq(orders.id, orderAttachments.orderId))
      .where(and(eq(orderAttachments.id, Number(id)), ownedBy(orders, owner)))
      .limit(1);
    if (!row) fail(404, 'file', t(NOT_FOUND));
    const ascii = row.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.contentType,
      'Cache-Control': 'private, no-store',
      'Content-Disposition': `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return app;
}

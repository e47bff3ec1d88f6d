/**
 * The calls of an order's details beyond tracking (issue 12): its prescriptions (listed, and each
 * file fetched by its owner: the token or `guest_id` goes with the request, so a file is never a
 * public link), item reviews after delivery (`items/reviews/submit`, JSON or multipart with
 * photos), and the actors of `orderCancelMachine`.
 */
import { fromPromise } from 'xstate';
import type { components } from './schema.gen.js';
import type { ApiClient } from './client.js';
import { unwrap, type Signal } from './calls.js';
import { multipartBody, type UploadFile } from './multipart.js';
import { cancelOrder, type OrderingOptions } from './ordering.js';
import type {
  CancelOrderInput,
  CancelOrderResult,
  CancelReason,
  OrderCancelActors,
} from '../machines/order-cancel.machine.js';

type Schemas = components['schemas'];

export type OrderPrescription = Schemas['OrderPrescription'];

const guestQuery = (options: OrderingOptions) =>
  options.guestId ? { guest_id: options.guestId } : {};

/** The prescriptions uploaded with one of the owner's orders. */
export function listOrderPrescriptions(
  api: ApiClient,
  orderId: number,
  options: OrderingOptions = {},
): Promise<OrderPrescription[]> {
  return unwrap(
    api.GET('/customer/order/prescriptions', {
      params: { query: { order_id: orderId, ...guestQuery(options) } },
      signal: options.signal,
    }),
  );
}

/** One prescription file of the owner's order, as the runtime's `Blob`. */
export async function getPrescriptionFile(
  api: ApiClient,
  id: number,
  options: OrderingOptions = {},
): Promise<unknown> {
  return unwrap(
    api.GET('/customer/order/prescriptions/{id}/file', {
      params: { path: { id }, query: guestQuery(options) },
      parseAs: 'blob',
      signal: options.signal,
    }),
  );
}

export interface ItemReviewInput {
  item_id: number;
  order_id: number;
  rating: number;
  comment?: string | null;
  /** Up to 3 photos (sent as multipart `attachment[]`). */
  photos?: readonly UploadFile[];
}

/** Reviews an item of one of the customer's delivered orders; the server's message. */
export async function submitItemReview(
  api: ApiClient,
  input: ItemReviewInput,
  options: { moduleId?: number | null; signal?: Signal } = {},
): Promise<string> {
  const fields = {
    item_id: input.item_id,
    order_id: input.order_id,
    rating: input.rating,
    ...(input.comment?.trim() ? { comment: input.comment.trim() } : {}),
  };
  const photos = input.photos ?? [];
  const header = options.moduleId != null ? { moduleId: options.moduleId } : {};
  const data = await unwrap(
    api.POST('/items/reviews/submit', {
      params: { header },
      body: (photos.length > 0
        ? multipartBody(fields, { 'attachment[]': photos })
        : fields) as Schemas['ItemReviewRequest'],
      signal: options.signal,
    }),
  );
  return data.message;
}

/** The reasons a customer may give for canceling, in the request's language (one page of 50). */
export async function listCancellationReasons(
  api: ApiClient,
  options: { signal?: Signal } = {},
): Promise<CancelReason[]> {
  const page = await unwrap(
    api.GET('/customer/order/cancellation-reasons', {
      params: { query: { type: 'customer', limit: 50, offset: 1 } },
      signal: options.signal,
    }),
  );
  return page.data.map((r) => ({ id: r.id, reason: r.reason }));
}

/**
 * `orderCancelMachine`'s actors bound to the API: the customer's cancellation reasons (in the
 * request's language) and the cancel with the reason's text; the guest id read per call.
 */
export function orderCancelActors(
  api: ApiClient,
  options: { guestId: () => string | null },
): OrderCancelActors {
  return {
    loadReasons: fromPromise<CancelReason[]>(({ signal }) =>
      listCancellationReasons(api, { signal }),
    ),
    cancelOrder: fromPromise<CancelOrderResult, CancelOrderInput>(async ({ input, signal }) => ({
      message: await cancelOrder(api, input.orderId, {
        guestId: options.guestId(),
        reason: input.reason,
        signal,
      }),
    })),
  };
}

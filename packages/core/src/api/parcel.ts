/**
 * Parcel delivery's calls (issue 14): the categories, the delivery instructions, the zone check of
 * a pin and the placement (`customer/order/place` with `order_type=parcel`), with the amount core's
 * `parcelQuote` gives, which is what the server charges. `parcelActors` wires them to
 * `parcelMachine` for the web and the CLI.
 */
import { fromPromise } from 'xstate';
import type { ApiClient } from './client.js';
import { ApiError } from './errors.js';
import { unwrap, type Signal } from './calls.js';
import type { components } from './schema.gen.js';
import { decimalDigits } from '../domain/money.js';
import { parcelQuote, type ParcelConfigRates, type ParcelQuote } from '../domain/parcel.js';
import type { ParcelParty, ParcelPlaced, ParcelRequest } from '../machines/parcel.machine.js';

export type ParcelCategory = components['schemas']['ParcelCategory'];
export interface ParcelInstruction {
  id: number;
  instruction: string;
}

export function listParcelCategories(api: ApiClient, signal?: Signal): Promise<ParcelCategory[]> {
  return unwrap(api.GET('/parcel-category', { signal }));
}

export async function listParcelInstructions(
  api: ApiClient,
  signal?: Signal,
): Promise<ParcelInstruction[]> {
  const page = await unwrap(
    api.GET('/customer/order/parcel-instructions', {
      params: { query: { limit: 50, offset: 1 } },
      signal,
    }),
  );
  return page.data.map((d) => ({ id: d.id, instruction: d.instruction }));
}

/** Whether a pin is inside an active zone (the server answers 404 or 403 outside). */
export async function pinInZone(
  api: ApiClient,
  point: { lat: number; lng: number },
  signal?: Signal,
): Promise<boolean> {
  try {
    await unwrap(
      api.GET('/config/get-zone-id', {
        params: { query: { lat: point.lat, lng: point.lng } },
        signal,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return false;
    throw error;
  }
}

/** The config fields the quote reads. */
export type ParcelQuoteConfig = ParcelConfigRates & {
  digit_after_decimal_point?: number | string | null;
  dm_tips_status?: number | boolean | null;
};

/** The quote of a request (null until both pins are set). */
export function quoteOf(
  sender: ParcelParty,
  receiver: ParcelParty,
  category: ParcelCategory | null | undefined,
  config: ParcelQuoteConfig,
): ParcelQuote | null {
  if (sender.lat == null || sender.lng == null || receiver.lat == null || receiver.lng == null) {
    return null;
  }
  return parcelQuote({
    sender: { lat: sender.lat, lng: sender.lng },
    receiver: { lat: receiver.lat, lng: receiver.lng },
    category,
    config,
    digits: decimalDigits(config as { digit_after_decimal_point?: number | string | null }),
  });
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/** The wire body of a parcel request with its amount. */
export function parcelBody(request: ParcelRequest, total: number) {
  const { sender, receiver } = request;
  return {
    order_type: 'parcel' as const,
    parcel_category_id: request.categoryId,
    charge_payer: request.payer,
    payment_method: request.paymentMethod,
    order_amount: total,
    address: sender.address,
    latitude: sender.lat,
    longitude: sender.lng,
    road: text(sender.road),
    house: text(sender.house),
    floor: text(sender.floor),
    contact_person_name: sender.name.trim(),
    contact_person_number: sender.phone.trim(),
    receiver_details: {
      contact_person_name: receiver.name.trim(),
      contact_person_number: receiver.phone.trim(),
      address: receiver.address,
      latitude: receiver.lat,
      longitude: receiver.lng,
      road: text(receiver.road),
      house: text(receiver.house),
      floor: text(receiver.floor),
    },
    parcel_weight: Number(request.weight.trim().replace(',', '.')),
    parcel_dimension: request.dimension as 'small' | 'medium' | 'large',
    delivery_instruction: request.instruction,
    order_note: text(request.note),
    cart: [],
  };
}

export interface ParcelCallOptions {
  /** The guest's id (no token), or null for a signed-in customer. */
  guestId: () => string | null;
  /** The parcel module's id (the `moduleId` header). */
  moduleId: () => number | null;
  categories: () => readonly ParcelCategory[];
  config: () => ParcelQuoteConfig;
  newKey: () => string;
  /** Where a digital payment comes back (an http(s) URL), and the platform. */
  callback?: () => string | null;
  platform?: string;
}

/** Places a parcel with core's amount (see the module notes). */
export async function placeParcel(
  api: ApiClient,
  request: ParcelRequest,
  options: ParcelCallOptions,
): Promise<ParcelPlaced> {
  const category = options.categories().find((c) => c.id === request.categoryId);
  const quote = quoteOf(request.sender, request.receiver, category, options.config());
  if (quote == null) throw new Error('the parcel has no pins');
  const guestId = options.guestId();
  const moduleId = options.moduleId();
  const digital = request.paymentMethod === 'digital_payment';
  const answer = await unwrap(
    api.POST('/customer/order/place', {
      params: {
        header: {
          'Idempotency-Key': options.newKey(),
          ...(moduleId != null ? { moduleId } : {}),
        },
      },
      body: {
        ...parcelBody(request, quote.total),
        ...(guestId ? { guest_id: guestId } : {}),
        ...(digital && options.callback
          ? { callback: options.callback(), payment_platform: options.platform ?? null }
          : {}),
      },
    }),
  );
  const placed = answer as { order_id: number; redirect_link?: string | null };
  return { orderId: placed.order_id, redirectLink: placed.redirect_link ?? null };
}

/** The actors of `parcelMachine` on the API. */
export function parcelActors(api: ApiClient, options: ParcelCallOptions) {
  return {
    checkZone: fromPromise<{ inZone: boolean }, { lat: number; lng: number }>(
      async ({ input, signal }) => ({ inZone: await pinInZone(api, input, signal) }),
    ),
    placeParcel: fromPromise<ParcelPlaced, ParcelRequest>(({ input }) =>
      placeParcel(api, input, options),
    ),
  };
}

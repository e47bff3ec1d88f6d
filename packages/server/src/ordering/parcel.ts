/**
 * `customer/order/place` with `order_type=parcel` (issue 14; reference §6.6 'Parcel', §6.7), in
 * the steps of ordering/place.ts:
 *
 * 1. a key that already has an answer replays it (`answerOnce`);
 * 2. read-only, before any transaction: the category (from the reference cache; 404
 *    `parcel_category_id` when it is missing or off), the sender's and the receiver's zones from the reference data,
 *    and the customer's contact and wallet balance (one statement; none for guests);
 * 3. the checks, the first refusal answered: guest checkout on (403 `guest_checkout`); both pins
 *    set (403 `location` "Sender or Receiver location is missing"); the sender inside an active
 *    zone (403 `coordinates`); the receiver inside an active zone (403 `receiver_details`), so a
 *    receiver nobody delivers to is refused before any payment; the contacts (a guest's sender
 *    contact, 403 `contact_name` / `contact_phone`); the payment: a receiver pays cash on
 *    delivery only (403 `payment_method`), else core's payment rules on the sender's zone; last
 *    the amount: core's `parcelQuote` (category rates else the config's, over the straight-line
 *    distance between the pins) plus the tip must be `order_amount` (403 `order_amount`);
 * 4. one transaction: the key's claim, the order (no store, no lines; the sender's address and
 *    contact as `delivery_address`, the receiver as `receiver_details`, the category, payer,
 *    weight and dimension), the wallet debit or the gateway payment of a sender who pays so, the
 *    customer's order count and zone, and the kept answer.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { roundMoney } from '@storefront/core/domain/cart';
import { guestCheckoutEnabled } from '@storefront/core/domain/checkout';
import { pointInPolygon } from '@storefront/core/domain/geo';
import { issueText } from '@storefront/core/domain/issue';
import { formatMoney } from '@storefront/core/domain/money';
import { parcelLocationsSet, parcelQuote } from '@storefront/core/domain/parcel';
import {
  chosenGateway,
  orderPaymentMethodOf,
  orderPaymentSelection,
  PAYMENT_ISSUE_STATUS,
  paymentIssue,
  paymentOptions,
  paymentPlan,
} from '@storefront/core/domain/payment';
import type { ParcelPlaceRequest } from '@storefront/core/schemas/parcel';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { orders, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { fail } from '../http/errors.js';
import type { ZoneRow } from '../cache/reference.js';
import { LedgerRefusal, walletEntry } from '../money/ledger.js';
import { checkedCallback, paymentEnv } from '../payments/registry.js';
import {
  answerOnce,
  claimKey,
  idempotencySlot,
  keepAnswer,
  type StoredAnswer,
} from './idempotency.js';
import { startOrderPayment } from './order-payment.js';
import { placedAnswer } from './placed-answer.js';
import { ownerColumns, type Owner } from './owner.js';
import { orderingScope, type OrderingScope } from './scope.js';

export const PARCEL_IDEMPOTENCY_SCOPE = 'customer/order/place';

export interface PlaceParcelInput {
  body: ParcelPlaceRequest;
  raw: unknown;
  owner: Owner;
  idempotencyKey: string | null;
}

/** The active zone containing a point, or null. */
function zoneAt(scope: OrderingScope, point: { lat: number; lng: number }): ZoneRow | null {
  return scope.ref.zones.find((z) => z.status && pointInPolygon(point, z.coordinates)) ?? null;
}

/** The parcel module: the `moduleId` header's when it is the parcel module, else the first one. */
function parcelModuleId(c: AppContext, scope: OrderingScope): number {
  const header = c.get('module');
  if (header && header.moduleType === 'parcel') return header.id;
  const found = [...scope.ref.moduleById.values()].find((m) => m.moduleType === 'parcel');
  if (!found) fail(404, 'module', 'Module not found.');
  return found.id;
}

async function senderContact(db: Database, owner: Owner, body: ParcelPlaceRequest) {
  const sent = {
    name: body.contact_person_name ?? '',
    phone: body.contact_person_number ?? '',
    email: body.contact_person_email ?? null,
  };
  if (owner.kind === 'guest') return { ...sent, walletBalance: 0 };
  const [user] = await db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
  return {
    name: sent.name || [user?.fName, user?.lName].filter(Boolean).join(' '),
    phone: sent.phone || (user?.phone ?? ''),
    email: sent.email ?? user?.email ?? null,
    walletBalance: user?.walletBalance ?? 0,
  };
}

/** Steps 2 and 3: what the order is, checked (see the module notes). */
async function parcelFacts(c: AppContext, input: PlaceParcelInput) {
  const { body, owner } = input;
  const scope = orderingScope(c);
  const moduleId = parcelModuleId(c, scope);
  // An active category, from the reference cache (no statement).
  const category = c.get('ref').parcelCategories.find((r) => r.id === body.parcel_category_id);
  if (!category) fail(404, 'parcel_category_id', scope.t('parcel.error.categoryNotFound'));
  const contact = await senderContact(scope.db, owner, body);

  const guest = owner.kind === 'guest';
  if (guest && !guestCheckoutEnabled(scope.settings)) {
    fail(403, 'guest_checkout', scope.t('checkout.error.guestCheckoutOff'));
  }
  const receiver = body.receiver_details;
  const senderPoint = { lat: body.latitude, lng: body.longitude };
  const receiverPoint = { lat: receiver.latitude, lng: receiver.longitude };
  if (!parcelLocationsSet(senderPoint, receiverPoint)) {
    fail(403, 'location', scope.t('parcel.error.locationMissing'));
  }
  const from = { lat: body.latitude!, lng: body.longitude! };
  const to = { lat: receiver.latitude!, lng: receiver.longitude! };
  const senderZone = zoneAt(scope, from);
  if (!senderZone) fail(403, 'coordinates', scope.t('parcel.error.senderOutOfZone'));
  const receiverZone = zoneAt(scope, to);
  if (!receiverZone) fail(403, 'receiver_details', scope.t('parcel.error.receiverOutOfZone'));
  if (!contact.name) fail(403, 'contact_name', scope.t('checkout.error.contactName'));
  if (!contact.phone) fail(403, 'contact_phone', scope.t('checkout.error.contactPhone'));

  const quote = parcelQuote({
    sender: from,
    receiver: to,
    category: {
      parcel_per_km_shipping_charge: category.parcelPerKmShippingCharge,
      parcel_minimum_shipping_charge: category.parcelMinimumShippingCharge,
      parcel_maximum_shipping_charge: category.parcelMaximumShippingCharge,
    },
    config: scope.settings,
    dmTips: scope.settings.dm_tips_status ? body.dm_tips : 0,
    digits: scope.digits,
  });
  const total = roundMoney(quote.total, scope.digits);

  // Payment: the receiver pays cash on delivery; the sender as the checkout offers.
  if (body.charge_payer === 'receiver' && body.payment_method !== 'cash_on_delivery') {
    fail(403, 'payment_method', scope.t('parcel.error.receiverPaysCash'));
  }
  const options = paymentOptions({
    config: scope.settings,
    zone: {
      cash_on_delivery: senderZone.cashOnDelivery,
      digital_payment: senderZone.digitalPayment,
    },
    guest,
  });
  const selection = orderPaymentSelection({
    payment_method: body.payment_method,
    payment_gateway: body.payment_gateway,
  });
  const amounts = { total, walletBalance: contact.walletBalance, digits: scope.digits };
  const issue = paymentIssue(options, selection, amounts, { guest });
  if (issue) {
    fail(
      (PAYMENT_ISSUE_STATUS[issue.code] ?? 403) as ContentfulStatusCode,
      issue.code,
      issueText(issue, scope.t, scope.money),
    );
  }
  if (roundMoney(body.order_amount, scope.digits) !== total) {
    const money = (n: number) => formatMoney(n, scope.money, { compact: false });
    fail(
      403,
      'order_amount',
      `The order amount ${money(body.order_amount)} differs from the order total ${money(total)}. Please review your order and place it again.`,
    );
  }
  const plan = paymentPlan(selection, amounts);
  const gateway = plan.gatewayAmount > 0 ? chosenGateway(options, body.payment_gateway) : null;
  const callback = plan.gatewayAmount > 0 ? checkedCallback(body.callback) : null;
  return {
    scope,
    moduleId,
    category,
    contact,
    senderZone,
    receiverZone,
    quote,
    total,
    plan,
    gateway,
    callback,
    env: paymentEnv(c),
  };
}

type ParcelFacts = Awaited<ReturnType<typeof parcelFacts>>;

function parcelOrderValues(facts: ParcelFacts, input: PlaceParcelInput) {
  const { body, owner } = input;
  const { scope, plan, env, contact, quote } = facts;
  const now = new Date(scope.nowMs);
  const receiver = body.receiver_details;
  const awaitsGateway = plan.gatewayAmount > 0;
  return {
    ...ownerColumns(owner),
    isGuest: owner.kind === 'guest',
    storeId: null,
    zoneId: facts.senderZone.id,
    moduleId: facts.moduleId,
    orderAmount: facts.total,
    deliveryCharge: quote.deliveryCharge,
    originalDeliveryCharge: quote.deliveryCharge,
    dmTips: quote.dmTips,
    paymentStatus: plan.paymentStatus,
    orderStatus: plan.confirmsOrder ? ('confirmed' as const) : ('pending' as const),
    paymentMethod: orderPaymentMethodOf(plan),
    paymentExpiresAt: awaitsGateway
      ? new Date(scope.nowMs + Math.round(env.expiryMinutes * 60_000))
      : null,
    orderType: 'parcel' as const,
    orderNote: body.order_note,
    deliveryInstruction: body.delivery_instruction,
    deliveryAddress: {
      contact_person_name: contact.name,
      contact_person_number: contact.phone,
      contact_person_email: contact.email,
      address_type: body.address_type ?? 'Delivery',
      address: body.address ?? '',
      latitude: String(body.latitude),
      longitude: String(body.longitude),
      road: body.road,
      house: body.house,
      floor: body.floor,
      zone_id: facts.senderZone.id,
    },
    receiverDetails: {
      ...receiver,
      latitude: String(receiver.latitude),
      longitude: String(receiver.longitude),
      zone_id: facts.receiverZone.id,
    },
    chargePayer: body.charge_payer,
    parcelCategoryId: facts.category.id,
    parcelDetails:
      body.parcel_weight != null && body.parcel_dimension != null
        ? { weight: body.parcel_weight, dimension: body.parcel_dimension }
        : null,
    distance: quote.distanceKm,
    otp: String(randomInt(1000, 10000)),
    pendingAt: now,
    confirmedAt: plan.confirmsOrder ? now : null,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof orders.$inferInsert;
}

/** Places a parcel order (see the module notes); the answer to send (and to replay). */
export async function placeParcel(c: AppContext, input: PlaceParcelInput): Promise<StoredAnswer> {
  const slot = idempotencySlot(c, PARCEL_IDEMPOTENCY_SCOPE, input);
  return answerOnce(c, slot, async () => {
    const facts = await parcelFacts(c, input);
    const { owner } = input;
    return getDb(c).transaction(async (tx) => {
      const replay = await claimKey(tx, slot);
      if (replay) return { answer: replay, changes: [] };
      const [order] = await tx.insert(orders).values(parcelOrderValues(facts, input)).returning();
      if (!order) throw new Error('the parcel order was not inserted');
      const { plan } = facts;
      if (plan.walletDebit > 0 && owner.kind === 'customer') {
        try {
          await walletEntry(tx, {
            userId: owner.userId,
            debit: plan.walletDebit,
            type: 'order_place',
            reference: order.id,
          });
        } catch (error) {
          if (!(error instanceof LedgerRefusal)) throw error;
          fail(403, 'insufficient_balance', facts.scope.t('payment.error.walletInsufficient'));
        }
      }
      const paid =
        plan.gatewayAmount > 0 && facts.gateway
          ? await startOrderPayment(tx, facts.env, order, {
              callback: facts.callback,
              gateway: facts.gateway.gateway,
              platform: input.body.payment_platform,
              fresh: true,
            })
          : null;
      if (owner.kind === 'customer') {
        await tx
          .update(users)
          .set({ orderCount: sql`${users.orderCount} + 1`, zoneId: facts.senderZone.id })
          .where(eq(users.id, owner.userId));
      }
      const answer = placedAnswer(owner, order, paid);
      await keepAnswer(tx, slot, answer);
      return { answer, changes: [] };
    });
  });
}

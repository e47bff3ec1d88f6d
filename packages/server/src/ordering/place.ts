/**
 * `customer/order/place` (reference §6.7, §6.9), in named steps:
 *
 * 1. a key that already has an answer replays it (another request under the same key is refused,
 *    409). It is not read first (one statement fewer for every new order): a retry of a placed
 *    order is refused by its facts (its cart is taken) or by the key's claim in step 4, and both
 *    end in the kept answer (`answerOnce`); `replayOf` reads it;
 * 2. `orderFacts` (read-only, before any transaction): the store and its module from the
 *    reference data; the lines: the owner's cart of the store's module, or a buy-now order's
 *    `cart` (checked like lines added to the cart; its items from the server's recent reads when
 *    it has them, checked by the write: see `placeOrder`); the coupon, the customer's counts and
 *    contact;
 * 3. `evaluateOrder`: core's `evaluateCheckout` on those facts (guest checkout, order type,
 *    payment, one store, address in the store's zone, guest contact, store open or the schedule
 *    allowed, minimum order, stock and cart limits, coupon, cash on delivery limit), the first
 *    refusal answered with core's status; an `order_amount` that is not core's total is refused
 *    (403 `order_amount`, both amounts in the message): the customer is charged exactly what the
 *    checkout showed, or nothing;
 * 4. `writeOrder`, the one transaction: claims the `Idempotency-Key`, takes the cart's lines
 *    (they must be as read: a cart changed meanwhile is refused, 409, and nothing is written),
 *    writes the order with core's amounts and the details with snapshots of the items, counts
 *    the coupon's use and keeps the answer; last, the shared rows in one statement that commits
 *    with it on PostgreSQL (ordering/finish.ts): the store's order count, the stock and a flash
 *    sale's units, with conditional updates (406 `stock` with the item's name when a line is
 *    short, and nothing is written).
 *
 * The extras are stored as sent: the tip (core's amount: delivery only, when `dm_tips_status`
 * is on), `schedule_at` (checked in step 3: not in the past, a store that takes scheduled orders
 * and is open then), the notes (`delivery_instruction` for delivery only), and `cutlery` only
 * when the store offers it to a food order (core's `offersCutlery`).
 *
 * Payment (core's domain/payment.ts; issue 12): cash on delivery, a digital payment through a
 * gateway, the wallet, or a partial payment (`partial_payment=1`: the wallet pays what it has,
 * `payment_method` the rest, cash or digital). Step 3 checks the choice with core's
 * `paymentIssue` on the balance read with the customer's row (the first refusal: 403 with the
 * rule's code: `payment_method` 'Please select a payment method', `insufficient_balance` 'Your
 * wallet balance is insufficient for payment.', `partial_payment`, `partial_rest`); step 4
 * debits the wallet through the ledger inside the transaction (`order_place`, or
 * `partial_payment` for the wallet part; a balance spent meanwhile refuses the order and
 * nothing is written), records a partial payment's parts (`order_payments`), and opens the
 * gateway payment of a digital order (or digital rest), whose `redirect_link` the answer
 * carries. A wallet order is paid and confirmed at once, a partial one with cash for the rest
 * partially paid and confirmed (reference §6.7); a digital one stays unpaid and pending, holding
 * its stock until it is paid or `payment_expires_at` passes (ordering/settle.ts).
 * Offline payment is not taken (403 `payment_method`).
 */
import { randomInt } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { cartLinePrice, roundMoney, type CartLine } from '@storefront/core/domain/cart';
import {
  CHECKOUT_ISSUE_STATUS,
  evaluateCheckout,
  offersCutlery,
  type CheckoutAddress,
  type CheckoutChoices,
  type CheckoutSource,
  type GuestContact,
} from '@storefront/core/domain/checkout';
import type { CouponCustomer } from '@storefront/core/domain/coupon';
import { issueText } from '@storefront/core/domain/issue';
import {
  chosenGateway,
  orderPaymentMethodOf,
  orderPaymentSelection,
  PAYMENT_ISSUE_STATUS,
  paymentIssue,
  paymentOptions,
  paymentPlan,
  type PaymentGatewayOption,
  type PaymentPlan,
} from '@storefront/core/domain/payment';
import { formatMoney } from '@storefront/core/domain/money';
import { tracksStock } from '@storefront/core/domain/quantity';
import { localDateTime, type LocalDateTime } from '@storefront/core/domain/schedule';
import type { ModuleType } from '@storefront/core/domain/session';
import { taxAmount } from '@storefront/core/domain/tax';
import {
  cartLineRequest,
  SCHEDULE_AT_LOCAL,
  type PlaceOrderRequest,
} from '@storefront/core/schemas/ordering';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  coupons,
  idempotencyKeys,
  orderDetails,
  orderPayments,
  orders,
  users,
} from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import { validate } from '../http/validate.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { loadCart, takeCartRows, takeCartRowsStatement, type CartRow } from './cart.js';
import { checkoutSource, couponOf, type CouponRow } from './checkout.js';
import { couponCustomer, couponNotFound, failCoupon } from './coupons.js';
import {
  answerOnce,
  claimedAnswer,
  claimKey,
  claimParts,
  idempotencySlot,
  keepAnswerUpdate,
  storedAnswer,
  type IdempotencySlot,
  type StoredAnswer,
} from './idempotency.js';
import {
  cartLine,
  loadLineItems,
  refKey,
  resolveChoice,
  type ItemCheck,
  type LineItem,
} from './lines.js';
import { ownerColumns, type Owner } from './owner.js';
import { bumpReference, type ReferenceChange } from '../cache/reference.js';
import type { StoreRow } from '../catalogue/format-store.js';
import { orderingScope, type OrderingScope } from './scope.js';
import type { StockLine } from './stock.js';
import type { FlashLine } from './flash-stock.js';
import {
  CLAIMED,
  placeAtOnce,
  PLACEMENT_FILLED,
  Refused,
  ShortLine,
  STALE_ITEMS,
  takeSharedRows,
} from './finish.js';
import { noticeStoreCounted } from './counter-notice.js';
import { rowJson } from './row-json.js';
import { runningFlashSaleTerms } from '../catalogue/lookups.js';
import { LedgerRefusal, walletEntry } from '../money/ledger.js';
import {
  countOrderStatement,
  countOrderWithCashback,
  type CountedOrder,
} from '../money/cashback.js';
import { checkedCallback, paymentEnv, type PaymentEnv } from '../payments/registry.js';
import { startOrderPayment } from './order-payment.js';
import { placedAnswer } from './placed-answer.js';
import {
  insertPrescriptions,
  needsPrescription,
  readPrescriptions,
  type PrescriptionUpload,
} from './prescriptions.js';

export const IDEMPOTENCY_SCOPE = 'customer/order/place';

export interface PlaceOrderInput {
  body: PlaceOrderRequest;
  /** The body as sent (its canonical JSON names the request for the idempotency key). */
  raw: unknown;
  owner: Owner;
  /** The `Idempotency-Key` header; null when the client sent none (a key is then derived). */
  idempotencyKey: string | null;
}

/** A scheduled time: `YYYY-MM-DD HH:MM[:SS]` in the stores' time zone, or an instant. */
export function scheduleMoment(
  text: string,
  timeZone: string,
): { at: LocalDateTime; epochMs: number } {
  const local = SCHEDULE_AT_LOCAL.exec(text);
  if (!local) {
    const epochMs = Date.parse(text);
    return { at: localDateTime(epochMs, timeZone), epochMs };
  }
  const [, date, h, m, s] = local;
  const seconds = Number(h) * 3600 + Number(m) * 60 + Number(s ?? 0);
  const guess = Date.parse(`${date}T00:00:00Z`) + seconds * 1000;
  const seen = localDateTime(guess, timeZone);
  const seenAsUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.seconds * 1000;
  const epochMs = guess - (seenAsUtc - guess);
  return { at: localDateTime(epochMs, timeZone), epochMs };
}

/**
 * A buy-now order's lines, checked like lines added to the cart (their items read at once, or
 * taken from the server's recent reads with `recent`: see `loadLineItems`).
 */
async function buyNowLines(
  scope: OrderingScope,
  entries: readonly unknown[],
  moduleId: number,
  recent?: { checks: ItemCheck[] },
): Promise<{ lines: CartLine[]; itemOf: Map<number, LineItem> }> {
  const parsed = entries.map((entry, i) => {
    try {
      return validate(cartLineRequest, entry);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new ApiError(
        403,
        error.errors.map((e) => ({ code: `cart.${i}.${e.code}`, message: e.message })),
      );
    }
  });
  const refs = parsed.map((p) => ({ itemType: p.model, itemId: p.item_id }));
  const items = await loadLineItems(scope, refs, moduleId, recent);
  const lines: CartLine[] = [];
  const itemOf = new Map<number, LineItem>();
  for (const [i, entry] of parsed.entries()) {
    const item = items.get(refKey(refs[i]!));
    if (!item) fail(404, 'item_id', 'Item not found.');
    const chosen = resolveChoice(
      item,
      {
        variation: entry.variation ?? [],
        add_on_ids: entry.add_on_ids ?? [],
        add_on_qtys: entry.add_on_qtys ?? [],
      },
      scope.t,
    );
    const line = cartLine(i + 1, item, {
      variation: chosen.variation,
      addOns: chosen.addOns,
      quantity: entry.quantity,
    });
    lines.push(line);
    itemOf.set(line.id, item);
  }
  return { lines, itemOf };
}

/** The stock a line takes: its variation's (non-food items with options) or the item's. */
function stockLine(line: CartLine, item: LineItem): StockLine {
  const first = line.variation[0];
  const hasOptions =
    (item.formatted.choice_options?.length ?? 0) > 0 &&
    (item.formatted.variations?.length ?? 0) > 0;
  return {
    itemType: item.itemType,
    itemId: item.row.id,
    variationType: hasOptions && first != null && 'type' in first ? first.type : null,
    quantity: line.quantity,
    name: line.item.name,
  };
}

/**
 * The contact of the order (a guest's as sent; a customer's as sent, else the account's) and the
 * customer's wallet balance, from one read of the customer's row.
 */
async function orderContact(
  db: Database,
  owner: Owner,
  body: PlaceOrderRequest,
): Promise<{ contact: GuestContact; walletBalance: number }> {
  const sent: GuestContact = {
    contact_person_name: body.contact_person_name ?? '',
    contact_person_number: body.contact_person_number ?? '',
    contact_person_email: body.contact_person_email,
  };
  if (owner.kind === 'guest') return { contact: sent, walletBalance: 0 };
  const [user] = await db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
  const name = [user?.fName, user?.lName].filter(Boolean).join(' ');
  return {
    contact: {
      contact_person_name: sent.contact_person_name || name,
      contact_person_number: sent.contact_person_number || (user?.phone ?? ''),
      contact_person_email: sent.contact_person_email ?? user?.email ?? null,
    },
    walletBalance: user?.walletBalance ?? 0,
  };
}

/** Whether cash is left to pay: cash on delivery, or a partial payment's cash rest. */
function paysCash(body: PlaceOrderRequest): boolean {
  return body.payment_method === 'cash_on_delivery';
}

function deliveryAddressOf(body: PlaceOrderRequest): CheckoutAddress | null {
  if (body.order_type !== 'delivery' || body.latitude === null || body.longitude === null) {
    return null;
  }
  return {
    address: body.address ?? '',
    address_type: body.address_type,
    latitude: body.latitude,
    longitude: body.longitude,
    road: body.road,
    house: body.house,
    floor: body.floor,
  };
}

/** Everything placement reads, before its transaction. */
export interface OrderFacts {
  scope: OrderingScope;
  store: StoreRow;
  module: { id: number; moduleType: ModuleType };
  picked: { lines: CartLine[]; itemOf: Map<number, LineItem>; rows?: CartRow[] };
  couponRow: CouponRow | null;
  contact: GuestContact;
  /** The customer's wallet balance as read (0 for guests); the ledger checks it again. */
  walletBalance: number;
  /** What a gateway payment needs (origin, clock, currency, expiry). */
  env: PaymentEnv;
  schedule: { at: LocalDateTime; epochMs: number } | null;
  source: CheckoutSource;
  choices: CheckoutChoices;
  /**
   * The items priced from the server's recent reads, as the placement's function checks them
   * (`placeOrder`); null when they were read for this order.
   */
  itemChecks: ItemCheck[] | null;
}

/** Step 1: the first answer of a key that has one (null: go on). */
export function replayOf(db: Database, slot: IdempotencySlot): Promise<StoredAnswer | null> {
  return storedAnswer(db, slot);
}

/**
 * Step 2: the facts of the order, read-only. With `recent`, a buy-now order's items may come from
 * the server's recent reads of them (`itemChecks`).
 */
export async function orderFacts(
  c: AppContext,
  input: PlaceOrderInput,
  recent = false,
): Promise<OrderFacts> {
  const { body, owner } = input;
  const scope = orderingScope(c);
  const headerModule = c.get('module');
  const store = scope.ref.stores.get(body.store_id);
  if (!store?.status || (headerModule && store.moduleId !== headerModule.id)) {
    fail(404, 'store_id', 'Store not found.');
  }
  const moduleRow = scope.ref.moduleById.get(store.moduleId);
  if (!moduleRow) fail(404, 'store_id', 'Store not found.');
  const module = { id: moduleRow.id, moduleType: moduleRow.moduleType as ModuleType };

  const checks = recent && body.is_buy_now ? { checks: [] as ItemCheck[] } : undefined;
  const picked = body.is_buy_now
    ? await buyNowLines(scope, body.cart ?? [], module.id, checks)
    : await loadCart(scope, owner, module.id);

  let couponRow: CouponRow | null = null;
  if (body.coupon_code) {
    const code = body.coupon_code.trim().toUpperCase();
    couponRow = scope.ref.coupons.find((row) => row.code.toUpperCase() === code) ?? null;
    if (!couponRow) couponNotFound(scope);
  }
  const { contact, walletBalance } = await orderContact(scope.db, owner, body);
  const schedule = body.schedule_at ? scheduleMoment(body.schedule_at, STORE_TIME_ZONE) : null;
  const choices: CheckoutChoices = {
    orderType: body.order_type,
    // Checkout's own payment check covers cash; core's payment rules decide the others (step 3).
    paymentMethod: paysCash(body) ? 'cash_on_delivery' : body.payment_method,
    address: deliveryAddressOf(body),
    contact: owner.kind === 'guest' ? contact : null,
    coupon: couponRow ? couponOf(couponRow) : null,
    dmTips: body.dm_tips,
    extraPackaging:
      body.extra_packaging_amount > 0 && store.extraPackagingStatus
        ? store.extraPackagingAmount
        : 0,
    scheduleAt: schedule?.at ?? null,
  };
  const source = checkoutSource(scope, store, module, picked.lines);
  return {
    scope,
    store,
    module,
    picked,
    couponRow,
    contact,
    walletBalance,
    env: paymentEnv(c),
    schedule,
    source,
    choices,
    itemChecks: checks && checks.checks.length > 0 ? checks.checks : null,
  };
}

/** Step 3: core's checkout on the facts; the first refusal, or a different amount, is answered. */
async function evaluateOrder(facts: OrderFacts, input: PlaceOrderInput) {
  const { scope, source, choices, couponRow } = facts;
  const customer: CouponCustomer = await couponCustomer(
    scope.db,
    input.owner,
    couponRow?.code ?? null,
  );
  const evaluation = evaluateCheckout(source, choices, {
    guest: input.owner.kind === 'guest',
    at: scope.now,
    customer,
  });
  const cash = paysCash(input.body);
  const issue = evaluation.issues.find((i) => cash || i.code !== 'payment_method');
  if (issue) {
    if (issue.code.startsWith('coupon_'))
      failCoupon(scope, issue as Parameters<typeof failCoupon>[1]);
    fail(
      CHECKOUT_ISSUE_STATUS[issue.code] as ContentfulStatusCode,
      issue.code,
      issueText(issue, scope.t, scope.money),
    );
  }
  const total = evaluation.totals.total;
  if (roundMoney(input.body.order_amount, scope.digits) !== total) {
    const money = (n: number) => formatMoney(n, scope.money, { compact: false });
    fail(
      403,
      'order_amount',
      `The order amount ${money(input.body.order_amount)} differs from the order total ${money(total)}. Please review your order and place it again.`,
    );
  }
  return { evaluation, payment: orderPayment(facts, input, total) };
}

/** What the order's payment does, checked with core's payment rules (see the module notes). */
export interface OrderPayment {
  plan: PaymentPlan;
  gateway: PaymentGatewayOption | null;
  callback: string | null;
  platform: string | null;
  env: PaymentEnv;
}

function orderPayment(facts: OrderFacts, input: PlaceOrderInput, total: number): OrderPayment {
  const { scope, source } = facts;
  const { body, owner } = input;
  const guest = owner.kind === 'guest';
  const zone = scope.ref.zoneById.get(source.zone.id);
  const options = paymentOptions({
    config: scope.settings,
    zone: zone
      ? { cash_on_delivery: zone.cashOnDelivery, digital_payment: zone.digitalPayment }
      : null,
    guest,
  });
  const selection = orderPaymentSelection(body);
  const amounts = { total, walletBalance: facts.walletBalance, digits: scope.digits };
  const issue =
    body.payment_method === 'offline_payment'
      ? { code: 'payment_method' as const, key: 'payment.error.unavailable', values: {} }
      : paymentIssue(options, selection, amounts, { guest });
  if (issue) {
    fail(
      (PAYMENT_ISSUE_STATUS[issue.code] ?? 403) as ContentfulStatusCode,
      issue.code,
      issueText(issue, scope.t, scope.money),
    );
  }
  const plan = paymentPlan(selection, amounts);
  const gateway = plan.gatewayAmount > 0 ? chosenGateway(options, body.payment_gateway) : null;
  const callback = plan.gatewayAmount > 0 ? checkedCallback(body.callback) : null;
  return { plan, gateway, callback, platform: body.payment_platform, env: facts.env };
}

/** The order row's values: core's amounts and what was sent. */
function orderValues(
  facts: OrderFacts,
  input: PlaceOrderInput,
  evaluation: ReturnType<typeof evaluateCheckout>,
  payment: OrderPayment,
) {
  const { body, owner } = input;
  const { scope, store, module, couponRow, contact, schedule, source, choices } = facts;
  const { totals, distanceKm } = evaluation;
  const now = new Date(scope.nowMs);
  const delivery = body.order_type === 'delivery';
  const address = choices.address;
  const storeDiscountRunning = totals.cart.lines.some((l) => l.discount?.source === 'store');
  const { plan, env } = payment;
  const awaitsGateway = plan.gatewayAmount > 0;
  const { userId, guestId } = ownerColumns(owner);
  // No spread into this literal: on Node 20 an object spread followed by some sixty properties
  // cost about 80 µs per order (a new hidden class per property, every time; issue 9).
  return {
    userId,
    guestId,
    isGuest: owner.kind === 'guest',
    storeId: store.id,
    zoneId: store.zoneId,
    moduleId: module.id,
    orderAmount: totals.total,
    couponDiscountAmount: totals.couponDiscount,
    couponDiscountTitle: couponRow?.title ?? null,
    couponCode: couponRow?.code ?? null,
    couponCreatedBy: couponRow?.createdBy ?? null,
    storeDiscountAmount: totals.productDiscount,
    discountOnProductBy: storeDiscountRunning ? 'admin' : 'vendor',
    totalTaxAmount: totals.tax,
    taxPercentage: totals.taxRate,
    taxStatus: totals.taxIncluded ? 'included' : 'excluded',
    deliveryCharge: totals.deliveryCharge,
    originalDeliveryCharge: totals.delivery.original,
    freeDeliveryBy: totals.delivery.freeDeliveryBy,
    additionalCharge: totals.additionalCharge,
    dmTips: totals.dmTips,
    extraPackagingAmount: totals.extraPackaging,
    partiallyPaidAmount: plan.method === 'partial' ? plan.walletDebit : 0,
    paymentStatus: plan.paymentStatus,
    orderStatus: plan.confirmsOrder ? 'confirmed' : 'pending',
    paymentMethod: orderPaymentMethodOf(plan),
    paymentExpiresAt: awaitsGateway
      ? new Date(scope.nowMs + Math.round(env.expiryMinutes * 60_000))
      : null,
    orderType: body.order_type,
    orderNote: body.order_note,
    deliveryInstruction: delivery ? body.delivery_instruction : null,
    unavailableItemNote: body.unavailable_item_note,
    cutlery: body.cutlery && offersCutlery(source),
    scheduleAt: schedule ? new Date(schedule.epochMs) : null,
    scheduled: schedule !== null,
    deliveryAddress: {
      contact_person_name: contact.contact_person_name,
      contact_person_number: contact.contact_person_number,
      contact_person_email: contact.contact_person_email ?? null,
      address_type: delivery ? (body.address_type ?? 'Delivery') : null,
      address: address?.address ?? null,
      latitude: address ? String(address.latitude) : null,
      longitude: address ? String(address.longitude) : null,
      road: delivery ? body.road : null,
      house: delivery ? body.house : null,
      floor: delivery ? body.floor : null,
    },
    distance: distanceKm,
    otp: String(randomInt(1000, 10000)),
    pendingAt: now,
    confirmedAt: plan.confirmsOrder ? now : null,
    createdAt: now,
    updatedAt: now,
  } satisfies typeof orders.$inferInsert;
}

/**
 * The flash sale item each line priced by a running sale takes from (reference data, no
 * statement), by line id (ordering/flash-stock.ts).
 */
function flashSaleItemOf(facts: OrderFacts): Map<number, number> {
  const out = new Map<number, number>();
  const flashed = facts.picked.lines.filter((l) => {
    const item = facts.picked.itemOf.get(l.id);
    return item?.itemType === 'Item' && item.formatted.flash_sale === 1;
  });
  if (flashed.length === 0) return out;
  const terms = runningFlashSaleTerms(facts.scope);
  for (const line of flashed) {
    const id = terms.get(facts.picked.itemOf.get(line.id)!.row.id)?.saleItemId;
    if (id !== undefined) out.set(line.id, id);
  }
  return out;
}

/** The order's detail rows, with snapshots of the items as priced. */
function detailValues(
  facts: OrderFacts,
  orderId: number,
  evaluation: ReturnType<typeof evaluateCheckout>,
  flashOf: ReadonlyMap<number, number> = new Map(),
) {
  const { scope, picked, module } = facts;
  const { totals } = evaluation;
  const now = new Date(scope.nowMs);
  return picked.lines.map((line, index) => {
    const item = picked.itemOf.get(line.id)!;
    // The evaluation priced these very lines (checkoutSource's lines, at the scope's digits):
    // its line is taken rather than pricing the line a second time.
    const priced = totals.cart.lines[index];
    const price =
      priced?.lineId === line.id ? priced : cartLinePrice(line, module.moduleType, scope.digits);
    const addOns = item.formatted.add_ons;
    return {
      orderId,
      itemId: item.itemType === 'Item' ? item.row.id : null,
      itemCampaignId: item.itemType === 'ItemCampaign' ? item.row.id : null,
      // The item as formatted, not copied unless a flash sale adds its id (an object spread costs
      // microseconds on Node 20; the snapshot is only written out).
      itemDetails: flashOf.has(line.id)
        ? {
            ...(item.formatted as unknown as Record<string, unknown>),
            flash_sale_item_id: flashOf.get(line.id),
          }
        : (item.formatted as unknown as Record<string, unknown>),
      variation: [...line.variation],
      addOns: line.addOns.map((a) => {
        const addOn = addOns.find((x) => x.id === a.id);
        return {
          id: a.id,
          name: addOn?.name ?? '',
          price: addOn?.price ?? 0,
          quantity: a.quantity,
        };
      }),
      price: price.unitPrice,
      quantity: line.quantity,
      discountOnItem: roundMoney(price.unitPrice - price.discountedUnitPrice, scope.digits),
      discountType: price.discount?.type ?? null,
      taxAmount: roundMoney(
        taxAmount(price.roundedTotal, totals.taxRate, totals.taxIncluded),
        scope.digits,
      ),
      totalAddOnPrice: price.addOnsTotal,
      createdAt: now,
    } satisfies typeof orderDetails.$inferInsert;
  });
}

/** The flash sale lines of the order (ordering/flash-stock.ts). */
function flashLinesOf(facts: OrderFacts, flashOf: ReadonlyMap<number, number>): FlashLine[] {
  return facts.picked.lines.flatMap((l) => {
    const saleItemId = flashOf.get(l.id);
    return saleItemId === undefined
      ? []
      : [{ saleItemId, quantity: l.quantity, name: l.item.name }];
  });
}

/** The lines' stock, in the modules that track it. */
function stockLinesOf(facts: OrderFacts): StockLine[] {
  const { module, picked } = facts;
  return tracksStock(module.moduleType)
    ? picked.lines.map((l) => stockLine(l, picked.itemOf.get(l.id)!))
    : [];
}

/**
 * Whether every write of the order needs nothing read back, so that the whole write is one
 * statement (`writeOrderAtOnce`): an order paid in cash, without prescriptions (a customer's
 * count and cashback are one blind statement too). A wallet debit and a gateway payment read back
 * what they wrote.
 */
function writesAtOnce(
  payment: OrderPayment,
  prescriptions: readonly PrescriptionUpload[],
): boolean {
  const { plan } = payment;
  return (
    plan.method !== 'partial' &&
    plan.walletDebit === 0 &&
    plan.gatewayAmount === 0 &&
    prescriptions.length === 0
  );
}

/** A customer's order as money/cashback.ts counts it (their count, zone and cashback). */
function countedOrder(
  facts: OrderFacts,
  userId: number,
  order: Pick<typeof orders.$inferSelect, 'id' | 'orderAmount'>,
): CountedOrder {
  const { scope, store } = facts;
  return {
    zoneId: store.zoneId,
    ref: scope.ref,
    today: scope.now.date,
    digits: scope.digits,
    userId,
    orderId: order.id,
    amount: order.orderAmount,
  };
}

/**
 * Step 4 when every write is blind (`writesAtOnce`): the order's id is taken from its sequence
 * first (`nextOrderId`, ids taken in batches outside any transaction), and then the whole write is
 * one call of the schema's placement function, atomic on its own (ordering/finish.ts,
 * `placeAtOnce`; drizzle/0019_placement_function.sql): the key's claim with its answer, the
 * cart's lines taken as read, the order and its details, a customer's count and cashback
 * (money/cashback.ts), the coupon's use, then the shared rows. No transaction is opened, so no
 * connection waits for this process between statements. A key claimed meanwhile by another
 * request replays that request's answer; a cart changed meanwhile is refused (409).
 */
async function writeOrderAtOnce(
  db: Database,
  facts: OrderFacts,
  input: PlaceOrderInput,
  slot: IdempotencySlot,
  evaluation: ReturnType<typeof evaluateCheckout>,
  payment: OrderPayment,
): Promise<{ answer: StoredAnswer; changes: ReferenceChange[] }> {
  const { scope, store, picked, couponRow } = facts;
  const { owner } = input;
  const flashOf = flashSaleItemOf(facts);
  const id = await nextOrderId(db);
  // Not a spread of the row (see orderValues): the id is added to it.
  const values = Object.assign(orderValues(facts, input, evaluation, payment), { id });
  const answer = placedAnswer(owner, values, null);
  // The key is claimed with its answer: the function writes all of it or nothing.
  const { release, row } = claimParts(db, slot, answer);
  const checked =
    picked.rows && picked.rows.length > 0
      ? [{ ...takeCartRowsStatement(db, owner, picked.rows), refusal: 'cart' }]
      : [];
  const writes: SQL[] = [];
  if (owner.kind === 'customer') {
    // The customer's order count and zone, with the cashback the order earns (issue 14).
    writes.push(countOrderStatement(countedOrder(facts, owner.userId, values)));
  }
  if (couponRow) {
    writes.push(
      db
        .update(coupons)
        .set({ totalUses: sql`${coupons.totalUses} + 1` })
        .where(eq(coupons.id, couponRow.id))
        .getSQL(),
    );
  }
  try {
    // The rows as JSON (ordering/row-json.ts): the query builder cost more than the rest.
    const changes = await placeAtOnce(db, {
      before: release ? [release] : [],
      key: rowJson(idempotencyKeys, row, PLACEMENT_FILLED),
      checked,
      order: rowJson(orders, values),
      details: detailValues(facts, id, evaluation, flashOf).map((detail) =>
        rowJson(orderDetails, detail, PLACEMENT_FILLED),
      ),
      writes,
      storeId: store.id,
      stock: stockLinesOf(facts),
      flash: flashLinesOf(facts, flashOf),
      promotions: couponRow !== null,
      items: facts.itemChecks ?? [],
    });
    return { answer, changes };
  } catch (error) {
    // Items priced from recent reads that changed, or a line short of what a recent read said:
    // nothing was written; `placeOrder` reads the items and places the order again.
    if (
      facts.itemChecks &&
      ((error instanceof Refused && error.refusal === STALE_ITEMS) || error instanceof ShortLine)
    ) {
      throw new StaleItems();
    }
    if (error instanceof Refused && error.refusal === CLAIMED) {
      return { answer: await claimedAnswer(db, slot), changes: [] };
    }
    if (error instanceof Refused && error.refusal === 'cart') {
      fail(409, 'cart', scope.t('checkout.error.cartChanged'));
    }
    if (!(error instanceof ShortLine)) throw error;
    fail(406, 'stock', scope.t('checkout.error.outOfStock', { name: error.line.name }));
  }
}

/** How many order ids one statement takes from the orders' sequence. */
export const ORDER_ID_BATCH = 32;

/** Ids taken from the sequence and not used yet, per database (and a refill under way). */
const spareOrderIds = new WeakMap<Database, { ids: number[]; refill: Promise<void> | null }>();

/**
 * The next order id, from the orders' own sequence, taken `ORDER_ID_BATCH` at a time (one
 * statement for many orders; ids are never reused, and gaps, such as the ids a stopped server had
 * not used, are fine). Orders are listed by their time of creation.
 */
export async function nextOrderId(db: Database): Promise<number> {
  let spare = spareOrderIds.get(db);
  if (!spare) {
    spare = { ids: [], refill: null };
    spareOrderIds.set(db, spare);
  }
  const ids = spare.ids;
  while (ids.length === 0) {
    const state = spare;
    state.refill ??= takeOrderIds(db, ORDER_ID_BATCH)
      .then((taken) => {
        ids.push(...taken);
      })
      .finally(() => {
        state.refill = null;
      });
    await state.refill;
  }
  return ids.shift()!;
}

async function takeOrderIds(db: Database, count: number): Promise<number[]> {
  const result = await db.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id from generate_series(1, ${count})`,
  );
  const rows = Array.isArray(result)
    ? result
    : (result as { rows: { id: string | number }[] }).rows;
  const ids = rows.map((row) => Number(row.id)).sort((x, y) => x - y);
  if (ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
    throw new Error('no order ids from the sequence');
  }
  return ids;
}

/**
 * Step 4: the transaction. It holds the key's claim, the conditional stock updates, the inserts,
 * the cart's lines taken as read, the counters and the kept answer; nothing else.
 */
async function writeOrder(
  db: Database,
  facts: OrderFacts,
  input: PlaceOrderInput,
  slot: IdempotencySlot,
  evaluation: ReturnType<typeof evaluateCheckout>,
  payment: OrderPayment,
  prescriptions: readonly PrescriptionUpload[] = [],
): Promise<{ answer: StoredAnswer; changes: ReferenceChange[] }> {
  if (writesAtOnce(payment, prescriptions)) {
    return writeOrderAtOnce(db, facts, input, slot, evaluation, payment);
  }
  const { scope, store, couponRow, picked } = facts;
  const { owner } = input;
  const flashOf = flashSaleItemOf(facts);
  const flashLines = flashLinesOf(facts, flashOf);
  const placed = await db.transaction(async (tx) => {
    const replay = await claimKey(tx, slot);
    if (replay) return { answer: replay, changes: [] };
    if (picked.rows && picked.rows.length > 0 && !(await takeCartRows(tx, owner, picked.rows))) {
      fail(409, 'cart', scope.t('checkout.error.cartChanged'));
    }
    const [order] = await tx
      .insert(orders)
      .values(orderValues(facts, input, evaluation, payment))
      .returning();
    if (!order) throw new Error('the order was not inserted');
    const details = tx
      .insert(orderDetails)
      .values(detailValues(facts, order.id, evaluation, flashOf))
      .getSQL();
    const paid = await payOrder(tx, facts, owner, order, payment);
    await insertPrescriptions(tx, order.id, prescriptions, order.createdAt);

    const changes: ReferenceChange[] = [];
    if (couponRow) {
      await tx
        .update(coupons)
        .set({ totalUses: sql`${coupons.totalUses} + 1` })
        .where(eq(coupons.id, couponRow.id));
      changes.push(await bumpReference(tx, 'promotions'));
    }
    if (owner.kind === 'customer') {
      // The customer's order count and zone, with the cashback the order earns (issue 14,
      // money/cashback.ts, credited on delivery) in the same statement.
      await countOrderWithCashback(tx, countedOrder(facts, owner.userId, order));
    }
    const answer = placedAnswer(owner, order, paid);

    // Last, the rows that every order of this store or item shares, in one statement that
    // commits with it on PostgreSQL (ordering/finish.ts): their locks are held for no round trip.
    try {
      changes.push(
        ...(await takeSharedRows(tx, {
          // The details and the kept answer go in the same statement (nothing to read back).
          writes: [details, keepAnswerUpdate(tx, slot, answer).getSQL()],
          storeId: store.id,
          stock: stockLinesOf(facts),
          flash: flashLines,
        })),
      );
    } catch (error) {
      if (!(error instanceof ShortLine)) throw error;
      fail(406, 'stock', scope.t('checkout.error.outOfStock', { name: error.line.name }));
    }
    return { answer, changes };
  });
  // Committed (a replayed answer changes nothing): the other servers hear of the store's counter
  // with other stores' a moment later, as after `placeAtOnce` (counter-notice.ts).
  if (placed.changes.length > 0) noticeStoreCounted(db, store.id);
  return placed;
}

/**
 * The payment's writes in the order's transaction: the wallet debit (a balance spent meanwhile
 * refuses the order), a partial payment's parts, and the gateway payment of a digital order.
 */
async function payOrder(
  tx: Database,
  facts: OrderFacts,
  owner: Owner,
  order: typeof orders.$inferSelect,
  payment: OrderPayment,
) {
  const { plan } = payment;
  if (plan.walletDebit > 0 && owner.kind === 'customer') {
    try {
      await walletEntry(tx, {
        userId: owner.userId,
        debit: plan.walletDebit,
        type: plan.method === 'partial' ? 'partial_payment' : 'order_place',
        reference: order.id,
      });
    } catch (error) {
      if (!(error instanceof LedgerRefusal)) throw error;
      fail(403, 'insufficient_balance', facts.scope.t('payment.error.walletInsufficient'));
    }
  }
  if (plan.method === 'partial') {
    await tx.insert(orderPayments).values([
      {
        orderId: order.id,
        amount: plan.walletDebit,
        paymentStatus: 'paid',
        paymentMethod: 'wallet',
      },
      {
        orderId: order.id,
        amount: plan.rest === 'digital' ? plan.gatewayAmount : plan.cashAmount,
        paymentStatus: 'unpaid',
        paymentMethod: plan.rest === 'digital' ? 'digital_payment' : 'cash_on_delivery',
      },
    ]);
  }
  if (plan.gatewayAmount > 0 && payment.gateway) {
    return startOrderPayment(tx, payment.env, order, {
      callback: payment.callback,
      gateway: payment.gateway.gateway,
      platform: payment.platform,
      fresh: true,
    });
  }
  return null;
}

/**
 * Items priced from the server's recent reads that the order cannot keep (see `placeOrder`):
 * nothing was written.
 */
class StaleItems extends Error {
  constructor() {
    super('stale items');
    this.name = 'StaleItems';
  }
}

/**
 * Places the order (see the module notes); the answer to send (and to replay).
 *
 * A guest's or customer's buy-now order is first priced from the server's recent reads of its
 * items when it has them (ordering/lines.ts, `RECENT_ITEM_MS`), and the placement's function
 * checks that each is still the row it was priced from (drizzle/0023_placement_item_check.sql):
 * one statement for the order instead of two. The order is placed again from items read now when
 * that attempt is refused: items changed since (`StaleItems`), a line short of what the recent
 * read said, any refusal of the rules (the recent read may be what refused), or an order that is
 * not written at once (the transaction's path does not check the items).
 */
export async function placeOrder(c: AppContext, input: PlaceOrderInput): Promise<StoredAnswer> {
  const slot = idempotencySlot(c, IDEMPOTENCY_SCOPE, input);
  const attempt = async (recent: boolean) => {
    const facts = await orderFacts(c, input, recent);
    const fromRecent = facts.itemChecks !== null;
    try {
      const { evaluation, payment } = await evaluateOrder(facts, input);
      const prescribed = needsPrescription(facts.module.moduleType, facts.picked);
      if (fromRecent && (prescribed || !writesAtOnce(payment, []))) throw new StaleItems();
      // The prescriptions sent (multipart `order_attachment[]`), required for a pharmacy order
      // with an item that needs one (ordering/prescriptions.ts).
      const prescriptions = await readPrescriptions(facts.scope, input.raw, prescribed);
      return await writeOrder(getDb(c), facts, input, slot, evaluation, payment, prescriptions);
    } catch (error) {
      if (fromRecent && (error instanceof StaleItems || error instanceof ApiError)) {
        throw new StaleItems();
      }
      throw error;
    }
  };
  const write = async () => {
    try {
      return await attempt(true);
    } catch (error) {
      if (!(error instanceof StaleItems)) throw error;
      return attempt(false);
    }
  };
  return answerOnce(c, slot, write, { readFirst: false });
}

/**
 * `customer/order/place` (reference §6.7, §6.9): one transaction that
 *
 * 1. claims the `Idempotency-Key` (a replay answers the first answer and writes nothing);
 * 2. reads the lines: the owner's cart of the store's module, or a buy-now order's `cart`
 *    (checked like lines added to the cart);
 * 3. evaluates the checkout with core's `evaluateCheckout` on the database's facts (guest
 *    checkout, order type, payment, one store, address in the store's zone, guest contact,
 *    store open or the schedule allowed, minimum order, stock and cart limits, coupon, cash on
 *    delivery limit) and answers the first refusal with core's status;
 * 4. refuses an `order_amount` that is not core's total (403 `order_amount`, both amounts in the
 *    message): the customer is charged exactly what the checkout showed, or nothing;
 * 5. takes the stock with conditional updates (406 `stock` with the item's name when a line is
 *    short, and nothing is written);
 * 6. writes the order with core's amounts and the details with snapshots of the items, counts
 *    the coupon's use, empties the cart (not for buy now) and keeps the answer for the key.
 *
 * The extras are stored as sent: the tip (core's amount: delivery only, when `dm_tips_status`
 * is on), `schedule_at` (checked in step 3: not in the past, a store that takes scheduled orders
 * and is open then), the notes (`delivery_instruction` for delivery only), and `cutlery` only
 * when the store offers it to a food order (core's `offersCutlery`).
 *
 * Payment: cash on delivery only for now; digital payment, wallet and offline payment answer
 * 403 'Payment method not available' (they come with the payment and wallet issues).
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartLinePrice, roundMoney, type CartLine } from '@storefront/core/domain/cart';
import {
  CHECKOUT_ISSUE_STATUS,
  evaluateCheckout,
  offersCutlery,
  type CheckoutAddress,
  type CheckoutChoices,
  type GuestContact,
} from '@storefront/core/domain/checkout';
import type { Coupon, CouponCustomer } from '@storefront/core/domain/coupon';
import { issueText } from '@storefront/core/domain/issue';
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
import { carts, coupons, modules, orderDetails, orders, stores, users } from '../db/schema.js';
import type { Database } from '../db/client.js';
import { type AppContext, getDb } from '../http/env.js';
import { ApiError, fail } from '../http/errors.js';
import { validate } from '../http/validate.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import { iso } from '../catalogue/format-store.js';
import { lockOwner, loadCart } from './cart.js';
import { checkoutSource, couponOf } from './checkout.js';
import { couponByCode, couponCustomer, couponNotFound, failCoupon } from './coupons.js';
import { claimKey, keepAnswer, requestHash, type StoredAnswer } from './idempotency.js';
import { cartLine, findLineItem, resolveChoice, type LineItem } from './lines.js';
import { ownedBy, ownerColumns, ownerId, ownerKey, type Owner } from './owner.js';
import { orderingScope, type OrderingScope } from './scope.js';
import { takeStock, type StockLine } from './stock.js';

export const IDEMPOTENCY_SCOPE = 'customer/order/place';
export const PAYMENT_NOT_AVAILABLE = 'Payment method not available';

export interface PlaceOrderInput {
  body: PlaceOrderRequest;
  /** The body as sent (its canonical JSON names the request for the idempotency key). */
  raw: unknown;
  owner: Owner;
  idempotencyKey: string;
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

/** A buy-now order's lines, checked like lines added to the cart. */
async function buyNowLines(
  scope: OrderingScope,
  entries: readonly unknown[],
  moduleId: number,
): Promise<{ lines: CartLine[]; itemOf: Map<number, LineItem> }> {
  const lines: CartLine[] = [];
  const itemOf = new Map<number, LineItem>();
  for (const [i, entry] of entries.entries()) {
    let parsed;
    try {
      parsed = validate(cartLineRequest, entry);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new ApiError(
        403,
        error.errors.map((e) => ({ code: `cart.${i}.${e.code}`, message: e.message })),
      );
    }
    const item = await findLineItem(
      scope,
      { itemType: parsed.model, itemId: parsed.item_id },
      moduleId,
    );
    const chosen = resolveChoice(
      item,
      {
        variation: parsed.variation ?? [],
        add_on_ids: parsed.add_on_ids ?? [],
        add_on_qtys: parsed.add_on_qtys ?? [],
      },
      scope.t,
    );
    const line = cartLine(i + 1, item, { ...chosen, quantity: parsed.quantity });
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

/** The contact of the order: a guest's as sent; a customer's as sent, else the account's. */
async function orderContact(
  db: Database,
  owner: Owner,
  body: PlaceOrderRequest,
): Promise<GuestContact> {
  const sent: GuestContact = {
    contact_person_name: body.contact_person_name ?? '',
    contact_person_number: body.contact_person_number ?? '',
    contact_person_email: body.contact_person_email,
  };
  if (owner.kind === 'guest') return sent;
  const [user] = await db.select().from(users).where(eq(users.id, owner.userId)).limit(1);
  const name = [user?.fName, user?.lName].filter(Boolean).join(' ');
  return {
    contact_person_name: sent.contact_person_name || name,
    contact_person_number: sent.contact_person_number || (user?.phone ?? ''),
    contact_person_email: sent.contact_person_email ?? user?.email ?? null,
  };
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

/** Places the order (see the module notes); the answer to send (and to replay). */
export async function placeOrder(c: AppContext, input: PlaceOrderInput): Promise<StoredAnswer> {
  const { body, owner } = input;
  if (body.payment_method !== 'cash_on_delivery') {
    fail(403, 'payment_method', PAYMENT_NOT_AVAILABLE);
  }
  const headerModule = c.get('module');
  const slot = {
    owner: ownerKey(owner),
    scope: IDEMPOTENCY_SCOPE,
    key: input.idempotencyKey,
    hash: requestHash({ body: input.raw, module: headerModule?.id ?? null }),
  };
  return getDb(c).transaction(async (tx) => {
    const db: Database = tx;
    const scope = await orderingScope(c, db);
    const replay = await claimKey(db, slot);
    if (replay) return replay;
    await lockOwner(db, owner);

    const [store] = await db
      .select()
      .from(stores)
      .where(
        and(
          eq(stores.id, body.store_id),
          eq(stores.status, true),
          headerModule ? eq(stores.moduleId, headerModule.id) : undefined,
        ),
      )
      .limit(1);
    if (!store) fail(404, 'store_id', 'Store not found.');
    const [module] = await db.select().from(modules).where(eq(modules.id, store.moduleId)).limit(1);
    if (!module) fail(404, 'store_id', 'Store not found.');
    const moduleType = module.moduleType as ModuleType;

    const buyNow = body.is_buy_now;
    const picked = buyNow
      ? await buyNowLines(scope, body.cart ?? [], module.id)
      : await loadCart(scope, owner, module.id);
    const lines = picked.lines;

    let coupon: Coupon | null = null;
    let couponRow = null;
    if (body.coupon_code) {
      couponRow = await couponByCode(db, body.coupon_code);
      if (!couponRow) couponNotFound(scope);
      coupon = couponOf(couponRow);
    }
    const customer: CouponCustomer = await couponCustomer(db, owner, couponRow?.code ?? null);

    const contact = await orderContact(db, owner, body);
    const schedule = body.schedule_at ? scheduleMoment(body.schedule_at, STORE_TIME_ZONE) : null;
    const address = deliveryAddressOf(body);
    const choices: CheckoutChoices = {
      orderType: body.order_type,
      paymentMethod: body.payment_method,
      address,
      contact: owner.kind === 'guest' ? contact : null,
      coupon,
      dmTips: body.dm_tips,
      extraPackaging:
        body.extra_packaging_amount > 0 && store.extraPackagingStatus
          ? store.extraPackagingAmount
          : 0,
      scheduleAt: schedule?.at ?? null,
    };
    const source = await checkoutSource(scope, store, { id: module.id, moduleType }, lines);
    const { totals, issues, distanceKm } = evaluateCheckout(source, choices, {
      guest: owner.kind === 'guest',
      at: scope.now,
      customer,
    });
    const issue = issues[0];
    if (issue) {
      if (issue.code.startsWith('coupon_'))
        failCoupon(scope, issue as Parameters<typeof failCoupon>[1]);
      fail(
        CHECKOUT_ISSUE_STATUS[issue.code] as ContentfulStatusCode,
        issue.code,
        issueText(issue, scope.t, scope.money),
      );
    }
    if (roundMoney(body.order_amount, scope.digits) !== totals.total) {
      const money = (n: number) => formatMoney(n, scope.money, { compact: false });
      fail(
        403,
        'order_amount',
        `The order amount ${money(body.order_amount)} differs from the order total ${money(totals.total)}. Please review your order and place it again.`,
      );
    }

    if (tracksStock(moduleType)) {
      const short = await takeStock(
        db,
        lines.map((l) => stockLine(l, picked.itemOf.get(l.id)!)),
      );
      if (short) fail(406, 'stock', scope.t('checkout.error.outOfStock', { name: short.name }));
    }

    const now = new Date(scope.nowMs);
    const delivery = body.order_type === 'delivery';
    const storeDiscountRunning = totals.cart.lines.some((l) => l.discount?.source === 'store');
    const [order] = await db
      .insert(orders)
      .values({
        ...ownerColumns(owner),
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
        paymentStatus: 'unpaid',
        orderStatus: 'pending',
        paymentMethod: body.payment_method,
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
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('the order was not inserted');

    await db.insert(orderDetails).values(
      lines.map((line) => {
        const item = picked.itemOf.get(line.id)!;
        const price = cartLinePrice(line, moduleType, scope.digits);
        const addOns = item.formatted.add_ons;
        return {
          orderId: order.id,
          itemId: item.itemType === 'Item' ? item.row.id : null,
          itemCampaignId: item.itemType === 'ItemCampaign' ? item.row.id : null,
          itemDetails: item.formatted as unknown as Record<string, unknown>,
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
        };
      }),
    );

    if (couponRow) {
      await db
        .update(coupons)
        .set({ totalUses: sql`${coupons.totalUses} + 1` })
        .where(eq(coupons.id, couponRow.id));
    }
    if (!buyNow && lines.length > 0) {
      await db.delete(carts).where(
        and(
          ownedBy(carts, owner),
          inArray(
            carts.id,
            lines.map((l) => l.id),
          ),
        ),
      );
    }
    await db
      .update(stores)
      .set({ orderCount: sql`${stores.orderCount} + 1` })
      .where(eq(stores.id, store.id));
    if (owner.kind === 'customer') {
      await db
        .update(users)
        .set({ orderCount: sql`${users.orderCount} + 1`, zoneId: store.zoneId })
        .where(eq(users.id, owner.userId));
    }

    const answer: StoredAnswer = {
      status: 200,
      body: {
        message: 'Order placed successfully',
        order_id: order.id,
        total_ammount: order.orderAmount,
        status: order.orderStatus,
        created_at: iso(order.createdAt),
        user_id: ownerId(owner),
      },
    };
    await keepAnswer(db, slot, answer);
    return answer;
  });
}

/**
 * db/insert-text.ts renders an insert exactly as Drizzle's query builder with its values inlined
 * (the text placement's one statement embeds), for the tables placement writes that way.
 */
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { idempotencyKeys, orderDetails, orders } from './schema.js';
import { insertText, quoteText } from './insert-text.js';

const db = drizzle.mock();
const dialect = new PgDialect();

function drizzleText<T extends PgTable>(
  table: T,
  rows: T['$inferInsert'][],
  overriding = false,
): string {
  const insert = overriding
    ? db.insert(table).overridingSystemValue().values(rows)
    : db.insert(table).values(rows);
  return dialect.sqlToQuery(insert.getSQL().inlineParams()).sql;
}

const awkward = `O'Brien \\ "quoted" $storefront$ ; -- مرحبا 🍅`;
const at = new Date('2026-11-27T09:30:00.123Z');

describe('inserts as text', () => {
  it('renders an order as Drizzle does: numbers, money, jsonb, timestamps, defaults, quotes', () => {
    const order = {
      id: 41,
      guestId: 'guest-1',
      isGuest: true,
      storeId: 1,
      zoneId: 2,
      moduleId: 3,
      orderAmount: 50.86,
      couponDiscountTitle: awkward,
      taxPercentage: 5,
      paymentStatus: 'unpaid',
      orderStatus: 'pending',
      paymentMethod: 'cash_on_delivery',
      orderType: 'delivery',
      orderNote: awkward,
      cutlery: false,
      scheduleAt: null,
      scheduled: false,
      deliveryAddress: { contact_person_name: awkward, latitude: '25.1', road: null },
      distance: 5.53,
      otp: '0123',
      pendingAt: at,
      createdAt: at,
      updatedAt: at,
    } satisfies typeof orders.$inferInsert;
    expect(insertText(orders, [order], { overridingSystemValue: true })).toBe(
      drizzleText(orders, [order], true),
    );
    const { id: _id, ...withoutId } = order;
    expect(insertText(orders, [withoutId])).toBe(drizzleText(orders, [withoutId]));
  });

  it('renders several detail rows and a kept answer as Drizzle does', () => {
    const detail = (n: number) =>
      ({
        orderId: 41,
        itemId: n,
        itemCampaignId: null,
        itemDetails: { id: n, name: awkward, images: [{ img: 'a.svg' }], price: 4.5 },
        variation: [{ type: awkward }],
        addOns: [],
        price: 4.5,
        quantity: n,
        discountOnItem: 0,
        discountType: null,
        taxAmount: 1.8,
        totalAddOnPrice: 0,
        createdAt: at,
      }) satisfies typeof orderDetails.$inferInsert;
    const details = [detail(1), detail(2)];
    expect(insertText(orderDetails, details)).toBe(drizzleText(orderDetails, details));
    const key = {
      owner: `guest:${awkward}`,
      scope: 'customer/order/place',
      key: awkward,
      requestHash: 'ab',
      responseStatus: 200,
      responseBody: JSON.stringify({ message: awkward, order_id: 41 }),
    } satisfies typeof idempotencyKeys.$inferInsert;
    expect(insertText(idempotencyKeys, [key])).toBe(drizzleText(idempotencyKeys, [key]));
  });

  it('refuses a NUL character rather than send it', () => {
    expect(() => quoteText('a\u0000b')).toThrow();
    expect(quoteText("it's")).toBe("'it''s'");
  });
});

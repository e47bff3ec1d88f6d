/**
 * The checkout's extras at placement, on the demo marketplace (in-memory PGlite, Tuesday
 * 8 January 2030, 14:30 in Dubai): a tip, a scheduled slot from core's slot rule, the notes and
 * cutlery are stored as the client sent them and charged as the client showed; a schedule in the
 * past, at a closed hour or at a store without scheduled orders is refused with core's issue;
 * cutlery is kept only where the store offers it, the delivery instruction only for delivery.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  evaluateCheckout,
  placeOrderBody,
  type CheckoutChoices,
  type GuestContact,
} from '@storefront/core/domain/checkout';
import { localDateTime } from '@storefront/core/domain/schedule';
import { scheduleOptions, slotMinutes } from '@storefront/core/domain/schedule-slots';
import type { ModuleType } from '@storefront/core/domain/session';
import { orders, stores } from '../db/schema.js';
import { STORE_TIME_ZONE } from '../catalogue/scope.js';
import {
  clientCheckoutSource,
  linesFromCart,
  PLACES,
  type TestApi,
  type CartEntryJson,
  type Demo,
} from './testing.js';
import { useDemoApi } from '../testing/demo-api.js';

let demo: Demo;
let api: TestApi;

useDemoApi((d, a) => {
  demo = d;
  api = a;
});

const CONTACT: GuestContact = {
  contact_person_name: 'Sara Haddad',
  contact_person_number: '+971500000002',
};
const ADDRESS = {
  address: PLACES.dubaiMall.address,
  latitude: PLACES.dubaiMall.lat,
  longitude: PLACES.dubaiMall.lng,
};
type ErrorJson = { errors: { code: string; message: string }[] };

const moduleHeader = (type: ModuleType) => ({ moduleId: String(demo.moduleIds[type]) });
const now = () => localDateTime(api.now, STORE_TIME_ZONE);

async function cartWith(guest: string, type: ModuleType, line: Record<string, unknown>) {
  const answer = await api.call<CartEntryJson[]>('POST', '/customer/cart/add', {
    body: { model: 'Item', price: 0, ...line, guest_id: guest },
    headers: moduleHeader(type),
  });
  if (answer.status !== 200) throw new Error(answer.text);
  return answer.json;
}

/** A guest's checkout as a client computes it, and the body it sends. */
async function checkout(
  guest: string,
  storeId: number,
  type: ModuleType,
  choices: Partial<CheckoutChoices>,
) {
  const cart = await api.call<CartEntryJson[]>('GET', '/customer/cart/list', {
    query: { guest_id: guest },
    headers: moduleHeader(type),
  });
  const source = await clientCheckoutSource(api, storeId, type, linesFromCart(cart.json));
  const full: CheckoutChoices = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    address: ADDRESS,
    contact: CONTACT,
    coupon: null,
    ...choices,
  };
  const evaluation = evaluateCheckout(source, full, { guest: true, at: now() });
  const body = { ...placeOrderBody(source, full, 'cart', evaluation.totals), guest_id: guest };
  return { source, evaluation, body };
}

let keys = 0;
const place = (type: ModuleType, body: unknown) =>
  api.call<{ order_id: number }>('POST', '/customer/order/place', {
    body,
    headers: { ...moduleHeader(type), 'Idempotency-Key': `extras-${(keys += 1)}` },
  });

const burgerLine = () => ({
  item_id: demo.item('classic-smash-burger').id,
  quantity: 2,
  variation: [{ name: 'Patty', values: { label: ['Double'] } }],
});

describe('the checkout extras at placement', () => {
  it('stores the tip, the scheduled slot, the notes and cutlery, and charges the shown total', async () => {
    const guest = await api.guest();
    const storeId = demo.item('classic-smash-burger').storeId;
    await cartWith(guest, 'food', burgerLine());
    const config = (await api.call<{ schedule_order_slot_duration: number }>('GET', '/config'))
      .json;
    const { source } = await checkout(guest, storeId, 'food', {});
    // tomorrow's third slot at Burger Yard: 11:00 to 11:30, after the small hours (00:00 to 01:00)
    const slot = scheduleOptions(
      source.store.schedules,
      now(),
      'tomorrow',
      slotMinutes(config.schedule_order_slot_duration),
    )[2]!;
    const { evaluation, body } = await checkout(guest, storeId, 'food', {
      dmTips: 15,
      scheduleAt: slot.at,
      unavailableItemNote: 'call',
      deliveryInstruction: 'reception',
      cutlery: true,
    });
    expect(evaluation.issues).toEqual([]);
    expect(body).toMatchObject({
      dm_tips: 15,
      schedule_at: slot.value,
      unavailable_item_note: 'Call me ASAP',
      delivery_instruction: 'Deliver to the reception desk',
      cutlery: 1,
    });
    const answer = await place('food', body);
    expect(answer.status, answer.text).toBe(200);
    const tracked = await api.call<Record<string, unknown>>('GET', '/customer/order/track', {
      query: { order_id: answer.json.order_id, guest_id: guest },
      headers: moduleHeader('food'),
    });
    expect(tracked.json).toMatchObject({
      order_amount: evaluation.totals.total,
      dm_tips: 15,
      scheduled: 1,
      unavailable_item_note: 'Call me ASAP',
      delivery_instruction: 'Deliver to the reception desk',
      cutlery: 1,
    });
    // the slot's local time in Dubai (UTC+4) is the stored instant
    const [date, time] = slot.value.split(' ');
    expect(Date.parse(tracked.json.schedule_at as string)).toBe(
      Date.parse(`${date}T${time}:00+04:00`),
    );
  });

  it('keeps cutlery only where the store offers it, the instruction only for delivery', async () => {
    const guest = await api.guest();
    const storeId = demo.item('classic-smash-burger').storeId;
    await cartWith(guest, 'food', burgerLine());
    const { body } = await checkout(guest, storeId, 'food', {
      orderType: 'take_away',
      deliveryInstruction: 'noBell',
      cutlery: true,
    });
    // a client that sends them anyway
    const answer = await place('food', { ...body, delivery_instruction: 'Leave it at the gate' });
    expect(answer.status, answer.text).toBe(200);
    const [row] = await demo.db.select().from(orders).where(eq(orders.id, answer.json.order_id));
    expect(row).toMatchObject({ deliveryInstruction: null, cutlery: true, orderType: 'take_away' });

    await api.changeReference('stores', (tx) =>
      tx.update(stores).set({ cutlery: false }).where(eq(stores.id, storeId)),
    );
    try {
      await cartWith(guest, 'food', burgerLine());
      const without = await checkout(guest, storeId, 'food', { cutlery: true });
      expect(without.body.cutlery).toBe(0);
      const sent = await place('food', { ...without.body, cutlery: 1 });
      expect(sent.status, sent.text).toBe(200);
      const [stored] = await demo.db.select().from(orders).where(eq(orders.id, sent.json.order_id));
      expect(stored!.cutlery).toBe(false);
    } finally {
      await api.changeReference('stores', (tx) =>
        tx.update(stores).set({ cutlery: true }).where(eq(stores.id, storeId)),
      );
    }
  });

  it('refuses a schedule in the past, at a closed hour, or where scheduled orders are off', async () => {
    const guest = await api.guest();
    const storeId = demo.storeId('al-karama-fresh-market');
    const tomato = demo.item('local-tomatoes');
    await cartWith(guest, 'grocery', { item_id: tomato.id, quantity: 20 });
    const { body } = await checkout(guest, storeId, 'grocery', {});
    const at = now();
    const refused = async (schedule_at: string, code: string) => {
      const answer = await place('grocery', { ...body, schedule_at });
      expect(answer.status, answer.text).toBe(406);
      expect((answer.json as unknown as ErrorJson).errors[0]!.code).toBe(code);
    };
    await refused(`${at.date} 10:00`, 'schedule_past');
    // Downtown Pantry opens at 07:00: 05:00 tomorrow is closed
    const pantry = demo.storeId('downtown-pantry');
    const pantryGuest = await api.guest();
    await cartWith(pantryGuest, 'grocery', {
      item_id: demo.item('cyprus-halloumi').id,
      quantity: 3,
    });
    const pantryBody = (await checkout(pantryGuest, pantry, 'grocery', {})).body;
    const closed = await place('grocery', { ...pantryBody, schedule_at: '2030-01-09 05:00' });
    expect((closed.json as unknown as ErrorJson).errors[0]!.code, closed.text).toBe(
      'store_closed_at_schedule',
    );
    await api.changeReference('stores', (tx) =>
      tx.update(stores).set({ scheduleOrder: false }).where(eq(stores.id, storeId)),
    );
    try {
      await refused('2030-01-09 10:00', 'schedule_not_allowed');
    } finally {
      await api.changeReference('stores', (tx) =>
        tx.update(stores).set({ scheduleOrder: true }).where(eq(stores.id, storeId)),
      );
    }
  });
});

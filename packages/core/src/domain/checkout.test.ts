import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { translator } from '../i18n/index.js';
import { issueText } from './issue.js';
import { milk, rice, source } from './checkout.fixtures.js';
import { orderTotals } from './order-total.js';
import {
  allowedOrderTypes,
  allowedPaymentMethods,
  checkoutGate,
  checkoutIssues,
  checkoutPath,
  checkoutTotals,
  contactIssues,
  deliveryInstructionOf,
  evaluateCheckout,
  offersCutlery,
  orderPricing,
  parseTipAmount,
  placeOrderBody,
  unavailableItemNoteOf,
  CHECKOUT_ISSUE_STATUS,
  CHECKOUT_KEYS,
  DELIVERY_INSTRUCTIONS,
  DM_TIP_PRESETS,
  UNAVAILABLE_ITEM_NOTES,
  type CheckoutChoices,
  type CheckoutEnv,
  type CheckoutSource,
} from './checkout.js';

const money = {
  currency_symbol: 'AED',
  currency_symbol_direction: 'right',
  digit_after_decimal_point: 2,
};
const en = translator('en');

const choices: CheckoutChoices = {
  orderType: 'delivery',
  paymentMethod: 'cash_on_delivery',
  address: {
    address: 'Downtown Dubai',
    latitude: 25.21,
    longitude: 55.28,
    road: '12',
    house: '4',
    floor: '2',
  },
  contact: { contact_person_name: 'Sara', contact_person_number: '+971500000000' },
  coupon: null,
};

const noon = { date: '2025-06-15', day: 0, seconds: 12 * 3600 };
const guest: CheckoutEnv = { guest: true, at: noon };
const customer: CheckoutEnv = { guest: false, at: noon };

const codes = (s: CheckoutSource, c: CheckoutChoices, e: CheckoutEnv = guest) =>
  checkoutIssues(s, c, e).map((i) => i.code);

describe('what checkout offers', () => {
  it('order types: delivery and take-away by the config and the store', () => {
    const flag = fc.constantFrom(0, 1, null);
    fc.assert(
      fc.property(flag, flag, flag, flag, (hd, ta, sd, st) => {
        const types = allowedOrderTypes(
          { home_delivery_status: hd, takeaway_status: ta },
          { delivery: sd, take_away: st },
        );
        expect(types).toEqual([
          ...(hd !== 0 && sd !== 0 ? ['delivery'] : []),
          ...(ta !== 0 && st !== 0 ? ['take_away'] : []),
        ]);
      }),
    );
  });

  it('cash on delivery when the config and the zone allow it', () => {
    expect(allowedPaymentMethods({ cash_on_delivery: true }, { cash_on_delivery: 1 })).toEqual([
      'cash_on_delivery',
    ]);
    expect(allowedPaymentMethods({ cash_on_delivery: true }, { cash_on_delivery: 0 })).toEqual([]);
    expect(allowedPaymentMethods({ cash_on_delivery: false }, {})).toEqual([]);
  });
});

describe('checkout button', () => {
  it('exactly the spec rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.constantFrom(0, 1, null),
        (n, signedIn, status) => {
          const decision = checkoutGate({ itemCount: n, signedIn, guestCheckoutStatus: status });
          const expected =
            n === 0 ? 'home' : signedIn ? 'checkout' : status === 1 ? 'prompt' : 'signIn';
          expect(decision).toBe(expected);
        },
      ),
    );
    expect(checkoutPath('cart')).toBe('/checkout?page=cart');
  });
});

describe('checkout checks', () => {
  it('a complete guest checkout has no issue', () => {
    expect(checkoutIssues(source, choices, guest)).toEqual([]);
    expect(
      checkoutIssues(source, { ...choices, orderType: 'take_away', address: null }, guest),
    ).toEqual([]);
    expect(checkoutIssues(source, { ...choices, contact: null }, customer)).toEqual([]);
  });

  it('guest checkout only when guest_checkout_status is 1', () => {
    const off = { ...source, config: { ...source.config, guest_checkout_status: 0 } };
    expect(codes(off, choices)).toEqual(['guest_checkout']);
    expect(codes(off, choices, customer)).toEqual([]);
  });

  it('order type and payment must be offered', () => {
    const noTakeAway = { ...source, store: { ...source.store, take_away: 0 } };
    expect(codes(noTakeAway, { ...choices, orderType: 'take_away' })).toEqual(['order_type']);
    expect(codes(source, { ...choices, paymentMethod: null })).toEqual(['payment_method']);
    expect(codes(source, { ...choices, paymentMethod: 'wallet' })).toEqual(['payment_method']);
  });

  it('one store: a line of another store is refused', () => {
    const other = { ...milk, item: { ...milk.item, store_id: 8 } };
    expect(codes({ ...source, lines: [rice, other] }, choices)).toEqual(['different_stores']);
  });

  it('delivery needs an address inside the store’s zone', () => {
    expect(codes(source, { ...choices, address: null })).toEqual(['address']);
    const outside = { ...choices.address!, latitude: 24.9 };
    const issues = checkoutIssues(source, { ...choices, address: outside }, guest);
    expect(issues.map((i) => i.code)).toEqual(['coordinates']);
    expect(en(issues[0]!.key)).toBe('Out of coverage');
    // take-away needs none
    expect(codes(source, { ...choices, orderType: 'take_away', address: outside })).toEqual([]);
  });

  it('guests give a name and a phone, and a valid e-mail when they give one', () => {
    expect(contactIssues(null).map((i) => en(i.key))).toEqual([
      'name is required',
      'phone number required',
    ]);
    expect(
      contactIssues({
        contact_person_name: 'A',
        contact_person_number: '1',
        contact_person_email: 'nope',
      }).map((i) => en(i.key)),
    ).toEqual(['Please insert a valid email.']);
    expect(
      contactIssues({
        contact_person_name: 'A',
        contact_person_number: '1',
        contact_person_email: 'a@b.co',
      }),
    ).toEqual([]);
    expect(codes(source, { ...choices, contact: null })).toEqual(['contact_name', 'contact_phone']);
  });

  it('the store open now, or a schedule the store takes and is open at', () => {
    const night = { date: '2025-06-15', day: 0, seconds: 23 * 3600 };
    expect(codes(source, choices, { guest: true, at: night })).toEqual(['store_closed']);
    const closedStore = { ...source, store: { ...source.store, active: 0 } };
    expect(codes(closedStore, choices)).toEqual(['store_closed']);
    const tomorrow = { date: '2025-06-16', day: 1, seconds: 10 * 3600 };
    expect(codes(source, { ...choices, scheduleAt: tomorrow }, { guest: true, at: night })).toEqual(
      [],
    );
    expect(codes(source, { ...choices, scheduleAt: { ...tomorrow, seconds: 23 * 3600 } })).toEqual([
      'store_closed_at_schedule',
    ]);
    expect(codes(source, { ...choices, scheduleAt: { ...noon, seconds: 9 * 3600 } })).toEqual([
      'schedule_past',
    ]);
    const noSchedule = { ...source, store: { ...source.store, schedule_order: 0 } };
    expect(codes(noSchedule, { ...choices, scheduleAt: tomorrow })).toEqual([
      'schedule_not_allowed',
    ]);
  });

  it('the minimum order on the items price (add-ons included)', () => {
    const small = { ...source, lines: [milk] };
    const issues = checkoutIssues(small, choices, guest);
    expect(issues.map((i) => i.code)).toEqual(['minimum_order']);
    expect(issueText(issues[0]!, en, money)).toBe('You need to order at least 30.00AED');
  });

  it('stock and maximum_cart_quantity per line', () => {
    expect(codes({ ...source, lines: [{ ...rice, quantity: 6 }, milk] }, choices)).toEqual([
      'stock',
    ]);
    expect(codes({ ...source, lines: [{ ...rice, quantity: 5 }, milk] }, choices)).toEqual([
      'cart_item_limit',
    ]);
  });

  it('an empty cart', () => {
    expect(codes({ ...source, lines: [] }, choices)).toEqual(['empty_cart']);
  });

  it("cash on delivery above the pivot's maximum: 'The total amount of the order, exceeds maximum amount of the cash on delivery method'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), (limit) => {
        const s = { ...source, pivot: { ...source.pivot!, maximum_cod_order_amount: limit } };
        const total = checkoutTotals(s, choices).total;
        const got = codes(s, choices);
        expect(got.includes('cod_limit')).toBe(limit > 0 && total > limit);
      }),
    );
    const s = { ...source, pivot: { ...source.pivot!, maximum_cod_order_amount: 40 } };
    const issue = checkoutIssues(s, choices, guest).find((i) => i.code === 'cod_limit')!;
    expect(en(issue.key)).toBe(
      'The total amount of the order, exceeds maximum amount of the cash on delivery method',
    );
  });

  it('the coupon’s validity, with the guest rule', () => {
    const limited = {
      code: 'ONCE',
      coupon_type: 'default',
      discount_type: 'amount',
      discount: 5,
      min_purchase: 0,
      start_date: '2025-01-01',
      expire_date: '2025-12-31',
      limit: 1,
    };
    expect(codes(source, { ...choices, coupon: limited })).toEqual(['coupon_guest']);
    expect(codes(source, { ...choices, coupon: limited }, customer)).toEqual([]);
    expect(
      codes(source, { ...choices, coupon: { ...limited, min_purchase: 500 } }, customer),
    ).toEqual(['coupon_min_purchase']);
  });

  it('every issue has a key, a text in both languages and a status', () => {
    for (const [code, key] of Object.entries(CHECKOUT_KEYS)) {
      expect(translator('en')(key)).not.toBe(key);
      expect(translator('ar')(key)).toMatch(/[\u0600-\u06FF]/);
      expect(
        CHECKOUT_ISSUE_STATUS[code as keyof typeof CHECKOUT_ISSUE_STATUS],
      ).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('checkout amounts and body', () => {
  it('evaluateCheckout prices with the order-total rule: what the client shows is what the body says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('delivery' as const, 'take_away' as const),
        fc.integer({ min: 0, max: 3000 }).map((c) => c / 100),
        fc.double({ min: 25.15, max: 25.29, noNaN: true }),
        (q1, q2, orderType, tips, lat) => {
          const s = {
            ...source,
            lines: [
              { ...rice, quantity: q1 },
              { ...milk, quantity: q2 },
            ],
          };
          const c = {
            ...choices,
            orderType,
            dmTips: tips,
            address: { ...choices.address!, latitude: lat },
          };
          const evaluation = evaluateCheckout(s, c, guest);
          expect(evaluation.totals).toEqual(orderTotals(orderPricing(s, c)));
          const body = placeOrderBody(s, c, 'cart', evaluation.totals);
          expect(body.order_amount).toBe(evaluation.totals.total);
          expect(body.dm_tips).toBe(evaluation.totals.dmTips);
          expect(body.distance).toBe(evaluation.distanceKm);
          if (orderType === 'take_away') {
            expect(body.distance).toBe(0);
            expect(body.address).toBeNull();
            expect(evaluation.totals.deliveryCharge).toBe(0);
          }
        },
      ),
    );
  });

  it('a worked example', () => {
    const { totals, distanceKm } = evaluateCheckout(source, choices, guest);
    // items 40 + 5 = 45; discount 0.5; subtotal 44.5; tax 5% = 2.225 → 2.23; delivery: distance
    // ≈ 1.5 km → minimum 7; service charge 2
    expect(distanceKm).toBeGreaterThan(1.4);
    expect(distanceKm).toBeLessThan(1.6);
    expect(totals).toMatchObject({
      itemsPrice: 45,
      productDiscount: 0.5,
      subtotal: 44.5,
      tax: 2.23,
      deliveryCharge: 7,
      additionalCharge: 2,
      total: 55.73,
    });
  });

  it('the place-order body', () => {
    const body = placeOrderBody(source, choices, 'cart');
    expect(body).toMatchObject({
      order_type: 'delivery',
      payment_method: 'cash_on_delivery',
      store_id: 7,
      address: 'Downtown Dubai',
      latitude: 25.21,
      longitude: 55.28,
      road: '12',
      house: '4',
      floor: '2',
      contact_person_name: 'Sara',
      contact_person_number: '+971500000000',
      contact_person_email: null,
      coupon_code: null,
      is_buy_now: 0,
      cart: null,
    });
    const buyNow = placeOrderBody({ ...source, lines: [rice] }, choices, 'buy_now');
    expect(buyNow.is_buy_now).toBe(1);
    expect(buyNow.cart).toEqual([
      {
        item_id: 11,
        model: 'Item',
        price: 40,
        quantity: 2,
        variation: [],
        add_on_ids: [],
        add_on_qtys: [],
      },
    ]);
  });
});

describe('tips, schedule, notes and cutlery', () => {
  it('the tip presets are 0 (Not now), 10, 15, 20 and 40', () => {
    expect(DM_TIP_PRESETS).toEqual([0, 10, 15, 20, 40]);
  });

  it('a custom tip is a non-negative number; empty is no tip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.nat({ max: 99 }), (whole, cents) => {
        const text = cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
        expect(parseTipAmount(` ${text} `)).toEqual({ amount: Number(text) });
        expect(Math.round(Number(text) * 100)).toBe(whole * 100 + cents);
        expect(parseTipAmount(`-${text}`)).toEqual({ error: 'checkout.tips.error.negative' });
      }),
    );
    expect(parseTipAmount('')).toEqual({ amount: 0 });
    expect(parseTipAmount('١٥٫٥')).toEqual({ amount: 15.5 });
    expect(parseTipAmount('۲۰')).toEqual({ amount: 20 });
    expect(parseTipAmount('7,25')).toEqual({ amount: 7.25 });
    for (const bad of ['abc', '1e3', '12.', '.5', '1.2.3', 'Infinity', '12 AED', '1234567890']) {
      expect(parseTipAmount(bad), bad).toEqual({ error: 'checkout.tips.error.invalid' });
    }
    expect(parseTipAmount('- 5')).toEqual({ error: 'checkout.tips.error.negative' });
  });

  it('the note options carry the texts the catalog shows in English', () => {
    for (const [id, text] of Object.entries(UNAVAILABLE_ITEM_NOTES)) {
      expect(en(`checkout.notes.unavailable.${id}`)).toBe(text);
      expect(unavailableItemNoteOf(text)).toBe(id);
    }
    for (const [id, text] of Object.entries(DELIVERY_INSTRUCTIONS)) {
      expect(en(`checkout.notes.instruction.${id}`)).toBe(text);
      expect(deliveryInstructionOf(` ${text}`)).toBe(id);
    }
    expect(Object.keys(UNAVAILABLE_ITEM_NOTES)).toHaveLength(5);
    expect(Object.keys(DELIVERY_INSTRUCTIONS)).toHaveLength(4);
    expect(unavailableItemNoteOf('Leave it at the gate')).toBeNull();
    expect(deliveryInstructionOf(null)).toBeNull();
  });

  it('cutlery is offered for the food module by a store that has it', () => {
    const food = { ...source, moduleType: 'food' as const };
    expect(offersCutlery({ ...food, store: { ...food.store, cutlery: 1 } })).toBe(true);
    expect(offersCutlery({ ...food, store: { ...food.store, cutlery: true } })).toBe(true);
    expect(offersCutlery({ ...food, store: { ...food.store, cutlery: 0 } })).toBe(false);
    expect(offersCutlery(food)).toBe(false);
    expect(offersCutlery({ ...source, store: { ...source.store, cutlery: 1 } })).toBe(false);
  });

  it('the body carries the schedule, the notes (instruction for delivery) and cutlery (on and off)', () => {
    const restaurant = { ...source, moduleType: 'food' as const };
    const withCutlery = { ...restaurant, store: { ...restaurant.store, cutlery: 1 } };
    const extras: CheckoutChoices = {
      ...choices,
      scheduleAt: { date: '2025-06-16', day: 1, seconds: 9 * 3600 + 30 * 60 },
      unavailableItemNote: 'call',
      deliveryInstruction: 'reception',
      cutlery: true,
    };
    expect(placeOrderBody(withCutlery, extras, 'cart')).toMatchObject({
      schedule_at: '2025-06-16 09:30',
      unavailable_item_note: 'Call me ASAP',
      delivery_instruction: 'Deliver to the reception desk',
      cutlery: 1,
    });
    expect(placeOrderBody(withCutlery, { ...extras, cutlery: false }, 'cart').cutlery).toBe(0);
    expect(placeOrderBody(restaurant, extras, 'cart').cutlery).toBe(0);
    expect(
      placeOrderBody(withCutlery, { ...extras, orderType: 'take_away' }, 'cart'),
    ).toMatchObject({ delivery_instruction: null, unavailable_item_note: 'Call me ASAP' });
    expect(placeOrderBody(source, choices, 'cart')).toMatchObject({
      schedule_at: null,
      unavailable_item_note: null,
      delivery_instruction: null,
      cutlery: 0,
    });
  });

  it('a schedule is checked like the reference: in the past, not allowed, or closed then', () => {
    const at = (seconds: number, date = '2025-06-15', day = 0) => ({ date, day, seconds });
    const scheduled = (scheduleAt: ReturnType<typeof at>, s: CheckoutSource = source) =>
      codes(s, { ...choices, scheduleAt }, customer).filter((c) => c.includes('schedule'));
    expect(scheduled(at(14 * 3600))).toEqual([]);
    expect(scheduled(at(11 * 3600))).toEqual(['schedule_past']);
    expect(scheduled(at(23 * 3600))).toEqual(['store_closed_at_schedule']);
    expect(scheduled(at(7 * 3600, '2025-06-16', 1))).toEqual(['store_closed_at_schedule']);
    expect(scheduled(at(9 * 3600, '2025-06-16', 1))).toEqual([]);
    expect(
      scheduled(at(14 * 3600), { ...source, store: { ...source.store, schedule_order: 0 } }),
    ).toEqual(['schedule_not_allowed']);
  });
});

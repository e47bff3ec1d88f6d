/**
 * A grocery cart at a Dubai store, shared by checkout's rule tests and the checkout machine's
 * model: 2 × rice and 1 × milk from Green Grocer (store 7), open every day.
 */
import type { CartLine } from './cart.js';
import type { CheckoutSource } from './checkout.js';

/** 2 × rice at 20 (stock 5). */
export const rice: CartLine = {
  id: 1,
  item: { id: 11, name: 'Rice', store_id: 7, price: 20, stock: 5, maximum_cart_quantity: 4 },
  variation: [],
  addOns: [],
  quantity: 2,
};
/** 1 × milk at 5, 10% off. */
export const milk: CartLine = {
  id: 2,
  item: {
    id: 12,
    name: 'Milk',
    store_id: 7,
    price: 5,
    discount: 10,
    discount_type: 'percent',
    stock: 9,
  },
  variation: [],
  addOns: [],
  quantity: 1,
};

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opening_time: '08:00:00',
  closing_time: '22:00:00',
}));

/** Green Grocer (store 7) in the Downtown zone; delivery 2/km, min 7, max 25; COD up to 1000. */
export const source: CheckoutSource = {
  moduleType: 'grocery',
  moduleId: 1,
  lines: [rice, milk],
  store: {
    id: 7,
    zone_id: 2,
    latitude: 25.2,
    longitude: 55.27,
    tax: 5,
    minimum_order: 30,
    delivery: 1,
    take_away: 1,
    free_delivery: 0,
    self_delivery_system: 0,
    schedule_order: 1,
    active: 1,
    schedules: everyDay,
  },
  zone: {
    id: 2,
    coordinates: [
      { lat: 25.1, lng: 55.1 },
      { lat: 25.1, lng: 55.4 },
      { lat: 25.3, lng: 55.4 },
      { lat: 25.3, lng: 55.1 },
    ],
    cash_on_delivery: 1,
    increased_delivery_fee_status: 0,
  },
  pivot: {
    per_km_shipping_charge: 2,
    minimum_shipping_charge: 7,
    maximum_shipping_charge: 25,
    maximum_cod_order_amount: 1000,
  },
  config: {
    tax_included: 0,
    home_delivery_status: 1,
    takeaway_status: 1,
    guest_checkout_status: 1,
    cash_on_delivery: true,
    dm_tips_status: 1,
    additional_charge_status: 1,
    additional_charge: 2,
    admin_free_delivery: {
      status: true,
      type: 'free_delivery_by_order_amount',
      free_delivery_over: 150,
    },
    per_km_shipping_charge: 2,
    minimum_shipping_charge: 5,
    digit_after_decimal_point: 2,
  },
};

// Contract cases of the rental module's customer operations (issue 11, tag `rental`): the trip
// cart, for guests and customers, with core's prices, the reference's refusals and the owner
// checks (another guest's line or trip is not found). The server runs on the real clock, so
// pickups are tomorrow at 10:00 in Dubai (Creek Auto Rent is open all day).
import { expect } from 'vitest';
import { rentalLinePrice } from '@storefront/core/domain/rental-pricing';
import { formatPickupTime } from '@storefront/core/domain/rental-search';
import { localDateTime } from '@storefront/core/domain/schedule';
import { signedUpCustomer } from '../../support/customers.js';
import { http } from '../../support/http.js';
import { baseUrl, getJson, memo, type ContractCase, type Headers } from './types.js';

interface VehicleJson {
  id: number;
  trip_hourly: number;
  trip_distance: number;
  hourly_price: number;
  distance_price: number;
  discount_price: number;
  discount_type: string;
  total_vehicle_count: number;
}
interface EntryJson {
  id: number;
  vehicle_id: number;
  quantity: number;
  price: number;
  vehicle: VehicleJson;
}
interface CartJson {
  carts: EntryJson[];
  user_data: { id: number; rental_type: string; estimated_hours: number } | [];
  vehicles?: EntryJson[];
}

const DOWNTOWN_PICKUP = { location_name: 'Burj Khalifa', lat: 25.1972, lng: 55.2744 };
const MARINA = { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 };

/** A pickup `days` from now at `hour`:00 in Dubai, as the payload writes it. */
export function pickupIn(days: number, hour = 10): string {
  const day = localDateTime(Date.now() + days * 86_400_000, 'Asia/Dubai');
  return formatPickupTime({ date: day.date, seconds: hour * 3600 });
}

const rentalModule = memo(async () => {
  const modules = await getJson<{ id: number; module_type: string }[]>('/module');
  return String(modules.find((m) => m.module_type === 'rental')!.id);
});
export const rentalUserHeaders = memo(async (): Promise<Headers> => ({
  moduleId: await rentalModule(),
}));

const vehicleIds = memo(async () => {
  const slugs = [
    'mitsubishi-attrage-2023',
    'toyota-camry-cng',
    'suzuki-swift-ags',
    'toyota-hiace-2022',
    'toyota-corolla-2024',
  ];
  const headers = await rentalUserHeaders();
  const found = await Promise.all(
    slugs.map((slug) =>
      getJson<{ id: number }>(`/rental/vehicle/get-vehicle-details/${slug}`, {}, headers),
    ),
  );
  return new Map(slugs.map((slug, i) => [slug, found[i]!.id]));
});
export const vehicleId = async (slug: string) => (await vehicleIds()).get(slug)!;

export const newGuest = async (): Promise<string> => {
  const answer = await http(baseUrl(), '/api/v1/auth/guest/request', { method: 'POST', body: {} });
  return (answer.json as { guest_id: string }).guest_id;
};

/** An hourly trip of 3 hours tomorrow from downtown, for `slug`. */
export const hourlyTrip = async (slug: string, extra: Record<string, unknown> = {}) => ({
  vehicle_id: await vehicleId(slug),
  quantity: 1,
  pickup_location: DOWNTOWN_PICKUP,
  destination_location: MARINA,
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: pickupIn(1),
  ...extra,
});

/** A distance-wise trip of 25.4 km (1 hour by road) tomorrow from downtown, for `slug`. */
export const distanceTrip = (slug: string, extra: Record<string, unknown> = {}) =>
  hourlyTrip(slug, {
    rental_type: 'distance_wise',
    estimated_hours: null,
    distance: 25.4,
    destination_time: 1,
    ...extra,
  });

const tripFields = async (slug: string, extra: Record<string, unknown> = {}) => {
  const { vehicle_id: _, quantity: __, ...trip } = await hourlyTrip(slug, extra);
  return trip;
};

/** POST add-to-cart for an owner (a guest id, or the headers of a customer); the cart. */
export async function addToTripCart(
  owner: { guest: string } | { headers: Headers },
  body: Record<string, unknown>,
): Promise<CartJson> {
  const headers = { ...(await rentalUserHeaders()), ...('headers' in owner ? owner.headers : {}) };
  const answer = await http(baseUrl(), '/api/v1/rental/user/cart/add-to-cart', {
    method: 'POST',
    headers,
    body: { ...body, guest_id: 'guest' in owner ? owner.guest : null },
  });
  if (answer.status !== 200) throw new Error(`add-to-cart: ${answer.status} ${answer.text}`);
  return answer.json as CartJson;
}

/** A fresh guest with one vehicle in its trip cart (an hourly trip). */
export async function guestWithTrip(slug = 'mitsubishi-attrage-2023', extra = {}) {
  const guest = await newGuest();
  const cart = await addToTripCart({ guest }, await hourlyTrip(slug, extra));
  return { guest, cart, line: cart.carts[0]!, tripId: (cart.user_data as { id: number }).id };
}

let customers = 0;

/** A new signed-in customer (its token as headers). */
export async function newRentalCustomer(): Promise<Headers> {
  customers += 1;
  const token = await signedUpCustomer(baseUrl(), {
    name: 'Reem Trips',
    phone: `+9715${String(Date.now() + 11 + customers * 7919).slice(-8)}`,
    password: 'secret-pass-4',
  });
  return { Authorization: `Bearer ${token}` };
}

const emptyCustomer = memo(newRentalCustomer);
const distanceCustomer = memo(newRentalCustomer);

const expectCorePrices = (
  cart: CartJson,
  trip: { type: 'hourly' | 'distance'; hours: number; km: number },
) => {
  for (const entry of cart.carts) {
    expect(entry.price).toBe(rentalLinePrice(entry.vehicle, entry.quantity, trip).total);
  }
};

const NO_MODULE = { name: 'no moduleId', without: ['moduleId'], status: 403, code: 'moduleId' };
const NOBODY = { name: 'neither a token nor a guest', status: 401 };
const refusal = (name: string, body: () => Promise<unknown>, message: string) => ({
  name,
  body: async () => ({ ...(await body()), guest_id: await newGuest() }),
  status: 403,
  code: 'cart_item',
  message,
});

// One prepared cart per case that changes one (each valid call has its own).
const forUpdate = memo(() => guestWithTrip());
const forTypeChange = memo(async () => {
  const owner = await guestWithTrip('mitsubishi-attrage-2023');
  const cart = await addToTripCart({ guest: owner.guest }, await hourlyTrip('suzuki-swift-ags'));
  return { ...owner, cart };
});
const forDuration = memo(() => guestWithTrip('toyota-camry-cng'));
const forRemoval = memo(() => guestWithTrip());
const forMultiple = memo(async () => {
  const owner = await guestWithTrip('mitsubishi-attrage-2023');
  const cart = await addToTripCart({ guest: owner.guest }, await hourlyTrip('toyota-camry-cng'));
  return { ...owner, cart };
});
const forEmptying = memo(() => guestWithTrip());
const forReading = memo(() => guestWithTrip('toyota-camry-cng', { quantity: 2 }));

export const rentalUserCases: Record<string, ContractCase> = {
  getTripCart: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: "a guest's cart, priced by core",
        query: async () => ({ guest_id: (await forReading()).guest }),
        check: (json) => {
          const cart = json as CartJson;
          expect(cart.carts).toHaveLength(1);
          expect(cart.carts[0]!.quantity).toBe(2);
          expectCorePrices(cart, { type: 'hourly', hours: 3, km: 0 });
        },
      },
      {
        name: "a customer's empty cart",
        headers: emptyCustomer,
        check: (json) => expect(json).toEqual({ carts: [], user_data: [] }),
      },
    ],
    invalid: [
      NOBODY,
      { name: 'an unknown guest', query: { guest_id: 'no-such-guest' }, status: 401 },
      { ...NO_MODULE, query: async () => ({ guest_id: await newGuest() }) },
    ],
  },

  addToTripCart: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: 'an hourly trip of two units (the price sent is ignored)',
        body: async () => ({
          ...(await hourlyTrip('mitsubishi-attrage-2023', { quantity: 2, price: 1 })),
          guest_id: await newGuest(),
        }),
        check: (json) => {
          const cart = json as CartJson;
          expect(cart.carts[0]!.quantity).toBe(2);
          expect(cart.carts[0]!.vehicle.total_vehicle_count).toBeGreaterThanOrEqual(2);
          expectCorePrices(cart, { type: 'hourly', hours: 3, km: 0 });
        },
      },
      {
        name: 'a distance-wise trip, for a signed-in customer',
        headers: distanceCustomer,
        body: async () => distanceTrip('toyota-hiace-2022'),
        check: (json) => {
          const cart = json as CartJson;
          expect((cart.user_data as { rental_type: string }).rental_type).toBe('distance_wise');
          expectCorePrices(cart, { type: 'distance', hours: 0, km: 25.4 });
        },
      },
    ],
    invalid: [
      {
        ...NOBODY,
        body: () => hourlyTrip('mitsubishi-attrage-2023'),
      },
      refusal(
        'more units than the vehicle has',
        () => hourlyTrip('mitsubishi-attrage-2023', { quantity: 4 }),
        "You can't add more than 3 quantities of this vehicle.",
      ),
      refusal(
        'a pickup time in the past',
        () => hourlyTrip('mitsubishi-attrage-2023', { pickup_time: pickupIn(-1) }),
        'The pickup time must be in the future.',
      ),
      refusal(
        "a pickup outside the provider's zones",
        () => hourlyTrip('mitsubishi-attrage-2023', { pickup_location: MARINA }),
        'The provider does not pick up in this zone.',
      ),
      refusal(
        'a trip type the vehicle does not offer',
        () => hourlyTrip('toyota-hiace-2022'),
        'This vehicle does not offer this trip type.',
      ),
      refusal(
        'an unknown vehicle',
        () => hourlyTrip('mitsubishi-attrage-2023', { vehicle_id: 999_999 }),
        'This vehicle was not found.',
      ),
      {
        name: 'an hourly trip without hours',
        body: async () => ({
          ...(await hourlyTrip('mitsubishi-attrage-2023', { estimated_hours: null })),
          guest_id: await newGuest(),
        }),
        status: 403,
        code: 'estimated_hours',
      },
      {
        name: 'another provider in the cart (in Arabic)',
        headers: { 'X-localization': 'ar' },
        body: async () => {
          const { guest } = await guestWithTrip('mitsubishi-attrage-2023');
          return { ...(await hourlyTrip('toyota-corolla-2024')), guest_id: guest };
        },
        status: 403,
        code: 'cart_item',
        message: 'سلتك تحتوي على مركبات من مزوّد خدمة آخر.',
      },
      { ...NO_MODULE, body: () => hourlyTrip('mitsubishi-attrage-2023') },
    ],
  },

  updateTripCart: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: 'two units for 5 hours, priced again',
        body: async () => {
          const { guest, line } = await forUpdate();
          return {
            ...(await tripFields('mitsubishi-attrage-2023', { estimated_hours: 5 })),
            cart_id: line.id,
            quantity: 2,
            guest_id: guest,
          };
        },
        check: (json) => {
          const cart = json as CartJson;
          expect(cart.carts[0]!.quantity).toBe(2);
          expectCorePrices(cart, { type: 'hourly', hours: 5, km: 0 });
        },
      },
    ],
    invalid: [
      {
        name: "another guest's line",
        body: async () => ({
          ...(await tripFields('mitsubishi-attrage-2023')),
          cart_id: (await forUpdate()).line.id,
          quantity: 1,
          guest_id: await newGuest(),
        }),
        status: 404,
        code: 'cart_not_found',
      },
      {
        name: 'more units than are free',
        body: async () => {
          const { guest, line } = await guestWithTrip();
          return {
            ...(await tripFields('mitsubishi-attrage-2023')),
            cart_id: line.id,
            quantity: 50,
            guest_id: guest,
          };
        },
        status: 403,
        code: 'cart_item',
        message: "You can't add more than 3 quantities of this vehicle.",
      },
      {
        name: 'no quantity',
        body: async () => ({
          ...(await tripFields('mitsubishi-attrage-2023')),
          cart_id: 1,
          guest_id: await newGuest(),
        }),
        status: 403,
        code: 'quantity',
      },
    ],
  },

  updateTripCartTrip: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: 'a change to distance-wise lists the vehicle that offers only hourly trips',
        path: async () => ({ user_data: (await forTypeChange()).tripId }),
        body: async () => ({
          ...(await tripFields('mitsubishi-attrage-2023', {
            rental_type: 'distance_wise',
            estimated_hours: null,
            distance: 12,
            destination_time: 0,
          })),
          userId: null,
          guest_id: (await forTypeChange()).guest,
        }),
        check: async (json) => {
          const cart = json as CartJson;
          expect(cart.vehicles!.map((v) => v.vehicle_id)).toEqual([
            await vehicleId('suzuki-swift-ags'),
          ]);
          expect((cart.user_data as { rental_type: string }).rental_type).toBe('hourly');
        },
      },
      {
        name: 'a change of duration',
        path: async () => ({ user_data: (await forDuration()).tripId }),
        body: async () => ({
          ...(await tripFields('toyota-camry-cng', { estimated_hours: 6 })),
          guest_id: (await forDuration()).guest,
        }),
        check: (json) => {
          const cart = json as CartJson;
          expect(cart.vehicles).toEqual([]);
          expect((cart.user_data as { estimated_hours: number }).estimated_hours).toBe(6);
          expectCorePrices(cart, { type: 'hourly', hours: 6, km: 0 });
        },
      },
    ],
    invalid: [
      {
        name: "another guest's trip",
        path: async () => ({ user_data: (await forDuration()).tripId }),
        body: async () => ({
          ...(await tripFields('toyota-camry-cng')),
          guest_id: await newGuest(),
        }),
        status: 404,
        code: 'user_data',
      },
      {
        name: 'a pickup time in the past',
        path: async () => ({ user_data: (await forDuration()).tripId }),
        body: async () => ({
          ...(await tripFields('toyota-camry-cng', { pickup_time: pickupIn(-2) })),
          guest_id: (await forDuration()).guest,
        }),
        status: 403,
        code: 'cart_item',
        message: 'The pickup time must be in the future.',
      },
    ],
  },

  removeTripCartVehicle: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: 'the line of the path; the trip stays',
        path: async () => ({ cart_id: (await forRemoval()).line.id }),
        query: async () => ({ guest_id: (await forRemoval()).guest }),
        check: async (json) => {
          const cart = json as CartJson;
          expect(cart.carts).toEqual([]);
          expect((cart.user_data as { id: number }).id).toBe((await forRemoval()).tripId);
        },
      },
    ],
    invalid: [
      {
        name: "another guest's line",
        path: async () => ({ cart_id: (await guestWithTrip()).line.id }),
        query: async () => ({ guest_id: await newGuest() }),
        status: 404,
        code: 'cart_not_found',
      },
      { ...NOBODY, path: { cart_id: 1 } },
    ],
  },

  removeTripCartVehicles: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: 'the lines listed (another guest’s are left alone)',
        query: async () => {
          const { guest, cart } = await forMultiple();
          const other = await guestWithTrip('toyota-camry-cng');
          return {
            guest_id: guest,
            cart_ids: JSON.stringify([cart.carts[0]!.id, other.line.id]),
          };
        },
        check: async (json) => {
          const cart = json as CartJson;
          expect(cart.carts.map((e) => e.vehicle_id)).toEqual([
            await vehicleId('toyota-camry-cng'),
          ]);
        },
      },
    ],
    invalid: [
      {
        name: 'no cart ids',
        query: async () => ({ guest_id: await newGuest() }),
        status: 403,
        code: 'cart_ids',
      },
      { ...NOBODY, query: { cart_ids: '[1]' } },
    ],
  },

  removeTripCart: {
    headers: rentalUserHeaders,
    valid: [
      {
        name: "a guest's whole cart",
        query: async () => ({ guest_id: (await forEmptying()).guest }),
        check: async (json) => {
          expect(json).toEqual({ carts: [], user_data: [], status: 'success' });
          const after = await http(baseUrl(), '/api/v1/rental/user/cart/get-cart', {
            headers: await rentalUserHeaders(),
            query: { guest_id: (await forEmptying()).guest },
          });
          expect(after.json).toEqual({ carts: [], user_data: [] });
        },
      },
    ],
    invalid: [NOBODY, { ...NO_MODULE, query: async () => ({ guest_id: await newGuest() }) }],
  },
};

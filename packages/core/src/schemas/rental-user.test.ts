import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  cancelTripRequest,
  rentalAddToCartRequest,
  rentalRemoveMultipleRequest,
  rentalUpdateCartRequest,
  rentalUpdateUserDataRequest,
  rentalWishlistRequest,
  tripBookingRequest,
  tripDetailsQuery,
  vehicleReviewRequest,
} from './rental-user.js';

/** The first message of each failing field, as the server answers them. */
function errors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || 'body';
    out[key] ??= issue.message;
  }
  return out;
}

const PICKUP = { location_name: 'Burj Khalifa', lat: 25.1972, lng: 55.2744 };
const hourly = {
  vehicle_id: 3,
  quantity: 1,
  pickup_location: PICKUP,
  destination_location: null,
  rental_type: 'hourly',
  estimated_hours: 3,
  pickup_time: '2030-01-08 02:30 PM',
  guest_id: 'g-1',
};

describe('add-to-cart', () => {
  it('reads an hourly trip: the pickup in local time with its text, the hours', () => {
    const body = v.parse(rentalAddToCartRequest, hourly);
    expect(body.rental_type).toBe('hourly');
    expect(body.pickup_time).toEqual({
      text: '2030-01-08 02:30 PM',
      local: { date: '2030-01-08', day: 2, seconds: 14 * 3600 + 30 * 60 },
    });
    expect(body.pickup_location).toEqual(PICKUP);
    expect(body.destination_location).toBeNull();
    expect(body.quantity).toBe(1);
  });

  it('reads the distance type in every reading, with km and route hours; strings as sent by forms', () => {
    for (const rental_type of ['distance_wise', 'distance', 'distance_based']) {
      const body = v.parse(rentalAddToCartRequest, {
        ...hourly,
        rental_type,
        estimated_hours: null,
        distance: '12.5',
        destination_time: '0',
        vehicle_id: '3',
        pickup_location: JSON.stringify(PICKUP),
        destination_location: { location_name: 'Marina', lat: '25.08', lng: '55.14' },
        pickup_time: '2030-01-08 14:30',
      });
      expect(body.rental_type).toBe('distance');
      expect(body.distance).toBe(12.5);
      expect(body.destination_time).toBe(0);
      expect(body.vehicle_id).toBe(3);
      expect(body.destination_location).toEqual({
        location_name: 'Marina',
        lat: 25.08,
        lng: 55.14,
      });
    }
  });

  it('needs the hours of an hourly trip, the km and route hours of a distance-wise one', () => {
    expect(errors(rentalAddToCartRequest, { ...hourly, estimated_hours: null })).toEqual({
      estimated_hours: 'The estimated hours field is required when rental type is hourly.',
    });
    expect(
      errors(rentalAddToCartRequest, { ...hourly, rental_type: 'distance_wise', distance: 0 }),
    ).toEqual({
      distance: 'The distance field is required when rental type is distance_wise.',
    });
    expect(
      errors(rentalAddToCartRequest, { ...hourly, rental_type: 'distance_wise', distance: 2 }),
    ).toEqual({
      destination_time: 'The destination time field is required when rental type is distance_wise.',
    });
  });

  it('refuses a bad vehicle, quantity, type, location or time with the field as the code', () => {
    expect(Object.keys(errors(rentalAddToCartRequest, { ...hourly, vehicle_id: 'x' }))).toEqual([
      'vehicle_id',
    ]);
    expect(errors(rentalAddToCartRequest, { ...hourly, quantity: 0 }).quantity).toBe(
      'The quantity must be at least 1.',
    );
    expect(errors(rentalAddToCartRequest, { ...hourly, rental_type: 'daily' }).rental_type).toBe(
      'The selected rental type is invalid.',
    );
    expect(
      errors(rentalAddToCartRequest, { ...hourly, pickup_location: { lat: 95, lng: 1 } })
        .pickup_location,
    ).toBe('The pickup location must be a location with lat and lng.');
    expect(errors(rentalAddToCartRequest, { ...hourly, pickup_time: 'tomorrow' }).pickup_time).toBe(
      'The pickup time must be a date and time such as 2030-01-08 02:30 PM.',
    );
    expect(errors(rentalAddToCartRequest, { ...hourly, pickup_time: undefined }).pickup_time).toBe(
      'The pickup time field is required.',
    );
    expect(errors(rentalAddToCartRequest, 'nope')).toEqual({
      body: 'The request body must be a JSON object.',
    });
  });
});

describe('the other cart writes', () => {
  it('update-cart needs the line and a quantity', () => {
    const { vehicle_id: _, quantity: __, ...trip } = hourly;
    expect(v.parse(rentalUpdateCartRequest, { ...trip, cart_id: 4, quantity: 2 }).cart_id).toBe(4);
    expect(Object.keys(errors(rentalUpdateCartRequest, { ...trip, quantity: 2 }))).toEqual([
      'cart_id',
    ]);
    expect(Object.keys(errors(rentalUpdateCartRequest, { ...trip, cart_id: 4 }))).toEqual([
      'quantity',
    ]);
  });

  it('update-user-data takes the trip and ignores userId', () => {
    const { vehicle_id: _, ...trip } = hourly;
    expect(v.parse(rentalUpdateUserDataRequest, { ...trip, userId: 'x' }).rental_type).toBe(
      'hourly',
    );
  });

  it('remove-multiple reads a JSON list, a list, or ids separated by commas', () => {
    expect(v.parse(rentalRemoveMultipleRequest, { cart_ids: '[3,4,3]' }).cart_ids).toEqual([3, 4]);
    expect(v.parse(rentalRemoveMultipleRequest, { cart_ids: [5] }).cart_ids).toEqual([5]);
    expect(v.parse(rentalRemoveMultipleRequest, { cart_ids: '6,7' }).cart_ids).toEqual([6, 7]);
    expect(errors(rentalRemoveMultipleRequest, { cart_ids: '[]' }).cart_ids).toBe(
      'The cart ids must be a list of cart ids.',
    );
    expect(errors(rentalRemoveMultipleRequest, {}).cart_ids).toBe(
      'The cart ids field is required.',
    );
  });
});

describe('trips, wishlist and review', () => {
  it('booking needs the amount; cash at pickup by default; refuses an unknown method', () => {
    const body = v.parse(tripBookingRequest, { trip_amount: '120.5' });
    expect(body.trip_amount).toBe(120.5);
    expect(body.payment_method).toBe('cash_on_delivery');
    expect(
      v.parse(tripBookingRequest, { trip_amount: 1, payment_method: 'wallet' }).payment_method,
    ).toBe('wallet');
    expect(errors(tripBookingRequest, { trip_amount: 1, payment_method: 'cheque' })).toEqual({
      payment_method: 'The selected payment method is invalid.',
    });
    expect(Object.keys(errors(tripBookingRequest, {}))).toEqual(['trip_amount']);
  });

  it('details take the trip and optionally the contact number; cancel needs a reason', () => {
    expect(v.parse(tripDetailsQuery, { trip_id: '100001' }).trip_id).toBe(100001);
    expect(Object.keys(errors(cancelTripRequest, { trip_id: 1 }))).toEqual(['reason']);
    expect(v.parse(cancelTripRequest, { trip_id: 1, reason: ' Plans changed ' }).reason).toBe(
      'Plans changed',
    );
  });

  it('the wishlist takes a vehicle or a provider, not both, not neither', () => {
    expect(v.parse(rentalWishlistRequest, { vehicle_id: '2' })).toEqual({
      vehicle_id: 2,
      provider_id: null,
    });
    expect(v.safeParse(rentalWishlistRequest, { vehicle_id: 2, provider_id: 3 }).success).toBe(
      false,
    );
    expect(errors(rentalWishlistRequest, {}).vehicle_id).toBe(
      'The vehicle id field is required when provider id is not present.',
    );
  });

  it('a review rates 1 to 5', () => {
    const review = { trip_id: 1, vehicle_id: 2, rating: 5, comment: 'Clean car' };
    expect(v.parse(vehicleReviewRequest, review).rating).toBe(5);
    expect(errors(vehicleReviewRequest, { ...review, rating: 6 }).rating).toBe(
      'The rating may not be greater than 5.',
    );
    expect(v.parse(vehicleReviewRequest, { ...review, comment: null }).comment).toBeNull();
  });
});

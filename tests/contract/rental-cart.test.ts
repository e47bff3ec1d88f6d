// The trip cart across sign-in (issue 11, reference §4.9): a guest fills its trip cart, then
// signs in with its guest id; the customer's own cart is replaced by the guest's lines and trip,
// which the guest no longer has. Then the customer books it and finds the trip in its list.
import { describe, expect, it } from 'vitest';
import { signedUpCustomer } from '../support/customers.js';
import { http } from '../support/http.js';
import {
  addToTripCart,
  clientTripTotal,
  hourlyTrip,
  newGuest,
  pickupIn,
  rentalUserHeaders,
  vehicleId,
} from './cases/rental-user.js';
import { baseUrl } from './cases/types.js';

interface CartJson {
  carts: { vehicle_id: number; quantity: number }[];
  user_data: { estimated_hours: number } | [];
}

describe('the trip cart on sign-in', () => {
  it("moves the guest's lines and trip to the customer, replacing the customer's cart", async () => {
    const phone = `+9715${String(Date.now() + 23).slice(-8)}`;
    const password = 'secret-pass-5';
    const token = await signedUpCustomer(baseUrl(), { name: 'Lina Merge', phone, password });
    const customer = { Authorization: `Bearer ${token}` };
    await addToTripCart(
      { headers: customer },
      await hourlyTrip('toyota-hiace-2022', {
        rental_type: 'distance_wise',
        estimated_hours: null,
        distance: 10,
        destination_time: 0,
        pickup_time: pickupIn(10),
      }),
    );

    const guest = await newGuest();
    await addToTripCart(
      { guest },
      await hourlyTrip('toyota-camry-cng', {
        quantity: 2,
        estimated_hours: 4,
        pickup_time: pickupIn(10),
      }),
    );
    const login = await http(baseUrl(), '/api/v1/auth/login', {
      method: 'POST',
      body: {
        login_type: 'manual',
        email_or_phone: phone,
        password,
        field_type: 'phone',
        guest_id: guest,
      },
    });
    expect(login.status, login.text).toBe(200);
    const signedIn = { Authorization: `Bearer ${(login.json as { token: string }).token}` };

    const headers = await rentalUserHeaders();
    const mine = await http(baseUrl(), '/api/v1/rental/user/cart/get-cart', {
      headers: { ...headers, ...signedIn },
    });
    const cart = mine.json as CartJson;
    expect(cart.carts.map((c) => [c.vehicle_id, c.quantity])).toEqual([
      [await vehicleId('toyota-camry-cng'), 2],
    ]);
    expect((cart.user_data as { estimated_hours: number }).estimated_hours).toBe(4);
    const left = await http(baseUrl(), '/api/v1/rental/user/cart/get-cart', {
      headers,
      query: { guest_id: guest },
    });
    expect(left.json).toEqual({ carts: [], user_data: [] });

    // The customer books the cart; the trip is in its running trips.
    const total = await clientTripTotal({ headers: signedIn });
    const booked = await http(baseUrl(), '/api/v1/rental/user/trip/trip-booking', {
      method: 'POST',
      headers: { ...headers, ...signedIn },
      body: { trip_amount: total },
    });
    expect(booked.status, booked.text).toBe(200);
    const running = await http(baseUrl(), '/api/v1/rental/user/trip/get-trip-list/running', {
      headers: { ...headers, ...signedIn },
    });
    const trips = (running.json as { trips: { id: number; trip_amount: number }[] }).trips;
    expect(trips.map((t) => [t.id, t.trip_amount])).toEqual([[booked.json, total]]);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { fakeApiClient, type Answer } from '../../../../tests/support/fake-api.js';
import { isApiError } from './errors.js';
import {
  addToTripCart,
  bookTrip,
  cancelTrip,
  changeRentalWishlist,
  listRentalWishlist,
  getTripDetails,
  listTrips,
  durationSeconds,
  getTripCart,
  removeTripCart,
  removeTripCartVehicle,
  removeTripCartVehicles,
  updateTripCart,
  updateTripCartTrip,
  getProviderDetails,
  getVehicleDetails,
  listProviders,
  listProviderVehicles,
  listTopRatedVehicles,
  listVehicleBrands,
  listVehicleCategories,
  rentalActors,
  routeDistance,
  searchVehicles,
} from './rental.js';

/** A client of the rental module (id 6) in zone 1. */
const client = (answer: Answer = () => ({ body: {} })) =>
  fakeApiClient(answer, {
    zoneid: '[1]',
    module: JSON.stringify({ id: 6, module_type: 'rental', module_name: 'Rental' }),
  });

const element = (status: 'OK' | 'ZERO_RESULTS', meters: number, duration: string) => ({
  originIndex: 0,
  destinationIndex: 0,
  status,
  condition: status === 'OK' ? 'ROUTE_EXISTS' : 'ROUTE_NOT_FOUND',
  distanceMeters: meters,
  duration,
  localizedValues: { distance: { text: '' }, duration: { text: '' } },
});

describe('vehicle reads', () => {
  it('search sends the set filters, the order and the page, in the rental module and zone', async () => {
    const { api, last } = client();
    await searchVehicles(
      api,
      {
        trip_type: 'hourly',
        category_ids: '[1,2]',
        name: ' ',
        air_condition: 1,
        sort_by: 'price_low',
      },
      { offset: 2 },
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/rental/vehicle/search',
      query: {
        trip_type: 'hourly',
        category_ids: '[1,2]',
        air_condition: '1',
        sort_by: 'price_low',
        limit: '12',
        offset: '2',
      },
    });
    expect(last().headers.get('moduleId')).toBe('6');
    expect(last().headers.get('zoneId')).toBe('[1]');
  });

  it('top-rated, a provider’s vehicles, details by slug, categories and brands', async () => {
    const { api, requests } = client();
    await listTopRatedVehicles(api, { tripType: 'distance_wise', limit: 4 });
    await listProviderVehicles(api, 4, { fuel_type: 'electric' });
    await getVehicleDetails(api, 'toyota-camry-2023');
    await listVehicleCategories(api);
    await listVehicleBrands(api, { moduleId: 9 });
    expect(requests.map((r) => [r.path, r.query])).toEqual([
      ['/rental/vehicle/top-rated', { trip_type: 'distance_wise', limit: '4', offset: '1' }],
      [
        '/rental/vehicle/get-provider-vehicles',
        { fuel_type: 'electric', provider_id: '4', limit: '12', offset: '1' },
      ],
      ['/rental/vehicle/get-vehicle-details/toyota-camry-2023', {}],
      ['/rental/vehicle/category-list', { limit: '12', offset: '1' }],
      ['/rental/vehicle/brand-list', { limit: '12', offset: '1' }],
    ]);
    expect(requests.at(-1)!.headers.get('moduleId')).toBe('9');
  });

  it('providers: details by id, popular and latest; a refusal is an ApiError', async () => {
    const { api, requests } = client(({ path }) =>
      path.endsWith('/999')
        ? { status: 404, body: { errors: [{ code: 'provider', message: 'Provider not found' }] } }
        : { body: { stores: [] } },
    );
    await listProviders(api, 'popular');
    await listProviders(api, 'latest', { offset: 3 });
    expect(requests.map((r) => r.path)).toEqual([
      '/rental/provider/popular',
      '/rental/provider/latest',
    ]);
    const error = await getProviderDetails(api, 999).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.message]).toEqual([404, 'Provider not found']);
  });
});

describe('the route', () => {
  it('asks distance-api for the mode and reads metres and whole seconds', async () => {
    const { api, last } = client(() => ({ body: element('OK', 23412, '6954s') }));
    const answer = await routeDistance(api, {
      origin: { lat: 25.1985, lng: 55.2796 },
      destination: { lat: 25.0805, lng: 55.1403 },
      mode: 'WALKING',
    });
    expect(last()).toMatchObject({
      path: '/config/distance-api',
      query: {
        origin_lat: '25.1985',
        origin_lng: '55.2796',
        destination_lat: '25.0805',
        destination_lng: '55.1403',
        mode: 'walking',
      },
    });
    expect(answer).toEqual({ status: 'OK', distanceMeters: 23412, durationSeconds: 6954 });
  });

  it('ZERO_RESULTS is an answer, not a failure; the durations read', async () => {
    const { api } = client(() => ({ body: element('ZERO_RESULTS', 0, '0s') }));
    const actors = rentalActors(api, { guestId: () => null });
    const answer = await toPromise(
      createActor(actors.rentalSearch.route, {
        input: { origin: { lat: 1, lng: 2 }, destination: { lat: 3, lng: 4 }, mode: 'DRIVING' },
      }).start(),
    );
    expect(answer.status).toBe('ZERO_RESULTS');
    expect(durationSeconds('754s')).toBe(754);
    expect(durationSeconds(' 12.5s ')).toBe(12.5);
    expect(durationSeconds('soon')).toBe(0);
    expect(durationSeconds(30)).toBe(30);
  });
});

describe('the trip cart', () => {
  const trip = {
    pickup_location: { location_name: 'The Dubai Mall', lat: '25.1985', lng: 55.2796 },
    destination_location: { location_name: 'Dubai Marina Walk', lat: 25.0805, lng: 55.1403 },
    rental_type: 'hourly' as const,
    estimated_hours: 3,
    pickup_time: '2026-01-05 02:30 PM',
    destination_time: 0,
    distance: 0,
  };
  const places = {
    pickup_location: { location_name: 'The Dubai Mall', lat: 25.1985, lng: 55.2796 },
    destination_location: trip.destination_location,
  };
  const cart = { carts: [{ id: 101, vehicle_id: 31 }], user_data: { id: 7 } };

  it('a guest sends guest_id in the query of GET and DELETE, in the body of POST and PUT', async () => {
    const { api, requests } = client(({ path }) =>
      path.includes('update-user-data')
        ? { body: { ...cart, vehicles: [{ id: 102, vehicle_id: 32 }] } }
        : { body: cart },
    );
    const owner = { guestId: 'g1' };
    expect(await getTripCart(api, owner)).toEqual(cart);
    await addToTripCart(api, { vehicle_id: 31, quantity: 1, ...trip }, owner);
    await updateTripCart(api, { cart_id: 101, quantity: 2, ...trip }, owner);
    const change = await updateTripCartTrip(api, { userId: 7, ...trip }, owner);
    await removeTripCartVehicle(api, 101, owner);
    await removeTripCartVehicles(api, [102, 103], owner);
    await removeTripCart(api, owner);
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/rental/user/cart/get-cart', { guest_id: 'g1' }],
      ['POST', '/rental/user/cart/add-to-cart', {}],
      ['PUT', '/rental/user/cart/update-cart', {}],
      ['PUT', '/rental/user/cart/update-user-data/7', {}],
      ['DELETE', '/rental/user/cart/remove-vehicle/101', { guest_id: 'g1' }],
      [
        'DELETE',
        '/rental/user/cart/remove-multiple-cart',
        { cart_ids: '[102,103]', guest_id: 'g1' },
      ],
      ['DELETE', '/rental/user/cart/remove-cart', { guest_id: 'g1' }],
    ]);
    // the coordinates go as numbers, the owner in the body
    expect(requests[1]!.body).toEqual({
      vehicle_id: 31,
      quantity: 1,
      ...trip,
      ...places,
      guest_id: 'g1',
    });
    expect(requests[2]!.body).toMatchObject({ cart_id: 101, quantity: 2, guest_id: 'g1' });
    expect(requests[3]!.body).toMatchObject({ userId: 7, rental_type: 'hourly', guest_id: 'g1' });
    // the trip change answers the cart and the lines without the new type apart
    expect(change).toEqual({ cart, unsupported: [{ id: 102, vehicle_id: 32 }] });
    expect(requests.every((r) => r.headers.get('moduleId') === '6')).toBe(true);
  });

  it('a customer sends no guest id; the actors read the owner per call', async () => {
    const { api, requests } = client(() => ({ body: cart }));
    let guestId: string | null = 'g1';
    const actors = rentalActors(api, { guestId: () => guestId, moduleId: () => 8 });
    await toPromise(createActor(actors.rentalModule.loadTripCart).start());
    guestId = null;
    await toPromise(
      createActor(actors.tripCart.removeVehicle, { input: { cart_id: 101 } }).start(),
    );
    expect(requests.map((r) => r.query)).toEqual([{ guest_id: 'g1' }, {}]);
    // the rental module's check reads the cart without the stored zones (the server would empty it)
    expect(requests.map((r) => r.headers.get('zoneId'))).toEqual(['', '[1]']);
    expect(requests.map((r) => r.headers.get('moduleId'))).toEqual(['8', '8']);
  });

  it('a refusal is an ApiError with the server message (403 cart_item)', async () => {
    const { api } = client(() => ({
      status: 403,
      body: {
        errors: [
          { code: 'cart_item', message: "You can't add more than 2 quantities of this vehicle." },
        ],
      },
    }));
    const error = await addToTripCart(api, { vehicle_id: 32, quantity: 3, ...trip }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && [error.status, error.code, error.message]).toEqual([
      403,
      'cart_item',
      "You can't add more than 2 quantities of this vehicle.",
    ]);
  });
});

describe('trips', () => {
  const body = {
    trip_amount: 113.4,
    trip_type: 'hourly' as const,
    provider_id: 4,
    payment_method: 'cash_on_delivery' as const,
    contact_person_name: 'Layla Haddad',
    contact_person_number: '+971501234567',
    contact_person_email: 'layla@example.com',
  };

  it('booking sends the Idempotency-Key and the guest id, and reads the bare trip id', async () => {
    const { api, last } = client(() => ({ body: 100001 }));
    const booked = await bookTrip(api, { idempotencyKey: 'key-1', body }, { guestId: 'g1' });
    expect(booked).toEqual({ trip_id: 100001 });
    expect(last()).toMatchObject({ method: 'POST', path: '/rental/user/trip/trip-booking' });
    expect(last().headers.get('Idempotency-Key')).toBe('key-1');
    expect(last().body).toEqual({ ...body, guest_id: 'g1' });
  });

  it('lists, details (with the contact number when tracking) and cancelling', async () => {
    const { api, requests } = client(({ path }) =>
      path.endsWith('cancel-trip') ? { body: { message: 'Trip canceled' } } : { body: {} },
    );
    await listTrips(api, 'running', { guestId: 'g1' });
    await listTrips(api, 'all', { limit: 5, offset: 2 });
    await getTripDetails(api, 100001, { contactNumber: ' +971501234567 ' });
    await getTripDetails(api, 100001, { guestId: 'g1' });
    const message = await cancelTrip(api, 100001, 'Plans changed', { guestId: 'g1' });
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      [
        'GET',
        '/rental/user/trip/get-trip-list/running',
        { limit: '10', offset: '1', guest_id: 'g1' },
      ],
      ['GET', '/rental/user/trip/get-trip-list/all', { limit: '5', offset: '2' }],
      [
        'GET',
        '/rental/user/trip/get-trip-details',
        { trip_id: '100001', contact_number: '+971501234567' },
      ],
      ['GET', '/rental/user/trip/get-trip-details', { trip_id: '100001', guest_id: 'g1' }],
      ['PUT', '/rental/user/trip/cancel-trip', {}],
    ]);
    expect(requests.at(-1)!.body).toEqual({
      trip_id: 100001,
      reason: 'Plans changed',
      guest_id: 'g1',
    });
    expect(message).toBe('Trip canceled');
  });

  it('the coupon actor asks rental/coupon/apply at the provider and reads core’s coupon; a refusal keeps the server’s message', async () => {
    const coupon = {
      id: 9,
      title: 'AED 100 off car rentals over AED 500',
      code: 'DRIVE100',
      coupon_type: 'default',
      discount_type: 'amount',
      discount: 100,
      min_purchase: 500,
      max_discount: 0,
      start_date: '2026-01-01',
      expire_date: '2026-12-31',
      limit: null,
      data: [],
      module_id: 6,
      store_id: null,
      created_by: 'admin',
      customer_id: ['all'],
      status: 1,
    };
    const { api, last } = client(({ query }) =>
      query.code === 'DRIVE100'
        ? { body: coupon }
        : { status: 404, body: { errors: [{ code: 'coupon', message: 'Coupon not found' }] } },
    );
    const actors = rentalActors(api, { guestId: () => null });
    const applied = await toPromise(
      createActor(actors.tripBooking.applyCoupon, {
        input: { code: 'DRIVE100', provider_id: 4 },
      }).start(),
    );
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/rental/coupon/apply',
      query: { code: 'DRIVE100', provider_id: '4' },
    });
    expect(last().headers.get('moduleId')).toBe('6');
    expect(applied).toMatchObject({ code: 'DRIVE100', discount: 100, min_purchase: 500 });
    const refused = await toPromise(
      createActor(actors.tripBooking.applyCoupon, {
        input: { code: 'NOPE', provider_id: 4 },
      }).start(),
    ).catch((e: unknown) => e);
    expect(isApiError(refused) && refused.messages).toEqual(['Coupon not found']);
  });

  it('the booking actor books for the owner of the moment', async () => {
    const { api, last } = client(() => ({ body: 100002 }));
    const actors = rentalActors(api, { guestId: () => null });
    const booked = await toPromise(
      createActor(actors.tripBooking.bookTrip, { input: { idempotencyKey: 'k', body } }).start(),
    );
    expect(booked).toEqual({ trip_id: 100002 });
    expect(last().body).toEqual(body);
  });
});

describe('the rental wishlist', () => {
  it('lists, adds and removes vehicles and providers with the id in the query', async () => {
    const { api, requests } = client(({ method }) => ({
      body:
        method === 'GET'
          ? { vehicles: [], providers: [] }
          : { message: method === 'POST' ? 'Successfully added!' : 'Successfully removed!' },
    }));
    expect(await listRentalWishlist(api)).toEqual({ vehicles: [], providers: [] });
    const added = await changeRentalWishlist(api, { action: 'add', kind: 'vehicle', id: 31 });
    await changeRentalWishlist(api, { action: 'remove', kind: 'provider', id: 4 });
    expect(added.message).toBe('Successfully added!');
    expect(requests.map((r) => [r.method, r.path, r.query])).toEqual([
      ['GET', '/rental/user/wish-list', {}],
      ['POST', '/rental/user/wish-list/add', { vehicle_id: '31' }],
      ['DELETE', '/rental/user/wish-list/remove', { provider_id: '4' }],
    ]);
    expect(requests[0]!.headers.get('zoneId')).toBe('[1]');
  });

  it('drives the wishlist heart: already wished (409) keeps the heart filled', async () => {
    const { api } = client(() => ({
      status: 409,
      body: { errors: [{ code: 'wishlist', message: 'Already in your wishlist' }] },
    }));
    const { provideWishlistToggleMachine } = await import('../machines/wishlist-toggle.machine.js');
    const toasts: string[] = [];
    const machine = provideWishlistToggleMachine({
      actors: rentalActors(api, { guestId: () => null }).wishlist,
      notifier: { notify: (_, message) => void toasts.push(message) },
      t: (key) => key,
      syncWishlist: () => undefined,
    });
    const actor = createActor(machine, {
      input: { kind: 'vehicle', id: 31, wished: false, signedIn: true },
    }).start();
    actor.send({ type: 'TOGGLE' });
    await new Promise((r) => setTimeout(r, 10));
    expect(actor.getSnapshot().value).toBe('wished');
    expect(toasts).toEqual(['Already in your wishlist']);
    await expect(changeRentalWishlist(api, { action: 'add', kind: 'item', id: 1 })).rejects.toThrow(
      /vehicles and providers/,
    );
  });
});

import { useTripRent, type TripRent } from '../trips/rent.js';
import type { ApiVehicle } from './queries.js';
import type { TripQuery } from './search-query.js';

/**
 * What the vehicle page's rent button and booking bar do: `onRent` adds the vehicle to the trip
 * cart (rental-and-auth §4 'Adding a vehicle to the trip cart'), `estimate` is the vehicle's
 * estimated price once it is in the cart ('Estimated', spec §2), and `inCart` the quantity
 * stepper that replaces the button then. All come from core's trip cart machine
 * (features/trips/rent.ts).
 */
export type RentAction = TripRent;

export function useRentVehicle(vehicle: ApiVehicle | null, trip: TripQuery | null): RentAction {
  return useTripRent(vehicle, trip);
}

import type { ApiVehicle } from './queries.js';
import type { TripQuery } from './search-query.js';

/**
 * What the vehicle page's rent button and booking bar do: `onRent` adds the vehicle to the trip
 * cart (rental-and-auth §4 'Adding a vehicle to the trip cart'), `estimate` is the vehicle's
 * estimated price once it is in the cart ('Estimated', spec §2). Both come from core's trip cart
 * machine (`trip-cart.machine.ts`), which is not in the repository yet: until it is, the button
 * shows but is disabled. This hook is the one place to wire it.
 */
export interface RentAction {
  onRent: (() => void) | null;
  estimate: { amount: string; units: string } | null;
}

export function useRentVehicle(_vehicle: ApiVehicle | null, _trip: TripQuery | null): RentAction {
  return { onRent: null, estimate: null };
}

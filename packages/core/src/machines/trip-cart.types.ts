/** The types of `tripCartMachine` (trip-cart.machine.ts): its input, context, events, actors' inputs and outputs. */
import type { RuleIssue } from '../domain/issue.js';
import type {
  RentalAddToCartBody,
  RentalCartEntry,
  RentalCartResponse,
  RentalUpdateCartBody,
  RentalUpdateUserDataBody,
  Vehicle,
} from '../domain/rental.js';
import type { RentalQuantitySurface } from '../domain/rental-cart.js';
import type { UiError } from '../domain/ui-error.js';
import type { NotifyParams } from './effects.js';
import type { TripPlan } from './rental-search.machine.js';

/** The vehicle being added: what the cart rules read of it, with its provider. */
export interface TripCartVehicle extends Pick<
  Vehicle,
  'id' | 'name' | 'trip_hourly' | 'trip_distance' | 'total_vehicle_count' | 'total_vehicles'
> {
  providerId: number;
}

export interface TripCartInput {
  /** The trip cart as the server answered it (`get-cart`). */
  cart: RentalCartResponse;
  /** The searched trip (the search bar's, or the one in the URL), or null when none. */
  plan?: TripPlan | null;
  /** Where the stepper is: the wishlist's quick view words the quantity refusal differently. */
  surface?: RentalQuantitySurface;
}

/** What the customer asked for, kept while a dialog or a call runs. */
export type TripCartIntent =
  | { kind: 'add'; vehicle: TripCartVehicle; quantity: number }
  | { kind: 'quantity'; cartId: number; quantity: number; fromSearch: boolean }
  | { kind: 'trip' };

export type TripCartOutcome =
  | 'added'
  | 'replaced'
  | 'updated'
  | 'removed'
  | 'tripChanged'
  | 'unchanged'
  | 'cancelled'
  | 'refused'
  | 'failed';

export interface TripCartContext {
  cart: RentalCartResponse;
  plan: TripPlan | null;
  surface: RentalQuantitySurface;
  /** The intent in progress (null when idle). */
  pending: TripCartIntent | null;
  /** The cart's entries without the new trip type (the trip vehicle list). */
  unsupported: RentalCartEntry[];
  /** The last intent's outcome (null while one runs). */
  outcome: TripCartOutcome | null;
  /** The rule that refused the last intent (a quantity over the units, …). */
  issue: RuleIssue | null;
  /** The server's refusal of the last call. */
  error: UiError | null;
  /** The cart of another provider was cleared in this intent (the outcome is 'replaced'). */
  replaced: boolean;
}

export type TripCartEvent =
  /** Rent This Car / add to the trip cart (quantity 1 unless given). */
  | { type: 'ADD'; vehicle: TripCartVehicle; quantity?: number }
  /** The stepper; `fromSearch` when the vehicle page was opened from the search. */
  | { type: 'INCREMENT'; cartId: number; fromSearch?: boolean }
  | { type: 'DECREMENT'; cartId: number; fromSearch?: boolean }
  | { type: 'SET_QUANTITY'; cartId: number; quantity: number; fromSearch?: boolean }
  | { type: 'REMOVE'; cartId: number }
  /** The search changed; the cart's trip is changed to it (the dialogs when it differs). */
  | { type: 'APPLY_TRIP'; plan: TripPlan }
  /** The search changed; the cart is left as it is. */
  | { type: 'SET_PLAN'; plan: TripPlan | null }
  /** The cart was fetched again. */
  | { type: 'SYNC'; cart: RentalCartResponse }
  /** Yes in a dialog ('remove and continue' in the trip vehicle list). */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** `add-to-cart`'s body without the owner (the API adds `guest_id`). */
export type TripCartAddBody = Omit<RentalAddToCartBody, 'guest_id'>;

/**
 * `update-cart`'s body without the owner: the line and the cart's trip (a distance-wise trip
 * carries its km and route hours too, as every cart write does).
 */
export type TripCartUpdateBody = Omit<RentalUpdateCartBody, 'guest_id'> & {
  destination_time?: number | null;
  distance?: number | null;
};

/** `update-user-data/{userId}`'s body without the owner. */
export type TripCartUserDataBody = Omit<RentalUpdateUserDataBody, 'guest_id'>;

/**
 * The answer of a trip change: the cart (null when the server did not send it), and the entries
 * whose vehicle does not offer the new type (non-empty: nothing changed, remove them first).
 */
export interface TripChangeResult {
  cart: RentalCartResponse | null;
  unsupported: RentalCartEntry[];
}

/** A toast: a key (with its values) or the server's messages. */
export interface TripCartNotifyParams extends NotifyParams {
  values?: Record<string, string | number>;
}

import { isPickupInFuture, type PickupTime } from '@storefront/core/domain/rental-search';
import {
  isRentalLocation,
  isValidHours,
  RENTAL_SEARCH_KEYS,
  type RentalSearchContext,
} from '@storefront/core/machines/rental-search.machine';
import { MAX_HOURS, pickupTimeOf, samePickupTime } from './search-query.js';

/**
 * The rental search bar's fields beside core's rentalSearchMachine (TripSearchBar.tsx): what
 * each field holds that the machine may not (yet), and what stops a search, field by field.
 */

export type SearchField = 'pickup' | 'destination' | 'time' | 'hours' | 'route';

/** The fields in the bar's order (the first with a problem takes the focus). */
export const SEARCH_FIELDS: readonly SearchField[] = [
  'pickup',
  'destination',
  'time',
  'hours',
  'route',
];

/** What the bar's fields hold. */
export interface SearchFieldValues {
  /** A place being retyped (the machine keeps the last one chosen until another is). */
  pickupEditing: boolean;
  destinationEditing: boolean;
  /** The time field's value (`YYYY-MM-DDTHH:MM`, or '' while incomplete). */
  time: string;
  /** The hours typed. */
  hours: string;
}

/**
 * Whether the time field offers a pickup time (`YYYY-MM-DDTHH:MM`): a whole value after `now`
 * (core's rule: only in the future, on the providers' clock).
 */
export function isOfferedPickupTime(value: string, now: PickupTime): boolean {
  const at = pickupTimeOf(value);
  return at != null && isPickupInFuture(at, now);
}

/** The hours typed, when they are a whole number from 1 to MAX_HOURS. */
export function hoursOf(text: string): number | null {
  const n = Number(text);
  return text.trim() !== '' && isValidHours(n) && n <= MAX_HOURS ? n : null;
}

/**
 * What stops the search, field by field (each field's first problem, as an i18n key of
 * RENTAL_SEARCH_KEYS): what the machine holds (core's rules: a place with coordinates, a pickup
 * time in the future, whole hours, the route of a distance-wise trip) and what the fields hold
 * but the machine does not (a place being retyped, a time not complete or refused as past, hours
 * out of range). The route is asked for only once both places are there.
 */
export function searchFieldIssues(
  context: RentalSearchContext,
  fields: SearchFieldValues,
): Partial<Record<SearchField, string>> {
  const K = RENTAL_SEARCH_KEYS;
  const found: Partial<Record<SearchField, string>> = {};
  if (fields.pickupEditing || !isRentalLocation(context.pickup)) found.pickup = K.pickup;
  if (fields.destinationEditing || !isRentalLocation(context.destination)) {
    found.destination = K.destination;
  }
  const typed = pickupTimeOf(fields.time);
  if (typed == null) found.time = K.pickupTime;
  else if (!samePickupTime(typed, context.pickupAt) || !isPickupInFuture(typed, context.now)) {
    found.time = K.pickupPast;
  }
  if (context.tripType === 'hourly') {
    const hours = hoursOf(fields.hours);
    if (hours == null || hours !== context.hours) found.hours = K.hours;
  } else if (context.route == null && found.pickup == null && found.destination == null) {
    found.route = K.route;
  }
  return found;
}

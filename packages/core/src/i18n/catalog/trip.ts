import type { Messages } from '../define.js';

/**
 * Area `trip`: the rental flows driven by core's machines (rental search, trip cart, trip
 * booking, the rental module's zone check) and the CLI's rental commands. The spec's own texts
 * (dialogs, toasts, quantity messages) are in the area `rental`; these are the texts the spec
 * does not word.
 */
export const en = {
  'trip.search.error.pickup': 'Choose a pickup location.',
  'trip.search.error.destination': 'Choose a destination.',
  'trip.search.error.pickupTime': 'Choose a pickup date and time.',
  'trip.search.error.hours': 'Choose for how many hours you need the vehicle.',
  'trip.search.error.route': 'The distance of the trip is not known yet.',
} satisfies Messages;

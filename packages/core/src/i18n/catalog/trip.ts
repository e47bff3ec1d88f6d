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
  'trip.cart.error.noTrip':
    'Search a trip first: choose the pickup, the destination, the pickup time and the duration.',
  'trip.cart.error.notInCart': 'This vehicle is not in your cart.',
  'trip.toast.removed': 'The vehicle was removed from your cart.',
  'trip.toast.tripChanged': 'Your trip was updated.',
  'trip.booking.error.emptyCart': 'Your trip cart is empty.',
  'trip.booking.error.contact': 'Give the pickup contact: name, phone number and e-mail.',
  'trip.booking.error.paymentMethod': 'This payment method is not available for trips.',
  'trip.booking.signIn': 'Sign in to book your trip.',
  'trip.booking.booked': 'Your trip is booked.',
  'trip.status.pending': 'Pending',
  'trip.status.confirmed': 'Confirmed',
  'trip.status.ongoing': 'Ongoing',
  'trip.status.completed': 'Completed',
  'trip.status.canceled': 'Canceled',
  'trip.status.payment_failed': 'Payment failed',
  'trip.status.processing': 'Processing',
  'trip.status.waiting': 'Waiting',
  'trip.cli.tripType': 'Trip type',
  'trip.cli.pickup': 'Pickup',
  'trip.cli.destination': 'Destination',
  'trip.cli.duration': 'Duration',
  'trip.cli.total': 'Total',
  'trip.cli.trip': 'Trip #{{id}}',
  'trip.cli.noTrips': 'No trips yet.',
  'trip.cli.vehicle': 'Vehicle',
  'trip.cli.vehicles': 'Vehicles',
  'trip.cli.provider': 'Provider',
  'trip.cli.address': 'Address',
  'trip.cli.units': 'Units',
  // ---- web (features/trips): the trip cart, trip checkout, trips and tracking ----
  'trip.web.cart.open': 'Open trip cart',
  'trip.web.cart.badge': '{{count}} vehicles in the trip cart',
  'trip.web.cart.loadFailed': 'Your trip cart could not be loaded.',
  'trip.web.drawer.toCart': 'Go to Trip Cart',
  'trip.web.dialog.vehicles': 'Vehicles that will be removed',
  'trip.web.trip.label': 'Your trip',
  'trip.web.trip.pickup': 'Pickup',
  'trip.web.trip.destination': 'Destination',
  'trip.web.trip.time': 'Pickup time',
  'trip.web.trip.rentType': 'Rent type',
  'trip.web.trip.hourly': 'Hourly',
  'trip.web.trip.distance': 'Distance wise',
  'trip.web.line.quantity': 'Quantity of {{name}}',
  'trip.web.line.remove': 'Remove from the trip cart',
  'trip.web.line.perHour': 'hr',
  'trip.web.line.perKm': 'km',
  'trip.web.lines.label': 'Vehicles of your trip',
  'trip.web.totals.subtotal': 'Subtotal',
  // ---- end of web (features/trips) ----
} satisfies Messages;

import type { Messages } from '../define.js';

/**
 * The rental module (rental-and-auth §2, §4, §5, §8, §9): the trip cart, its dialogs and
 * toasts, the quantity messages, the booking bar and the units. The spec's texts are verbatim;
 * the refusals of add-to-cart (`rental.cart.error.*`), which the spec does not word, and the
 * trip vehicle list's statement are ours. 'Location set successfully' is the location area's.
 * The server's answers of the trip cart, trips, the rental wishlist and reviews
 * (`rental.cart.error.*`, `rental.trip.*`, `rental.wishlist.*`, `rental.review.*`) are ours too;
 * the wishlist's are the customer wishlist's v1 texts.
 */
export const en = {
  'rental.quantity.overCount': "You can't add more than {{n}} quantities of this vehicle.",
  'rental.quantity.overOptions':
    'Vehicle can have up to {{n}} rental options; no more can be added',
  'rental.toast.added': 'The vehicle successfully added to your cart.',
  'rental.toast.cartClearedZone':
    'Your cart has been cleared as the selected zone does not support the previous pickup point.',
  'rental.dialog.providerConflict.title': 'Are you sure want to reset ?',
  'rental.dialog.providerConflict.message':
    'Selecting a vehicle from another provider will remove all vehicles from the cart and add the new one.',
  'rental.dialog.tripType.title': 'Do you want to change trip type',
  'rental.dialog.duration.title': 'Do you want to change trip duration',
  'rental.dialog.tripVehicles.noHourly':
    'One of the vehicles has no hourly trip. If you proceed, it will be removed from your cart.',
  'rental.dialog.tripVehicles.noDistance':
    'One of the vehicles has no distance-wise trip. If you proceed, it will be removed from your cart.',
  'rental.dialog.tripVehicles.proceed': 'remove and continue',
  'rental.cart.title': 'Trip Cart',
  'rental.cart.empty': 'No vehicles added in your cart. Please add vehicle to your cart list.',
  'rental.cart.continueBooking': 'Continue Booking',
  'rental.pickup.now': 'Pickup Now',
  'rental.pickup.scheduleAt': 'Schedule at',
  'rental.unit.hrs': 'Hrs',
  'rental.unit.km': 'Km',
  'rental.bookingBar.startFrom': 'Start From',
  'rental.bookingBar.estimated': 'Estimated',
  'rental.bookingBar.rent': 'Rent This Car',
  'rental.bookingBar.rentShort': 'Rent',
  'rental.card.newArrival': 'New Arrival',
  'rental.cart.error.vehicleNotFound': 'This vehicle was not found.',
  'rental.cart.error.alreadyInCart': 'This vehicle is already in your cart.',
  'rental.cart.error.unavailable': 'No unit of this vehicle is free at the pickup time.',
  'rental.cart.error.quantityMin': 'Add at least one vehicle.',
  'rental.cart.error.pickupPast': 'The pickup time must be in the future.',
  'rental.cart.error.providerClosed': 'The provider is closed at the pickup time.',
  'rental.cart.error.pickupZone': 'The provider does not pick up in this zone.',
  'rental.cart.error.typeUnsupported': 'This vehicle does not offer this trip type.',
  'rental.cart.error.typeConflict': 'Your cart holds a trip of another type.',
  'rental.cart.error.providerConflict': 'Your cart holds vehicles of another provider.',
  'rental.coupon.error.invalid': 'This coupon cannot be used for a trip.',
  'rental.provider.error.notFound': 'This provider was not found.',
  'rental.cart.error.notFound': 'This vehicle is not in your trip cart.',
  'rental.cart.error.tripNotFound': 'Your trip cart has no trip to update.',
  'rental.trip.error.emptyCart': 'Your trip cart is empty. Please add a vehicle first.',
  'rental.trip.error.paymentMethod':
    'This payment method is not available yet. Please pay in cash at pickup.',
  'rental.trip.error.unavailable':
    '{{name}}: only {{n}} free at the pickup time. Please change the quantity or the pickup time.',
  'rental.trip.error.notFound': 'Trip not found.',
  'rental.trip.error.cancelStatus': 'Only a pending or confirmed trip can be canceled.',
  'rental.trip.error.amount':
    'The trip amount {{sent}} differs from the trip total {{total}}. Please review your trip and book it again.',
  'rental.trip.error.provider': 'Your trip cart holds vehicles of another provider.',
  'rental.trip.error.paid': 'This trip is already paid.',
  'rental.trip.error.closed': 'This trip can no longer be paid.',
  'rental.trip.canceled': 'Trip canceled successfully.',
  'rental.trip.payment.cash': 'You will pay in cash at pickup.',
  'rental.wishlist.added': 'Successfully added!',
  'rental.wishlist.removed': 'Successfully removed!',
  'rental.wishlist.error.already': 'Already in your wishlist',
  'rental.wishlist.error.notFound': 'Not in your wishlist',
  'rental.review.submitted': 'Review submitted successfully.',
  'rental.review.error.notCompleted': 'You can review a vehicle once its trip is completed.',
  'rental.review.error.vehicle': 'This vehicle is not part of this trip.',
  'rental.review.error.already': 'You have already reviewed this vehicle for this trip.',
  'rental.review.error.rating': 'The rating must be a whole number from {{min}} to {{max}}.',
} satisfies Messages;

import { describe, expect, it } from 'vitest';
import { AREAS, catalogs } from '../index.js';

const { rental } = AREAS;

/** The spec's texts of the rental area, verbatim (rental-and-auth §2, §4, §5, §8, §9). */
const SPEC_TEXTS: Record<string, string> = {
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
  'rental.dialog.tripVehicles.proceed': 'remove and continue',
  'rental.cart.empty': 'No vehicles added in your cart. Please add vehicle to your cart list.',
  'rental.cart.continueBooking': 'Continue Booking',
  'rental.cart.title': 'Trip Cart',
  'rental.pickup.now': 'Pickup Now',
  'rental.pickup.scheduleAt': 'Schedule at',
  'rental.unit.hrs': 'Hrs',
  'rental.unit.km': 'Km',
  'rental.bookingBar.startFrom': 'Start From',
  'rental.bookingBar.estimated': 'Estimated',
  'rental.bookingBar.rent': 'Rent This Car',
  'rental.bookingBar.rentShort': 'Rent',
  'rental.card.newArrival': 'New Arrival',
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('area rental', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each(Object.keys(rental.en))('%s is in Arabic with the same placeholders', (key) => {
    const ar = catalogs.ar[key] ?? '';
    expect(ar).toMatch(/[\u0600-\u06FF]/);
    expect(placeholders(ar)).toEqual(placeholders(catalogs.en[key] ?? ''));
  });
});

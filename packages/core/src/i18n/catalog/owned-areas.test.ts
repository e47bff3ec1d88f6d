import { describe, expect, it } from 'vitest';
import { catalogs } from '../index.js';

/** The spec's texts, verbatim, for the areas common, location and module. */
const SPEC_TEXTS: Record<string, string> = {
  'location.toast.deliverySelected': 'New Delivery address selected.',
  'location.toast.pickupSelected': 'New Pickup address selected.',
  'location.toast.locationSet': 'Location set successfully',
  'location.savedAddresses.signInRequired': 'To select from saved addresses, you need to sign in.',
  'location.savedAddresses.hint': 'Select from saved addresses or pick from map',
  'location.useCurrentLocation': 'Use Current Location',
  'location.pickFromMap': 'Pick from map',
  'module.toast.selected': 'A Module has been selected.',
  'module.empty.title': 'No module found',
  'module.empty.description': 'Contact with the site owner to activate modules.',
  'module.title': 'Select a type of module for your orders',
  'module.required': 'A module must be selected to continue.',
  'common.validation.email': 'Please insert a valid email.',
  'common.error.generic': 'Something went wrong',
  'common.error.sessionExpired': 'Your account is inactive or Your token has been expired',
  'common.restaurants': 'Restaurants',
  'common.providers': 'Providers',
  'common.stores': 'Stores',
};

/** Keys the machines and the client produce (they must exist in both languages). */
const USED_KEYS = [
  'common.error.network',
  'location.error.permissionDenied',
  'location.error.positionUnavailable',
  'location.error.timeout',
  'location.error.unsupported',
  'location.error.geolocation',
  'location.error.invalidAddress',
  'common.action.retry',
];

describe('areas common, location, module', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it.each(USED_KEYS)('%s exists in English and Arabic', (key) => {
    expect(catalogs.en[key]).toBeTruthy();
    expect(catalogs.ar[key]).toMatch(/[\u0600-\u06FF]/);
  });

  it('the delivery toast reads naturally in Arabic', () => {
    expect(catalogs.ar['location.toast.deliverySelected']).toBe('تم اختيار عنوان توصيل جديد.');
  });
});

import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../ports.js';
import {
  formatLatLng,
  GEOLOCATION_OPTIONS,
  geolocationErrorCode,
  geolocationErrorKey,
  GeolocationError,
  locationSelectedKey,
  savedAddressPoint,
  savedAddressZoneId,
  storeLocation,
} from './location.js';
import { translate } from '../i18n/index.js';

describe('location rules', () => {
  it('geolocation uses low accuracy and a 5000 ms timeout', () => {
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: false, timeout: 5000 });
  });

  it('the toast depends on the purpose', () => {
    expect(translate('en', locationSelectedKey('delivery'))).toBe('New Delivery address selected.');
    expect(translate('en', locationSelectedKey('pickup'))).toBe('New Pickup address selected.');
    expect(translate('ar', locationSelectedKey('delivery'))).toBe('تم اختيار عنوان توصيل جديد.');
  });

  it('reads a saved address point from strings or numbers', () => {
    expect(savedAddressPoint({ latitude: '23.79', longitude: '90.40' })).toEqual({
      lat: 23.79,
      lng: 90.4,
    });
    expect(savedAddressPoint({ latitude: 23.79, longitude: 90.4 })).toEqual({
      lat: 23.79,
      lng: 90.4,
    });
    expect(savedAddressPoint({ latitude: '', longitude: '90' })).toBeNull();
    expect(savedAddressPoint({ latitude: '95', longitude: '90' })).toBeNull();
    expect(savedAddressPoint({ latitude: 'x', longitude: '90' })).toBeNull();
  });

  it('a saved address zone id is the JSON array of its positive zone ids', () => {
    expect(savedAddressZoneId({ zone_ids: [2, 1] })).toBe('[2,1]');
    expect(savedAddressZoneId({ zone_ids: [] })).toBeNull();
    expect(savedAddressZoneId({ zone_ids: null })).toBeNull();
    expect(savedAddressZoneId({})).toBeNull();
    expect(savedAddressZoneId({ zone_ids: [0, 3] })).toBe('[3]');
  });

  it('stores the three keys', () => {
    const storage = memoryStorage({ token: 't' });
    storeLocation(storage, { address: 'Banani, Dhaka', lat: 23.79, lng: 90.4, zoneId: '[1]' });
    expect(storage.snapshot()).toEqual({
      token: 't',
      location: 'Banani, Dhaka',
      currentLatLng: '{"lat":23.79,"lng":90.4}',
      zoneid: '[1]',
    });
  });

  it('formats coordinates as text', () => {
    expect(formatLatLng({ lat: 23.5, lng: -0.1 })).toBe('23.500000, -0.100000');
  });

  it.each([
    [{ code: 1 }, 'denied', 'location.error.permissionDenied'],
    [{ code: 2 }, 'unavailable', 'location.error.positionUnavailable'],
    [{ code: 3 }, 'timeout', 'location.error.timeout'],
    [new GeolocationError('unsupported'), 'unsupported', 'location.error.unsupported'],
    [new Error('x'), null, 'location.error.geolocation'],
    [null, null, 'location.error.geolocation'],
    [{ code: 9 }, null, 'location.error.geolocation'],
  ])('geolocation error %o is %s', (error, code, key) => {
    expect(geolocationErrorCode(error)).toBe(code);
    expect(geolocationErrorKey(error)).toBe(key);
    expect(translate('en', key)).not.toBe(key);
  });
});

import { GeolocationError } from '@storefront/core/domain/location';
import type { GeolocationPort } from '@storefront/core';

export const NO_GEOLOCATION_MESSAGE =
  'A command line has no GPS: give the coordinates (--lat and --lng) or search for a place (--search).';

/** The CLI has no device position: coordinates are always given explicitly. */
export function noGeolocation(): GeolocationPort {
  return {
    current: () => Promise.reject(new GeolocationError('unsupported', NO_GEOLOCATION_MESSAGE)),
  };
}

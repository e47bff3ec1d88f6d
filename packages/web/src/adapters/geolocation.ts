import type { GeolocationPort } from '@storefront/core/ports';
import { GeolocationError } from '@storefront/core/domain/location';

const CODES = { 1: 'denied', 2: 'unavailable', 3: 'timeout' } as const;

/**
 * Browser geolocation behind the core port. Failures reject with a GeolocationError whose code
 * the machines turn into a translated message.
 */
export const geolocation: GeolocationPort = {
  current: (options) =>
    new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new GeolocationError('unsupported'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        (error) => {
          const code = CODES[error.code as keyof typeof CODES] ?? 'unavailable';
          reject(new GeolocationError(code, error.message));
        },
        { enableHighAccuracy: options.enableHighAccuracy, timeout: options.timeout },
      );
    }),
};

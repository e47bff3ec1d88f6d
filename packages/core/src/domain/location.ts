import type { GeolocationOptions, KeyValueStorage } from '../ports.js';
import { isValidLatLng } from './geo.js';
import { formatZoneIds, STORAGE_KEYS, type LatLng } from './session.js';

/** Geolocation timeout from the spec, in milliseconds. */
export const GEOLOCATION_TIMEOUT_MS = 5000;

/** Current location uses low accuracy and the spec's 5000 ms timeout. */
export const GEOLOCATION_OPTIONS: GeolocationOptions = {
  enableHighAccuracy: false,
  timeout: GEOLOCATION_TIMEOUT_MS,
};

/** What the chosen address is for: delivery, or the rental module's pickup point. */
export type LocationPurpose = 'delivery' | 'pickup';

/** One place-search suggestion (from `placePrediction`). */
export interface PlaceSuggestion {
  placeId: string;
  /** Full text, `text.text`. */
  text: string;
  /** `structuredFormat.mainText.text`. */
  mainText: string;
  /** `structuredFormat.secondaryText.text`. */
  secondaryText: string;
}

/** Place details: where the place is and its formatted address. */
export interface PlaceDetail {
  placeId: string;
  address: string;
  lat: number;
  lng: number;
}

/** The result of a zone lookup: the zone ids as the server gives them (a JSON array string). */
export interface ZoneLookup {
  zoneId: string;
}

/** A location ready to be stored. */
export interface ChosenLocation {
  /** The location text shown in the header. */
  address: string;
  lat: number;
  lng: number;
  /** Zone ids as a JSON array string such as `[1,2]`. */
  zoneId: string;
}

/** A saved address as the address list gives it (only the fields location choice reads). */
export interface SavedAddressChoice {
  id?: number;
  address_type?: string;
  address: string;
  latitude: number | string;
  longitude: number | string;
  zone_ids?: readonly number[] | null;
}

/** The coordinates of a saved address, or null when they are missing or out of range. */
export function savedAddressPoint(
  address: Pick<SavedAddressChoice, 'latitude' | 'longitude'>,
): LatLng | null {
  const toNumber = (v: number | string) =>
    typeof v === 'string' && v.trim() === '' ? NaN : Number(v);
  const point = { lat: toNumber(address.latitude), lng: toNumber(address.longitude) };
  return isValidLatLng(point) ? point : null;
}

/** The saved address's zone ids (positive integers), `[]` when it has none. */
export function savedAddressZoneIds(address: Pick<SavedAddressChoice, 'zone_ids'>): number[] {
  return (address.zone_ids ?? []).filter((id) => Number.isInteger(id) && id > 0);
}

/** i18n key of the toast after a location is chosen. */
export function locationSelectedKey(purpose: LocationPurpose): string {
  return purpose === 'pickup' ? 'location.toast.pickupSelected' : 'location.toast.deliverySelected';
}

/** Text for a point that reverse geocoding could not name: `23.757989, 90.360587`. */
export function formatLatLng(point: LatLng): string {
  return `${point.lat.toFixed(6)}, ${point.lng.toFixed(6)}`;
}

/** The storage entries of a chosen location (`location`, `currentLatLng`, `zoneid`). */
export function locationEntries(chosen: ChosenLocation): Record<string, string> {
  return {
    [STORAGE_KEYS.location]: chosen.address,
    [STORAGE_KEYS.currentLatLng]: JSON.stringify({ lat: chosen.lat, lng: chosen.lng }),
    [STORAGE_KEYS.zoneId]: chosen.zoneId,
  };
}

/** Writes a chosen location to storage, all three keys together. */
export function storeLocation(storage: KeyValueStorage, chosen: ChosenLocation): void {
  for (const [key, value] of Object.entries(locationEntries(chosen))) storage.set(key, value);
}

/** Zone ids of a saved address as the `zoneid` value. */
export function savedAddressZoneId(address: Pick<SavedAddressChoice, 'zone_ids'>): string | null {
  const ids = savedAddressZoneIds(address);
  return ids.length > 0 ? formatZoneIds(ids) : null;
}

/**
 * Why the device could not give its position. Geolocation adapters reject with an
 * object carrying `code`: the browser's numeric codes (1 permission denied,
 * 2 position unavailable, 3 timeout) or one of these strings.
 */
export type GeolocationErrorCode = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export function geolocationErrorCode(error: unknown): GeolocationErrorCode | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const { code } = error as { code: unknown };
  switch (code) {
    case 1:
    case 'denied':
      return 'denied';
    case 2:
    case 'unavailable':
      return 'unavailable';
    case 3:
    case 'timeout':
      return 'timeout';
    case 'unsupported':
      return 'unsupported';
    default:
      return null;
  }
}

/** i18n key of the message for a geolocation failure. */
export function geolocationErrorKey(error: unknown): string {
  switch (geolocationErrorCode(error)) {
    case 'denied':
      return 'location.error.permissionDenied';
    case 'unavailable':
      return 'location.error.positionUnavailable';
    case 'timeout':
      return 'location.error.timeout';
    case 'unsupported':
      return 'location.error.unsupported';
    default:
      return 'location.error.geolocation';
  }
}

/** An error a geolocation adapter can reject with. */
export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';
  readonly code: GeolocationErrorCode;
  constructor(code: GeolocationErrorCode, message: string = code) {
    super(message);
    this.code = code;
  }
}

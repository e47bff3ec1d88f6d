/**
 * The API calls the machines need, as plain async functions over the typed client.
 * Each returns domain data or throws an `ApiError` carrying the server's messages.
 */
import type { LatLng, StoredModule } from '../domain/session.js';
import type { PlaceDetail, PlaceSuggestion, ZoneLookup } from '../domain/location.js';
import type { components } from './schema.gen.js';
import type { ApiClient } from './client.js';
import type { ResponseLike } from './fetch-types.js';
import { ApiError } from './errors.js';

/**
 * An `AbortSignal` where the environment declares one (browser and Node typings);
 * core itself compiles without them, where this is `unknown`.
 */
export type Signal = typeof globalThis extends { AbortSignal: { prototype: infer S } }
  ? S
  : unknown;

interface CallResult<D> {
  data?: D;
  error?: unknown;
  response: ResponseLike;
}

/** The data of a successful call; throws `ApiError` for a non-2xx answer. */
export async function unwrap<D>(call: Promise<CallResult<D>>): Promise<D> {
  const { data, error, response } = await call;
  if (!response.ok || error !== undefined) throw new ApiError(response.status, error);
  return data as D;
}

/** Reverse geocoding: the formatted address of the nearest place, or null when none. */
export async function reverseGeocode(
  api: ApiClient,
  point: LatLng,
  signal?: Signal,
): Promise<string | null> {
  const data = await unwrap(
    api.GET('/config/geocode-api', {
      params: { query: { lat: point.lat, lng: point.lng } },
      signal,
    }),
  );
  const address = data.results[0]?.formatted_address?.trim();
  return address ? address : null;
}

/** Zone lookup: the zone ids containing the point, as the JSON array string the server sends. */
export async function lookupZone(
  api: ApiClient,
  point: LatLng,
  signal?: Signal,
): Promise<ZoneLookup> {
  const data = await unwrap(
    api.GET('/config/get-zone-id', {
      params: { query: { lat: point.lat, lng: point.lng } },
      signal,
    }),
  );
  return { zoneId: data.zone_id };
}

/** Place search suggestions for a text. */
export async function searchPlaces(
  api: ApiClient,
  text: string,
  signal?: Signal,
): Promise<PlaceSuggestion[]> {
  const data = await unwrap(
    api.GET('/config/place-api-autocomplete', { params: { query: { search_text: text } }, signal }),
  );
  return data.suggestions.map(({ placePrediction: p }) => ({
    placeId: p.placeId,
    text: p.text.text,
    mainText: p.structuredFormat.mainText.text,
    secondaryText: p.structuredFormat.secondaryText.text,
  }));
}

/** Place details: the coordinates and formatted address of a place id. */
export async function placeDetails(
  api: ApiClient,
  placeId: string,
  signal?: Signal,
): Promise<PlaceDetail> {
  const data = await unwrap(
    api.GET('/config/place-api-details', { params: { query: { placeid: placeId } }, signal }),
  );
  return {
    placeId: data.id,
    address: data.formattedAddress,
    lat: data.location.latitude,
    lng: data.location.longitude,
  };
}

/** The part of a module the storefront keeps (the `module` storage value). */
export function toStoredModule(module: components['schemas']['Module']): StoredModule {
  return {
    id: module.id,
    module_type: module.module_type,
    module_name: module.module_name,
    icon_full_url: module.icon_full_url ?? null,
    zones: (module.zones ?? []).map((z) => ({ id: z.id })),
  };
}

/** The active modules (of the stored zones: the middleware sends the `zoneId` header). */
export async function listModules(api: ApiClient, signal?: Signal): Promise<StoredModule[]> {
  const data = await unwrap(api.GET('/module', { signal }));
  return data.map(toStoredModule);
}

/** Creates a guest identity and returns its id. */
export async function requestGuestId(api: ApiClient, signal?: Signal): Promise<string> {
  const data = await unwrap(api.POST('/auth/guest/request', { signal }));
  return data.guest_id;
}

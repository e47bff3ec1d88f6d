/**
 * The model of `locationMachine` that its model-based test walks (and that
 * `storefront machines paths location` can list): representative event payloads,
 * including the outcomes of its actors and delays, and the traversal.
 */
import { ApiError } from '../api/errors.js';
import { GeolocationError, type PlaceDetail, type PlaceSuggestion } from '../domain/location.js';
import { modelPaths } from './model-paths.js';
import { locationMachine, SEARCH_DEBOUNCE_MS } from './location.machine.js';
import type { LocationEvent, LocationInput } from './location.types.js';

export const locationFixtures = {
  previous: {
    location: 'Previous place, Dhaka',
    currentLatLng: '{"lat":23.7,"lng":90.3}',
    zoneid: '[9]',
  },
  position: { lat: 23.7808, lng: 90.4077 },
  geocodedAddress: 'Gulshan Avenue, Gulshan 1, Dhaka',
  zoneId: '[2,1]',
  searchText: 'bashundhara',
  suggestion: {
    placeId: 'gz-bashundhara-city',
    text: 'Bashundhara City, Panthapath, Dhaka',
    mainText: 'Bashundhara City',
    secondaryText: 'Panthapath, Dhaka',
  } satisfies PlaceSuggestion,
  placeDetail: {
    placeId: 'gz-bashundhara-city',
    address: 'Bashundhara City, Panthapath, Dhaka 1215',
    lat: 23.7511,
    lng: 90.3906,
  } satisfies PlaceDetail,
  point: { lat: 23.7937, lng: 90.4066 },
  pin: { lat: 23.8103, lng: 90.4125 },
  addressWithZones: {
    id: 7,
    address_type: 'home',
    address: 'House 12, Road 11, Banani, Dhaka',
    latitude: '23.7940',
    longitude: '90.4043',
    zone_ids: [1, 2],
  },
  addressWithoutZones: {
    id: 8,
    address_type: 'office',
    address: 'Level 4, Motijheel C/A, Dhaka',
    latitude: 23.733,
    longitude: 90.4172,
    zone_ids: null,
  },
  addressWithoutCoordinates: {
    id: 9,
    address_type: 'other',
    address: 'Somewhere without coordinates',
    latitude: '',
    longitude: '',
    zone_ids: [1],
  },
  zoneError: new ApiError(404, {
    errors: [{ code: 'coordinates', message: 'Service not available in this area' }],
  }),
  placeError: new ApiError(404, { errors: [{ code: 'placeid', message: 'Place not found' }] }),
  geolocationError: new GeolocationError('denied', 'User denied Geolocation'),
  networkError: new TypeError('fetch failed'),
} as const;

/** The event that fires the search debounce (`after: { searchDebounce }` in `search.debouncing`). */
export const SEARCH_DEBOUNCE_EVENT = 'xstate.after.searchDebounce.location.search.debouncing';

/** A model event: a machine event, an actor outcome or a delay. */
export type LocationModelEvent =
  | LocationEvent
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: typeof SEARCH_DEBOUNCE_EVENT };

const f = locationFixtures;

/** Every event the model tries in every state. */
export const locationModelEvents: LocationModelEvent[] = [
  { type: 'SEARCH', text: f.searchText },
  { type: 'SEARCH', text: '  ' },
  { type: SEARCH_DEBOUNCE_EVENT },
  { type: 'xstate.done.actor.searchPlaces', output: [f.suggestion] },
  { type: 'xstate.error.actor.searchPlaces', error: f.networkError },
  { type: 'RETRY_SEARCH' },
  { type: 'PICK_SUGGESTION', placeId: f.suggestion.placeId },
  { type: 'USE_CURRENT_LOCATION' },
  { type: 'PICK_POINT', lat: f.point.lat, lng: f.point.lng },
  { type: 'PICK_POINT', lat: 123, lng: 500 },
  { type: 'PICK_ADDRESS', address: f.addressWithZones },
  { type: 'PICK_ADDRESS', address: f.addressWithoutZones },
  { type: 'PICK_ADDRESS', address: f.addressWithoutCoordinates },
  { type: 'OPEN_MAP' },
  { type: 'OPEN_MAP', center: f.position },
  { type: 'MOVE_PIN', lat: f.pin.lat, lng: f.pin.lng },
  { type: 'CONFIRM' },
  { type: 'CLOSE_MAP' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.geolocate', output: f.position },
  { type: 'xstate.error.actor.geolocate', error: f.geolocationError },
  { type: 'xstate.done.actor.placeDetails', output: f.placeDetail },
  { type: 'xstate.error.actor.placeDetails', error: f.placeError },
  { type: 'xstate.done.actor.reverseGeocode', output: f.geocodedAddress },
  { type: 'xstate.done.actor.reverseGeocode', output: null },
  { type: 'xstate.error.actor.reverseGeocode', error: f.networkError },
  { type: 'xstate.done.actor.lookupZone', output: { zoneId: f.zoneId } },
  { type: 'xstate.error.actor.lookupZone', error: f.zoneError },
];

/** The model's inputs: a guest choosing a delivery address, a signed-in customer choosing a rental pickup. */
export const locationModelInputs: LocationInput[] = [
  { purpose: 'delivery', signedIn: false },
  { purpose: 'pickup', signedIn: true },
];

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function locationModelPaths(input: LocationInput) {
  return modelPaths(locationMachine, {
    input,
    events: locationModelEvents as unknown as LocationEvent[],
  });
}

export { SEARCH_DEBOUNCE_MS };

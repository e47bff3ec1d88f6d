/** The types of `locationMachine` (location.machine.ts): its input, context and events. */
import type { LatLng } from '../domain/session.js';
import type { LocationPurpose, PlaceSuggestion, SavedAddressChoice } from '../domain/location.js';
import type { UiError } from '../domain/ui-error.js';

/** How the location being resolved was chosen (RETRY repeats it). */
export type LocationSource = 'current' | 'place' | 'point' | 'address';

export interface LocationContext {
  purpose: LocationPurpose;
  signedIn: boolean;
  /** The search box text. */
  searchText: string;
  suggestions: PlaceSuggestion[];
  searchError: UiError | null;
  source: LocationSource | null;
  /** The picked suggestion (place details); a map drag clears it. */
  place: { placeId: string; text: string } | null;
  /** Coordinates being resolved or chosen. */
  point: LatLng | null;
  /** Location text for `point`. */
  address: string | null;
  /** Zone ids for `point`, as a JSON array string. */
  zoneId: string | null;
  error: UiError | null;
}

export interface LocationInput {
  purpose?: LocationPurpose;
  signedIn?: boolean;
}

export type LocationEvent =
  | { type: 'SEARCH'; text: string }
  | { type: 'RETRY_SEARCH' }
  | { type: 'PICK_SUGGESTION'; placeId: string }
  | { type: 'USE_CURRENT_LOCATION' }
  | { type: 'PICK_POINT'; lat: number; lng: number }
  | { type: 'PICK_ADDRESS'; address: SavedAddressChoice }
  /** The visitor signed in or out: saved addresses become allowed or not (the actor lives on). */
  | { type: 'SESSION_CHANGED'; signedIn: boolean }
  | { type: 'OPEN_MAP'; center?: LatLng | null }
  | { type: 'MOVE_PIN'; lat: number; lng: number }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE_MAP' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

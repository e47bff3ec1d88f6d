/** What a UI reads from `locationMachine`'s context: the chosen location. */
import type { ChosenLocation } from '../domain/location.js';
import type { LocationContext } from './location.types.js';

/** The complete location in context, or null while a piece is missing. */
export function chosenLocation(context: LocationContext): ChosenLocation | null {
  const { point, address, zoneId } = context;
  if (point == null || address == null || zoneId == null) return null;
  return { address, lat: point.lat, lng: point.lng, zoneId };
}

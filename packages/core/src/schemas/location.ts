/**
 * Query schemas of the location endpoints (`config/get-zone-id`, `config/geocode-api`,
 * `config/place-api-autocomplete`, `config/place-api-details`, `config/distance-api`,
 * `zone/check`). Query values arrive as strings; numbers are parsed from them.
 */
import * as v from 'valibot';

const QUERY_MESSAGE = 'The query must be an object.';

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A number (or numeric string) within [min, max]; a missing value gets the same message. */
function numberBetween(name: string, min: number, max: number) {
  const message = `${name} must be a number between ${min} and ${max}`;
  return v.optional(
    v.pipe(
      v.unknown(),
      v.transform(toNumber),
      v.number(message),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    '',
  );
}

const latitude = (name: string) => numberBetween(name, -90, 90);
const longitude = (name: string) => numberBetween(name, -180, 180);

/** A text of 1..max characters after trimming. */
function text(name: string, max: number) {
  const message = `${name} must be between 1 and ${max} characters`;
  return v.optional(
    v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, message)),
    '',
  );
}

/** `lat`, `lng`: geocoding and zone lookup. */
export const latLngQuery = v.object({ lat: latitude('lat'), lng: longitude('lng') }, QUERY_MESSAGE);

/** `search_text`: place autocomplete. */
export const placeSearchQuery = v.object({ search_text: text('search_text', 200) }, QUERY_MESSAGE);

/** `placeid`: place details. */
export const placeDetailsQuery = v.object({ placeid: text('placeid', 200) }, QUERY_MESSAGE);

export const TRAVEL_MODES = ['DRIVE', 'WALK', 'BICYCLE'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

const MODE_ALIASES: Record<string, TravelMode> = {
  DRIVE: 'DRIVE',
  WALK: 'WALK',
  BICYCLE: 'BICYCLE',
  driving: 'DRIVE',
  walking: 'WALK',
  bicycling: 'BICYCLE',
};

const modeMessage = 'mode must be one of DRIVE, WALK, BICYCLE (or driving, walking, bicycling)';

/** Travel mode: DRIVE, WALK (the default) or BICYCLE; driving, walking and bicycling are accepted. */
export const travelMode = v.optional(
  v.pipe(
    v.string(modeMessage),
    v.check((mode) => mode in MODE_ALIASES, modeMessage),
    v.transform((mode): TravelMode => MODE_ALIASES[mode] ?? 'WALK'),
  ),
  'WALK',
);

/** Route distance between two points. */
export const distanceQuery = v.object(
  {
    origin_lat: latitude('origin_lat'),
    origin_lng: longitude('origin_lng'),
    destination_lat: latitude('destination_lat'),
    destination_lng: longitude('destination_lng'),
    mode: travelMode,
  },
  QUERY_MESSAGE,
);

const zoneIdMessage = 'zone_id must be a positive integer';

/** Whether a point lies in a zone. */
export const zoneCheckQuery = v.object(
  {
    lat: latitude('lat'),
    lng: longitude('lng'),
    zone_id: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(toNumber),
        v.number(zoneIdMessage),
        v.integer(zoneIdMessage),
        v.minValue(1, zoneIdMessage),
      ),
      '',
    ),
  },
  QUERY_MESSAGE,
);

export type LatLngQuery = v.InferOutput<typeof latLngQuery>;
export type PlaceSearchQuery = v.InferOutput<typeof placeSearchQuery>;
export type PlaceDetailsQuery = v.InferOutput<typeof placeDetailsQuery>;
export type DistanceQuery = v.InferOutput<typeof distanceQuery>;
export type ZoneCheckQuery = v.InferOutput<typeof zoneCheckQuery>;

import { describe, expect, it } from 'vitest';
import { haversineMeters } from '@storefront/core/domain/geo';
import { deliveryDistanceKm } from '@storefront/core/domain/delivery';
import { estimateRoute, MAX_ROUTE_KM, travelMode, TRAVEL_MODES } from './distance.js';
import {
  foldForSearch,
  formattedAddress,
  nearestPlaces,
  searchPlaces,
  type PlaceRow,
} from './gazetteer.js';

const place = (
  id: string,
  name: string,
  area: string,
  lat: number,
  lng: number,
  ar?: { name: string; area: string },
): PlaceRow => ({
  id,
  name,
  area,
  kind: 'landmark',
  lat,
  lng,
  translations: ar ? { ar } : {},
});

const PLACES = [
  place('mall', 'Dubai Mall', 'Downtown Dubai', 25.1985, 55.2796, {
    name: 'دبي مول',
    area: 'وسط مدينة دبي',
  }),
  place('downtown', 'Downtown Dubai', 'Downtown Dubai', 25.194, 55.275, {
    name: 'وسط مدينة دبي',
    area: 'وسط مدينة دبي',
  }),
  place('marina', 'Dubai Marina', 'Marina', 25.08, 55.14),
  place('souk', 'Souk Madinat', 'Umm Suqeim', 25.133, 55.185, {
    name: 'سوق مدينة جميرا',
    area: 'أم سقيم',
  }),
  place('creme', 'Café Crème', 'Jumeirah', 25.21, 55.25),
];
const CONTEXT = { city: 'Dubai', country: 'United Arab Emirates', countryCode: 'AE' };

describe('gazetteer', () => {
  it('formats addresses without repeating the area', () => {
    expect(formattedAddress(PLACES[0]!, 'en', CONTEXT)).toBe(
      'Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates',
    );
    expect(formattedAddress(PLACES[1]!, 'en', CONTEXT)).toBe(
      'Downtown Dubai, Dubai, United Arab Emirates',
    );
    expect(
      formattedAddress(PLACES[0]!, 'ar', { city: 'دبي', country: 'الإمارات', countryCode: 'AE' }),
    ).toBe('دبي مول، وسط مدينة دبي، دبي، الإمارات');
    // No Arabic name: the English one, with Arabic commas.
    expect(formattedAddress(PLACES[2]!, 'ar', CONTEXT)).toBe(
      'Dubai Marina، Marina، Dubai، United Arab Emirates',
    );
  });

  it('finds the nearest places within the radius, nearest first', () => {
    const near = nearestPlaces(PLACES, { lat: 25.1986, lng: 55.2795 });
    expect(near[0]!.place.id).toBe('mall');
    expect(near.map((n) => n.meters)).toEqual([...near.map((n) => n.meters)].sort((a, b) => a - b));
    expect(nearestPlaces(PLACES, { lat: 0, lng: 0 })).toEqual([]);
    expect(nearestPlaces(PLACES, { lat: 25.1986, lng: 55.2795 }, 2)).toHaveLength(2);
  });

  it('folds case, accents and Arabic letter forms', () => {
    expect(foldForSearch('Café  CRÈME!')).toBe('cafe creme');
    expect(foldForSearch('أم سُقيم')).toBe(foldForSearch('ام سقيم'));
    expect(foldForSearch('مدينة')).toBe(foldForSearch('مدينه'));
  });

  it('ranks name prefixes, then words, then substrings, then areas', () => {
    expect(searchPlaces(PLACES, 'dub').map((p) => p.id)).toEqual(['mall', 'marina', 'downtown']);
    expect(searchPlaces(PLACES, 'marina').map((p) => p.id)).toEqual(['marina']);
    // Several words at a word start beat a substring.
    expect(
      searchPlaces([...PLACES, place('x', 'Xdubai Mallx', 'Nowhere', 0, 0)], 'dubai mall').map(
        (p) => p.id,
      ),
    ).toEqual(['mall', 'x']);
    expect(searchPlaces(PLACES, 'creme').map((p) => p.id)).toEqual(['creme']);
    expect(searchPlaces(PLACES, 'jumeirah').map((p) => p.id)).toEqual(['creme']);
    expect(searchPlaces(PLACES, 'سوق').map((p) => p.id)).toEqual(['souk']);
    expect(searchPlaces(PLACES, 'ام سقيم').map((p) => p.id)).toEqual(['souk']);
    expect(searchPlaces(PLACES, '   ')).toEqual([]);
    expect(searchPlaces(PLACES, 'a', 2)).toHaveLength(2);
  });
});

describe('distance estimate', () => {
  const a = { lat: 25.1972, lng: 55.2744 };
  const b = { lat: 25.08, lng: 55.14 };

  it('answers the distance delivery charges by (core), the same for every mode', () => {
    const straight = haversineMeters(a, b);
    for (const mode of ['DRIVE', 'WALK', 'BICYCLE'] as const) {
      const route = estimateRoute(a, b, mode, 'en');
      expect(route.distanceMeters).toBe(Math.round(straight));
      expect(route.distanceMeters / 1000).toBe(deliveryDistanceKm(a, b));
      const seconds = Number.parseInt(route.duration, 10);
      expect(seconds).toBe(
        Math.round(route.distanceMeters / ((TRAVEL_MODES[mode].kmh * 1000) / 3600)),
      );
    }
  });

  it('writes localised texts', () => {
    const en = estimateRoute(a, b, 'DRIVE', 'en');
    expect(en.localizedValues.distance.text).toMatch(/^\d+ km$/);
    expect(en.localizedValues.duration.text).toMatch(/^\d+ mins$/);
    const ar = estimateRoute(a, b, 'DRIVE', 'ar');
    expect(ar.localizedValues.distance.text).toMatch(/كم$/);
    expect(
      estimateRoute(a, { lat: 25.1973, lng: 55.2744 }, 'WALK', 'en').localizedValues.distance.text,
    ).toBe('11 m');
  });

  it('finds no route beyond the limit', () => {
    const far = { lat: a.lat + (MAX_ROUTE_KM + 10) / 111, lng: a.lng };
    expect(estimateRoute(a, far, 'DRIVE', 'en')).toMatchObject({
      status: 'ZERO_RESULTS',
      condition: 'ROUTE_NOT_FOUND',
    });
  });

  it('accepts the Routes and legacy mode names', () => {
    expect(travelMode('driving')).toBe('DRIVE');
    expect(travelMode('WALK')).toBe('WALK');
    expect(travelMode('bicycling')).toBe('BICYCLE');
    expect(travelMode('FLY')).toBeNull();
  });
});

// The offline map's data (packages/web/src/features/map/data) against the server's seed: the same
// gazetteer places, every place on land and on the right side of the water, the seeded zones'
// places inside their zone, and real Arabic for every name drawn.
import type { Feature, Point, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../packages/core/src/domain/geo.js';
import { PLACES as GAZETTEER } from '../../packages/server/src/seed/data/gazetteer.js';
import { ZONES } from '../../packages/server/src/seed/data/zones.js';
import { DUBAI_MAP } from '../../packages/web/src/features/map/data/dubai.js';
import { PLACES } from '../../packages/web/src/features/map/data/places.js';

const polygons = (layer: string) =>
  DUBAI_MAP.features
    .filter(
      (f): f is Feature<Polygon> => f.properties?.layer === layer && f.geometry.type === 'Polygon',
    )
    .map((f) => f.geometry.coordinates[0]!.map(([lng, lat]) => ({ lat: lat!, lng: lng! })));

const land = polygons('land');
const water = polygons('water');
const onLand = (point: { lat: number; lng: number }) =>
  land.some((p) => pointInPolygon(point, p)) && !water.some((p) => pointInPolygon(point, p));

const ARABIC = /^[\u0600-\u06FF\s()0-9،/-]+$/u;

describe('the offline map of Dubai', () => {
  it('draws exactly the gazetteer places, with their names and coordinates', () => {
    expect(
      PLACES.map(([id, name, ar, kind, lat, lng]) => ({ id, name, ar, kind, lat, lng })),
    ).toEqual(
      GAZETTEER.map((p) => ({
        id: p.id,
        name: p.name,
        ar: p.ar.name,
        kind: p.kind,
        lat: p.lat,
        lng: p.lng,
      })),
    );
  });

  it('puts every place on land (not in the sea, the Creek, the canal or the marina)', () => {
    const wet = PLACES.filter(
      ([, , , kind, lat, lng]) => kind !== 'landmark' && !onLand({ lat, lng }),
    );
    // The Dubai Fountain stands in Burj Lake.
    expect(wet.map(([id]) => id)).toEqual([]);
    expect(onLand({ lat: 25.1955, lng: 55.2753 })).toBe(false);
  });

  it('keeps Bur Dubai and Deira on their banks of the Creek, and the sea off the beaches', () => {
    // Points out at sea, and in the Creek between the souks.
    expect(onLand({ lat: 25.15, lng: 55.17 })).toBe(false);
    expect(onLand({ lat: 25.2655, lng: 55.3 })).toBe(false);
    expect(onLand({ lat: 25.08, lng: 55.125 })).toBe(false);
  });

  it('has the seeded zones around their own places', () => {
    for (const zone of ZONES) {
      const inside = GAZETTEER.filter((p) => p.zone === zone.key);
      expect(inside.length).toBeGreaterThan(0);
      for (const place of inside)
        expect(pointInPolygon(place, zone.coordinates), place.id).toBe(true);
    }
  });

  it('names every road, district and place in English and in Arabic', () => {
    const named = DUBAI_MAP.features.filter((f) => f.properties?.name != null);
    expect(named.length).toBeGreaterThan(200);
    for (const feature of named) {
      expect(String(feature.properties!.name)).toMatch(/[A-Za-z]/);
      expect(String(feature.properties!.name_ar), String(feature.properties!.name)).toMatch(ARABIC);
    }
    const roads = named
      .filter((f) => f.properties!.layer === 'road')
      .map((f) => f.properties!.name);
    expect(roads).toEqual(
      expect.arrayContaining(['Sheikh Zayed Road', 'Al Khail Road', 'Al Wasl Road']),
    );
    const labels = named.filter(
      (f): f is Feature<Point> =>
        f.properties!.layer === 'label' && f.properties!.kind === 'district',
    );
    for (const label of labels) {
      const [lng, lat] = label.geometry.coordinates;
      expect(onLand({ lat: lat!, lng: lng! }), String(label.properties!.name)).toBe(true);
    }
  });
});

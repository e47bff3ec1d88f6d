import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampZoom,
  haversineMeters,
  isValidLatLng,
  MAP_ZOOM,
  pointInPolygon,
  polygonArea,
  polygonCenter,
} from './geo.js';
import type { LatLng } from './session.js';

const latLng = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('haversineMeters (properties)', () => {
  it('is symmetric', () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
      }),
    );
  });

  it('is non-negative and at most half the circumference', () => {
    fc.assert(
      fc.property(latLng, latLng, (a, b) => {
        const d = haversineMeters(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(Math.PI * 6378137 + 1e-6);
      }),
    );
  });

  it('is zero from a point to itself', () => {
    fc.assert(
      fc.property(latLng, (a) => {
        expect(haversineMeters(a, a)).toBe(0);
      }),
    );
  });

  it('obeys the triangle inequality', () => {
    // Near antipodal points asin() loses precision (about sqrt(machine epsilon) x radius,
    // some centimetres), so allow one metre.
    fc.assert(
      fc.property(latLng, latLng, latLng, (a, b, c) => {
        expect(haversineMeters(a, c)).toBeLessThanOrEqual(
          haversineMeters(a, b) + haversineMeters(b, c) + 1,
        );
      }),
    );
  });

  it('matches a known distance (one degree of latitude on the spec radius)', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(
      (Math.PI / 180) * 6378137,
      3,
    );
  });
});

/** An axis-aligned square (convex), closed or open ring, in either orientation. */
const square = fc
  .record({
    lat: fc.double({ min: -80, max: 79, noNaN: true }),
    lng: fc.double({ min: -170, max: 169, noNaN: true }),
    size: fc.double({ min: 0.001, max: 10, noNaN: true }),
    closed: fc.boolean(),
    reversed: fc.boolean(),
  })
  .map(({ lat, lng, size, closed, reversed }) => {
    const ring: LatLng[] = [
      { lat, lng },
      { lat, lng: lng + size },
      { lat: lat + size, lng: lng + size },
      { lat: lat + size, lng },
    ];
    if (reversed) ring.reverse();
    if (closed) ring.push({ ...ring[0]! });
    return { ring, lat, lng, size };
  });

describe('pointInPolygon on convex squares (properties)', () => {
  it('contains every strictly interior point', () => {
    fc.assert(
      fc.property(
        square,
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (s, u, w) => {
          const p = { lat: s.lat + u * s.size, lng: s.lng + w * s.size };
          expect(pointInPolygon(p, s.ring)).toBe(true);
        },
      ),
    );
  });

  it('excludes every point outside', () => {
    fc.assert(
      fc.property(
        square,
        fc.double({ min: 1.01, max: 5, noNaN: true }),
        fc.boolean(),
        fc.boolean(),
        (s, k, onLat, below) => {
          const offset = below ? -(k - 1) * s.size - 0.01 * s.size : k * s.size;
          const p = onLat
            ? { lat: s.lat + offset, lng: s.lng + s.size / 2 }
            : { lat: s.lat + s.size / 2, lng: s.lng + offset };
          expect(pointInPolygon(p, s.ring)).toBe(false);
        },
      ),
    );
  });

  it('counts corners as inside', () => {
    fc.assert(fc.property(square, (s) => s.ring.every((corner) => pointInPolygon(corner, s.ring))));
  });

  it('its centre is inside and its area is size squared', () => {
    fc.assert(
      fc.property(square, (s) => {
        expect(pointInPolygon(polygonCenter(s.ring), s.ring)).toBe(true);
        expect(polygonArea(s.ring)).toBeCloseTo(s.size * s.size, 9);
      }),
    );
  });

  it('a polygon with fewer than three points contains nothing', () => {
    expect(
      pointInPolygon({ lat: 0, lng: 0 }, [
        { lat: 0, lng: 0 },
        { lat: 1, lng: 1 },
      ]),
    ).toBe(false);
  });
});

describe('geo helpers', () => {
  it('isValidLatLng checks ranges and numbers', () => {
    expect(isValidLatLng({ lat: 90, lng: -180 })).toBe(true);
    expect(isValidLatLng({ lat: 90.1, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: Number.NaN, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: '1', lng: 0 })).toBe(false);
  });

  it('clampZoom keeps the spec range 1..21 and defaults a non-number to 17', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(30)).toBe(21);
    expect(clampZoom(9.4)).toBe(9);
    expect(clampZoom(Number.NaN)).toBe(MAP_ZOOM.default);
    expect(MAP_ZOOM).toEqual({ min: 1, max: 21, default: 17, withPolygon: 9 });
  });
});

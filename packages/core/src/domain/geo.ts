import type { LatLng } from './session.js';

/** Earth radius used by the straight-line fallback, from the spec. */
export const EARTH_RADIUS_M = 6378137;

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance in km = metres / 1000. */
export function metersToKm(meters: number): number {
  return meters / 1000;
}

/**
 * Ray-casting point-in-polygon test. The polygon is a ring of points (closed or
 * not); points on an edge count as inside.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  const n = polygon.length;
  if (n < 3) return false;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const pi = polygon[i]!;
    const pj = polygon[j]!;
    if (onSegment(point, pi, pj)) return true;
    const crosses =
      pi.lat > point.lat !== pj.lat > point.lat &&
      point.lng < ((pj.lng - pi.lng) * (point.lat - pi.lat)) / (pj.lat - pi.lat) + pi.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (p.lat - a.lat) * (b.lng - a.lng) - (p.lng - a.lng) * (b.lat - a.lat);
  if (Math.abs(cross) > 1e-12) return false;
  return (
    Math.min(a.lat, b.lat) - 1e-12 <= p.lat &&
    p.lat <= Math.max(a.lat, b.lat) + 1e-12 &&
    Math.min(a.lng, b.lng) - 1e-12 <= p.lng &&
    p.lng <= Math.max(a.lng, b.lng) + 1e-12
  );
}

/** Absolute area of a polygon in squared degrees (for ordering zones smallest first). */
export function polygonArea(polygon: readonly LatLng[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    sum += (polygon[j]!.lng + polygon[i]!.lng) * (polygon[j]!.lat - polygon[i]!.lat);
  }
  return Math.abs(sum / 2);
}

/** Centre of a polygon's bounding box. */
export function polygonCenter(polygon: readonly LatLng[]): LatLng {
  const lats = polygon.map((p) => p.lat);
  const lngs = polygon.map((p) => p.lng);
  return {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
  };
}

export function isValidLatLng(p: { lat: unknown; lng: unknown }): p is LatLng {
  return (
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180
  );
}

/** Map zoom limits from the spec. */
export const MAP_ZOOM = { min: 1, max: 21, default: 17, withPolygon: 9 } as const;

/** Clamps a zoom level to 1..21 (a zoom that is not a number gives the default, 17). */
export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return MAP_ZOOM.default;
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
}

import type { LatLng } from '@storefront/core/domain/session';

/** Web-Mercator world size in pixels at a zoom level (256 px tiles, as web maps use). */
export function worldSize(zoom: number): number {
  return 256 * 2 ** zoom;
}

const MAX_LAT = 85.05112878;

/** Projects a coordinate to world pixels at `zoom`: x grows eastwards, y southwards. */
export function project(point: LatLng, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const lat = Math.max(-MAX_LAT, Math.min(MAX_LAT, point.lat));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((point.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The inverse of `project`; longitudes are wrapped into [-180, 180). */
export function unproject(pixel: { x: number; y: number }, zoom: number): LatLng {
  const size = worldSize(zoom);
  const lng = (pixel.x / size) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * pixel.y) / size;
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return {
    lat: Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)),
    lng: ((((lng + 180) % 360) + 360) % 360) - 180,
  };
}

/** The coordinate at `offset` screen pixels from `center` (dx east, dy south). */
export function offsetBy(center: LatLng, dx: number, dy: number, zoom: number): LatLng {
  const c = project(center, zoom);
  return unproject({ x: c.x + dx, y: c.y + dy }, zoom);
}

/** Screen position of `point` in a viewport of `width` x `height` centred on `center`. */
export function toScreen(
  point: LatLng,
  center: LatLng,
  zoom: number,
  width: number,
  height: number,
): { x: number; y: number } {
  const p = project(point, zoom);
  const c = project(center, zoom);
  return { x: p.x - c.x + width / 2, y: p.y - c.y + height / 2 };
}

/** Rounds a coordinate for display (6 decimals is about 10 cm). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

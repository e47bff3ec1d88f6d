import type { LatLng } from '@storefront/core/domain/session';
import { project } from '../map/projection.js';

/** Room kept around the store's marker, in pixels. */
const MARGIN = 48;
const MAX_ZOOM = 16;

/** The largest zoom at which `point` stays inside a viewport of this size centred on `center`. */
export function fitZoom(center: LatLng, point: LatLng, width: number, height: number): number {
  for (let zoom = MAX_ZOOM; zoom > 1; zoom -= 1) {
    const a = project(center, zoom);
    const b = project(point, zoom);
    if (Math.abs(b.x - a.x) <= width / 2 - MARGIN && Math.abs(b.y - a.y) <= height / 2 - MARGIN) {
      return zoom;
    }
  }
  return 1;
}

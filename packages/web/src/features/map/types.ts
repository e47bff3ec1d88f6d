import type { LatLng } from '@storefront/core/domain/session';

export interface MapZone {
  id: number;
  name: string;
  polygon: readonly LatLng[];
}

/** A raster basemap configured by the operator (config `map_tile_url`). */
export interface MapTiles {
  /** A tile URL template with `{z}`, `{x}`, `{y}` (and optionally `{s}`, `{r}`). */
  url: string;
  /** The provider's attribution (HTML), shown in the map's corner. */
  attribution: string;
}

export interface MapProps {
  center: LatLng;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  zones: readonly MapZone[];
  /** Picker mode: the map moves under a fixed centre pin. Read-only maps only zoom. */
  interactive?: boolean;
  /** While dragging: the centre follows the pointer. */
  onMove?: (center: LatLng) => void;
  /** When a drag, a click or a key press ends: the new centre is picked. */
  onMoveEnd?: (center: LatLng) => void;
  /** Accessible name of the map region. */
  label: string;
  height?: string;
  testId?: string;
}

import { lazy, Suspense, useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { useConfig } from '../../app/queries.js';
import { Spinner } from '../../ui/Spinner.js';
import type { MapProps, MapTiles } from './types.js';

// Both maps load on demand: no page carries map code before it shows a map.
const GoogleMap = lazy(() => import('./GoogleMap.js'));
const LeafletMap = lazy(() => import('./LeafletMap.js'));

export interface MapViewProps extends MapProps {
  /** config.map_api_key: Google Maps when set, the Leaflet map otherwise. */
  apiKey: string | null | undefined;
  language: string;
}

/** The configured basemap (config `map_tile_url`), or null for the offline map of the city. */
export function useMapTiles(): MapTiles | null {
  const { data: config } = useConfig();
  const url = config?.map_tile_url ?? '';
  const attribution = config?.map_tile_attribution ?? '';
  return useMemo(() => (url === '' ? null : { url, attribution }), [url, attribution]);
}

/**
 * Chooses the map: Google Maps with a key; otherwise Leaflet, over the configured tiles or the
 * offline vector map of the city.
 */
export function MapView({ apiKey, language, ...props }: MapViewProps) {
  const tiles = useMapTiles();
  return (
    <Suspense
      fallback={
        <div
          className={css({
            display: 'grid',
            placeItems: 'center',
            bg: 'bg.map',
            borderRadius: 'xl',
            color: 'fg.muted',
          })}
          style={{ height: props.height ?? '360px' }}
        >
          <Spinner />
        </div>
      }
    >
      {apiKey == null || apiKey === '' ? (
        <LeafletMap {...props} language={language} tiles={tiles} />
      ) : (
        <GoogleMap {...props} apiKey={apiKey} language={language} tiles={tiles} />
      )}
    </Suspense>
  );
}

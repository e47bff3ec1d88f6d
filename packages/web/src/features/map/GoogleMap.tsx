import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { clampZoom, MAP_ZOOM } from '@storefront/core/domain/geo';
import { useEffect, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import LeafletMap from './LeafletMap.js';
import type { MapProps, MapTiles } from './types.js';
import { CentrePin } from './CentrePin.js';

let configuredKey: string | null = null;

function configure(apiKey: string, language: string): void {
  if (configuredKey != null) return;
  configuredKey = apiKey;
  setOptions({ key: apiKey, v: 'weekly', language });
}

export interface GoogleMapProps extends MapProps {
  apiKey: string;
  language: string;
  /** The basemap of the Leaflet map that takes over if Google Maps cannot load. */
  tiles: MapTiles | null;
}

/**
 * Google Maps (loaded through @googlemaps/js-api-loader only when the operator configured a
 * key): the map moves under a fixed centre pin, zoom controls, the zones as polygons. If the
 * script cannot load (offline, bad key) the Leaflet map takes over with the same props.
 */
export default function GoogleMap(props: GoogleMapProps) {
  const {
    apiKey,
    language,
    center,
    zoom,
    zones,
    interactive = true,
    label,
    height = '360px',
  } = props;
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    let cancelled = false;
    const listeners: google.maps.MapsEventListener[] = [];
    const polygons: google.maps.Polygon[] = [];
    configure(apiKey, language);
    importLibrary('maps')
      .then(({ Map, Polygon }) => {
        if (cancelled || !el.current) return;
        const instance = new Map(el.current, {
          center,
          zoom,
          minZoom: MAP_ZOOM.min,
          maxZoom: MAP_ZOOM.max,
          disableDefaultUI: true,
          zoomControl: true,
          gestureHandling: interactive ? 'greedy' : 'cooperative',
          draggable: interactive,
          clickableIcons: false,
        });
        map.current = instance;
        for (const zone of zones) {
          polygons.push(
            new Polygon({
              map: instance,
              paths: zone.polygon.map((p) => ({ lat: p.lat, lng: p.lng })),
              strokeColor: '#0f8177',
              strokeWeight: 2,
              fillColor: '#0f8177',
              fillOpacity: 0.1,
              clickable: false,
            }),
          );
        }
        listeners.push(
          instance.addListener('center_changed', () => {
            const c = instance.getCenter();
            if (c && interactive) handlers.current.onMove?.({ lat: c.lat(), lng: c.lng() });
          }),
          instance.addListener('dragend', () => {
            const c = instance.getCenter();
            if (c && interactive) handlers.current.onMoveEnd?.({ lat: c.lat(), lng: c.lng() });
          }),
          instance.addListener('zoom_changed', () => {
            const z = instance.getZoom();
            if (z != null) handlers.current.onZoomChange(clampZoom(z));
          }),
        );
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      for (const l of listeners) l.remove();
      for (const p of polygons) p.setMap(null);
      map.current = null;
    };
    // The map is created once; later centre and zoom changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiKey, language, interactive, zones]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const c = instance.getCenter();
    if (!c || Math.abs(c.lat() - center.lat) > 1e-9 || Math.abs(c.lng() - center.lng) > 1e-9) {
      instance.setCenter(center);
    }
    if (instance.getZoom() !== zoom) instance.setZoom(zoom);
  }, [center, zoom]);

  if (failed) {
    const { apiKey: _key, ...rest } = props;
    return <LeafletMap {...rest} />;
  }

  return (
    <div className={css({ position: 'relative', w: 'full' })} style={{ height }}>
      <div
        ref={el}
        role="application"
        aria-label={label}
        className={css({ w: 'full', h: 'full', borderRadius: 'xl', overflow: 'hidden' })}
      />
      <CentrePin />
    </div>
  );
}

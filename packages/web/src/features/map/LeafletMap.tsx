import 'leaflet/dist/leaflet.css';
import './map.css';
import { clampZoom, MAP_ZOOM, polygonCenter } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import type { FeatureCollection } from 'geojson';
import * as L from 'leaflet';
import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MinusIcon, PlusIcon } from '../../ui/icons.js';
import { drawCity, type CityLayers } from './city-layers.js';
import { offsetBy } from './projection.js';
import type { MapProps, MapTiles } from './types.js';
import { CentrePin } from './CentrePin.js';

const KEY_STEP_PX = 48;

/** The city's vector data, fetched with this chunk (it is not needed before a map is shown). */
const cityData = import('./data/dubai.js').then((m) => m.DUBAI_MAP);

export interface LeafletMapProps extends MapProps {
  /** The active language: names on the map follow it. */
  language: string;
  /** A raster basemap from the configuration; null draws the offline map of the city. */
  tiles: MapTiles | null;
}

const toLatLng = (p: L.LatLng): LatLng => {
  const w = p.wrap();
  return { lat: w.lat, lng: w.lng };
};

/**
 * The map (Leaflet): the offline map of the demo city drawn from vector data (coast, water,
 * parks, named roads, districts and the gazetteer's places, named in the active language), or a
 * configured tile basemap, with the delivery zones on top. In picker mode the map moves under a
 * fixed centre pin: dragging reports the centre while it moves and once it ends, a click centres
 * the clicked point, arrow keys pan and +/- zoom (1 to 21); wheel and pinch zoom keep the centre.
 */
export default function LeafletMap(props: LeafletMapProps) {
  const {
    center,
    zoom,
    onZoomChange,
    zones,
    interactive = true,
    onMove,
    onMoveEnd,
    label,
    height = '360px',
    testId,
    language,
    tiles,
  } = props;
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const dragging = useRef(false);
  // The zoom last asked of Leaflet by the props, until the map reaches it.
  const requested = useRef<number | null>(null);
  // The zoom Leaflet has settled on (after its animation): what the page reports as the map's.
  const [settled, setSettled] = useState(props.zoom);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [data, setData] = useState<FeatureCollection | null>(null);
  useEffect(() => {
    if (tiles) return;
    let live = true;
    void cityData.then((d) => {
      if (live) setData(d);
    });
    return () => {
      live = false;
    };
  }, [tiles]);

  // The map itself, created once per mode.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const { center: c, zoom: z } = latest.current;
    const instance = L.map(el, {
      center: [c.lat, c.lng],
      zoom: z,
      minZoom: MAP_ZOOM.min,
      maxZoom: MAP_ZOOM.max,
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      boxZoom: false,
      dragging: interactive,
      scrollWheelZoom: 'center',
      doubleClickZoom: 'center',
      touchZoom: 'center',
      wheelPxPerZoomLevel: 120,
      worldCopyJump: false,
    });
    for (const [pane, zIndex] of [
      ['sf-base', 210],
      ['sf-roads', 320],
      ['sf-zones', 360],
      ['sf-labels', 450],
    ] as const) {
      const p = instance.createPane(pane);
      p.style.zIndex = String(zIndex);
      if (pane === 'sf-labels') p.style.pointerEvents = 'none';
    }
    instance.on('dragstart', () => {
      dragging.current = true;
    });
    instance.on('move', () => {
      if (dragging.current) latest.current.onMove?.(toLatLng(instance.getCenter()));
    });
    instance.on('moveend', () => {
      if (!dragging.current) return;
      dragging.current = false;
      const next = toLatLng(instance.getCenter());
      latest.current.onMove?.(next);
      latest.current.onMoveEnd?.(next);
    });
    instance.on('zoomend', () => {
      const next = clampZoom(instance.getZoom());
      // A zoom the page asked for while Leaflet was still animating the one before is dropped
      // by Leaflet: ask again rather than report the step in between (quick -/- presses).
      const asked = requested.current;
      if (asked != null) {
        if (next === asked) requested.current = null;
        else if (latest.current.zoom === asked) {
          instance.setZoom(asked);
          return;
        } else requested.current = null;
      }
      setSettled(next);
      if (next !== latest.current.zoom) latest.current.onZoomChange(next);
    });
    // A press that moved is a drag, even one Leaflet refused (it ignores drags begun during a
    // zoom animation): its release does not pick the point under the pointer.
    let pressedAt: L.Point | null = null;
    instance.on('mousedown', (event: L.LeafletMouseEvent) => {
      pressedAt = event.containerPoint;
    });
    instance.on('click', (event: L.LeafletMouseEvent) => {
      if (latest.current.interactive === false) return;
      if (pressedAt && pressedAt.distanceTo(event.containerPoint) > 5) return;
      const next = toLatLng(event.latlng);
      latest.current.onMove?.(next);
      latest.current.onMoveEnd?.(next);
    });
    // Dialogs open with an animation and phones rotate: the map follows its box's size.
    const observer = new ResizeObserver(() => instance.invalidateSize({ pan: false }));
    observer.observe(el);
    setSettled(clampZoom(z));
    setMap(instance);
    return () => {
      observer.disconnect();
      instance.remove();
      setMap(null);
    };
  }, [interactive]);

  // The view follows the props (the machine's point, the zoom buttons, place search).
  useEffect(() => {
    if (!map || dragging.current) return;
    const current = map.getCenter();
    const moved =
      Math.abs(current.lat - center.lat) > 1e-9 || Math.abs(current.lng - center.lng) > 1e-9;
    if (!moved && map.getZoom() === zoom) return;
    if (moved) map.setView([center.lat, center.lng], zoom, { animate: false });
    else {
      requested.current = zoom;
      map.setZoom(zoom);
    }
  }, [map, center.lat, center.lng, zoom]);

  // The basemap: configured tiles, or the city drawn from its data in the active language.
  useEffect(() => {
    if (!map) return;
    if (tiles) {
      const attribution = L.control.attribution({ prefix: false }).addTo(map);
      const layer = L.tileLayer(tiles.url, {
        attribution: tiles.attribution,
        maxNativeZoom: 19,
        maxZoom: MAP_ZOOM.max,
        className: 'sf-map-tiles',
      }).addTo(map);
      return () => {
        layer.remove();
        attribution.remove();
      };
    }
    if (!data) return;
    const city: CityLayers = drawCity(map, data, language);
    return () => city.remove();
  }, [map, tiles, data, language]);

  // The delivery zones and their names.
  useEffect(() => {
    if (!map) return;
    const renderer = L.svg({ pane: 'sf-zones', padding: 0.3 });
    const group = L.layerGroup().addTo(map);
    const names: L.Marker[] = [];
    for (const zone of zones) {
      if (zone.polygon.length < 3) continue;
      L.polygon(
        zone.polygon.map((p) => [p.lat, p.lng] as [number, number]),
        { renderer, className: 'sf-zone', weight: 2, interactive: false },
      ).addTo(group);
      const at = polygonCenter(zone.polygon);
      const text = document.createElement('span');
      text.textContent = zone.name;
      text.dir = 'auto';
      names.push(
        L.marker([at.lat, at.lng], {
          icon: L.divIcon({ className: 'sf-label sf-label-zone', html: text, iconSize: undefined }),
          pane: 'sf-labels',
          interactive: false,
          keyboard: false,
        }),
      );
    }
    const showNames = () => {
      const z = map.getZoom();
      for (const name of names) {
        const show = z >= 8 && z <= 11;
        if (show && !group.hasLayer(name)) group.addLayer(name);
        if (!show && group.hasLayer(name)) group.removeLayer(name);
      }
    };
    showNames();
    map.on('zoomend', showNames);
    return () => {
      map.off('zoomend', showNames);
      group.remove();
      map.removeLayer(renderer);
    };
  }, [map, zones]);

  const zoomBy = (delta: number) => onZoomChange(clampZoom(zoom + delta));

  // Where the arrow keys have moved the point since their last release: a release picks it, and
  // a held key's repeats go on from it, even before the page has drawn the move (a slow device,
  // a quick press).
  const keyed = useRef<LatLng | null>(null);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const step = event.shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (move && interactive) {
      event.preventDefault();
      keyed.current = offsetBy(keyed.current ?? center, move[0], move[1], zoom);
      onMove?.(keyed.current);
      return;
    }
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomBy(1);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomBy(-1);
    }
  };

  const onKeyUp = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !interactive) return;
    if (!event.key.startsWith('Arrow')) return;
    const next = keyed.current ?? center;
    keyed.current = null;
    onMoveEnd?.(next);
  };

  return (
    <div
      dir="ltr"
      role="application"
      aria-roledescription="map"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      data-map-zoom={settled}
      data-map-basemap={tiles ? 'tiles' : data ? 'offline' : 'loading'}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      className={css({
        position: 'relative',
        w: 'full',
        overflow: 'hidden',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        isolation: 'isolate',
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      })}
      style={{ height }}
    >
      <div
        ref={box}
        className={`sf-map ${css({ position: 'absolute', inset: '0', cursor: interactive ? 'grab' : 'default' })}`}
        lang={language}
      />
      <CentrePin />
      <div
        className={css({
          position: 'absolute',
          right: '3',
          bottom: tiles ? '7' : '3',
          zIndex: 1000,
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'icon' })} ${css({ bg: 'bg.surface', boxShadow: 'sm' })}`}
          aria-label={t('location.map.zoomIn')}
          disabled={zoom >= MAP_ZOOM.max}
          onClick={() => zoomBy(1)}
          data-testid="map-zoom-in"
        >
          <PlusIcon />
        </button>
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'icon' })} ${css({ bg: 'bg.surface', boxShadow: 'sm' })}`}
          aria-label={t('location.map.zoomOut')}
          disabled={zoom <= MAP_ZOOM.min}
          onClick={() => zoomBy(-1)}
          data-testid="map-zoom-out"
        >
          <MinusIcon />
        </button>
      </div>
      <span
        aria-live="polite"
        data-testid="map-zoom-level"
        className={css({
          position: 'absolute',
          left: '3',
          bottom: tiles ? '7' : '3',
          zIndex: 1000,
          fontSize: 'xs',
          px: '2',
          py: '0.5',
          borderRadius: 'md',
          bg: 'bg.surface',
          color: 'fg.muted',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        {t('map.zoomLevel', { zoom })}
      </span>
    </div>
  );
}

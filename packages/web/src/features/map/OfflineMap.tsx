import { clampZoom, MAP_ZOOM, polygonCenter } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MinusIcon, PlusIcon } from '../../ui/icons.js';
import { offsetBy, project, toScreen, unproject } from './projection.js';

export interface MapZone {
  id: number;
  name: string;
  polygon: readonly LatLng[];
}

export interface OfflineMapProps {
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

const KEY_STEP_PX = 48;
const GRID_PX = 64;

/** The viewport size, tracked with a ResizeObserver. */
function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, ...size };
}

/**
 * The offline map: zones drawn in a Web-Mercator projection around a centre pin, a grid that
 * moves with the map, drag (pointer) and arrow-key panning, +/- zoom from 1 to 21. It needs no
 * tiles and no network, so it is what runs without a Maps key.
 */
export function OfflineMap({
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
}: OfflineMapProps) {
  const { t } = useTranslation();
  const { ref, width, height: h } = useSize<HTMLDivElement>();
  const drag = useRef<{
    id: number;
    x: number;
    y: number;
    start: { x: number; y: number };
    moved: boolean;
  } | null>(null);
  const latest = useRef({ center, zoom });
  useEffect(() => {
    latest.current = { center, zoom };
  });

  const zoomBy = (delta: number) => onZoomChange(clampZoom(zoom + delta));

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let acc = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      acc += event.deltaY;
      if (Math.abs(acc) >= 60) {
        onZoomChange(clampZoom(latest.current.zoom + (acc < 0 ? 1 : -1)));
        acc = 0;
      }
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [ref, onZoomChange]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!interactive || event.button !== 0) return;
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: project(center, zoom),
      moved: false,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 3) return;
    d.moved = true;
    onMove?.(unproject({ x: d.start.x - dx, y: d.start.y - dy }, zoom));
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    if (d.moved) {
      const dx = event.clientX - d.x;
      const dy = event.clientY - d.y;
      onMoveEnd?.(unproject({ x: d.start.x - dx, y: d.start.y - dy }, zoom));
      return;
    }
    // A click: the clicked point becomes the centre.
    const rect = event.currentTarget.getBoundingClientRect();
    const next = offsetBy(
      center,
      event.clientX - rect.left - rect.width / 2,
      event.clientY - rect.top - rect.height / 2,
      zoom,
    );
    onMove?.(next);
    onMoveEnd?.(next);
  };

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
      onMove?.(offsetBy(center, move[0], move[1], zoom));
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
    if (event.key.startsWith('Arrow')) onMoveEnd?.(center);
  };

  // The grid is anchored to world pixels, so it slides with the map.
  const c = project(center, zoom);
  const gx = -(((c.x - width / 2) % GRID_PX) + GRID_PX) % GRID_PX;
  const gy = -(((c.y - h / 2) % GRID_PX) + GRID_PX) % GRID_PX;
  const gridLines: string[] = [];
  for (let x = gx; x <= width; x += GRID_PX) gridLines.push(`M${x} 0V${h}`);
  for (let y = gy; y <= h; y += GRID_PX) gridLines.push(`M0 ${y}H${width}`);

  return (
    <div
      ref={ref}
      dir="ltr"
      role="application"
      aria-roledescription="map"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      className={css({
        position: 'relative',
        w: 'full',
        overflow: 'hidden',
        borderRadius: 'xl',
        bg: 'bg.map',
        borderWidth: '1px',
        borderColor: 'border.default',
        touchAction: 'none',
        userSelect: 'none',
        cursor: interactive ? 'grab' : 'default',
        _active: interactive ? { cursor: 'grabbing' } : {},
        _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      })}
      style={{ height }}
    >
      {width > 0 && (
        <svg width={width} height={h} className={css({ display: 'block' })} aria-hidden="true">
          <path
            d={gridLines.join('')}
            className={css({ stroke: 'border.default', strokeWidth: 1 })}
          />
          {zones.map((zone) => {
            if (zone.polygon.length < 3) return null;
            const points = zone.polygon.map((p) => toScreen(p, center, zoom, width, h));
            const labelAt = toScreen(polygonCenter(zone.polygon), center, zoom, width, h);
            return (
              <g key={zone.id}>
                <path
                  d={`M${points.map((p) => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join('L')}Z`}
                  className={css({ fill: 'zone.fill', stroke: 'zone.stroke', strokeWidth: 2 })}
                />
                {zoom >= 8 && zoom <= 15 && (
                  <text
                    x={labelAt.x}
                    y={labelAt.y}
                    textAnchor="middle"
                    className={css({
                      fill: 'fg.muted',
                      fontSize: 'xs',
                      fontWeight: 'semibold',
                      // A halo keeps the name readable over grid and zone lines.
                      stroke: 'bg.map',
                      strokeWidth: '3px',
                      paintOrder: 'stroke',
                      strokeLinejoin: 'round',
                    })}
                  >
                    {zone.name}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
      {/* The centre pin: the map moves under it. */}
      <svg
        viewBox="0 0 32 44"
        width="32"
        height="44"
        aria-hidden="true"
        className={css({
          position: 'absolute',
          left: '50%',
          top: '50%',
          transform: 'translate(-50%, -100%)',
          pointerEvents: 'none',
          filter: 'drop-shadow(0 2px 3px rgba(0,0,0,0.35))',
          color: 'accent.solid',
        })}
      >
        <path d="M16 43S2 27 2 16a14 14 0 1 1 28 0c0 11-14 27-14 27Z" fill="currentColor" />
        <circle cx="16" cy="16" r="5.5" className={css({ fill: 'bg.surface' })} />
      </svg>
      <div
        className={css({
          position: 'absolute',
          right: '3',
          bottom: '3',
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
        })}
      >
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
          aria-label={t('location.map.zoomIn')}
          disabled={zoom >= MAP_ZOOM.max}
          onClick={() => zoomBy(1)}
          data-testid="map-zoom-in"
        >
          <PlusIcon />
        </button>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'icon' })}
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
          bottom: '3',
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

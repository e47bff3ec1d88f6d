import { clampZoom } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { currentLocale } from '../../app/i18n.js';
import { useConfig, useZones } from '../../app/queries.js';
import { MapView } from '../map/MapView.js';
import { toScreen } from '../map/projection.js';
import { fitZoom } from './map-fit.js';
import { toMapZones } from '../map/zones.js';

const HEIGHT = 360;

/**
 * The delivery tracking map (spec §2 'Delivery tracking map dialog'): the map (Google with a key,
 * the offline map without) centred on the delivery address (its pin), with the store marked and
 * the straight line between them. The store's marker is placed with the map's own projection.
 */
export function DeliveryMap({ store, address }: { store: LatLng; address: LatLng }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const { data: zoneList } = useZones();
  const zones = useMemo(() => toMapZones(zoneList ?? []), [zoneList]);
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => setWidth(el.clientWidth);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const fitted = width > 0 ? fitZoom(address, store, width, HEIGHT) : 13;
  const shown = clampZoom(zoom ?? fitted);
  const at = toScreen(store, address, shown, width, HEIGHT);
  const inside = at.x >= 0 && at.x <= width && at.y >= 0 && at.y <= HEIGHT;
  return (
    <div ref={box} className={css({ position: 'relative' })} data-testid="delivery-map">
      <MapView
        apiKey={config?.map_api_key}
        language={currentLocale()}
        center={address}
        zoom={shown}
        onZoomChange={setZoom}
        zones={zones}
        interactive={false}
        label={t('orders.map.label')}
        height={`${HEIGHT}px`}
      />
      {width > 0 && (
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          className={css({ position: 'absolute', inset: '0', pointerEvents: 'none' })}
        >
          <line
            x1={width / 2}
            y1={HEIGHT / 2}
            x2={at.x}
            y2={at.y}
            className={css({ stroke: 'accent.solid', strokeWidth: 3, strokeDasharray: '6 6' })}
          />
          {inside && (
            <g transform={`translate(${at.x} ${at.y})`}>
              <circle
                r="14"
                className={css({ fill: 'bg.surface', stroke: 'fg.default', strokeWidth: 2 })}
              />
              <path
                d="M-7 -2h14M-6 -2l1.5-5h9L6 -2v8h-12z"
                className={css({ fill: 'none', stroke: 'fg.default', strokeWidth: 1.8 })}
              />
            </g>
          )}
        </svg>
      )}
      <ul
        className={css({
          display: 'flex',
          gap: '4',
          flexWrap: 'wrap',
          mt: '2',
          fontSize: 'xs',
          color: 'fg.muted',
          listStyle: 'none',
        })}
      >
        <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span
            className={css({
              w: '3',
              h: '3',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'fg.default',
              bg: 'bg.surface',
            })}
          />
          {t('orders.map.store')}
        </li>
        <li className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
          <span className={css({ w: '3', h: '3', borderRadius: 'full', bg: 'accent.solid' })} />
          {t('orders.map.address')}
        </li>
      </ul>
    </div>
  );
}

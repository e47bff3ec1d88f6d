import { MAP_ZOOM, pointInPolygon } from '@storefront/core/domain/geo';
import type { LatLng } from '@storefront/core/domain/session';
import { errorText } from '@storefront/core/domain/ui-error';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { currentLocale } from '../../app/i18n.js';
import { useConfig, useZones } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { AlertIcon, MapPinIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { MapView } from '../map/MapView.js';
import { toMapZones } from '../map/zones.js';
import { formatCoordinate } from '../map/projection.js';
import { LocationActor } from './LocationProvider.js';
import PlaceSearch from './PlaceSearchImpl.js';

/** Where the map opens without a pin: the stored position, else the business default. */
function startingPoint(
  stored: LatLng | null,
  fallback: { lat: string; lng: string } | undefined,
): LatLng | null {
  if (stored) return stored;
  if (fallback) {
    const p = { lat: Number(fallback.lat), lng: Number(fallback.lng) };
    if (Number.isFinite(p.lat) && Number.isFinite(p.lng)) return p;
  }
  return null;
}

/**
 * The map picker's body: place search, the map (Google with a key, offline otherwise) with the
 * zones and a centre pin, the resolved address, and Confirm. Dragging sends MOVE_PIN (which
 * clears the picked place); the machine reverse-geocodes and looks up the zone.
 */
export default function MapPicker() {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const point = LocationActor.useSelector((s) => s.context.point);
  const address = LocationActor.useSelector((s) => s.context.address);
  const busy = LocationActor.useSelector((s) => s.hasTag('busy'));
  const ready = LocationActor.useSelector((s) => s.matches({ choice: { map: 'ready' } }));
  const failed = LocationActor.useSelector((s) => s.matches({ choice: { map: 'failed' } }));
  const error = LocationActor.useSelector((s) => s.context.error);
  const session = useSession();
  const { data: config } = useConfig();
  const { data: zoneList } = useZones();
  const zones = useMemo(() => toMapZones(zoneList ?? []), [zoneList]);

  const start = startingPoint(session.currentLatLng, config?.default_location);
  // While the map moves, its centre is local; once the pin is sent (MOVE_PIN) or a suggestion is
  // resolved, the machine's point is shown.
  const [local, setLocal] = useState<{ center: LatLng; moving: boolean } | null>(null);
  const center = local?.moving ? local.center : (point ?? local?.center ?? start);
  // Zoom 17 on a known point; 9 to show the zone polygons when there is none yet.
  const [zoom, setZoom] = useState<number>(
    (point ?? session.currentLatLng) ? MAP_ZOOM.default : MAP_ZOOM.withPolygon,
  );

  const zone = center ? zones.find((z) => pointInPolygon(center, z.polygon)) : undefined;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <PlaceSearch size="md" portalled={false} />
      {center ? (
        <MapView
          apiKey={config?.map_api_key}
          language={currentLocale()}
          center={center}
          zoom={zoom}
          onZoomChange={setZoom}
          zones={zones}
          onMove={(next) => setLocal({ center: next, moving: true })}
          onMoveEnd={(next) => {
            setLocal({ center: next, moving: false });
            actor.send({ type: 'MOVE_PIN', lat: next.lat, lng: next.lng });
          }}
          label={t('map.region')}
          height="min(52dvh, 420px)"
          testId="map-canvas"
        />
      ) : (
        <div className={css({ display: 'grid', placeItems: 'center', h: '360px' })}>
          <Spinner label={t('common.loading')} />
        </div>
      )}
      <div
        className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', minH: '14' })}
        aria-live="polite"
      >
        <MapPinIcon
          className={css({ mt: '1', color: 'accent.text', flexShrink: 0, fontSize: 'lg' })}
        />
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '0.5',
            minW: 0,
            flex: '1',
          })}
        >
          <p className={css({ fontWeight: 'semibold' })} data-testid="map-address">
            {busy ? (
              <span
                className={css({
                  display: 'inline-flex',
                  gap: '2',
                  alignItems: 'center',
                  color: 'fg.muted',
                })}
              >
                <Spinner /> {t('location.resolving')}
              </span>
            ) : (
              (address ?? t('location.map.hint'))
            )}
          </p>
          {center && (
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })} data-testid="map-coordinates">
              {t('map.coordinates', {
                latitude: formatCoordinate(center.lat),
                longitude: formatCoordinate(center.lng),
              })}
            </p>
          )}
          {zone && !failed && (
            <p className={css({ fontSize: 'xs', color: 'success.text' })}>
              {t('map.insideZone', { zone: zone.name })}
            </p>
          )}
        </div>
      </div>
      {failed && (
        <div className={note({ tone: 'error' })} role="alert">
          <AlertIcon />
          <span>
            {error ? errorText(error, (key, vars) => t(key, vars ?? {})) : t('map.outsideZones')}
          </span>
        </div>
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', pt: '1' })}>
        <Button variant="outline" onClick={() => actor.send({ type: 'CLOSE_MAP' })}>
          {t('common.action.cancel')}
        </Button>
        <Button
          onClick={() => actor.send({ type: 'CONFIRM' })}
          disabled={!ready}
          data-testid="map-confirm"
        >
          {t('location.map.confirm')}
        </Button>
      </div>
    </div>
  );
}

import { MAP_ZOOM } from '@storefront/core/domain/geo';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { currentLocale } from '../../app/i18n.js';
import { useZones } from '../../app/queries.js';
import type { Config } from '../../app/types.js';
import { MapView } from '../map/MapView.js';
import { formatCoordinate } from '../map/projection.js';
import { toMapZones } from '../map/zones.js';

/**
 * The business location (config `default_location`) on a read-only map with zoom controls, over
 * the service zones (so zoom 9, the spec's zoom with a polygon shown).
 */
export default function BusinessMap({ config }: { config: Config }) {
  const { t } = useTranslation();
  const { data: zoneList } = useZones();
  const zones = useMemo(() => toMapZones(zoneList ?? []), [zoneList]);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.withPolygon);
  const center = {
    lat: Number(config.default_location.lat),
    lng: Number(config.default_location.lng),
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <MapView
        apiKey={config.map_api_key}
        language={currentLocale()}
        center={center}
        zoom={zoom}
        onZoomChange={setZoom}
        zones={zones}
        interactive={false}
        label={t('map.business')}
        testId="business-map-canvas"
      />
      <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
        {t('map.coordinates', {
          latitude: formatCoordinate(center.lat),
          longitude: formatCoordinate(center.lng),
        })}
      </p>
    </div>
  );
}

import { lazy, Suspense } from 'react';
import { css } from '../../../styled-system/css';
import { Spinner } from '../../ui/Spinner.js';
import { OfflineMap, type OfflineMapProps } from './OfflineMap.js';

const GoogleMap = lazy(() => import('./GoogleMap.js'));

export interface MapViewProps extends OfflineMapProps {
  /** config.map_api_key: Google Maps when set, the offline map otherwise. */
  apiKey: string | null | undefined;
  language: string;
}

/** Chooses the map: Google Maps (code loaded on demand) with a key, the offline map without. */
export function MapView({ apiKey, language, ...props }: MapViewProps) {
  if (apiKey == null || apiKey === '') return <OfflineMap {...props} />;
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
      <GoogleMap {...props} apiKey={apiKey} language={language} />
    </Suspense>
  );
}

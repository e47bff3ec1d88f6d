import { formatKm } from '@storefront/core/domain/rental-search';
import { errorText, GENERIC_ERROR_KEY, uiError } from '@storefront/core/domain/ui-error';
import type { RentalSearchContext } from '@storefront/core/machines/rental-search.machine';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Spinner } from '../../ui/Spinner.js';
import { RouteIcon } from './icons.js';

/**
 * The distance of a distance-wise trip in the search bar, as core's rentalSearchMachine finds
 * it once both places are chosen (rental-and-auth §4 'Route/distance'): the route's km (3
 * decimals, 'Km') and whole hours ('Hrs'), or the straight line's km when no mode has a route;
 * while it is found, a spinner; when the call fails, its message and Retry.
 */
export function TripRoute({
  id,
  labelId,
  context,
  placesChosen,
  routing,
  failed,
  error,
  onRetry,
}: {
  id: string;
  labelId: string;
  context: RentalSearchContext;
  /** Both places are chosen (and none is being retyped). */
  placesChosen: boolean;
  routing: boolean;
  failed: boolean;
  /** What the last submit found missing. */
  error?: string | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const route = placesChosen && !routing && !failed ? context.route : null;
  const errorId = `${id}-error`;
  return (
    <>
      <div
        id={id}
        tabIndex={-1}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-busy={routing || undefined}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          minH: '11',
          px: '3',
          py: '1.5',
          borderRadius: 'lg',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: error ? 'danger.text' : 'border.strong',
          bg: 'bg.subtle',
          fontSize: 'sm',
          outline: 'none',
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
          '& > svg': { color: 'accent.text', flexShrink: 0 },
        })}
        data-testid="trip-route"
        data-state={routing ? 'routing' : failed ? 'failed' : route ? 'done' : 'idle'}
      >
        <RouteIcon />
        <div aria-live="polite" className={css({ flex: '1', minW: 0 })}>
          {routing ? (
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
              <Spinner />
              <span className={css({ color: 'fg.muted' })}>{t('rentalPages.search.routing')}</span>
            </span>
          ) : failed ? (
            <span className={css({ color: 'danger.text' })}>
              {errorText(context.error ?? uiError(GENERIC_ERROR_KEY), (key, vars) =>
                t(key, vars ?? {}),
              )}
            </span>
          ) : route ? (
            <span className={css({ display: 'flex', flexDirection: 'column' })}>
              <span
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  columnGap: '3',
                  fontWeight: 'semibold',
                })}
              >
                <span data-testid="trip-route-km">
                  <bdi>{formatKm(route.km)}</bdi> {t('rental.unit.km')}
                </span>
                <span data-testid="trip-route-hours">
                  <bdi>{route.hours}</bdi> {t('rental.unit.hrs')}
                </span>
              </span>
              {route.source === 'straightLine' && (
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {t('rentalPages.search.routeStraight')}
                </span>
              )}
            </span>
          ) : (
            <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
              {t('rentalPages.search.routeHint')}
            </span>
          )}
        </div>
        {failed && (
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'sm' }), css({ flexShrink: 0 }))}
            onClick={onRetry}
            data-testid="trip-route-retry"
          >
            {t('common.action.retry')}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      )}
    </>
  );
}

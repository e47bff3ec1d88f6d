import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import type { DeferredProps } from '../../ui/deferred.js';
import { ChevronDownIcon, MapPinIcon } from '../../ui/header-icons.js';

export interface LocationSelectorProps extends DeferredProps {
  compact?: boolean;
}

/** The selector button's classes: the same for the look-alike and the popover's trigger. */
export function locationTriggerClass(compact: boolean): string {
  return cx(
    button({ variant: 'ghost', size: 'md' }),
    css({
      // It gives way to its neighbours (the module menu) when the header is crowded.
      flexShrink: 1,
      minW: 0,
      maxW: compact ? 'full' : '80',
      // On phones the selector has a header row of its own (see Header).
      w: compact ? { base: 'full', sm: 'auto' } : 'auto',
      h: 'auto',
      py: '1.5',
      px: '2',
      gap: '2',
      justifyContent: 'flex-start',
    }),
  );
}

/** 'Delivery' (or 'Pickup' in the rental module) and the current location's text. */
export function useLocationTriggerText(): { label: string; text: string } {
  const { t } = useTranslation();
  const session = useSession();
  const pickup = session.module?.module_type === 'rental';
  const label = pickup ? t('location.label.pickup') : t('location.label.delivery');
  const text = session.location ?? t('header.location.none');
  return { label, text };
}

/**
 * The selector button's content: the pin, the label over the current location (beside it on
 * phones, where the selector has a row of its own), the chevron. The location text takes all the
 * room there is and is cut with an ellipsis only when it does not fit.
 */
export function LocationTriggerContent({ label, text }: { label: string; text: string }) {
  return (
    <>
      <MapPinIcon className={css({ color: 'accent.text', fontSize: 'lg', flexShrink: 0 })} />
      <span
        className={css({
          display: 'flex',
          flexDirection: { base: 'row', sm: 'column' },
          alignItems: { base: 'baseline', sm: 'flex-start' },
          gap: { base: '1.5', sm: '0' },
          flex: '0 1 auto',
          minW: 0,
          textAlign: 'start',
        })}
      >
        <span
          className={css({
            fontSize: 'xs',
            color: 'fg.muted',
            fontWeight: 'medium',
            lineHeight: '1.2',
            flexShrink: 0,
          })}
        >
          {label}
        </span>
        <span
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            truncate: true,
            maxW: 'full',
            lineHeight: '1.3',
          })}
          data-testid="current-location"
          // Its own direction: a Latin address in Arabic is cut at its end, not its beginning.
          dir="auto"
        >
          {text}
        </span>
      </span>
      <ChevronDownIcon className={css({ color: 'fg.muted', flexShrink: 0 })} />
    </>
  );
}

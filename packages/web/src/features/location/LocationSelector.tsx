import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import {
  deferredChunk,
  POPOVER_TRIGGER,
  useDeferredControl,
  type DeferredProps,
} from '../../ui/deferred.js';
import { ChevronDownIcon, MapPinIcon } from '../../ui/icons.js';

export interface LocationSelectorProps extends DeferredProps {
  compact?: boolean;
}

/** The selector button's classes: the same for the look-alike and the popover's trigger. */
export function locationTriggerClass(compact: boolean): string {
  return cx(
    button({ variant: 'ghost', size: 'md' }),
    css({
      minW: 0,
      maxW: compact ? 'full' : '80',
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

/** The selector button's content: the pin, the label over the current location, the chevron. */
export function LocationTriggerContent({ label, text }: { label: string; text: string }) {
  return (
    <>
      <MapPinIcon className={css({ color: 'accent.text', fontSize: 'lg' })} />
      <span
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
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
        >
          {text}
        </span>
      </span>
      <ChevronDownIcon className={css({ color: 'fg.muted', flexShrink: 0 })} />
    </>
  );
}

// The popover (Ark popover, saved addresses, the location actions) loads on the visitor's first
// intent to open it.
const locationPopover = deferredChunk<LocationSelectorProps>(
  () => import('./LocationSelectorImpl.js'),
);

/**
 * The header location selector (see LocationSelectorImpl for its popover). The button with the
 * current location shows at once; the popover's code loads when the visitor points at, focuses
 * or presses it.
 */
export function LocationSelector({ compact = false }: { compact?: boolean }) {
  const { label, text } = useLocationTriggerText();
  const { Loaded, start, placeholder } = useDeferredControl(locationPopover, POPOVER_TRIGGER);
  if (Loaded) return <Loaded compact={compact} start={start} />;
  return (
    <button
      {...placeholder}
      className={locationTriggerClass(compact)}
      aria-label={`${label}: ${text}`}
      aria-haspopup="dialog"
      data-testid="location-selector"
    >
      <LocationTriggerContent label={label} text={text} />
    </button>
  );
}

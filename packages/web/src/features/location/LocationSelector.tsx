import { deferredChunk, POPOVER_TRIGGER, useDeferredControl } from '../../ui/deferred.js';
import {
  LocationTriggerContent,
  locationTriggerClass,
  useLocationTriggerText,
  type LocationSelectorProps,
} from './LocationSelectorTrigger.js';

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

import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { isSignedIn } from '@storefront/core/domain/session';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note, popover } from '../../../styled-system/recipes';
import { useSession } from '../../app/session.js';
import { useStartReplay } from '../../ui/deferred.js';
import { InfoIcon } from '../../ui/icons.js';
import { HeaderSavedAddresses } from '../addresses/HeaderSavedAddresses.js';
import { LocationActions } from './LocationActions.js';
import { LocationActor, useOnLocationSelected } from './LocationProvider.js';
import {
  LocationTriggerContent,
  locationTriggerClass,
  useLocationTriggerText,
  type LocationSelectorProps,
} from './LocationSelectorTrigger.js';
import { locationScrollMaxHeight } from './popover.js';

/**
 * The header location selector: the current location text, and a popover (300/320/350 px)
 * with, for a signed-in customer, 'Select from saved addresses or pick from map' and the saved
 * list (choosing one sets the location as the map does: PICK_ADDRESS), for a guest the note
 * that saved addresses need sign-in; then 'Use Current Location' and 'Pick from map'. Its
 * scroll area is 475 px high at most signed in, 150 px for a guest. It closes once a location
 * is stored. Loaded on the first intent to open it (LocationSelector shows the button until then).
 * While open it keeps the keyboard focus, and gives it back to its trigger when it closes.
 */
export default function LocationSelectorImpl({ compact = false, start }: LocationSelectorProps) {
  const { t } = useTranslation();
  const session = useSession();
  const actor = LocationActor.useActorRef();
  const [open, setOpen] = useState(false);
  const signedIn = isSignedIn(session);
  const { label, text } = useLocationTriggerText();
  const classes = popover();
  const pendingMap = useRef<(() => void) | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useStartReplay(start, trigger);

  useOnLocationSelected(() => setOpen(false));

  return (
    <Popover.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (next) actor.send({ type: 'RESET' });
        setOpen(next);
      }}
      positioning={{ placement: 'bottom-start', gutter: 8 }}
      // Modal: Tab and Shift+Tab stay inside the popover while it is open (Ark traps the focus);
      // Escape or a click outside closes it and the focus goes back to the trigger.
      modal
      finalFocusEl={() => trigger.current}
      lazyMount
      unmountOnExit
      onExitComplete={() => {
        pendingMap.current?.();
        pendingMap.current = null;
      }}
    >
      <Popover.Trigger
        ref={trigger}
        className={locationTriggerClass(compact)}
        aria-label={`${label}: ${text}`}
        data-testid="location-selector"
      >
        <LocationTriggerContent label={label} text={text} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={classes.positioner}>
          <Popover.Content
            className={cx(
              classes.content,
              css({
                // The spec's widths by breakpoint: 300 / 320 / 350 px.
                w: { base: '300px', sm: '320px', md: '350px' },
              }),
            )}
            data-testid="location-popover"
          >
            <Popover.Title className={classes.title}>{label}</Popover.Title>
            {session.location != null && (
              <Popover.Description className={cx(classes.description, css({ mt: '1' }))}>
                {session.location}
              </Popover.Description>
            )}
            <div
              className={css({ overflowY: 'auto', my: '3' })}
              style={{ maxHeight: locationScrollMaxHeight(signedIn) }}
            >
              <p className={note({ tone: 'info' })}>
                <InfoIcon />
                <span>
                  {signedIn
                    ? t('location.savedAddresses.hint')
                    : t('location.savedAddresses.signInRequired')}
                </span>
              </p>
              {signedIn && (
                <HeaderSavedAddresses
                  onPick={(address) => actor.send({ type: 'PICK_ADDRESS', address })}
                />
              )}
            </div>
            <LocationActions
              stacked
              onPickFromMap={(openMap) => {
                pendingMap.current = openMap;
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

import { tripCartDialog, tripCartDialogTexts } from '@storefront/core/machines/trip-cart.connect';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import type { TripCartActor } from './cart-store.js';

/**
 * The trip cart's dialogs (rental-and-auth §2 'Dialogs', §4), open while the app's trip cart
 * machine asks (tag `confirm`): the same-provider conflict ('Are you sure want to reset ?'),
 * the trip-type change, the trip vehicle list (the vehicles without the new type and 'remove
 * and continue') and the duration change. Yes / 'remove and continue' confirms, No, Escape or
 * the close icon cancels; the focus returns to what had it (the rent button, a stepper).
 */
export function TripCartDialogs({ actor }: { actor: TripCartActor }) {
  const { t } = useTranslation();
  const dialog = useSelector(actor, (s) => tripCartDialog(s));
  const plan = useSelector(actor, (s) => s.context.plan);
  const unsupported = useSelector(actor, (s) => s.context.unsupported);
  const texts = dialog == null ? null : tripCartDialogTexts(dialog, plan?.type ?? null);
  const cancel = () => actor.send({ type: 'CANCEL' });
  // The focus goes back to what opened the dialog; once Yes made 'Rent This Car' a stepper, to
  // the stepper that replaced it.
  const opener = useRef<HTMLElement | null>(null);
  const open = dialog != null;
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      opener.current = document.activeElement;
    }
  }, [open]);
  const stepper = () =>
    document.querySelector<HTMLElement>(
      '[data-testid=rent-stepper] button:last-of-type, [data-testid=booking-bar-stepper] button:last-of-type',
    );
  const finalFocusEl = () => {
    const el = opener.current;
    return el?.isConnected && !el.hasAttribute('disabled') ? el : stepper();
  };
  // Yes runs the calls after the dialog closed: once they are done, a focus lost with the
  // replaced button goes to the stepper.
  const confirmed = useRef(false);
  const idle = useSelector(actor, (s) => s.matches('idle'));
  useEffect(() => {
    if (!idle || !confirmed.current) return;
    confirmed.current = false;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active == null || active === document.body || !active.isConnected) stepper()?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [idle]);
  return (
    <Dialog
      open={open}
      finalFocusEl={finalFocusEl}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      role="alertdialog"
      size="sm"
      title={texts ? t(texts.title) : ''}
      description={texts?.message ? t(texts.message) : undefined}
      testId="trip-cart-dialog"
      footer={
        dialog == null ? null : (
          <>
            <Button variant="outline" onClick={cancel} data-testid="trip-cart-dialog-cancel">
              {t('common.action.no')}
            </Button>
            <Button
              variant="solid"
              onClick={() => {
                confirmed.current = true;
                actor.send({ type: 'CONFIRM' });
              }}
              data-testid="trip-cart-dialog-confirm"
              data-dialog={dialog}
            >
              {texts?.confirm ? t(texts.confirm) : t('common.action.yes')}
            </Button>
          </>
        )
      }
    >
      {dialog === 'tripVehicles' && unsupported.length > 0 ? (
        <ul
          aria-label={t('trip.web.dialog.vehicles')}
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            maxH: '30vh',
            overflowY: 'auto',
            listStyle: 'none',
          })}
          data-testid="trip-vehicle-list"
        >
          {unsupported.map((entry) => (
            <li
              key={entry.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                p: '2',
                borderRadius: 'lg',
                bg: 'bg.subtle',
              })}
            >
              {entry.vehicle.thumbnail_full_url ? (
                <img
                  src={entry.vehicle.thumbnail_full_url}
                  alt=""
                  width={56}
                  height={40}
                  className={css({
                    w: '14',
                    h: '10',
                    objectFit: 'cover',
                    borderRadius: 'md',
                    flexShrink: 0,
                  })}
                />
              ) : null}
              <span className={css({ fontWeight: 'semibold', minW: 0, truncate: true })}>
                {entry.vehicle.name}
              </span>
              <span className={css({ ms: 'auto', color: 'fg.muted', fontSize: 'sm' })}>
                ×{entry.quantity}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}

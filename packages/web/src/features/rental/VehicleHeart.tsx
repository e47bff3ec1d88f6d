import { isSignedIn } from '@storefront/core/domain/session';
import { wishlistToggleInput } from '@storefront/core/machines/wishlist-toggle.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { useSession } from '../../app/session.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { HeartIcon } from '../wishlist/HeartIcon.js';
import { rentalHeartLogic, refreshRentalWishlist, useRentalWishlist } from './wishlist.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * The wishlist heart of a vehicle or a provider (rental-and-auth §4 'Wishlist (vehicles)'): core's
 * wishlistToggleMachine over the rental wishlist. The heart follows whether the id is in the
 * rental wishlist; a guest gets 'You are not logged in'; removing asks 'Are you sure you want to
 * delete this item?' first; every change refetches the rental wishlist.
 */
export function RentalHeart({
  kind,
  id,
  name,
  size = 'sm',
  onImage = false,
  className,
}: {
  kind: 'vehicle' | 'provider';
  id: number;
  name: string;
  size?: 'sm' | 'md';
  onImage?: boolean;
  className?: string;
}) {
  const { t: tr } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const wishlist = useRentalWishlist();
  const signedIn = isSignedIn(session);
  const [logic] = useState(() =>
    rentalHeartLogic({ api, notifier, t, onChange: () => void refreshRentalWishlist(queryClient) }),
  );
  const actor = useActorRef(logic, {
    input: wishlistToggleInput(storage, wishlist.data, kind, id),
  });
  const pressed = useSelector(actor, (s) => s.context.wished);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));
  const wished = wishlistToggleInput(storage, wishlist.data, kind, id).wished;

  useEffect(() => {
    actor.send({ type: 'SYNC', wished, signedIn });
  }, [actor, wished, signedIn]);

  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        aria-label={tr('wishlist.heart.label', { name })}
        title={tr(pressed ? 'wishlist.action.remove' : 'wishlist.action.add')}
        disabled={busy}
        onClick={() => actor.send({ type: 'TOGGLE' })}
        data-testid="wishlist-heart"
        data-kind={kind}
        data-id={id}
        className={cx(
          button({
            variant: onImage ? 'outline' : 'ghost',
            size: size === 'sm' ? 'iconSm' : 'icon',
          }),
          css({
            borderRadius: 'full',
            color: pressed ? 'danger.text' : 'fg.muted',
            _hover: { _enabled: { color: 'danger.text' } },
            _disabled: { opacity: 0.7, cursor: 'progress' },
          }),
          onImage && css({ borderColor: 'border.default', boxShadow: 'card' }),
          className,
        )}
      >
        <HeartIcon filled={pressed} />
      </button>
      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'CANCEL' });
        }}
        role="alertdialog"
        size="sm"
        title={tr('wishlist.confirm.remove')}
        testId="wishlist-confirm"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => actor.send({ type: 'CANCEL' })}
              data-testid="wishlist-confirm-no"
            >
              {tr('common.action.no')}
            </Button>
            <Button
              onClick={() => actor.send({ type: 'CONFIRM' })}
              data-testid="wishlist-confirm-yes"
            >
              {tr('common.action.yes')}
            </Button>
          </>
        }
      />
    </>
  );
}

/** A vehicle's heart. */
export function VehicleHeart({
  vehicle,
  ...props
}: {
  vehicle: { id: number; name: string };
  size?: 'sm' | 'md';
  onImage?: boolean;
  className?: string;
}) {
  return <RentalHeart kind="vehicle" id={vehicle.id} name={vehicle.name} {...props} />;
}

import { isSignedIn } from '@storefront/core/domain/session';
import {
  isWished,
  wishlistToggleInput,
  type WishlistKind,
} from '@storefront/core/machines/wishlist-toggle.machine';
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
import { heartLogic } from './heart.js';
import { HeartIcon } from './HeartIcon.js';
import { refreshWishlist, useWishlist } from './queries.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * The wishlist heart of an item or a store (spec §4 'Wishlist', §5, §8): a toggle button
 * (`aria-pressed`) running core's wishlistToggleMachine over the real API. The heart follows
 * whether the id is in the wishlist query; a guest gets 'You are not logged in'; removing asks
 * 'Are you sure you want to delete this item?' first; every change refetches the wishlist.
 */
export function WishlistHeart({
  kind,
  id,
  name,
  size = 'sm',
  onImage = false,
  className,
}: {
  kind: Extract<WishlistKind, 'item' | 'store'>;
  id: number;
  /** The item's or store's name (the button's label names it). */
  name: string;
  size?: 'sm' | 'md';
  /** Over an image (the card): a round surface with a shadow. */
  onImage?: boolean;
  className?: string;
}) {
  const { t: tr } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const wishlist = useWishlist();
  const wished = isWished(wishlist.data, kind, id);
  const signedIn = isSignedIn(session);

  const [logic] = useState(() =>
    heartLogic({ api, notifier, t, onChange: () => void refreshWishlist(queryClient) }),
  );
  const actor = useActorRef(logic, {
    input: wishlistToggleInput(storage, wishlist.data, kind, id),
  });
  const pressed = useSelector(actor, (s) => s.context.wished);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));

  // The heart follows the (re)fetched wishlist and the session.
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

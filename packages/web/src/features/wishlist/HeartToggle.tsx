import { isSignedIn } from '@storefront/core/domain/session';
import {
  isWished,
  wishlistToggleInput,
  type WishlistKind,
  type WishlistLists,
} from '@storefront/core/machines/wishlist-toggle.machine';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
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
import type { heartLogic } from './heart.js';
import { HeartIcon } from './HeartIcon.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** The props of a heart of one wishlist (what is hearted, how it looks). */
export interface HeartProps<Kind extends WishlistKind> {
  kind: Kind;
  id: number;
  /** The hearted thing's name (the button's label names it). */
  name: string;
  size?: 'sm' | 'md';
  /** Over an image (the card): a round surface with a shadow. */
  onImage?: boolean;
  className?: string;
}

/** The heart's button: the same look whether its machine runs yet or not. */
function HeartButton({
  name,
  kind,
  id,
  size,
  onImage,
  className,
  pressed,
  busy,
  onClick,
}: Pick<HeartProps<WishlistKind>, 'kind' | 'id' | 'name' | 'className'> & {
  size: 'sm' | 'md';
  onImage: boolean;
  pressed: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  const { t: tr } = useTranslation();
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={tr('wishlist.heart.label', { name })}
      title={tr(pressed ? 'wishlist.action.remove' : 'wishlist.action.add')}
      disabled={busy}
      onClick={onClick}
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
  );
}

type HeartToggleProps = HeartProps<WishlistKind> & {
  lists: WishlistLists | null | undefined;
  logic: typeof heartLogic;
  refresh: (queryClient: QueryClient) => Promise<void>;
};

/**
 * A wishlist heart (spec §4 'Wishlist'; rental-and-auth §4): a toggle button (`aria-pressed`)
 * running core's wishlistToggleMachine (`logic`, over the wishlist's calls). The heart follows
 * whether the id is in `lists` (the wishlist query's data); a guest gets 'You are not logged
 * in'; removing asks 'Are you sure you want to delete this item?' first; every change runs
 * `refresh` (refetches the wishlist). A page shows dozens of hearts and few are pressed: each
 * starts its machine at its first press (until then it shows `lists`), not at its first paint.
 */
export function HeartToggle(props: HeartToggleProps) {
  const [live, setLive] = useState(false);
  if (live) return <LiveHeart {...props} />;
  return (
    <HeartButton
      {...props}
      size={props.size ?? 'sm'}
      onImage={props.onImage ?? false}
      pressed={isWished(props.lists, props.kind, props.id)}
      busy={false}
      onClick={() => setLive(true)}
    />
  );
}

/** The heart with its machine, started by a press (which it then toggles). */
function LiveHeart({
  kind,
  id,
  name,
  size = 'sm',
  onImage = false,
  className,
  lists,
  logic: makeLogic,
  refresh,
}: HeartToggleProps) {
  const { t: tr } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const wished = isWished(lists, kind, id);
  const signedIn = isSignedIn(session);

  const [logic] = useState(() =>
    makeLogic({ api, notifier, t, onChange: () => void refresh(queryClient) }),
  );
  const actor = useInspectedActorRef(logic, {
    input: wishlistToggleInput(storage, lists, kind, id),
  });
  const pressed = useSelector(actor, (s) => s.context.wished);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirm'));

  // The heart follows the (re)fetched wishlist and the session.
  useEffect(() => {
    actor.send({ type: 'SYNC', wished, signedIn });
  }, [actor, wished, signedIn]);
  // The press that started the machine.
  useEffect(() => {
    actor.send({ type: 'TOGGLE' });
  }, [actor]);

  return (
    <>
      <HeartButton
        kind={kind}
        id={id}
        name={name}
        size={size}
        onImage={onImage}
        className={className}
        pressed={pressed}
        busy={busy}
        onClick={() => actor.send({ type: 'TOGGLE' })}
      />
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

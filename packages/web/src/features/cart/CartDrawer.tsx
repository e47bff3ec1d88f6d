import { isSignedIn } from '@storefront/core/domain/session';
import {
  CHECKOUT_GATE_PATHS,
  provideCheckoutGateMachine,
} from '@storefront/core/machines/checkout-gate.machine';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { navigatorPort } from '../../adapters/navigator.js';
import { useConfig } from '../../app/queries.js';
import { readCurrentSession } from '../../app/session.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { Drawer } from '../../ui/Drawer.js';
import { useAuthDialog } from '../auth/context.js';
import { useMoney } from '../catalogue/format.js';
import { cartUi, useCartUi } from './cart-ui.js';
import { CartLineRow } from './CartLineRow.js';
import { EmptyCartIcon } from './icons.js';
import { LoginOrGuestModal } from './LoginOrGuestModal.js';
import { useCartView } from './queries.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** Drawer widths (spec §2): 420 px, 450 px when opened from the header. */
const WIDTHS = { header: '450px', page: '420px' } as const;

/**
 * The checkout button's machine (spec §4 'Checkout button'). Login and Sign Up (and a guest
 * without guest checkout) open the auth modal; once signed in, checkout follows (the guest's
 * cart moved to the customer with the sign-in).
 */
function useCheckoutGate() {
  const authDialog = useAuthDialog();
  const [logic] = useState(() =>
    provideCheckoutGateMachine({
      navigator: navigatorPort,
      closeDrawer: () => cartUi.closeDrawer(),
      openAuth: (mode) =>
        authDialog.open(mode === 'signUp' ? 'sign-up' : 'sign-in', {
          onSignedIn: () => {
            cartUi.closeDrawer();
            navigatorPort.go(CHECKOUT_GATE_PATHS.checkout);
          },
        }),
    }),
  );
  return useInspectedActorRef(logic);
}

function FreeDeliveryBar({
  percent,
  reached,
  remaining,
}: {
  percent: number;
  reached: boolean;
  remaining: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}
      data-testid="free-delivery"
    >
      <p className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
        {reached
          ? t('cart.freeDelivery.reached')
          : t('cart.freeDelivery.remaining', { amount: remaining })}
      </p>
      <div
        role="progressbar"
        aria-label={t('cart.freeDelivery.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className={css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
      >
        <div
          className={css({
            h: 'full',
            borderRadius: 'full',
            bg: reached ? 'success.text' : 'accent.solid',
            transition: 'width 300ms ease',
          })}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function CartBody() {
  const { t } = useTranslation();
  const money = useMoney();
  const cart = useCartView();
  if (cart.query.isPending) {
    return <LoadingBlock label={t('cart.loading')} />;
  }
  if (cart.query.isError) {
    return (
      <LoadFailedBlock
        message={t('cart.error')}
        onRetry={() => void cart.query.refetch()}
        spacing="padded"
      />
    );
  }
  if (cart.lines.length === 0) {
    return (
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '2',
          py: '12',
          px: '4',
        })}
        data-testid="cart-empty"
      >
        <EmptyCartIcon className={css({ w: '20', h: '20', color: 'fg.subtle', mb: '2' })} />
        <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{t('cart.empty.title')}</p>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: '72' })}>
          {t('cart.empty.description')}
        </p>
      </div>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul
        className={css({ maxH: '60vh', overflowY: 'auto', listStyle: 'none', pe: '1' })}
        data-testid="cart-lines"
      >
        {cart.lines.map((line, i) => (
          <CartLineRow
            key={line.id}
            line={line}
            moduleType={cart.moduleType ?? 'grocery'}
            digits={cart.digits}
            image={cart.entries[i]?.item.image_full_url}
          />
        ))}
      </ul>
      {cart.progress.show && (
        <FreeDeliveryBar
          percent={cart.progress.percent}
          reached={cart.progress.reached}
          remaining={money(cart.progress.remaining)}
        />
      )}
    </div>
  );
}

function CartFooter({ gate }: { gate: ReturnType<typeof useCheckoutGate> }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { data: config } = useConfig();
  const cart = useCartView();
  const empty = cart.lines.length === 0;
  const proceed = () => {
    const session = readCurrentSession();
    gate.send({
      type: 'PROCEED',
      itemCount: cart.lines.length,
      signedIn: isSignedIn(session),
      guestCheckoutStatus: config?.guest_checkout_status ?? null,
    });
  };
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        px: { base: '4', sm: '5' },
        py: '4',
        borderTopWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      {!empty && (
        <p
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            fontWeight: 'bold',
            fontSize: 'md',
          })}
        >
          <span>{t('cart.subtotal')}</span>
          <span data-testid="cart-subtotal" aria-busy={!cart.ready}>
            {money(cart.totals.subtotal)}
          </span>
        </p>
      )}
      {!empty && cart.minimumOrder > 0 && (
        <p
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <span>{t('cart.minimumOrder.label')}</span>
          <span data-testid="cart-minimum-order">{money(cart.minimumOrder)}</span>
        </p>
      )}
      {!empty && cart.shortfall != null && (
        <div
          role="status"
          className={cx(note({ tone: 'warning' }), css({ flexDirection: 'column', gap: '0.5' }))}
          data-testid="cart-minimum-warning"
        >
          <span className={css({ fontWeight: 'semibold' })}>
            {t('checkout.error.minimumOrder', { amount: money(cart.shortfall.minimum) })}
          </span>
          <span>{t('cart.minimumOrder.missing', { amount: money(cart.shortfall.missing) })}</span>
        </div>
      )}
      <button
        type="button"
        className={cx(button({ variant: 'solid', size: 'lg' }), css({ w: 'full' }))}
        disabled={cart.query.isPending || (!empty && (!cart.ready || cart.shortfall != null))}
        onClick={proceed}
        data-testid="cart-proceed"
      >
        {empty ? t('cart.continueShopping') : t('cart.proceedToCheckout')}
      </button>
    </div>
  );
}

/**
 * The cart side drawer (spec §2 'Cart side drawer'): an Ark dialog at the inline end (right,
 * left in Arabic), 'Shopping Cart' and close, the lines (list up to 60vh) or the empty state,
 * the free-delivery progress, Subtotal, the store's minimum order (below it the spec's 'You need
 * to order at least …', the amount missing, and no checkout), and 'Proceed To Checkout' or
 * 'Continue Shopping'. Every
 * amount is core's `cartTotals` of the cart query, the numbers checkout shows.
 */
export default function CartDrawer() {
  const { t } = useTranslation();
  const { drawerOpen, variant } = useCartUi();
  const gate = useCheckoutGate();
  const prompting = useSelector(gate, (s) => s.hasTag('prompt'));
  return (
    <>
      <Drawer
        open={drawerOpen}
        onOpenChange={(open) => cartUi.setDrawer(open)}
        title={t('cart.title')}
        maxWidth={WIDTHS[variant]}
        testId="cart-drawer"
        bodyPaddingY="2"
        footer={<CartFooter gate={gate} />}
      >
        <CartBody />
      </Drawer>
      <LoginOrGuestModal
        open={prompting}
        onGuest={() => gate.send({ type: 'GUEST' })}
        onLogin={() => gate.send({ type: 'LOGIN' })}
        onSignUp={() => gate.send({ type: 'SIGN_UP' })}
        onClose={() => gate.send({ type: 'CLOSE' })}
      />
    </>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { navigatorPort } from '../../adapters/navigator.js';
import { Drawer } from '../../ui/Drawer.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { useMoney } from '../catalogue/format.js';
import { CarIcon } from '../rental/icons.js';
import {
  tripCartActor,
  tripCartUi,
  useSyncTripCart,
  useTripCartDrawerOpen,
  useTripCartQuery,
} from './cart-store.js';
import { TripCartLines } from './TripCartLines.js';
import { TripInfo } from './TripInfo.js';
import { providerNow, tripFactsOf, useTripTotals } from './view.js';

/** Spec §2, §9: the trip cart drawer is at most 450 px wide (the full width on a phone). */
export const TRIP_CART_DRAWER_WIDTH = '450px';

/** The empty trip cart: the spec's text and Continue Booking (to the rental home). */
export function EmptyTripCart({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: '12',
        px: '4',
      })}
      data-testid="trip-cart-empty"
    >
      <CarIcon className={css({ w: '20', h: '20', color: 'fg.subtle' })} />
      <p className={css({ color: 'fg.muted', maxW: '80' })}>{t('rental.cart.empty')}</p>
      <button
        type="button"
        className={button({ variant: 'solid' })}
        onClick={onContinue}
        data-testid="trip-cart-continue"
      >
        {t('rental.cart.continueBooking')}
      </button>
    </div>
  );
}

/**
 * The trip cart drawer (rental-and-auth §2 'Trip cart drawer'): an Ark drawer at the inline end,
 * 450 px at most; the cart's trip (pickup, destination, 'Pickup Now' or 'Schedule at', the rent
 * type in Hrs or Km with 3 decimals), its vehicles with steppers (the quantity rules and their
 * messages are core's trip cart machine's), the subtotal (core's rental pricing) and the button
 * to the trip cart page; empty, the spec's text and Continue Booking.
 */
export default function TripCartDrawer() {
  const { t } = useTranslation();
  const money = useMoney();
  const open = useTripCartDrawerOpen();
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const query = useTripCartQuery();
  useSyncTripCart(actor, query.data);
  const cart = useSelector(actor, (s) => s.context.cart);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const { totals } = useTripTotals(cart);
  const facts = tripFactsOf(cart, providerNow());
  const empty = cart.carts.length === 0;
  const go = (path: string) => {
    tripCartUi.close();
    navigatorPort.go(path);
  };
  let body;
  if (query.isPending && query.fetchStatus !== 'idle') {
    body = <LoadingBlock />;
  } else if (query.isError) {
    body = (
      <LoadFailedBlock
        message={t('trip.web.cart.loadFailed')}
        onRetry={() => void query.refetch()}
        spacing="padded"
      />
    );
  } else if (empty) {
    body = <EmptyTripCart onContinue={() => go('/home')} />;
  } else {
    body = (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {facts && <TripInfo facts={facts} />}
        <TripCartLines actor={actor} entries={cart.carts} prices={totals?.lines} />
      </div>
    );
  }
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => tripCartUi.set(next)}
      title={t('rental.cart.title')}
      maxWidth={TRIP_CART_DRAWER_WIDTH}
      testId="trip-cart-drawer"
      bodyPaddingY="3"
      footer={
        empty ? null : (
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
            <p
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                fontWeight: 'bold',
              })}
            >
              <span>{t('trip.web.totals.subtotal')}</span>
              <span data-testid="trip-cart-subtotal" aria-busy={busy}>
                {totals ? money(totals.subtotal) : '—'}
              </span>
            </p>
            <button
              type="button"
              className={cx(button({ variant: 'solid', size: 'lg' }), css({ w: 'full' }))}
              onClick={() => go('/rental/cart')}
              data-testid="trip-cart-proceed"
            >
              {t('trip.web.drawer.toCart')}
            </button>
          </div>
        )
      }
    >
      {body}
    </Drawer>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { CartIcon } from '../catalogue/icons.js';
import { cartButtonClass } from '../cart/cart-button-class.js';
import {
  tripCartActor,
  tripCartUi,
  useSyncTripCart,
  useTripCartDrawerOpen,
  useTripCartQuery,
} from './cart-store.js';
import { TripCartDialogs } from './TripCartDialogs.js';

const TripCartDrawer = lazy(() => import('./TripCartDrawer.js'));

/** The header's trip cart button: the number of vehicles (units) in the trip cart. */
function TripCartButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const count = useSelector(actor, (s) =>
    s.context.cart.carts.reduce((sum, entry) => sum + entry.quantity, 0),
  );
  return (
    <button
      type="button"
      className={cartButtonClass}
      aria-label={
        count > 0
          ? `${t('trip.web.cart.open')} (${t('trip.web.cart.badge', { count })})`
          : t('trip.web.cart.open')
      }
      onClick={() => tripCartUi.open()}
      data-testid="cart-button"
      data-cart="trip"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className={css({
            position: 'absolute',
            top: '0.5',
            insetEnd: '0.5',
            minW: '5',
            h: '5',
            px: '1',
            display: 'grid',
            placeItems: 'center',
            borderRadius: 'full',
            bg: 'accent.solid',
            color: 'accent.onSolid',
            fontSize: '2xs',
            fontWeight: 'bold',
            lineHeight: '1',
          })}
          data-testid="cart-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/**
 * What the header hosts in the rental module: the trip cart button, its drawer (loaded when it
 * opens) and the trip cart machine's dialogs (wherever a vehicle is rented).
 */
export function TripCartHost() {
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const query = useTripCartQuery();
  useSyncTripCart(actor, query.data);
  const open = useTripCartDrawerOpen();
  return (
    <>
      <TripCartButton />
      {open && (
        <Suspense fallback={null}>
          <TripCartDrawer />
        </Suspense>
      )}
      <TripCartDialogs actor={actor} />
    </>
  );
}

export default TripCartHost;

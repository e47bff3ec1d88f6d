import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { usePageTitle } from '../../app/usePageTitle.js';
import { LoadFailedBlock, LoadingBlock } from '../../ui/LoadState.js';
import { Section } from '../checkout/ui.js';
import {
  tripCartActor,
  useSyncTripCart,
  useTripCartQuery,
  useTripCartScope,
} from './cart-store.js';
import { EmptyTripCart } from './TripCartDrawer.js';
import { TripCartLines } from './TripCartLines.js';
import { TripCheckout } from './TripCheckout.js';
import { TripInfo } from './TripInfo.js';
import { providerNow, tripFactsOf, useTripTotals } from './view.js';

const pageClass = css({
  maxW: '7xl',
  mx: 'auto',
  w: 'full',
  px: { base: '3', sm: '4', lg: '6' },
  py: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});

/**
 * `/rental/cart` (rental-and-auth §2): the trip cart as a page, with trip checkout. The cart's
 * trip and its vehicles (name, seats, AC, transmission, fuel, the trip types offered, prices,
 * images, the provider) with steppers, then the pickup contact, the payment, the amounts and
 * Book Now; empty, the spec's text and Continue Booking.
 */
export default function TripCartPage() {
  const { t } = useTranslation();
  usePageTitle(t('rental.cart.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actor = tripCartActor(queryClient);
  const { enabled } = useTripCartScope();
  const query = useTripCartQuery();
  useSyncTripCart(actor, query.data);
  const cart = useSelector(actor, (s) => s.context.cart);
  const pricing = useTripTotals(cart);
  const facts = tripFactsOf(cart, providerNow());

  let content;
  if (enabled && query.isPending) {
    content = <LoadingBlock />;
  } else if (query.isError) {
    content = (
      <LoadFailedBlock
        message={t('trip.web.cart.loadFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!enabled || cart.carts.length === 0) {
    content = (
      <Section title={t('rental.cart.title')}>
        <EmptyTripCart onContinue={() => void navigate('/home')} />
      </Section>
    );
  } else {
    content = (
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
          alignItems: 'start',
        })}
      >
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '4',
            minW: 0,
            gridColumn: { lg: '1' },
          })}
        >
          {facts && <TripInfo facts={facts} columns={2} />}
          <Section title={t('trip.web.lines.title')} testId="trip-cart-vehicles">
            <TripCartLines actor={actor} entries={cart.carts} prices={pricing.totals?.lines} wide />
          </Section>
        </div>
        <TripCheckout cart={cart} pricing={pricing} />
      </div>
    );
  }

  return (
    <div className={pageClass} data-testid="trip-cart-page">
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' })}>
        {t('rental.cart.title')}
      </h1>
      {content}
    </div>
  );
}

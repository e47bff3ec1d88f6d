import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { slotMinutes } from '@storefront/core/domain/schedule-slots';
import { sessionAddress } from '@storefront/core/api/ordering';
import { checkoutPaymentFactsOf } from '@storefront/core/api/payments';
import { isSignedIn } from '@storefront/core/domain/session';
import { useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { useArrivedData } from '../../lib/useArrivedData.js';
import { LoadFailedBlock } from '../../ui/LoadState.js';
import { EmptyCartIcon } from '../cart/icons.js';
import { cartKeyOf } from '../cart/queries.js';
import { buyNowStore } from './buy-now.js';
import { CheckoutLoadingView, checkoutPageStyles } from './CheckoutLoading.js';
import { CheckoutForm } from './CheckoutForm.js';
import { useCheckoutLines, useCheckoutSource } from './facts.js';
import { checkoutPage } from './page.js';

/**
 * The page while its lines and facts load (CheckoutLoading.tsx, as the prerendered shell shows
 * it): a guest's delivery address is the stored location, so its section shows at once.
 */
function Loading() {
  const { t } = useTranslation();
  const session = useSession();
  const address = isSignedIn(session) ? null : sessionAddress(session);
  return (
    <CheckoutLoadingView
      text={(key) => t(key)}
      address={address?.address ?? null}
      label={t('checkout.loading')}
    />
  );
}

function Nothing() {
  const { t } = useTranslation();
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        py: '16',
      })}
      data-testid="checkout-nothing"
    >
      <EmptyCartIcon className={css({ w: '20', h: '20', color: 'fg.subtle' })} />
      <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('checkout.nothing.title')}</h2>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{t('checkout.nothing.description')}</p>
      <Link to="/home" className={button({ variant: 'solid' })}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * `/checkout?page=cart|buy_now|campaign` (spec §2): the cart's lines, or the single Buy Now /
 * Order Now line, at their store; once the facts are loaded, the checkout form. A placed order
 * goes to its confirmation (`/order?order_id=…`).
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.title'));
  const [params] = useSearchParams();
  const page = checkoutPage(params.get('page'));
  const lines = useCheckoutLines(page);
  const facts = useCheckoutSource(lines);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form first renders in a transition once its facts are there (issue 9): it is the page's
  // largest render, and an answer reaching React through a query is otherwise one long task.
  const factsReady = useArrivedData(
    facts.source != null && facts.store != null && facts.config != null ? true : undefined,
  );

  let body;
  if (lines.error || facts.error) {
    body = (
      <LoadFailedBlock
        message={t('checkout.loadError')}
        onRetry={() => {
          lines.retry();
          facts.retry();
        }}
      />
    );
  } else if (lines.pending) {
    body = <Loading />;
  } else if (lines.lines.length === 0) {
    body = <Nothing />;
  } else if (!factsReady || facts.source == null || facts.store == null || facts.config == null) {
    body = <Loading />;
  } else {
    body = (
      <CheckoutForm
        key={`${page}:${lines.storeId}`}
        page={page}
        source={facts.source}
        store={facts.store}
        money={facts.config}
        additionalChargeName={facts.config.additional_charge_name}
        slotMinutes={slotMinutes(facts.config.schedule_order_slot_duration)}
        payment={checkoutPaymentFactsOf(facts.config, facts.zone)}
        onPlaced={(orderId, phone) => {
          navigate(`/order?order_id=${orderId}`, { state: { phone }, replace: true });
          if (page === 'cart') void queryClient.invalidateQueries({ queryKey: cartKeyOf() });
          else buyNowStore.clear();
        }}
      />
    );
  }

  return (
    <div className={checkoutPageStyles.frame} data-testid="checkout-page" data-page={page}>
      <h1 className={checkoutPageStyles.title}>{t('checkout.title')}</h1>
      {body}
    </div>
  );
}

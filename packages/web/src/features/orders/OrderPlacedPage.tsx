import { orderSummary } from '@storefront/core/api/ordering';
import { partialPaymentParts, paymentMethodKey } from '@storefront/core/api/payments';
import { isSignedIn } from '@storefront/core/domain/session';
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { useMoney } from '../catalogue/format.js';
import { OrderExtraRows } from '../checkout/OrderExtras.js';
import { GuestTrackingCard } from './GuestTrackingCard.js';
import { useTrackedOrder } from './queries.js';
import { parseOrderId } from './order-id.js';

/**
 * The order confirmation (`/order?order_id=…`): the order id, its total as the server charged
 * it, the payment (its method and status; a partial payment's wallet part and what is due), and
 * a link to track it. A guest sees the phone number with the order ID, told that both are needed
 * to track the order, with Copy ('Order ID copied!'); the phone is handed over to the tracking
 * form too.
 */
export default function OrderPlacedPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.placed.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const money = useMoney();
  const { data: config } = useConfig();
  const orderId = parseOrderId(params.get('order_id'));
  const guest = !isSignedIn(useSession());
  const order = useTrackedOrder(orderId, null);
  const handed = (location.state as { phone?: unknown } | null)?.phone;
  const phone =
    (typeof handed === 'string' && handed !== '' ? handed : null) ??
    order.data?.delivery_address?.contact_person_number ??
    '';
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});

  return (
    <div
      className={css({
        maxW: 'xl',
        mx: 'auto',
        w: 'full',
        px: { base: '3', sm: '4' },
        py: { base: '8', md: '14' },
      })}
      data-testid="order-placed"
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderRadius: '2xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
          p: { base: '5', sm: '8' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '4',
        })}
      >
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '16',
            h: '16',
            borderRadius: 'full',
            bg: 'success.subtle',
            color: 'success.text',
            fontSize: '3xl',
          })}
        >
          <CheckIcon />
        </span>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'extrabold' })}>
          {t('checkout.placed.title')}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t('checkout.placed.description')}</p>
        {orderId == null ? (
          <p className={note({ tone: 'error' })} role="alert">
            <AlertIcon />
            {t('checkout.placed.notFound')}
          </p>
        ) : (
          <>
            <p
              className={css({ fontSize: 'lg', fontWeight: 'bold' })}
              data-testid="placed-order-id"
            >
              {t('checkout.placed.orderId', { id: orderId })}
            </p>
            {order.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : order.isError ? (
              <p className={note({ tone: 'error' })} role="alert">
                <AlertIcon />
                {errorText(toUiError(order.error), tr)}
              </p>
            ) : (
              <dl
                className={css({
                  w: 'full',
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: '2',
                  textAlign: 'start',
                  p: '4',
                  borderRadius: 'lg',
                  bg: 'bg.subtle',
                  fontSize: 'sm',
                })}
              >
                <dt className={css({ color: 'fg.muted' })}>{t('checkout.placed.payment')}</dt>
                <dd className={css({ textAlign: 'end' })} data-testid="placed-payment-method">
                  {t(paymentMethodKey(order.data.payment_method))}
                </dd>
                <dt className={css({ color: 'fg.muted' })}>{t('checkout.placed.paymentStatus')}</dt>
                <dd className={css({ textAlign: 'end' })} data-testid="placed-payment-status">
                  <PaymentStatusBadge status={order.data.payment_status} />
                </dd>
                <OrderExtraRows order={order.data} />
                <dt className={css({ color: 'fg.muted', fontWeight: 'bold' })}>
                  {t('checkout.placed.total')}
                </dt>
                <dd
                  className={css({ textAlign: 'end', fontWeight: 'bold' })}
                  data-testid="placed-total"
                >
                  {money(orderSummary(order.data, config ?? {}).total)}
                </dd>
                {(() => {
                  const parts = partialPaymentParts(order.data);
                  return parts == null ? null : (
                    <>
                      <dt className={css({ color: 'fg.muted' })}>
                        {t('checkout.placed.paidByWallet')}
                      </dt>
                      <dd className={css({ textAlign: 'end' })} data-testid="placed-paid-by-wallet">
                        {money(parts.wallet)}
                      </dd>
                      <dt className={css({ color: 'fg.muted' })}>{t('checkout.placed.due')}</dt>
                      <dd className={css({ textAlign: 'end' })} data-testid="placed-due">
                        {money(parts.due)}
                      </dd>
                    </>
                  );
                })()}
              </dl>
            )}
            {guest && phone !== '' && <GuestTrackingCard orderId={orderId} phone={phone} />}
            <div
              className={css({
                display: 'flex',
                flexWrap: 'wrap',
                gap: '3',
                justifyContent: 'center',
              })}
            >
              <Link
                to={`/track-order/${orderId}`}
                state={{ phone }}
                className={cx(button({ variant: 'solid' }))}
                data-testid="placed-track"
              >
                {t('checkout.placed.track')}
              </Link>
              <Link to="/home" className={button({ variant: 'outline' })}>
                {t('cart.continueShopping')}
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The payment status as a small badge: paid (green), partially paid, unpaid. */
function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone =
    status === 'paid'
      ? css({ bg: 'success.subtle', color: 'success.text' })
      : status === 'partially_paid'
        ? css({ bg: 'accent.subtle', color: 'accent.text' })
        : css({ bg: 'warning.subtle', color: 'warning.text' });
  const known = ['paid', 'unpaid', 'partially_paid'].includes(status);
  return (
    <span
      className={cx(
        css({
          display: 'inline-block',
          px: '2',
          py: '0.5',
          borderRadius: 'full',
          fontSize: 'xs',
          fontWeight: 'semibold',
        }),
        tone,
      )}
      data-status={status}
    >
      {known ? t(`checkout.placed.status.${status}`) : status}
    </span>
  );
}

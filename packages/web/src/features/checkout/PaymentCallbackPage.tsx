import { getCustomerInfo } from '@storefront/core/api/customer-info';
import { orderingOwner } from '@storefront/core/api/ordering';
import { paymentCallbackParams, paymentConfigOf } from '@storefront/core/api/payments';
import { paymentReturnActors } from '@storefront/core/api/payment-calls';
import { formatMoney, type MoneyConfig } from '@storefront/core/domain/money';
import { isSignedIn } from '@storefront/core/domain/session';
import { errorText } from '@storefront/core/domain/ui-error';
import { providePaymentReturnMachine } from '@storefront/core/machines/payment-return.machine';
import { paymentReturnView } from '@storefront/core/machines/payment-return.connect';
import type { PaymentReturnConfig } from '@storefront/core/machines/payment-return.types';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { useConfig } from '../../app/queries.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { CenteredPage } from '../../ui/CenteredPage.js';
import { AlertIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { customerInfoQuery } from '../account/queries.js';
import { tripBookedPath } from '../trips/links.js';
import { CashIcon, WalletIcon } from './icons.js';
import { rememberedPayment, type PendingPayment } from './pending-payment.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const tr = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** The page of a payment the machine runs for (the order or trip is known). */
function PaymentReturn({
  pending,
  flag,
  config,
  money,
}: {
  pending: PendingPayment;
  flag: string | null;
  config: PaymentReturnConfig;
  money: MoneyConfig;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [leaving, setLeaving] = useState(false);
  const [logic] = useState(() =>
    providePaymentReturnMachine({
      actors: paymentReturnActors(api, {
        guestId: () => orderingOwner(readCurrentSession()).guestId,
        customer: (signal) =>
          isSignedIn(readCurrentSession()) ? getCustomerInfo(api, signal) : Promise.resolve(null),
        origin: window.location.origin,
        platform: 'web',
        gateway: () => config.active_payment_method_list?.[0]?.gateway ?? null,
      }),
      notifier,
      t: tr,
      onRedirect: (link) => {
        setLeaving(true);
        window.location.assign(link);
      },
    }),
  );
  const actor = useInspectedActorRef(logic, {
    input: { subject: pending, flag, guest: !signedIn, config },
  });
  const snapshot = useSelector(actor, (s) => s);
  const context = snapshot.context;
  const view = paymentReturnView(context);
  const busy = snapshot.hasTag('busy') || leaving;
  const order = pending.kind === 'order';

  // Paid, left to cash, or switched: the confirmation (the guest's phone handed over).
  const done = snapshot.status === 'done' ? context.outcome : null;
  const went = useRef(false);
  useEffect(() => {
    if (went.current || done == null || done === 'redirecting' || done === 'closed') return;
    went.current = true;
    if (done === 'paid') notifier.notify('success', tr('checkout.paymentReturn.paid'));
    void queryClient.invalidateQueries({ queryKey: customerInfoQuery().queryKey });
    void navigate(order ? `/order?order_id=${pending.id}` : tripBookedPath(pending.id), {
      replace: true,
      state: { phone: pending.phone ?? '' },
    });
  }, [done, navigate, order, pending, queryClient]);

  if (snapshot.matches('loading') || done === 'paid' || done === 'settled' || done === 'switched') {
    return (
      <CenteredPage testId="payment-return">
        <Spinner label={t('checkout.paymentReturn.checking')} />
      </CenteredPage>
    );
  }

  const idText = order
    ? t('checkout.paymentReturn.orderId', { id: pending.id })
    : t('checkout.paymentReturn.tripId', { id: pending.id });
  const due = context.state?.due ?? 0;
  const dueText = formatMoney(due, money);
  let message: string;
  if (snapshot.matches('loadFailed')) message = t('checkout.paymentReturn.loadError');
  else if (view.closed)
    message = order ? t('checkout.paymentReturn.closed') : t('checkout.paymentReturn.tripClosed');
  else if (context.flag === 'cancel')
    message = t('checkout.paymentReturn.canceled', { amount: dueText });
  else message = t('checkout.paymentReturn.declined', { amount: dueText });

  return (
    <FailureFrame>
      <p
        className={css({ fontSize: 'lg', fontWeight: 'bold' })}
        data-testid="payment-return-subject"
      >
        {idText}
      </p>
      <p className={css({ color: 'fg.default' })} data-testid="payment-return-message">
        {message}
      </p>
      {context.error && !snapshot.matches('loadFailed') && (
        <p className={css({ color: 'danger.text', fontSize: 'sm' })} role="alert">
          {errorText(context.error, tr)}
        </p>
      )}
      {view.failed && (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {t('checkout.paymentReturn.choose')}
        </p>
      )}
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: '3',
          mt: '3',
          w: { base: 'full', sm: 'auto' },
        })}
      >
        {snapshot.matches('loadFailed') && (
          <button
            type="button"
            className={button({ size: 'lg' })}
            onClick={() => actor.send({ type: 'RELOAD' })}
          >
            {t('common.action.retry')}
          </button>
        )}
        {view.failed && (
          <>
            <button
              type="button"
              className={button({ size: 'lg' })}
              disabled={busy}
              aria-busy={snapshot.matches('retrying') || leaving}
              onClick={() => actor.send({ type: 'RETRY' })}
              data-testid="payment-retry"
            >
              {snapshot.matches('retrying') || leaving ? <Spinner /> : null}
              {t('checkout.paymentReturn.retry')}
            </button>
            {view.switchOptions.includes('cash') && (
              <button
                type="button"
                className={button({ size: 'lg', variant: 'outline' })}
                disabled={busy}
                onClick={() => actor.send({ type: 'SWITCH', method: 'cash' })}
                data-testid="payment-switch-cash"
              >
                <CashIcon />
                {order
                  ? t('checkout.paymentReturn.switchCash')
                  : t('checkout.paymentReturn.switchCashTrip')}
              </button>
            )}
            {view.switchOptions.includes('wallet') && (
              <button
                type="button"
                className={button({ size: 'lg', variant: 'outline' })}
                disabled={busy}
                onClick={() => actor.send({ type: 'SWITCH', method: 'wallet' })}
                data-testid="payment-switch-wallet"
              >
                <WalletIcon />
                {t('checkout.paymentReturn.switchWallet', {
                  amount: formatMoney(context.state?.walletBalance ?? 0, money),
                })}
              </button>
            )}
          </>
        )}
        {(view.closed || snapshot.matches('loadFailed')) && (
          <Link
            to={order ? `/track-order/${pending.id}` : `/track-trip/${pending.id}`}
            state={{ phone: pending.phone ?? '' }}
            className={button({ size: 'lg', variant: 'outline' })}
          >
            {order ? t('checkout.placed.track') : t('trip.web.track.link')}
          </Link>
        )}
      </div>
      <Link
        to="/help-and-support"
        target="_blank"
        rel="noopener noreferrer"
        className={cx(css({ fontSize: 'sm', color: 'accent.text', textDecoration: 'underline' }))}
      >
        {t('auth.failure.support')}
      </Link>
    </FailureFrame>
  );
}

/** The spec's failure page: 'Sorry, Something Went Wrong' and its text, then what to do. */
function FailureFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <CenteredPage testId="payment-failure">
      <div
        className={css({
          maxW: 'lg',
          w: 'full',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
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
            bg: 'danger.subtle',
            color: 'danger.text',
            fontSize: '3xl',
          })}
        >
          <AlertIcon />
        </span>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('auth.failure.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('auth.failure.description')}</p>
        {children}
      </div>
    </CenteredPage>
  );
}

/**
 * The payment callback (`/payment-callback?kind=order|trip[&id=…]&flag=…&payment_id=…`): where
 * the browser comes back from the gateway's page. What was paid is named by the callback, or by
 * the payment this tab left for; core's `paymentReturnMachine` asks the server how it stands:
 * paid (or left to cash) goes on to the confirmation; still due shows the spec's failure page
 * ('Sorry, Something Went Wrong') with Retry payment and a switch to cash on delivery (or a
 * wallet that covers it: 'Payment info updated.').
 */
export default function PaymentCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.paymentReturn.title'));
  const [params] = useSearchParams();
  const callback = paymentCallbackParams(params);
  const config = useConfig();
  const remembered = rememberedPayment(callback.paymentId, callback.kind);
  const pending: PendingPayment | null =
    callback.kind != null && callback.id != null
      ? {
          kind: callback.kind,
          id: callback.id,
          paymentId: callback.paymentId,
          phone:
            remembered?.kind === callback.kind && remembered.id === callback.id
              ? remembered.phone
              : null,
        }
      : remembered;

  if (pending == null) {
    return (
      <FailureFrame>
        <p data-testid="payment-return-message">{t('checkout.paymentReturn.unknown')}</p>
        <Link to="/profile?page=my-orders" className={cx(button({ size: 'lg' }), css({ mt: '3' }))}>
          {t('checkout.paymentReturn.orders')}
        </Link>
      </FailureFrame>
    );
  }
  if (config.data == null) {
    return (
      <CenteredPage testId="payment-return">
        <Spinner label={t('checkout.paymentReturn.checking')} />
      </CenteredPage>
    );
  }
  return (
    <PaymentReturn
      key={`${pending.kind}:${pending.id}`}
      pending={pending}
      flag={callback.flag}
      config={{
        ...paymentConfigOf(config.data),
        digit_after_decimal_point: config.data.digit_after_decimal_point,
      }}
      money={config.data}
    />
  );
}

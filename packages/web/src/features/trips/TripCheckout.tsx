import { isSignedIn } from '@storefront/core/domain/session';
import type { RentalCartResponse } from '@storefront/core/domain/rental';
import type { MoneyConfig } from '@storefront/core/domain/money';
import type { RentalTripTotals } from '@storefront/core/domain/rental-pricing';
import { errorText } from '@storefront/core/domain/ui-error';
import { issueText } from '@storefront/core/domain/issue';
import { tripBookingView } from '@storefront/core/machines/trip-booking.connect';
import { provideTripBookingMachine } from '@storefront/core/machines/trip-booking.machine';
import { paymentCallback, paymentConfigOf } from '@storefront/core/api/payments';
import { messageKey } from '@storefront/core/schemas/validate';
import type { GuestContact } from '@storefront/core/domain/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { configQuery, useConfig } from '../../app/queries.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { AlertIcon } from '../../ui/icons.js';
import { TextField } from '../../ui/Field.js';
import { useCustomerInfo } from '../account/queries.js';
import { useAuthDialog } from '../auth/context.js';
import { useMoney } from '../catalogue/format.js';
import { Section } from '../checkout/ui.js';
import { PaymentSection } from '../checkout/PaymentSection.js';
import { goToGateway } from '../checkout/pending-payment.js';
import { rentalActors } from '@storefront/core/api/rental';
import { tripBookedPath } from './links.js';
import { TripCouponSection } from './TripCouponSection.js';
import { tripCartActor, tripCartKey } from './cart-store.js';
import { EMPTY_TRIP_CART } from '@storefront/core/machines/trip-cart.connect';
import { orderingOwner } from '@storefront/core/api/ordering';
import { providerNow, type useTripTotals } from './view.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

const NO_CURRENCY: MoneyConfig = { currency_symbol: '' };

const tr = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

type Totals = ReturnType<typeof useTripTotals>;

/** A row of the amounts. */
function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div
      className={cx(
        css({ display: 'flex', justifyContent: 'space-between', gap: '3' }),
        strong
          ? css({
              fontWeight: 'extrabold',
              fontSize: 'lg',
              pt: '3',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })
          : css({ fontSize: 'sm' }),
      )}
    >
      <dt className={strong ? undefined : css({ color: 'fg.muted' })}>{label}</dt>
      <dd data-testid={testId} className={css({ fontVariantNumeric: 'tabular-nums' })}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** The trip's amounts (core's rental pricing): subtotal, discount, coupon, tax, charge, total. */
export function TripAmounts({ totals }: { totals: RentalTripTotals }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      data-testid="trip-amounts"
    >
      <Row label={t('trip.web.totals.price')} value={money(totals.price)} testId="trip-price" />
      <Row
        label={t('trip.web.totals.discount')}
        value={`− ${money(totals.discount)}`}
        testId="trip-discount"
      />
      {totals.coupon > 0 && (
        <Row
          label={t('trip.web.totals.coupon')}
          value={`− ${money(totals.coupon)}`}
          testId="trip-coupon-line"
        />
      )}
      <Row
        label={
          totals.taxIncluded
            ? t('trip.web.totals.taxIncluded', { rate: totals.taxRate })
            : t('trip.web.totals.tax', { rate: totals.taxRate })
        }
        value={totals.taxIncluded ? money(totals.tax) : `+ ${money(totals.tax)}`}
        testId="trip-tax"
      />
      {totals.additionalCharge > 0 && (
        <Row
          label={t('trip.web.totals.additionalCharge')}
          value={`+ ${money(totals.additionalCharge)}`}
          testId="trip-additional-charge"
        />
      )}
      <Row
        label={t('trip.web.totals.total')}
        value={money(totals.total)}
        strong
        testId="trip-total"
      />
    </dl>
  );
}

/** The pickup contact a customer starts with (the profile's name, phone and e-mail). */
function useProfileContact(): GuestContact | null {
  const info = useCustomerInfo();
  const data = info.data;
  if (data == null) return null;
  const name = [data.f_name, data.l_name].filter(Boolean).join(' ').trim();
  return {
    contact_person_name: name,
    contact_person_number: data.phone ?? '',
    contact_person_email: data.email ?? '',
  };
}

/** The customer's wallet balance (0 for a guest or until it is read). */
function useWalletBalance(): number {
  return useCustomerInfo().data?.wallet_balance ?? 0;
}

/**
 * Trip checkout on `/rental/cart` (core's `tripBookingMachine`): the guest gate (guests book
 * only when `guest_checkout_status` is 1, otherwise the sign-in opens), the pickup contact (the
 * contact form's rules and messages, spec §5), a customer's coupon (TripCouponSection; a guest
 * is asked to sign in for one), the payment (issue 12: cash at pickup, each gateway, the
 * wallet, the wallet first: checkout's PaymentSection), the amounts of core's rental pricing with
 * the coupon's discount and Book Now with an Idempotency-Key; the server's refusal is shown under
 * the button. Booked, the trip cart is emptied and the confirmation opens; a digital payment goes
 * on to the gateway's page first (its way back is /payment-callback), and a payment refused after
 * booking offers Try again or paying at pickup.
 */
export function TripCheckout({ cart, pricing }: { cart: RentalCartResponse; pricing: Totals }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const authDialog = useAuthDialog();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const profile = useProfileContact();
  const walletBalance = useWalletBalance();
  const { data: config } = useConfig();
  const [logic] = useState(() =>
    provideTripBookingMachine({
      actors: rentalActors(api, {
        guestId: () => orderingOwner(readCurrentSession()).guestId,
      }).tripBooking,
      newId: () => crypto.randomUUID(),
      notifier,
      t: tr,
      // The refusals' amounts are worded with the money settings of the moment.
      money: (): MoneyConfig =>
        queryClient.getQueryData(configQuery(readCurrentSession().language).queryKey) ??
        NO_CURRENCY,
      // Signing in moves the machine on (the session effect below).
      onSignInRequired: () => authDialog.open('sign-in'),
      // The confirmation opens and the emptied cart is cached (the effect below).
      onBooked: () => undefined,
    }),
  );
  const actorRef = useInspectedActorRef(logic, {
    input: {
      signedIn,
      config: pricing.config,
      cart,
      now: providerNow(),
      contact: profile,
      ...(config == null
        ? {}
        : {
            payment: {
              config: paymentConfigOf(config),
              // The provider's zone is checked by the server when the trip is paid.
              zone: null,
            },
          }),
      walletBalance,
      gatewayReturn: {
        callback: paymentCallback(window.location.origin, { kind: 'trip' }),
        platform: 'web',
      },
    },
  });
  const context = useSelector(actorRef, (s) => s.context);
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const placing = useSelector(actorRef, (s) => s.matches('placing'));
  const failed = useSelector(actorRef, (s) => s.hasTag('failed'));
  const gated = useSelector(actorRef, (s) => s.hasTag('signIn'));
  const view = tripBookingView(context);
  const [tried, setTried] = useState(false);
  const booked = useSelector(actorRef, (s) => (s.status === 'done' ? s.context.tripId : null));
  const paymentFailed = useSelector(actorRef, (s) => s.matches('paymentFailed'));
  // Booked with a digital payment: the page is being left for the gateway's.
  const leaving = useSelector(
    actorRef,
    (s) => s.status === 'done' && s.context.redirectLink != null,
  );
  useEffect(() => {
    if (booked == null) return;
    const { contact, redirectLink, paymentId } = actorRef.getSnapshot().context;
    const phone = contact?.contact_person_number ?? '';
    // Booking emptied the trip cart.
    queryClient.setQueryData(tripCartKey(), EMPTY_TRIP_CART);
    tripCartActor(queryClient).send({ type: 'SYNC', cart: EMPTY_TRIP_CART });
    if (redirectLink != null) {
      // A digital payment: on to the gateway's page, remembering the trip for the way back.
      goToGateway(redirectLink, { kind: 'trip', id: booked, paymentId, phone });
      return;
    }
    void navigate(tripBookedPath(booked), { state: { phone } });
  }, [actorRef, booked, navigate, queryClient]);
  // The wallet balance arrived or changed.
  useEffect(() => {
    if (actorRef.getSnapshot().context.walletBalance !== walletBalance) {
      actorRef.send({ type: 'SET_WALLET', balance: walletBalance });
    }
  }, [actorRef, walletBalance]);

  /** Editing after a refusal goes back to editing first. */
  const edit = () => {
    if (actorRef.getSnapshot().hasTag('failed')) actorRef.send({ type: 'EDIT' });
  };
  useEffect(() => {
    edit();
    actorRef.send({ type: 'UPDATE_CART', cart });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef, cart]);
  // Signing in (from the gate, or to use a coupon) makes the booking a customer's.
  useEffect(() => {
    if (signedIn && !actorRef.getSnapshot().context.signedIn) {
      edit();
      actorRef.send({ type: 'SIGNED_IN', contact: profile });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actorRef, signedIn, profile]);
  // A customer's profile fills a contact not typed yet.
  useEffect(() => {
    const typed = actorRef.getSnapshot().context.contact;
    if (profile != null && (typed == null || typed.contact_person_name === '')) {
      actorRef.send({ type: 'SET_CONTACT', contact: profile });
    }
  }, [actorRef, profile]);

  const contact: GuestContact = context.contact ?? {
    contact_person_name: '',
    contact_person_number: '',
    contact_person_email: '',
  };
  const setField = (name: keyof GuestContact, value: string) => {
    edit();
    actorRef.send({ type: 'SET_CONTACT', contact: { ...contact, [name]: value } });
  };
  const errorOf = (name: keyof GuestContact): string | null => {
    if (!tried) return null;
    const message = view.contactErrors.find((e) => e.code === name)?.message;
    if (message == null) return null;
    const key = messageKey(message);
    return key == null ? message : t(key);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    actorRef.send({ type: 'SET_NOW', now: providerNow() });
    actorRef.send({ type: failed ? 'RETRY' : 'PLACE' });
  };
  const totals = view.totals;
  const moneyConfig = config ?? NO_CURRENCY;
  // The last code's refusal (the rule's, or the server's), or why the applied one stopped fitting.
  const couponIssue = context.coupon == null ? context.couponIssue : view.couponIssue;
  const couponRefusal = couponIssue
    ? issueText(couponIssue, tr, moneyConfig)
    : context.coupon == null && context.couponError
      ? errorText(context.couponError, tr)
      : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'contents' })}
      aria-busy={busy}
      data-testid="trip-checkout"
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
        <Section title={t('trip.web.contact.title')} testId="trip-contact">
          {gated ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {t('trip.booking.signIn')}
              </p>
              <button
                type="button"
                className={cx(button({ variant: 'solid' }), css({ alignSelf: 'start' }))}
                onClick={() => authDialog.open('sign-in')}
                data-testid="trip-sign-in"
              >
                {t('trip.web.contact.signIn')}
              </button>
            </div>
          ) : (
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                gap: '3',
              })}
            >
              <TextField
                id={`${id}-name`}
                label={t('trip.web.contact.name')}
                autoComplete="name"
                value={contact.contact_person_name}
                error={errorOf('contact_person_name')}
                onValue={(v) => setField('contact_person_name', v)}
                data-testid="trip-contact-name"
              />
              <TextField
                id={`${id}-phone`}
                label={t('trip.web.contact.phone')}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                value={contact.contact_person_number}
                error={errorOf('contact_person_number')}
                onValue={(v) => setField('contact_person_number', v)}
                data-testid="trip-contact-phone"
              />
              <div className={css({ gridColumn: { sm: '1 / -1' } })}>
                <TextField
                  id={`${id}-email`}
                  label={t('trip.web.contact.email')}
                  type="email"
                  dir="ltr"
                  autoComplete="email"
                  value={contact.contact_person_email ?? ''}
                  error={errorOf('contact_person_email')}
                  onValue={(v) => setField('contact_person_email', v)}
                  data-testid="trip-contact-email"
                />
              </div>
            </div>
          )}
        </Section>
        <TripCouponSection
          coupon={context.coupon}
          discount={totals?.coupon ?? 0}
          refusal={couponRefusal}
          busy={busy}
          signedIn={context.signedIn}
          onApply={(code) => {
            edit();
            actorRef.send({ type: 'APPLY_COUPON', code });
          }}
          onRemove={() => {
            edit();
            actorRef.send({ type: 'REMOVE_COUPON' });
          }}
          onSignIn={() => authDialog.open('sign-in')}
        />
        <PaymentSection
          payment={view.payment}
          method={context.paymentMethod}
          gateway={context.paymentGateway}
          partial={context.partialPayment}
          total={totals?.total ?? 0}
          money={moneyConfig}
          attempted={tried}
          disabled={busy || gated || leaving || paymentFailed}
          cashLabel={t('trip.web.payment.cash')}
          onChoose={({ method, gateway }) => {
            edit();
            actorRef.send({ type: 'SET_PAYMENT', method, ...(gateway ? { gateway } : {}) });
          }}
          onPartial={(partial) => {
            edit();
            actorRef.send({ type: 'SET_PARTIAL', partial });
          }}
          extra={
            context.paymentMethod === 'cash_on_delivery' && !context.partialPayment ? (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t('rental.trip.payment.cash')}
              </p>
            ) : null
          }
        />
      </div>
      <aside
        aria-label={t('trip.web.summary.title')}
        className={css({
          position: { lg: 'sticky' },
          top: { lg: '24' },
          alignSelf: 'start',
          gridColumn: { lg: '2' },
          gridRow: { lg: '1 / span 2' },
          minW: 0,
        })}
      >
        <Section title={t('trip.web.summary.title')} testId="trip-summary-box">
          {totals ? <TripAmounts totals={totals} /> : null}
          {failed && context.error && (
            <p className={note({ tone: 'error' })} role="alert" data-testid="trip-book-error">
              <AlertIcon />
              {errorText(context.error, tr)}
            </p>
          )}
          {paymentFailed ? (
            <div
              className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
              data-testid="trip-payment-failed"
            >
              <p className={note({ tone: 'error' })} role="alert">
                <AlertIcon />
                <span>
                  {t('trip.web.payment.failed')}
                  {context.paymentError ? ` ${errorText(context.paymentError, tr)}` : ''}
                </span>
              </p>
              <button
                type="button"
                className={cx(button({ variant: 'solid', size: 'lg' }), css({ w: 'full' }))}
                disabled={busy}
                onClick={() => actorRef.send({ type: 'RETRY' })}
                data-testid="trip-pay-retry"
              >
                {t('checkout.retry')}
              </button>
              <button
                type="button"
                className={cx(button({ variant: 'outline', size: 'lg' }), css({ w: 'full' }))}
                disabled={busy}
                onClick={() => actorRef.send({ type: 'PAY_AT_PICKUP' })}
                data-testid="trip-pay-at-pickup"
              >
                {t('checkout.paymentReturn.switchCashTrip')}
              </button>
            </div>
          ) : (
            <button
              type="submit"
              className={cx(button({ variant: 'solid', size: 'lg' }), css({ w: 'full' }))}
              disabled={busy || gated || leaving}
              aria-busy={placing || leaving}
              data-testid="trip-book"
            >
              {placing || leaving
                ? t('trip.web.book.busy')
                : view.payment.viaGateway
                  ? t('checkout.placeOrderAndPay')
                  : t('trip.web.book.action')}
            </button>
          )}
        </Section>
      </aside>
    </form>
  );
}

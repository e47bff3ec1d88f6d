import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import { formatTime12 } from '@storefront/core/domain/availability';
import type { CheckoutPage, CheckoutSource } from '@storefront/core/domain/checkout';
import type { CheckoutPaymentFacts } from '@storefront/core/machines/checkout.types';
import type { OrderType } from '@storefront/core/domain/delivery';
import { issueText } from '@storefront/core/domain/issue';
import { decimalDigits, formatMoney, type MoneyConfig } from '@storefront/core/domain/money';
import { minimumOrderShortfall } from '@storefront/core/domain/minimum-order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { AlertIcon, HomeIcon, StoreIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { AddressSection } from './AddressSection.js';
import { CouponSection } from './CouponSection.js';
import { CheckoutCashback } from '../v1more/CheckoutCashback.js';
import { CalendarIcon } from './icons.js';
import { NotesSection } from './NotesSection.js';
import { PaymentSection } from './PaymentSection.js';
import { checkoutSummaryRows, SummaryItems, SummaryRows } from './OrderSummary.js';
import { ScheduleSection } from './ScheduleSection.js';
import { TipsSection } from './TipsSection.js';
import { RadioCards, Section } from './ui.js';
import { useCheckout } from './useCheckout.js';
import { CheckoutPrescriptions } from '../orders/CheckoutPrescriptions.js';

const ORDER_TYPE_KEYS: Record<OrderType, string> = {
  delivery: 'checkout.orderType.delivery',
  take_away: 'checkout.orderType.takeAway',
};

/**
 * The checkout form (spec §2, §4; reference 'Checkout'): order type, the address and guest
 * contact, the delivery or pickup time (when the store takes scheduled orders), the delivery man
 * tip, the notes and cutlery, coupon, payment (cash on delivery, a digital gateway, the wallet, a
 * partial payment: PaymentSection), and the order summary with Place Order (a digital payment
 * goes on to the gateway's page). Core's
 * checkoutMachine holds every choice; `checkoutView` gives the offered options, the amounts and
 * what stops the order, the same numbers the server charges.
 */
export function CheckoutForm({
  page,
  source,
  store,
  money,
  additionalChargeName,
  slotMinutes,
  payment,
  onPlaced,
}: {
  page: CheckoutPage;
  source: CheckoutSource;
  store: CatalogueStoreDetails;
  money: MoneyConfig;
  additionalChargeName: string | null | undefined;
  /** The config's `schedule_order_slot_duration`. */
  slotMinutes: number;
  /** The payment facts (config and the store's zone). */
  payment: CheckoutPaymentFacts;
  onPlaced: (orderId: number, phone: string | null) => void;
}) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const { context, view, busy, failed, placing, savingAddress, send } = useCheckout({
    page,
    source,
    money,
    payment,
    onPlaced,
    onRedirect: () => setLeaving(true),
  });
  const [attempted, setAttempted] = useState(false);
  const gatewayTitle = view.payment.options.gateways.find(
    (g) => g.gateway === view.payment.gateway,
  )?.gateway_title;
  const delivery = context.orderType === 'delivery';
  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});
  // The store's minimum order, shown before Place Order with the amount still missing (the
  // cart drawer's core rule); the issues list then leaves it out.
  const shortfall = minimumOrderShortfall(
    view.totals.itemsPrice,
    store.minimum_order,
    source.lines.length,
    decimalDigits(money),
  );
  const shownIssues = view.issues.filter((i) => shortfall == null || i.code !== 'minimum_order');

  return (
    <div
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        alignItems: 'start',
        // Room for the phone's fixed Place Order bar, so it never covers the last fields.
        pb: { base: '28', lg: '0' },
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
        <Section title={t('checkout.orderType.title')} testId="checkout-order-type">
          <RadioCards
            name="order-type"
            label={t('checkout.orderType.title')}
            value={context.orderType}
            options={view.orderTypes.map((type) => ({
              value: type,
              label: t(ORDER_TYPE_KEYS[type]),
              icon: type === 'delivery' ? <HomeIcon /> : <StoreIcon />,
            }))}
            onChange={(orderType) => send({ type: 'SET_ORDER_TYPE', orderType })}
          />
        </Section>

        <AddressSection
          orderType={context.orderType}
          guest={view.needsContact}
          address={context.address}
          contact={context.contact}
          storeName={store.name}
          onContact={(contact) => send({ type: 'SET_CONTACT', contact })}
          onDetails={(details) => send({ type: 'SET_ADDRESS_DETAILS', ...details })}
          customer={{
            addressSaved: context.addressSaved,
            saving: savingAddress,
            busy,
            storeZoneId: context.source.store.zone_id ?? null,
            onSelect: (address) => send({ type: 'SET_ADDRESS', address }),
            onSave: () => send({ type: 'SAVE_ADDRESS' }),
          }}
        />

        {view.showSchedule && (
          <ScheduleSection
            orderType={context.orderType}
            scheduleAt={context.scheduleAt}
            now={context.at}
            schedules={context.source.store.schedules}
            slotMinutes={slotMinutes}
            onChange={(scheduleAt) => send({ type: 'SET_SCHEDULE', scheduleAt })}
          />
        )}

        {view.showTips && (
          <TipsSection
            amount={context.dmTips}
            onChange={(amount) => send({ type: 'SET_TIPS', amount })}
          />
        )}

        <NotesSection
          unavailableItemNote={context.unavailableItemNote}
          deliveryInstruction={context.deliveryInstruction}
          cutlery={context.cutlery}
          showDeliveryInstruction={view.showDeliveryInstruction}
          showCutlery={view.showCutlery}
          onNotes={(notes) => send({ type: 'SET_NOTES', ...notes })}
          onCutlery={(cutlery) => send({ type: 'SET_CUTLERY', cutlery })}
        />

        <CheckoutPrescriptions
          needed={view.needsPrescription}
          files={context.prescriptions}
          send={send}
          disabled={busy || leaving}
          attempted={attempted}
          money={money}
        />

        <CouponSection
          coupon={context.coupon}
          busy={busy}
          onApply={(code) => send({ type: 'APPLY_COUPON', code })}
          onRemove={() => send({ type: 'REMOVE_COUPON' })}
        />

        <PaymentSection
          payment={view.payment}
          method={context.paymentMethod}
          gateway={context.paymentGateway}
          partial={context.partialPayment}
          total={view.totals.total}
          money={money}
          attempted={attempted}
          disabled={busy || leaving}
          onChoose={({ method, gateway }) =>
            send({ type: 'SET_PAYMENT', method, ...(gateway ? { gateway } : {}) })
          }
          onPartial={(partial) => send({ type: 'SET_PARTIAL', partial })}
        />
      </div>

      <aside
        className={css({
          bg: 'bg.surface',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
          p: { base: '4', sm: '5' },
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
          lg: { position: 'sticky', top: '24' },
        })}
        aria-labelledby="checkout-summary-title"
        data-testid="checkout-summary"
      >
        <div>
          <h2 id="checkout-summary-title" className={css({ fontSize: 'md', fontWeight: 'bold' })}>
            {t('checkout.summary.title')}
          </h2>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('checkout.summary.from', { store: store.name })}
          </p>
        </div>
        {context.scheduleAt != null && (
          <p
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              fontSize: 'sm',
              fontWeight: 'medium',
              color: 'accent.text',
              bg: 'accent.subtle',
              borderRadius: 'lg',
              px: '3',
              py: '2',
            })}
            data-testid="summary-schedule"
          >
            <CalendarIcon className={css({ flexShrink: 0 })} />
            {t('checkout.schedule.chosen', {
              day:
                context.scheduleAt.date === context.at.date
                  ? t('checkout.schedule.today')
                  : t('checkout.schedule.tomorrow'),
              time: formatTime12(context.scheduleAt.seconds, {
                am: t('item.time.am'),
                pm: t('item.time.pm'),
              }),
            })}
          </p>
        )}
        <SummaryItems source={context.source} totals={view.totals} />
        <SummaryRows
          {...checkoutSummaryRows(view.totals, delivery, additionalChargeName)}
          partial={
            view.payment.split && {
              wallet: view.payment.split.wallet,
              due: view.payment.split.rest,
            }
          }
        />

        <CheckoutCashback total={view.totals.total} />

        {attempted && shownIssues.length > 0 && !placing && (
          <div className={note({ tone: 'warning' })} role="status" data-testid="checkout-issues">
            <AlertIcon />
            <div>
              <p className={css({ fontWeight: 'semibold' })}>{t('checkout.issues.title')}</p>
              <ul className={css({ listStyle: 'disc', ps: '4' })}>
                {shownIssues.map((issue) => (
                  <li key={`${issue.code}:${JSON.stringify(issue.values)}`}>
                    {issueText(issue, tr, money)}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )}

        {failed && context.error && (
          <div className={note({ tone: 'error' })} role="alert" data-testid="checkout-failed">
            <AlertIcon />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <p className={css({ fontWeight: 'semibold' })}>{t('checkout.failed.title')}</p>
              {context.error.messages.length > 0 ? (
                context.error.messages.map((m) => <p key={m}>{m}</p>)
              ) : (
                <p>{t(context.error.key)}</p>
              )}
              <button
                type="button"
                className={cx(
                  button({ variant: 'outline', size: 'sm' }),
                  css({ alignSelf: 'start' }),
                )}
                onClick={() => send({ type: 'RETRY' })}
              >
                {t('checkout.retry')}
              </button>
            </div>
          </div>
        )}

        {shortfall != null && (
          <div
            className={note({ tone: 'warning' })}
            role="status"
            data-testid="checkout-minimum-order"
          >
            <AlertIcon />
            <div>
              <p className={css({ fontWeight: 'semibold' })}>
                {t('checkout.error.minimumOrder', {
                  amount: formatMoney(shortfall.minimum, money),
                })}
              </p>
              <p>
                {t('search.checkout.minimumMissing', {
                  amount: formatMoney(shortfall.missing, money),
                })}
              </p>
            </div>
          </div>
        )}

        {/* On phones and tablets (one column) a bar fixed at the bottom holds the total and
            this same Place Order button; the page reserves its height (pb below). */}
        <div
          className={css({
            position: { base: 'fixed', lg: 'static' },
            insetInline: { base: '0', lg: 'auto' },
            bottom: { base: '0', lg: 'auto' },
            zIndex: { base: 30, lg: 'auto' },
            bg: { base: 'bg.surface', lg: 'transparent' },
            borderTopWidth: { base: '1px', lg: '0' },
            borderColor: 'border.default',
            boxShadow: { base: '0 -4px 16px rgba(0,0,0,0.08)', lg: 'none' },
            px: { base: '4', lg: '0' },
            pt: { base: '3', lg: '0' },
            pb: { base: 'calc(0.75rem + env(safe-area-inset-bottom))', lg: '0' },
            display: 'flex',
            alignItems: 'center',
            gap: '3',
          })}
          data-testid="checkout-place-bar"
        >
          <p
            className={css({
              display: { base: 'flex', lg: 'none' },
              flexDirection: 'column',
              flexShrink: 0,
              lineHeight: 'tight',
            })}
            data-testid="checkout-bar-total"
          >
            <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {t('search.checkout.total')}
            </span>
            <span
              className={css({
                fontWeight: 'bold',
                fontSize: 'lg',
                fontVariantNumeric: 'tabular-nums',
              })}
            >
              {formatMoney(view.totals.total, money)}
            </span>
          </p>
          <button
            type="button"
            // The rest of the bar beside the phone's total (a full width overflowed the screen).
            className={cx(button({ variant: 'solid', size: 'lg' }), css({ flex: '1', minW: '0' }))}
            disabled={busy || leaving}
            aria-busy={placing || leaving}
            onClick={() => {
              setAttempted(true);
              send({ type: 'PLACE' });
            }}
            data-testid="place-order"
          >
            {placing || leaving ? <Spinner /> : null}
            {leaving && gatewayTitle
              ? t('checkout.payment.redirecting', { gateway: gatewayTitle })
              : placing
                ? t('checkout.placing')
                : view.payment.viaGateway
                  ? t('checkout.placeOrderAndPay')
                  : t('checkout.placeOrder')}
          </button>
        </div>
      </aside>
    </div>
  );
}

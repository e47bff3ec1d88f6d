import { orderSummary, type Order } from '@storefront/core/api/ordering';
import { partialPaymentParts, paymentMethodKey } from '@storefront/core/api/payments';
import { toAmount } from '@storefront/core/domain/money';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { Dialog } from '../../ui/Dialog.js';
import { AlertIcon, MailIcon, MapIcon, MapPinIcon, PhoneIcon, StoreIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { OrderExtrasSection } from '../checkout/OrderExtras.js';
import { SummaryRows } from '../checkout/OrderSummary.js';
import { Section } from '../checkout/ui.js';
import { CancelOrder } from './CancelOrder.js';
import { CardRefundNote } from './CardRefundNote.js';
import { formatDateTime } from './format.js';
import { OrderItems } from './OrderItems.js';
import { OrderPrescriptions } from './OrderPrescriptions.js';
import { keepsRefreshing, useOrderLines, useOrderPrescriptions } from './queries.js';
import { StatusStepper } from './StatusStepper.js';
import { ChatWithStore } from '../chat/ChatWithStore.js';
import { ParcelCharges, ParcelRoute } from '../parcel/ParcelTracking.js';

const DeliveryMap = lazy(() =>
  import('./DeliveryMap.js').then((m) => ({ default: m.DeliveryMap })),
);

function point(lat: string | number | null | undefined, lng: string | number | null | undefined) {
  if (lat == null || lng == null || lat === '' || lng === '') return null;
  const p = { lat: toAmount(lat), lng: toAmount(lng) };
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) ? p : null;
}

/** A label and its value in a details list. */
function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd className={css({ textAlign: 'end', fontSize: 'sm' })} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The payment status as a small badge: paid, partially paid, unpaid. */
function PaymentStatus({ status }: { status: string }) {
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

/** A line with an icon (the store, the address). */
function IconLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', gap: '2', fontSize: 'sm', alignItems: 'flex-start' })}>
      <span className={css({ mt: '0.5', flexShrink: 0, color: 'fg.muted' })}>{icon}</span>
      <div className={css({ minW: 0 })}>{children}</div>
    </div>
  );
}

/**
 * An order's details (issue 12) and tracking, for `/track-order/:id`, reached from My orders,
 * the confirmation and the tracking form: the status with its timeline (times), the cancel
 * while pending, the items with their options and prices (the owner's only), the prescriptions,
 * the summary (with what the wallet paid and what is due for a partial payment), the payment's
 * method and status, the store with its contact and the delivery address; refreshed while the
 * order moves.
 */
export function OrderTracking({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { data: config } = useConfig();
  const [mapOpen, setMapOpen] = useState(false);
  const lines = useOrderLines(order.id);
  // The details answer only the order's owner: they decide what else shows.
  const owned = lines.isSuccess;
  const prescriptions = useOrderPrescriptions(order.id, owned);
  const summary = orderSummary(order, config ?? {});
  const partial = partialPaymentParts(order);
  const address = order.delivery_address;
  const delivery = order.order_type === 'delivery';
  // A parcel (issue 14) has no items nor store: its route and charges instead.
  const parcel = order.order_type === 'parcel';
  const store = order.store;
  const storePoint = store ? point(store.latitude, store.longitude) : null;
  const addressPoint = address ? point(address.latitude, address.longitude) : null;
  const canceled = order.order_status === 'canceled';
  const canceledBy = order.canceled_by;
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="order-tracking"
      data-order-id={order.id}
    >
      <Section
        title={t('orders.order', { id: order.id })}
        testId="order-status"
        action={
          <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            {keepsRefreshing(order) && (
              <span
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'xs',
                  color: 'fg.muted',
                })}
              >
                <Spinner />
                <span className={css({ hideBelow: 'md' })}>{t('orders.track.live')}</span>
              </span>
            )}
            {owned && <CancelOrder orderId={order.id} status={order.order_status} />}
          </div>
        }
      >
        <p
          className={css({
            fontSize: 'sm',
            color: 'fg.muted',
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: '4',
            rowGap: '1',
          })}
        >
          <span>
            {t('orders.placedAt', { date: formatDateTime(order.created_at, i18n.language) })}
          </span>
          <span>
            {parcel
              ? t('parcel.track.type')
              : delivery
                ? t('orders.type.delivery')
                : t('orders.type.takeAway')}
          </span>
          <span data-testid="order-payment-method-short">
            {t(paymentMethodKey(order.payment_method))}
          </span>
          {delivery && (
            <span>
              {t('orders.deliveryTime', {
                min: order.min_delivery_time,
                max: order.max_delivery_time,
              })}
            </span>
          )}
        </p>
        <StatusStepper order={order} />
        {canceled && (order.cancellation_reason || canceledBy) && (
          <div className={note({ tone: 'error' })} data-testid="order-cancel-reason">
            <AlertIcon />
            <div>
              {canceledBy && (
                <p className={css({ fontWeight: 'semibold' })}>
                  {t('orderDetails.canceled.by', {
                    who: t(`orderDetails.canceled.who.${canceledBy}`, {
                      defaultValue: canceledBy,
                    }),
                  })}
                </p>
              )}
              {order.cancellation_reason && (
                <p dir="auto">
                  {t('orderDetails.canceled.reason', { reason: order.cancellation_reason })}
                </p>
              )}
            </div>
          </div>
        )}
      </Section>

      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
          {parcel && <ParcelRoute order={order} />}
          {owned && !parcel && (
            <Section title={t('orderDetails.items.title')} testId="order-items-section">
              <OrderItems order={order} lines={lines.data} />
            </Section>
          )}
          {lines.isError && order.details_count > 0 && (
            // Tracking someone else's order by its phone: the items are the owner's.
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t('account.orders.items', { count: order.details_count })}
            </p>
          )}
          {owned && prescriptions.isSuccess && prescriptions.data.length > 0 && (
            <Section title={t('prescription.order.title')} testId="order-prescriptions-section">
              <OrderPrescriptions files={prescriptions.data} />
            </Section>
          )}
          {!parcel && (
            <Section
              title={delivery ? t('orders.deliveryAddress') : t('orderDetails.store.title')}
              testId="order-address"
            >
              {store && (
                <IconLine icon={<StoreIcon />}>
                  <strong dir="auto">{store.name}</strong>
                  <span className={css({ display: 'block', color: 'fg.muted' })} dir="auto">
                    {store.address}
                  </span>
                  <div
                    className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}
                    data-testid="order-store-contact"
                  >
                    {owned && <ChatWithStore storeId={store.id} />}
                    {store.phone && (
                      <a
                        href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}
                        className={button({ variant: 'outline', size: 'sm' })}
                        aria-label={t('orderDetails.store.callLabel', {
                          name: store.name,
                          phone: store.phone,
                        })}
                        data-testid="order-store-phone"
                      >
                        <PhoneIcon />
                        <bdi dir="ltr">{store.phone}</bdi>
                      </a>
                    )}
                    {store.email && (
                      <a
                        href={`mailto:${store.email}`}
                        className={button({ variant: 'ghost', size: 'sm' })}
                      >
                        <MailIcon />
                        {t('orderDetails.store.email')}
                      </a>
                    )}
                  </div>
                </IconLine>
              )}
              {delivery && address && (
                <IconLine icon={<MapPinIcon />}>
                  <strong dir="auto">{address.contact_person_name}</strong>
                  {address.contact_person_number && (
                    <bdi dir="ltr" className={css({ display: 'block', color: 'fg.muted' })}>
                      {address.contact_person_number}
                    </bdi>
                  )}
                  <span className={css({ display: 'block', color: 'fg.muted' })} dir="auto">
                    {[address.address, address.road, address.house, address.floor]
                      .filter((part) => part != null && String(part).trim() !== '')
                      .join(', ')}
                  </span>
                </IconLine>
              )}
              {delivery && storePoint && addressPoint && (
                <button
                  type="button"
                  className={cx(
                    button({ variant: 'outline', size: 'sm' }),
                    css({ alignSelf: 'flex-start' }),
                  )}
                  onClick={() => setMapOpen(true)}
                  data-testid="open-delivery-map"
                >
                  <MapIcon />
                  {t('orders.map.open')}
                </button>
              )}
            </Section>
          )}
          <OrderExtrasSection order={order} />
        </div>

        <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 })}>
          <Section title={t('checkout.summary.title')} testId="order-summary">
            {parcel ? (
              <ParcelCharges order={order} />
            ) : (
              <SummaryRows
                itemsPrice={summary.itemsPrice}
                productDiscount={summary.productDiscount}
                subtotal={summary.subtotal}
                couponDiscount={summary.couponDiscount}
                couponFreeDelivery={false}
                taxRate={summary.taxRate}
                taxIncluded={summary.taxIncluded}
                tax={summary.tax}
                delivery={delivery}
                deliveryCharge={summary.deliveryCharge}
                deliveryFree={summary.freeDelivery}
                dmTips={summary.dmTips}
                additionalCharge={summary.additionalCharge}
                additionalChargeName={config?.additional_charge_name}
                extraPackaging={summary.extraPackaging}
                total={summary.total}
                partial={partial}
              />
            )}
          </Section>
          <Section title={t('orderDetails.payment.title')} testId="order-payment">
            <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <Fact label={t('orderDetails.payment.method')} testId="order-payment-method">
                {t(paymentMethodKey(order.payment_method))}
              </Fact>
              <Fact label={t('orderDetails.payment.status')} testId="order-payment-status">
                <PaymentStatus status={order.payment_status} />
              </Fact>
            </dl>
            <CardRefundNote facts={order} />
          </Section>
        </div>
      </div>

      {storePoint && addressPoint && (
        <Dialog
          open={mapOpen}
          onOpenChange={setMapOpen}
          size="lg"
          title={t('orders.map.title')}
          testId="delivery-map-dialog"
        >
          <Suspense
            fallback={
              <div className={css({ display: 'grid', placeItems: 'center', h: '360px' })}>
                <Spinner label={t('common.loading')} />
              </div>
            }
          >
            <DeliveryMap store={storePoint} address={addressPoint} />
          </Suspense>
        </Dialog>
      )}
    </div>
  );
}

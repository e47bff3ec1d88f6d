import { orderSummary, type Order } from '@storefront/core/api/ordering';
import { toAmount } from '@storefront/core/domain/money';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { Dialog } from '../../ui/Dialog.js';
import { MapIcon, MapPinIcon, StoreIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { OrderExtrasSection } from '../checkout/OrderExtras.js';
import { SummaryRows } from '../checkout/OrderSummary.js';
import { Section } from '../checkout/ui.js';
import { formatDateTime } from './format.js';
import { keepsRefreshing } from './queries.js';
import { StatusStepper } from './StatusStepper.js';

const DeliveryMap = lazy(() =>
  import('./DeliveryMap.js').then((m) => ({ default: m.DeliveryMap })),
);

function point(lat: string | number | null | undefined, lng: string | number | null | undefined) {
  if (lat == null || lng == null || lat === '' || lng === '') return null;
  const p = { lat: toAmount(lat), lng: toAmount(lng) };
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) ? p : null;
}

/** A tracked order: its status stepper, summary (core's `orderSummary`) and delivery map. */
export function OrderTracking({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { data: config } = useConfig();
  const [mapOpen, setMapOpen] = useState(false);
  const summary = orderSummary(order, config ?? {});
  const address = order.delivery_address;
  const delivery = order.order_type === 'delivery';
  const storePoint = order.store ? point(order.store.latitude, order.store.longitude) : null;
  const addressPoint = address ? point(address.latitude, address.longitude) : null;
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
          keepsRefreshing(order) ? (
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
              <span className={css({ hideBelow: 'sm' })}>{t('orders.track.live')}</span>
            </span>
          ) : null
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
          <span>{delivery ? t('orders.type.delivery') : t('orders.type.takeAway')}</span>
          <span>{t('checkout.payment.cashOnDelivery')}</span>
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
      </Section>

      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        })}
      >
        <Section title={t('checkout.summary.title')} testId="order-summary">
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
          />
        </Section>
        <Section
          title={delivery ? t('orders.deliveryAddress') : t('orders.store')}
          testId="order-address"
        >
          {order.store && (
            <p
              className={css({
                display: 'flex',
                gap: '2',
                fontSize: 'sm',
                alignItems: 'flex-start',
              })}
            >
              <StoreIcon className={css({ mt: '0.5', flexShrink: 0 })} />
              <span>
                <strong>{order.store.name}</strong>
                <span className={css({ display: 'block', color: 'fg.muted' })}>
                  {order.store.address}
                </span>
              </span>
            </p>
          )}
          {delivery && address && (
            <p
              className={css({
                display: 'flex',
                gap: '2',
                fontSize: 'sm',
                alignItems: 'flex-start',
              })}
            >
              <MapPinIcon className={css({ mt: '0.5', flexShrink: 0 })} />
              <span>
                <strong>{address.contact_person_name}</strong>
                <span className={css({ display: 'block', color: 'fg.muted' })}>
                  {address.address}
                </span>
              </span>
            </p>
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
      </div>

      <OrderExtrasSection order={order} />

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

import { describeCartLine } from '@storefront/core/api/ordering';
import type { CheckoutSource } from '@storefront/core/domain/checkout';
import type { OrderTotals } from '@storefront/core/domain/order-total';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useMoney } from '../catalogue/format.js';

export interface SummaryRowsProps {
  itemsPrice: number;
  productDiscount: number;
  /** Items price − discount: the drawer's Subtotal. */
  subtotal: number;
  couponDiscount: number;
  couponFreeDelivery: boolean;
  taxRate: number;
  taxIncluded: boolean;
  tax: number;
  delivery: boolean;
  deliveryCharge: number;
  deliveryFree: boolean;
  dmTips: number;
  additionalCharge: number;
  additionalChargeName: string | null | undefined;
  extraPackaging: number;
  total: number;
  /** A partial payment: what the wallet pays and what is due ('Paid by wallet', 'Due payment'). */
  partial?: { wallet: number; due: number } | null;
}

function Row({
  label,
  value,
  testId,
  strong,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div
      className={css(
        { display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' },
        strong && {
          fontSize: 'md',
          fontWeight: 'bold',
          pt: '2',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        },
      )}
    >
      <dt className={css({ color: strong ? 'fg.default' : 'fg.muted' })}>{label}</dt>
      <dd
        className={css({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' })}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The summary rows (reference 'OrderCalculation'): items price, discount, coupon discount or
 * 'Free Delivery', tax (with 'Included' when included), tips, additional charge (config
 * `additional_charge_name`), extra packaging, delivery fee or 'Free', and the total. The
 * numbers come from core (checkout: `checkoutView`; a placed order: `orderSummary`).
 */
export function SummaryRows(props: SummaryRowsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // Signed amounts read left to right in Arabic too ('− AED1.95').
  const minus = (amount: number) => <bdi dir="ltr">{`− ${money(amount)}`}</bdi>;
  const plus = (amount: number) => <bdi dir="ltr">{`+ ${money(amount)}`}</bdi>;
  return (
    <dl
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      data-testid="summary-rows"
    >
      <Row
        label={t('checkout.summary.itemsPrice')}
        value={money(props.itemsPrice)}
        testId="summary-items-price"
      />
      <Row
        label={t('checkout.summary.discount')}
        value={minus(props.productDiscount)}
        testId="summary-discount"
      />
      <Row label={t('cart.subtotal')} value={money(props.subtotal)} testId="summary-subtotal" />
      {props.couponFreeDelivery ? (
        <Row
          label={t('checkout.summary.couponDiscount')}
          value={t('checkout.summary.freeDelivery')}
          testId="summary-coupon"
        />
      ) : (
        props.couponDiscount > 0 && (
          <Row
            label={t('checkout.summary.couponDiscount')}
            value={minus(props.couponDiscount)}
            testId="summary-coupon"
          />
        )
      )}
      <Row
        label={
          props.taxRate > 0
            ? t('checkout.summary.taxRate', { rate: props.taxRate })
            : t('checkout.summary.tax')
        }
        value={
          props.taxIncluded ? (
            <>
              <span className={css({ color: 'fg.muted', fontSize: 'xs' })}>
                ({t('checkout.summary.taxIncluded')})
              </span>{' '}
              {money(props.tax)}
            </>
          ) : (
            plus(props.tax)
          )
        }
        testId="summary-tax"
      />
      {props.dmTips > 0 && (
        <Row label={t('checkout.summary.tips')} value={plus(props.dmTips)} testId="summary-tips" />
      )}
      {props.additionalCharge > 0 && (
        <Row
          label={props.additionalChargeName || t('checkout.summary.additionalCharge')}
          value={plus(props.additionalCharge)}
          testId="summary-additional-charge"
        />
      )}
      {props.extraPackaging > 0 && (
        <Row label={t('checkout.summary.extraPackaging')} value={plus(props.extraPackaging)} />
      )}
      {props.delivery && (
        <Row
          label={t('checkout.summary.deliveryFee')}
          value={props.deliveryFree ? t('checkout.summary.free') : plus(props.deliveryCharge)}
          testId="summary-delivery-fee"
        />
      )}
      <Row
        label={t('checkout.summary.total')}
        value={money(props.total)}
        testId="summary-total"
        strong
      />
      {props.partial != null && props.partial.wallet > 0 && (
        <>
          <Row
            label={t('checkout.placed.paidByWallet')}
            value={minus(props.partial.wallet)}
            testId="summary-paid-by-wallet"
          />
          <Row
            label={t('checkout.placed.due')}
            value={money(props.partial.due)}
            testId="summary-due"
          />
        </>
      )}
    </dl>
  );
}

/** The checkout's rows, from core's order totals. */
export function checkoutSummaryRows(
  totals: OrderTotals,
  delivery: boolean,
  additionalChargeName: string | null | undefined,
): SummaryRowsProps {
  return {
    itemsPrice: totals.itemsPrice,
    productDiscount: totals.productDiscount,
    subtotal: totals.subtotal,
    couponDiscount: totals.couponDiscount,
    couponFreeDelivery: totals.couponFreeDelivery,
    taxRate: totals.taxRate,
    taxIncluded: totals.taxIncluded,
    tax: totals.tax,
    delivery,
    deliveryCharge: totals.deliveryCharge,
    deliveryFree: totals.delivery.freeDeliveryBy != null,
    dmTips: totals.dmTips,
    additionalCharge: totals.additionalCharge,
    additionalChargeName,
    extraPackaging: totals.extraPackaging,
    total: totals.total,
  };
}

/** The items of the checkout: name, options, quantity and the line's price (core's). */
export function SummaryItems({ source, totals }: { source: CheckoutSource; totals: OrderTotals }) {
  const money = useMoney();
  return (
    <ul
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        listStyle: 'none',
        maxH: '60',
        overflowY: 'auto',
      })}
      data-testid="summary-items"
    >
      {source.lines.map((line) => {
        const price = totals.cart.lines.find((l) => l.lineId === line.id);
        const { options } = describeCartLine(line);
        return (
          <li
            key={line.id}
            className={css({
              display: 'flex',
              justifyContent: 'space-between',
              gap: '3',
              fontSize: 'sm',
            })}
          >
            <span className={css({ minW: 0 })}>
              <span className={css({ fontWeight: 'medium' })}>{line.item.name}</span>{' '}
              <span className={css({ color: 'fg.muted' })} dir="ltr">
                × {line.quantity}
              </span>
              {options.length > 0 && (
                <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>
                  {options.join(' · ')}
                </span>
              )}
            </span>
            <span className={css({ flexShrink: 0, fontVariantNumeric: 'tabular-nums' })}>
              {money(price?.roundedTotal ?? 0)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

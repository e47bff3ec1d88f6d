import type { ApiCoupon } from '@storefront/core/api/ordering';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { formatDate, useMoney } from '../catalogue/format.js';
import { TicketIcon } from './icons.js';
import { useCustomerCoupons } from './order-queries.js';
import { CopyButton, EmptyState, LoadFailed, Loading, Panel } from './ui.js';

/** One coupon: its discount, title, conditions and validity, and its code with Copy. */
function CouponCard({ coupon }: { coupon: ApiCoupon }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  const headline =
    coupon.coupon_type === 'free_delivery'
      ? t('account.coupons.freeDelivery')
      : coupon.discount_type === 'percent'
        ? t('account.coupons.percentOff', { value: coupon.discount })
        : t('account.coupons.amountOff', { amount: money(coupon.discount) });
  const conditions = [
    coupon.min_purchase > 0 &&
      t('account.coupons.minPurchase', { amount: money(coupon.min_purchase) }),
    coupon.discount_type === 'percent' &&
      coupon.max_discount > 0 &&
      t('account.coupons.maxDiscount', { amount: money(coupon.max_discount) }),
    coupon.store && t('account.coupons.store', { store: coupon.store.name }),
  ].filter((c): c is string => typeof c === 'string');
  return (
    <li
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        p: '4',
        borderRadius: 'xl',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'accent.muted',
        bg: 'accent.subtle',
      })}
      data-testid="coupon-card"
      data-code={coupon.code}
    >
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
        <span
          aria-hidden="true"
          className={css({ color: 'accent.text', fontSize: '2xl', mt: '0.5' })}
        >
          <TicketIcon />
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
          <p className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'accent.text' })}>
            {headline}
          </p>
          <p className={css({ fontWeight: 'semibold' })}>{coupon.title}</p>
          {conditions.length > 0 && (
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{conditions.join(' · ')}</p>
          )}
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
            {t('account.coupons.validUntil', { date: formatDate(coupon.expire_date, language) })}
          </p>
        </div>
      </div>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          px: '3',
          py: '2',
          borderRadius: 'lg',
          bg: 'bg.surface',
        })}
      >
        <code
          dir="ltr"
          className={css({ fontWeight: 'bold', letterSpacing: 'wider', fontSize: 'md' })}
          data-testid="coupon-code"
        >
          {coupon.code}
        </code>
        <CopyButton text={coupon.code} label={t('account.coupons.copy', { code: coupon.code })} />
      </div>
    </li>
  );
}

/** Coupons: the ones this customer can use in the stored module and zones (GET coupon/list). */
export function CouponsSection() {
  const { t } = useTranslation();
  const coupons = useCustomerCoupons();
  return (
    <Panel testId="coupons">
      {coupons.isPending ? (
        <Loading />
      ) : coupons.isError ? (
        <LoadFailed onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState
          icon={<TicketIcon />}
          title={t('account.coupons.empty')}
          testId="coupons-empty"
        />
      ) : (
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '4',
            listStyle: 'none',
          })}
        >
          {coupons.data.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

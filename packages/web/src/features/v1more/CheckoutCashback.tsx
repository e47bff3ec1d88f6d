import type { Cashback } from '@storefront/core/api/v1-more';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { useMoney } from '../catalogue/format.js';
import { useCashbackQuote, useCashbacks } from './queries.js';

function offerText(offer: Cashback, money: (n: number) => string, t: TFunction) {
  const min = money(offer.min_purchase);
  if (offer.cashback_type === 'percentage') {
    return offer.max_discount > 0
      ? t('v1more.cashback.percent', {
          value: offer.cashback_amount,
          max: money(offer.max_discount),
          min,
        })
      : t('v1more.cashback.percentNoCap', { value: offer.cashback_amount, min });
  }
  return t('v1more.cashback.amount', { value: money(offer.cashback_amount), min });
}

/**
 * Cashback at checkout for a signed-in customer: the running offers (GET cashback/list) and
 * what this order earns (GET cashback/getCashback for the total shown), the amount the order
 * placed for it earns and delivery adds to the wallet. Nothing for a guest or without offers.
 */
export function CheckoutCashback({ total }: { total: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const money = useMoney();
  const offers = useCashbacks();
  const quote = useCashbackQuote(total);
  if (token == null || !offers.data || offers.data.length === 0) return null;
  const earned = quote.data?.calculated_amount ?? 0;
  return (
    <section
      data-testid="checkout-cashback"
      aria-label={t('v1more.cashback.title')}
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '3',
        borderRadius: 'xl',
        bg: 'success.subtle',
        color: 'success.text',
        fontSize: 'sm',
      })}
    >
      <p className={css({ fontWeight: 'bold' })}>{t('v1more.cashback.title')}</p>
      <ul
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: '1',
          listStyle: 'disc',
          ps: '4',
        })}
      >
        {offers.data.map((offer) => (
          <li key={offer.id} data-testid="cashback-offer">
            <span className={css({ fontWeight: 'semibold' })}>{offer.title}</span>
            {': '}
            {offerText(offer, money, t)}
          </li>
        ))}
      </ul>
      <p data-testid="cashback-earned" className={css({ minH: '5', fontWeight: 'semibold' })}>
        {earned > 0 ? t('v1more.cashback.earn', { amount: money(earned) }) : '\u00a0'}
      </p>
    </section>
  );
}

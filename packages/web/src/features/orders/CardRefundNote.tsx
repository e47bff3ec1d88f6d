import { cardRefund, type CardRefundFacts } from '@storefront/core/api/payments';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { CheckIcon, InfoIcon } from '../../ui/icons.js';
import { formatDateTime } from './format.js';

/**
 * A guest's refund to the card (core's `cardRefund`) on the order's page and the trip's details:
 * "Refunded to your card on …" once the server returned the payment through the gateway, or that
 * it is on its way; nothing for anyone else (a customer's refund is in the wallet's history).
 */
export function CardRefundNote({ facts }: { facts: CardRefundFacts }) {
  const { t, i18n } = useTranslation();
  const refund = cardRefund(facts);
  if (!refund) return null;
  const done = refund.state === 'refunded';
  return (
    <div
      className={cx(note({ tone: done ? 'success' : 'info' }), css({ alignItems: 'flex-start' }))}
      data-testid="card-refund"
      data-state={refund.state}
      role="status"
    >
      {done ? <CheckIcon /> : <InfoIcon />}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <span className={css({ fontWeight: 'semibold' })}>
          {done
            ? t('payment.refund.toCardAt', { date: formatDateTime(refund.at, i18n.language) })
            : t('payment.refund.pending')}
        </span>
        <span className={css({ fontSize: 'xs' })}>{t('payment.refund.bankTime')}</span>
      </div>
    </div>
  );
}

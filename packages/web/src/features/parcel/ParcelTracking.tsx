import type { Order } from '@storefront/core/api/ordering';
import { toAmount } from '@storefront/core/domain/money';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { MapPinIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { Section } from '../checkout/ui.js';

interface Party {
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  address?: string | null;
  road?: string | null;
  house?: string | null;
  floor?: string | null;
}

function PartyLine({ label, party }: { label: string; party: Party | null | undefined }) {
  if (!party) return null;
  return (
    <div className={css({ display: 'flex', gap: '2', fontSize: 'sm', alignItems: 'flex-start' })}>
      <MapPinIcon className={css({ mt: '0.5', flexShrink: 0, color: 'accent.text' })} />
      <div className={css({ minW: 0 })}>
        <p className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' })}>{label}</p>
        <strong dir="auto">{party.contact_person_name}</strong>
        {party.contact_person_number && (
          <bdi dir="ltr" className={css({ display: 'block', color: 'fg.muted' })}>
            {party.contact_person_number}
          </bdi>
        )}
        <span className={css({ display: 'block', color: 'fg.muted' })} dir="auto">
          {[party.address, party.road, party.house, party.floor]
            .filter((part) => part != null && String(part).trim() !== '')
            .join(', ')}
        </span>
      </div>
    </div>
  );
}

/** A parcel's route (sender → receiver) and details, on its tracking page (issue 14). */
export function ParcelRoute({ order }: { order: Order }) {
  const { t } = useTranslation();
  const details = order.parcel_details;
  return (
    <Section title={t('parcel.track.title')} testId="parcel-route">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <PartyLine label={t('parcel.track.from')} party={order.delivery_address as Party} />
        <PartyLine label={t('parcel.track.to')} party={order.receiver_details as Party} />
        {details && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('parcel.details.weight')}: <bdi dir="ltr">{details.weight}</bdi> ·{' '}
            {t(`parcel.dimension.${details.dimension}`)}
          </p>
        )}
        {order.delivery_instruction && (
          <p className={css({ fontSize: 'sm' })} dir="auto">
            {order.delivery_instruction}
          </p>
        )}
        {order.order_note && (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })} dir="auto">
            {order.order_note}
          </p>
        )}
      </div>
    </Section>
  );
}

/** A parcel's charges: the delivery charge, the tip, the total and who pays. */
export function ParcelCharges({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  const row = (label: string, value: string, testId?: string) => (
    <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
      <dt className={css({ color: 'fg.muted' })}>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
      {row(t('parcel.summary.charge'), money(toAmount(order.delivery_charge)))}
      {toAmount(order.dm_tips) > 0 &&
        row(t('checkout.summary.tips'), money(toAmount(order.dm_tips)))}
      {order.charge_payer &&
        row(t('parcel.summary.payer'), t(`parcel.payer.${order.charge_payer}`), 'parcel-payer')}
      <div
        className={css({
          display: 'flex',
          justifyContent: 'space-between',
          pt: '2',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          fontWeight: 'extrabold',
          fontSize: 'md',
        })}
      >
        <dt>{t('parcel.summary.total')}</dt>
        <dd>{money(toAmount(order.order_amount))}</dd>
      </div>
    </dl>
  );
}

import type { Order } from '@storefront/core/api/ordering';
import { deliveryInstructionOf, unavailableItemNoteOf } from '@storefront/core/domain/checkout';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { STORE_TIME_ZONE } from '@storefront/core/api/ordering';
import { Section } from './ui.js';
import { dateTimeFormat } from '../../lib/intl.js';

type OrderExtrasFields = Pick<
  Order,
  'schedule_at' | 'scheduled' | 'unavailable_item_note' | 'delivery_instruction' | 'cutlery'
>;

/** The scheduled time as the customer chose it: in the store's time zone, the page's language. */
function storeDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: STORE_TIME_ZONE,
    calendar: 'gregory',
    numberingSystem: 'latn',
  }).format(date);
}

/**
 * What the customer chose besides the items, as the order stored it: the scheduled time, the
 * note for unavailable products and the delivery instruction (in the page's language when they
 * are one of the fixed options, as sent otherwise) and cutlery.
 */
export function useOrderExtras(
  order: OrderExtrasFields,
): { key: string; label: string; value: string }[] {
  const { t, i18n } = useTranslation();
  const rows: { key: string; label: string; value: string }[] = [];
  if (order.scheduled === 1 && order.schedule_at) {
    rows.push({
      key: 'schedule',
      label: t('checkout.extras.scheduledFor'),
      value: storeDateTime(order.schedule_at, i18n.language),
    });
  }
  if (order.unavailable_item_note) {
    const option = unavailableItemNoteOf(order.unavailable_item_note);
    rows.push({
      key: 'unavailable',
      label: t('checkout.notes.unavailable.title'),
      value: option ? t(`checkout.notes.unavailable.${option}`) : order.unavailable_item_note,
    });
  }
  if (order.delivery_instruction) {
    const option = deliveryInstructionOf(order.delivery_instruction);
    rows.push({
      key: 'instruction',
      label: t('checkout.notes.instruction.title'),
      value: option ? t(`checkout.notes.instruction.${option}`) : order.delivery_instruction,
    });
  }
  if (order.cutlery === 1) {
    rows.push({
      key: 'cutlery',
      label: t('checkout.extras.cutlery'),
      value: t('checkout.extras.cutleryRequested'),
    });
  }
  return rows;
}

/**
 * The extras as `dt`/`dd` pairs inside a two-column definition list (the confirmation), each
 * across both columns, the label above its value.
 */
export function OrderExtraRows({ order }: { order: OrderExtrasFields }) {
  const rows = useOrderExtras(order);
  return (
    <>
      {rows.map((row) => (
        <div key={row.key} className={css({ display: 'contents' })}>
          <dt className={css({ gridColumn: '1 / -1', color: 'fg.muted', fontSize: 'xs', mt: '1' })}>
            {row.label}
          </dt>
          <dd
            className={css({ gridColumn: '1 / -1', fontWeight: 'medium', mt: '-1.5' })}
            data-testid={`order-extra-${row.key}`}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </>
  );
}

/** The extras of a tracked order in a section of their own (nothing when there are none). */
export function OrderExtrasSection({ order }: { order: OrderExtrasFields }) {
  const { t } = useTranslation();
  const rows = useOrderExtras(order);
  if (rows.length === 0) return null;
  return (
    <Section title={t('checkout.extras.title')} testId="order-extras">
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
          columnGap: '6',
          rowGap: { base: '1', sm: '2' },
          fontSize: 'sm',
        })}
      >
        {rows.map((row) => (
          <div key={row.key} className={css({ display: 'contents' })}>
            <dt className={css({ color: 'fg.muted', mt: { base: '2', sm: '0' } })}>{row.label}</dt>
            <dd className={css({ fontWeight: 'medium' })} data-testid={`order-extra-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

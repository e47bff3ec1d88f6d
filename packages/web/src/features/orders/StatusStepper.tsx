import type { Order } from '@storefront/core/api/ordering';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { note } from '../../../styled-system/recipes';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { formatTime } from './format.js';
import { trackingOf } from './steps.js';

/**
 * The status stepper: every step of the order's type (pending, confirmed, processing, handover,
 * picked up, delivered; take-away without handover and picked up), each done step with its time,
 * the current one marked; a canceled or failed order says so.
 */
export function StatusStepper({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const tracking = trackingOf(order);
  const current = tracking.steps.find((s) => s.state === 'current');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ srOnly: true })} aria-live="polite">
        {t('orders.status.current', { status: t(`orders.status.${order.order_status}`) })}
      </p>
      {tracking.stopped && (
        <p className={note({ tone: 'error' })} data-testid="order-stopped">
          <AlertIcon />
          {t('orders.status.stopped', { status: t(`orders.status.${tracking.stopped}`) })}
        </p>
      )}
      <ol
        className={css({
          display: 'grid',
          gridTemplateColumns: {
            base: '1fr',
            md: `repeat(${tracking.steps.length}, minmax(0, 1fr))`,
          },
          gap: { base: '0', md: '2' },
          listStyle: 'none',
        })}
        data-testid="order-steps"
        data-status={order.order_status}
      >
        {tracking.steps.map((step, i) => {
          const done = step.state === 'done';
          const isCurrent = step.state === 'current';
          return (
            <li
              key={step.status}
              aria-current={
                isCurrent || (tracking.finished && i === tracking.steps.length - 1)
                  ? 'step'
                  : undefined
              }
              data-step={step.status}
              data-state={step.state}
              className={css({
                position: 'relative',
                display: 'flex',
                flexDirection: { base: 'row', md: 'column' },
                alignItems: { base: 'flex-start', md: 'center' },
                textAlign: { base: 'start', md: 'center' },
                gap: { base: '3', md: '2' },
                pb: { base: '4', md: '0' },
              })}
            >
              {i < tracking.steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={css({
                    position: 'absolute',
                    bg: done ? 'accent.solid' : 'border.strong',
                    // Phones: a vertical line under the dot; wider: a line to the next dot.
                    insetInlineStart: { base: '3.5', md: 'calc(50% + 18px)' },
                    top: { base: '8', md: '3.5' },
                    w: { base: '0.5', md: 'calc(100% - 36px + 8px)' },
                    h: { base: 'calc(100% - 32px)', md: '0.5' },
                  })}
                />
              )}
              <span
                aria-hidden="true"
                className={css(
                  {
                    display: 'grid',
                    placeItems: 'center',
                    w: '7',
                    h: '7',
                    flexShrink: 0,
                    borderRadius: 'full',
                    borderWidth: '2px',
                    borderColor: 'border.strong',
                    bg: 'bg.surface',
                    color: 'fg.subtle',
                    fontSize: 'xs',
                    fontWeight: 'bold',
                  },
                  done && {
                    bg: 'accent.solid',
                    borderColor: 'accent.solid',
                    color: 'accent.onSolid',
                  },
                  isCurrent && {
                    borderColor: 'accent.solid',
                    color: 'accent.text',
                    boxShadow: '0 0 0 4px token(colors.accent.subtle)',
                  },
                )}
              >
                {done ? <CheckIcon /> : i + 1}
              </span>
              <span className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                <span
                  className={css({
                    fontSize: 'sm',
                    fontWeight: 'semibold',
                    color: done || isCurrent ? 'fg.default' : 'fg.muted',
                  })}
                >
                  {t(`orders.status.${step.status}`)}
                </span>
                {step.at && (
                  <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                    {formatTime(step.at, i18n.language)}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {current == null && !tracking.finished && !tracking.stopped && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('orders.status.current', { status: t(`orders.status.${order.order_status}`) })}
        </p>
      )}
    </div>
  );
}

import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { usePageTitle } from '../../app/usePageTitle.js';
import { AlertIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { Field } from '../../ui/Field.js';
import { parseOrderId } from './order-id.js';
import { OrderTracking } from './OrderTracking.js';
import { useTrackedOrder } from './queries.js';

/** The phone handed over by the confirmation page (router state), if any. */
function statePhone(state: unknown): string {
  if (typeof state === 'object' && state != null && 'phone' in state) {
    const phone = (state as { phone: unknown }).phone;
    return typeof phone === 'string' ? phone : '';
  }
  return '';
}

/**
 * `/track-order` and `/track-order/:id` (spec §2, §6: guests track with the order id and phone):
 * the form, then the order with its status stepper, refreshed while it moves.
 */
export default function TrackOrderPage() {
  const { t } = useTranslation();
  usePageTitle(t('orders.track.title'));
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const orderId = parseOrderId(params.id);
  const phone = statePhone(location.state);
  const [form, setForm] = useState({ orderId: params.id ?? '', phone });
  const [formError, setFormError] = useState<string | null>(null);
  const tracked = useTrackedOrder(orderId, phone === '' ? null : phone);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = parseOrderId(form.orderId);
    if (next == null) {
      setFormError(t('orders.track.error.orderId'));
      return;
    }
    setFormError(null);
    navigate(`/track-order/${next}`, { state: { phone: form.phone.trim() } });
  };

  const tr = (key: string, vars?: Record<string, string | number>) => t(key, vars ?? {});

  return (
    <div
      className={css({
        maxW: '5xl',
        mx: 'auto',
        w: 'full',
        px: { base: '3', sm: '4', lg: '6' },
        py: { base: '5', md: '8' },
        display: 'flex',
        flexDirection: 'column',
        gap: '5',
      })}
      data-testid="track-order-page"
    >
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' })}>
          {t('orders.track.title')}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t('orders.track.hint')}</p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
          gap: '3',
          alignItems: 'end',
          bg: 'bg.surface',
          p: { base: '4', sm: '5' },
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'card',
        })}
        data-testid="track-order-form"
      >
        <Field id={`${id}-order`} label={t('orders.track.orderId')} error={formError}>
          <input
            id={`${id}-order`}
            className={input()}
            inputMode="numeric"
            dir="ltr"
            value={form.orderId}
            aria-invalid={formError ? true : undefined}
            aria-describedby={formError ? `${id}-order-error` : undefined}
            onChange={(e) => setForm((f) => ({ ...f, orderId: e.target.value }))}
          />
        </Field>
        <Field id={`${id}-phone`} label={t('orders.track.phone')}>
          <input
            id={`${id}-phone`}
            className={input()}
            type="tel"
            autoComplete="tel"
            dir="ltr"
            value={form.phone}
            onChange={(e) => setForm((f) => ({ ...f, phone: e.target.value }))}
          />
        </Field>
        <button type="submit" className={cx(button({ variant: 'solid' }), css({ h: '11' }))}>
          {t('orders.track.submit')}
        </button>
      </form>

      {orderId != null &&
        (tracked.isPending ? (
          <div
            className={css({ display: 'grid', placeItems: 'center', py: '10', color: 'fg.muted' })}
          >
            <Spinner label={t('orders.track.loading')} />
          </div>
        ) : tracked.isError ? (
          <p className={note({ tone: 'error' })} role="alert" data-testid="track-error">
            <AlertIcon />
            {errorText(toUiError(tracked.error), tr)}
          </p>
        ) : (
          <OrderTracking order={tracked.data} />
        ))}
    </div>
  );
}

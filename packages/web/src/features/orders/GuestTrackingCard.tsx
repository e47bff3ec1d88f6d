import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { InfoIcon } from '../../ui/icons.js';
import { CopyIcon } from '../checkout/icons.js';

/** Copies a text: the clipboard API, else a selected text field (older or unfocused pages). */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

/**
 * What a guest needs to track the order (issue 12 'The guest confirmation'): the order ID with
 * Copy ('Order ID copied!') and the phone number, and that both are needed.
 */
export function GuestTrackingCard({ orderId, phone }: { orderId: number; phone: string }) {
  const { t } = useTranslation();
  const row = css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    minH: '9',
  });
  return (
    <section
      aria-labelledby="guest-tracking-title"
      className={css({
        w: 'full',
        textAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        p: '4',
        borderRadius: 'lg',
        borderWidth: '1px',
        borderColor: 'accent.solid',
        bg: 'accent.subtle',
      })}
      data-testid="guest-tracking"
    >
      <h2 id="guest-tracking-title" className={css({ fontWeight: 'bold', fontSize: 'md' })}>
        {t('checkout.placed.guest.title')}
      </h2>
      <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}>
        <div className={row}>
          <dt className={css({ color: 'fg.muted' })}>{t('checkout.placed.guest.orderId')}</dt>
          <dd className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <bdi
              className={css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}
              data-testid="guest-order-id"
            >
              #{orderId}
            </bdi>
            <button
              type="button"
              className={cx(button({ variant: 'outline', size: 'sm' }), css({ bg: 'bg.surface' }))}
              aria-label={t('checkout.placed.copyOrderId', { id: orderId })}
              onClick={() => {
                void copy(String(orderId)).then((copied) =>
                  copied
                    ? notifier.notify('success', t('checkout.placed.copied'))
                    : notifier.notify('error', t('checkout.placed.copyFailed')),
                );
              }}
              data-testid="guest-copy-order-id"
            >
              <CopyIcon />
              {t('checkout.placed.copy')}
            </button>
          </dd>
        </div>
        <div className={row}>
          <dt className={css({ color: 'fg.muted' })}>{t('checkout.placed.guest.phone')}</dt>
          <dd
            className={css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}
            dir="ltr"
            data-testid="guest-phone"
          >
            {phone}
          </dd>
        </div>
      </dl>
      <p
        className={css({
          display: 'flex',
          alignItems: 'start',
          gap: '2',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <InfoIcon className={css({ flexShrink: 0, mt: '0.5' })} />
        {t('checkout.placed.guest.note')}
      </p>
    </section>
  );
}

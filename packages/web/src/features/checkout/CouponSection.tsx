import type { Coupon } from '@storefront/core/domain/coupon';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input } from '../../../styled-system/recipes';
import { CheckIcon } from '../../ui/icons.js';
import { Section } from './ui.js';

/**
 * Coupon entry: the code is checked by the server (`coupon/apply`) and then by core's rule for
 * this cart (minimum purchase…); the machine toasts the outcome. An applied coupon can be
 * removed.
 */
export function CouponSection({
  coupon,
  busy,
  onApply,
  onRemove,
}: {
  coupon: Coupon | null;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '') onApply(code.trim());
  };
  return (
    <Section title={t('checkout.coupon.title')} testId="checkout-coupon">
      {coupon ? (
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            px: '3',
            py: '2',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'success.border',
            bg: 'success.subtle',
            color: 'success.text',
          })}
          data-testid="coupon-applied"
        >
          <span
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2',
              fontSize: 'sm',
              fontWeight: 'semibold',
            })}
          >
            <CheckIcon />
            {t('checkout.coupon.active', { code: coupon.code })}
          </span>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={onRemove}
            disabled={busy}
          >
            {t('checkout.coupon.remove')}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} className={css({ display: 'flex', gap: '2' })}>
          <label htmlFor={id} className={css({ srOnly: true })}>
            {t('checkout.coupon.label')}
          </label>
          <input
            id={id}
            className={cx(
              input(),
              css({ textTransform: 'uppercase', _placeholder: { textTransform: 'none' } }),
            )}
            placeholder={t('checkout.coupon.placeholder')}
            value={code}
            dir="ltr"
            autoComplete="off"
            onChange={(e) => setCode(e.target.value)}
            data-testid="coupon-input"
          />
          <button
            type="submit"
            className={cx(button({ variant: 'outline', size: 'md' }), css({ h: '11' }))}
            disabled={busy || code.trim() === ''}
          >
            {t('checkout.coupon.apply')}
          </button>
        </form>
      )}
    </Section>
  );
}

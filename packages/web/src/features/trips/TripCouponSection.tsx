import type { Coupon } from '@storefront/core/domain/coupon';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, input, note } from '../../../styled-system/recipes';
import { AlertIcon, CheckIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { Section } from '../checkout/ui.js';

/**
 * The coupon of trip checkout, as the ordering checkout's (features/checkout/CouponSection: its
 * look and its texts): a code checked by the server (`rental/coupon/apply` at the cart's
 * provider) and then by core's rule for this trip (the minimum purchase on its subtotal); the
 * machine toasts the outcome, and the refusal stays under the field until another code is
 * applied. The applied coupon shows its code, its title and what it takes off the trip, with
 * Remove; when the trip no longer reaches it (the cart shrank), the rule's text says why it
 * takes nothing. A guest is asked to sign in first (the apply call is a customer's).
 */
export function TripCouponSection({
  coupon,
  discount,
  refusal,
  busy,
  signedIn,
  onApply,
  onRemove,
  onSignIn,
}: {
  coupon: Coupon | null;
  /** What the coupon takes off the trip (core's totals). */
  discount: number;
  /** Why the last code was refused, or why the applied coupon no longer fits: the text. */
  refusal: string | null;
  busy: boolean;
  signedIn: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const [code, setCode] = useState('');
  const apply = () => {
    if (code.trim() !== '' && !busy) onApply(code.trim());
  };
  // Enter applies the code (the section sits inside trip checkout's form: no form of its own,
  // and Enter must not book the trip).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  const refusalNote = refusal && (
    <p
      id={`${id}-refusal`}
      className={note({ tone: coupon ? 'warning' : 'error' })}
      role="alert"
      data-testid="trip-coupon-refusal"
    >
      <AlertIcon />
      {refusal}
    </p>
  );

  let body;
  if (!signedIn) {
    body = (
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: '3',
        })}
      >
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('trip.web.coupon.signIn')}</p>
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={onSignIn}
          data-testid="trip-coupon-sign-in"
        >
          {t('trip.web.contact.signIn')}
        </button>
      </div>
    );
  } else if (coupon) {
    body = (
      <>
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
          data-testid="trip-coupon-applied"
        >
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
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
              <span>{t('checkout.coupon.active', { code: coupon.code })}</span>
            </span>
            {coupon.title && (
              <span className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                {coupon.title}
              </span>
            )}
            {discount > 0 && (
              <span className={css({ fontSize: 'xs' })} data-testid="trip-coupon-saving">
                {t('trip.web.coupon.saving', { amount: money(discount) })}
              </span>
            )}
          </div>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            onClick={onRemove}
            disabled={busy}
            data-testid="trip-coupon-remove"
          >
            {t('checkout.coupon.remove')}
          </button>
        </div>
        {refusalNote}
      </>
    );
  } else {
    body = (
      <>
        <div className={css({ display: 'flex', gap: '2' })}>
          <label htmlFor={`${id}-code`} className={css({ srOnly: true })}>
            {t('checkout.coupon.label')}
          </label>
          <input
            id={`${id}-code`}
            className={cx(
              input(),
              css({ textTransform: 'uppercase', _placeholder: { textTransform: 'none' } }),
            )}
            placeholder={t('checkout.coupon.placeholder')}
            value={code}
            dir="ltr"
            autoComplete="off"
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="trip-coupon-input"
          />
          <button
            type="button"
            className={cx(button({ variant: 'outline', size: 'md' }), css({ h: '11' }))}
            disabled={busy || code.trim() === ''}
            onClick={apply}
            data-testid="trip-coupon-apply"
          >
            {t('checkout.coupon.apply')}
          </button>
        </div>
        {refusalNote}
      </>
    );
  }
  return (
    <Section title={t('checkout.coupon.title')} testId="trip-coupon">
      {body}
    </Section>
  );
}

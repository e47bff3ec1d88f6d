import type { ReactNode } from 'react';
import { discountBadge, type DiscountFields } from '@storefront/core/domain/discount';
import type { MoneyConfig } from '@storefront/core/domain/money';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { useConfig } from '../../app/queries.js';

const NO_CURRENCY: MoneyConfig = { currency_symbol: '' };

const pill = css.raw({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  lineHeight: '1.4',
  whiteSpace: 'nowrap',
});

/** The discount badge: '10% off' or the amount off (core's discountBadge); nothing without one. */
export function DiscountBadge({ item, className }: { item: DiscountFields; className?: string }) {
  const { t } = useTranslation();
  const { data: config } = useConfig();
  const badge = discountBadge(item, config ?? NO_CURRENCY);
  if (badge == null) return null;
  return (
    <span
      className={cx(css(pill, { bg: 'danger.text', color: 'bg.surface' }), className)}
      data-testid="discount-badge"
    >
      {t(badge.key, badge.vars)}
    </span>
  );
}

/** The veg or non-veg mark (a square with a dot, green or red). */
export function VegMark({ veg, className }: { veg: boolean; className?: string }) {
  const { t } = useTranslation();
  const label = veg ? t('item.badge.veg') : t('item.badge.nonVeg');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-testid={veg ? 'veg-mark' : 'non-veg-mark'}
      className={cx(
        css({
          display: 'inline-grid',
          placeItems: 'center',
          w: '4.5',
          h: '4.5',
          borderWidth: '1.5px',
          borderRadius: 'sm',
          bg: 'bg.surface',
          flexShrink: 0,
          '& > span': { w: '2', h: '2', borderRadius: 'full', bg: 'currentColor' },
        }),
        veg
          ? css({ color: 'success.text', borderColor: 'success.text' })
          : css({ color: 'danger.text', borderColor: 'danger.text' }),
        className,
      )}
    >
      <span />
    </span>
  );
}

export type ChipTone = 'success' | 'accent' | 'info' | 'warning';

const TONES = {
  success: css.raw({ bg: 'success.subtle', color: 'success.text' }),
  accent: css.raw({ bg: 'accent.subtle', color: 'accent.text' }),
  info: css.raw({ bg: 'info.subtle', color: 'info.text' }),
  warning: css.raw({ bg: 'warning.subtle', color: 'warning.text' }),
} satisfies Record<ChipTone, object>;

/** Over an image a chip gets the surface colour, so it reads on any picture. */
const ON_IMAGE = css.raw({ bg: 'bg.surface', boxShadow: 'card' });

/** A small labelled chip (Halal, Organic, Recommend, In Stock…). */
export function Chip({
  tone = 'accent',
  onImage = false,
  children,
  testId,
}: {
  tone?: ChipTone;
  onImage?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className={css(pill, TONES[tone], onImage && ON_IMAGE)} data-testid={testId}>
      {children}
    </span>
  );
}

import type { WalletBonusRow } from '@storefront/core/api/wallet';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css';
import { useSession } from '../../../app/session.js';
import { formatDate, useMoney } from '../../catalogue/format.js';
import { GiftIcon } from '../icons.js';

/**
 * The top-up bonuses running today (reference §6.10): what each gives (a percentage with its
 * cap, or a flat amount), from which amount and until when. `compact` in the top-up modal.
 */
export function BonusList({
  bonuses,
  compact = false,
}: {
  bonuses: readonly WalletBonusRow[];
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  if (bonuses.length === 0) return null;
  return (
    <section
      aria-labelledby="wallet-bonuses-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      data-testid="wallet-bonuses"
    >
      <h3
        id="wallet-bonuses-title"
        className={cx(
          css({ fontWeight: 'bold' }),
          compact ? css({ fontSize: 'sm' }) : css({ fontSize: 'md' }),
        )}
      >
        {t('wallet.bonuses.title')}
      </h3>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: compact
            ? '1fr'
            : { base: '1fr', md: 'repeat(auto-fill, minmax(240px, 1fr))' },
          gap: '2',
          listStyle: 'none',
        })}
      >
        {bonuses.map((bonus) => (
          <li
            key={bonus.id}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              p: compact ? '2.5' : '3',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderStyle: 'dashed',
              borderColor: 'accent.muted',
              bg: 'accent.subtle',
            })}
            data-testid="wallet-bonus"
          >
            <span
              aria-hidden="true"
              className={css({ color: 'accent.text', fontSize: 'xl', mt: '0.5', flexShrink: 0 })}
            >
              <GiftIcon />
            </span>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: 0 })}>
              <span className={css({ fontWeight: 'bold', fontSize: 'sm', color: 'accent.text' })}>
                {bonus.bonus_type === 'percentage'
                  ? t('wallet.bonuses.percent', { value: bonus.bonus_amount })
                  : t('wallet.bonuses.amount', { amount: money(bonus.bonus_amount) })}
                {bonus.bonus_type === 'percentage' && bonus.maximum_bonus_amount > 0
                  ? ` · ${t('wallet.bonuses.cap', { amount: money(bonus.maximum_bonus_amount) })}`
                  : ''}
              </span>
              {!compact && <span className={css({ fontSize: 'sm' })}>{bonus.title}</span>}
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {t('wallet.bonuses.minimum', { amount: money(bonus.minimum_add_amount) })}
                {' · '}
                {t('wallet.bonuses.until', { date: formatDate(bonus.end_date, language) })}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

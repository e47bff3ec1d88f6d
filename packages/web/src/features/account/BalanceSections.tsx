import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useMoney } from '../catalogue/format.js';
import { GiftIcon, StarIcon, WalletIcon } from './icons.js';
import type { CustomerInfo } from './queries.js';
import { CopyButton, EmptyState, Figure, IconCircle, Panel } from './ui.js';

/** Wallet: the balance of customer info (`wallet_balance`). */
export function WalletSection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Panel testId="wallet">
      <Figure
        icon={<WalletIcon />}
        label={t('account.wallet.balance')}
        value={money(info.wallet_balance)}
        testId="wallet-balance"
      />
      <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        {t('account.wallet.description')}
      </p>
    </Panel>
  );
}

/** Loyalty points: 'Total points' of customer info (`loyalty_point`). */
export function LoyaltySection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  return (
    <Panel testId="loyalty-points">
      <Figure
        icon={<StarIcon />}
        label={t('account.loyalty.total')}
        value={String(info.loyalty_point)}
        testId="loyalty-total"
      />
      <p className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
        {t('account.loyalty.description')}
      </p>
    </Panel>
  );
}

/** Referral code: the customer's `ref_code`, with Copy. */
export function ReferralSection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  const code = info.ref_code;
  if (!code) {
    return (
      <Panel testId="referral-code">
        <EmptyState icon={<GiftIcon />} title={t('account.referral.none')} />
      </Panel>
    );
  }
  return (
    <Panel testId="referral-code">
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '4',
          py: '4',
          textAlign: 'center',
        })}
      >
        <IconCircle>
          <GiftIcon />
        </IconCircle>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t('account.referral.title')}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'md' })}>
          {t('account.referral.description')}
        </p>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            px: '4',
            py: '2.5',
            borderRadius: 'xl',
            borderWidth: '1px',
            borderStyle: 'dashed',
            borderColor: 'accent.muted',
            bg: 'accent.subtle',
          })}
        >
          <code
            dir="ltr"
            className={css({
              fontSize: 'xl',
              fontWeight: 'bold',
              letterSpacing: 'widest',
              color: 'accent.text',
            })}
            data-testid="referral-code-value"
          >
            {code}
          </code>
          <CopyButton text={code} label={t('account.referral.copy')} testId="referral-copy" />
        </div>
      </div>
    </Panel>
  );
}

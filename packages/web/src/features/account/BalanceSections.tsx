import { topUpReturnOf, type TopUpOutcome } from '@storefront/core/api/wallet';
import {
  exchangeRate,
  loyaltyTypeKey,
  minimumPoints,
  pointsEarned,
} from '@storefront/core/domain/loyalty';
import {
  signedAmount,
  WALLET_FILTERS,
  walletTypeKey,
  type WalletFilter,
} from '@storefront/core/domain/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, note } from '../../../styled-system/recipes';
import { useConfig } from '../../app/queries.js';
import { useSession } from '../../app/session.js';
import { AlertIcon, CheckIcon, CloseIcon } from '../../ui/icons.js';
import { useMoney } from '../catalogue/format.js';
import { formatDateTime } from '../orders/format.js';
import { GiftIcon, StarIcon, WalletIcon } from './icons.js';
import type { CustomerInfo } from './queries.js';
import { CopyButton, EmptyState, IconCircle, Panel } from './ui.js';
import { BonusList } from './wallet/Bonuses.js';
import { ConvertDialog } from './wallet/ConvertDialog.js';
import { HistoryList, type HistoryEntry } from './wallet/History.js';
import { ShareButton } from './wallet/ShareButton.js';
import { TopUpDialog } from './wallet/TopUpDialog.js';
import {
  refreshBalances,
  useLoyaltyHistory,
  useWalletBonuses,
  useWalletHistory,
} from './wallet/queries.js';

const sectionTitle = css({ fontSize: 'lg', fontWeight: 'bold' });

/** The big balance card of the wallet and loyalty pages, with its action. */
function BalanceCard({
  icon,
  label,
  value,
  hint,
  action,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: ReactNode;
  action?: ReactNode;
  testId: string;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', sm: 'row' },
        alignItems: { base: 'stretch', sm: 'center' },
        gap: '4',
        p: { base: '5', sm: '6' },
        borderRadius: '2xl',
        bgGradient: 'to-br',
        gradientFrom: 'accent.solid',
        gradientTo: 'accent.solidHover',
        color: 'accent.onSolid',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', flex: '1', minW: 0 })}>
        <span
          aria-hidden="true"
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '14',
            h: '14',
            borderRadius: 'full',
            bg: 'rgba(255,255,255,0.18)',
            fontSize: '2xl',
            flexShrink: 0,
          })}
        >
          {icon}
        </span>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
          <span className={css({ fontSize: 'sm', fontWeight: 'medium', opacity: 0.9 })}>
            {label}
          </span>
          <span
            className={css({
              fontSize: '3xl',
              fontWeight: 'bold',
              lineHeight: '1.1',
              fontVariantNumeric: 'tabular-nums',
            })}
            data-testid={testId}
          >
            <bdi dir="ltr">{value}</bdi>
          </span>
          <span className={css({ fontSize: 'xs', opacity: 0.9 })}>{hint}</span>
        </div>
      </div>
      {action}
    </div>
  );
}

const onCardButton = cx(
  button({ variant: 'outline', size: 'lg' }),
  css({
    bg: 'bg.surface',
    color: 'accent.text',
    borderColor: 'transparent',
    _hover: { _enabled: { bg: 'bg.subtle' } },
  }),
);

/**
 * Back from the gateway (`flag` and `payment_id` on the wallet page): the outcome, kept while
 * the page is open, the query cleaned so that a reload does not say it again, and the balances
 * read again (a paid top-up is already credited when the browser comes back). `refreshed` once
 * the new balance is in.
 */
function useTopUpReturn() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const back = topUpReturnOf(params);
  const [shown, setShown] = useState<{ outcome: TopUpOutcome; refreshed: boolean } | null>(null);
  const [seen, setSeen] = useState<string | null>(null);
  const key = back ? `${back.outcome}:${back.paymentId ?? ''}` : null;
  if (key != null && key !== seen) {
    setSeen(key);
    setShown({ outcome: back!.outcome, refreshed: false });
  }
  useEffect(() => {
    if (key == null) return;
    const next = new URLSearchParams(params);
    next.delete('flag');
    next.delete('payment_id');
    setParams(next, { replace: true });
    void refreshBalances(queryClient).then(() =>
      setShown((current) => (current ? { ...current, refreshed: true } : current)),
    );
  }, [key, params, setParams, queryClient]);
  return {
    outcome: shown?.outcome ?? null,
    refreshed: shown?.refreshed ?? false,
    dismiss: () => setShown(null),
  };
}

function TopUpOutcomeNote({
  outcome,
  balance,
  onDismiss,
}: {
  outcome: TopUpOutcome;
  /** The new balance, once read again. */
  balance: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const paid = outcome === 'success';
  return (
    <div
      role={paid ? 'status' : 'alert'}
      className={cx(note({ tone: paid ? 'success' : 'error' }), css({ alignItems: 'center' }))}
      data-testid="top-up-outcome"
      data-outcome={outcome}
    >
      {paid ? <CheckIcon /> : <AlertIcon />}
      <span className={css({ flex: '1' })}>
        {t(
          paid
            ? 'wallet.topUp.paid'
            : outcome === 'cancel'
              ? 'wallet.topUp.cancelled'
              : 'wallet.topUp.failed',
        )}
        {paid && balance != null ? ` ${t('wallet.topUp.newBalance', { amount: balance })}` : ''}
      </span>
      <button
        type="button"
        className={button({ variant: 'ghost', size: 'iconSm' })}
        onClick={onDismiss}
        aria-label={t('wallet.topUp.close')}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The filters of the wallet history (All and the reference's types). */
function FilterChips({
  value,
  onChange,
}: {
  value: WalletFilter | null;
  onChange: (value: WalletFilter | null) => void;
}) {
  const { t } = useTranslation();
  const options: (WalletFilter | null)[] = [null, ...WALLET_FILTERS];
  return (
    <div
      role="group"
      aria-label={t('wallet.history.filter')}
      className={css({
        display: 'flex',
        gap: '2',
        overflowX: 'auto',
        pb: '1',
        scrollbarWidth: 'thin',
      })}
      data-testid="wallet-filters"
    >
      {options.map((option) => {
        const active = option === value;
        return (
          <button
            key={option ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option)}
            className={cx(
              button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
              css({ borderRadius: 'full' }),
            )}
            data-filter={option ?? 'all'}
          >
            {option == null ? t('wallet.history.all') : t(`wallet.history.filter.${option}`)}
          </button>
        );
      })}
    </div>
  );
}

/** The wallet history, filtered, page by page. */
function WalletHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const { language } = useSession();
  const [filter, setFilter] = useState<WalletFilter | null>(null);
  const history = useWalletHistory(filter);
  const pages = history.data?.pages ?? [];
  const total = pages[0]?.total_size ?? 0;
  const entries: HistoryEntry[] = pages.flatMap((page) =>
    page.data.map((row) => {
      const amount = signedAmount(row);
      return {
        id: row.id,
        label: t(walletTypeKey(row.transaction_type)),
        detail:
          row.admin_bonus > 0
            ? t('wallet.history.bonus', { amount: money(row.admin_bonus) })
            : null,
        date: formatDateTime(row.created_at, language),
        amount: `${amount >= 0 ? '+' : '−'}${money(Math.abs(amount))}`,
        credit: amount >= 0,
        balance: t('wallet.history.balanceAfter', { amount: money(row.balance) }),
      };
    }),
  );
  return (
    <Panel testId="wallet-history">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 className={sectionTitle}>{t('wallet.history.title')}</h2>
        <FilterChips value={filter} onChange={setFilter} />
        <HistoryList
          entries={entries}
          query={history}
          empty={t(filter == null ? 'wallet.history.empty' : 'wallet.history.emptyFiltered')}
          emptyIcon={<WalletIcon />}
          moreLabel={t('wallet.history.more')}
          countLabel={t('wallet.history.count', { shown: entries.length, total })}
          testId="wallet-transactions"
        />
      </div>
    </Panel>
  );
}

/**
 * Wallet (storefront §2 'Wallet card with balance, an Add fund button and a top-up modal'): the
 * balance of customer info, Add fund (the top-up modal, when adding funds is on), the outcome of a
 * top-up back from the gateway, the running bonuses and the paged, filtered history.
 */
export function WalletSection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const [open, setOpen] = useState(false);
  const back = useTopUpReturn();
  const canAdd = config != null && config.add_fund_status !== 0 && config.digital_payment;
  const bonuses = useWalletBonuses(canAdd);
  return (
    <>
      {back.outcome && (
        <TopUpOutcomeNote
          outcome={back.outcome}
          balance={back.refreshed ? money(info.wallet_balance) : null}
          onDismiss={back.dismiss}
        />
      )}
      <Panel testId="wallet">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          <BalanceCard
            icon={<WalletIcon />}
            label={t('wallet.balance')}
            value={money(info.wallet_balance)}
            hint={t('wallet.balanceHint')}
            testId="wallet-balance"
            action={
              canAdd ? (
                <button
                  type="button"
                  className={onCardButton}
                  onClick={() => setOpen(true)}
                  data-testid="wallet-add-fund"
                >
                  {t('wallet.addFund')}
                </button>
              ) : undefined
            }
          />
          {canAdd && <BonusList bonuses={bonuses.data ?? []} />}
        </div>
      </Panel>
      <WalletHistory />
      {config && <TopUpDialog open={open} onOpenChange={setOpen} config={config} />}
    </>
  );
}

/** The loyalty-point history, page by page. */
function LoyaltyHistory() {
  const { t } = useTranslation();
  const { language } = useSession();
  const history = useLoyaltyHistory();
  const pages = history.data?.pages ?? [];
  const total = pages[0]?.total_size ?? 0;
  const entries: HistoryEntry[] = pages.flatMap((page) =>
    page.data.map((row) => {
      const amount = row.credit - row.debit;
      return {
        id: row.id,
        label: t(loyaltyTypeKey(row.transaction_type)),
        date: formatDateTime(row.created_at, language),
        amount: `${amount >= 0 ? '+' : '−'}${Math.abs(amount)}`,
        credit: amount >= 0,
        balance: t('loyalty.history.balanceAfter', { count: Math.trunc(row.balance) }),
      };
    }),
  );
  return (
    <Panel testId="loyalty-history">
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 className={sectionTitle}>{t('loyalty.history.title')}</h2>
        <HistoryList
          entries={entries}
          query={history}
          empty={t('loyalty.history.empty')}
          emptyIcon={<StarIcon />}
          moreLabel={t('loyalty.history.more')}
          countLabel={t('loyalty.history.count', { shown: entries.length, total })}
          testId="loyalty-transactions"
        />
      </div>
    </Panel>
  );
}

/**
 * Loyalty points (storefront §2 'Loyalty "Total points" variant with a "Convert to currency now"
 * link'): the points of customer info, the conversion (its rate and minimum shown; offered while
 * the wallet is on, where the money goes), how points are earned, and the history.
 */
export function LoyaltySection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const [open, setOpen] = useState(false);
  const points = Math.trunc(info.loyalty_point);
  const settings = config ?? {};
  const canConvert = config != null && config.customer_wallet_status === 1;
  const per100 = config ? pointsEarned(100, settings) : 0;
  return (
    <>
      <Panel testId="loyalty-points">
        <BalanceCard
          icon={<StarIcon />}
          label={t('loyalty.total')}
          value={String(points)}
          hint={
            <>
              {per100 > 0
                ? t('loyalty.earnHint', { points: per100, amount: money(100) })
                : t('account.loyalty.description')}
              {canConvert && (
                <span className={css({ display: 'block', mt: '1' })} data-testid="loyalty-rate">
                  {t('loyalty.convert.rate', { points: exchangeRate(settings), amount: money(1) })}
                  {' · '}
                  {t('loyalty.convert.minimum', { min: minimumPoints(settings) })}
                </span>
              )}
            </>
          }
          testId="loyalty-total"
          action={
            canConvert ? (
              <button
                type="button"
                className={onCardButton}
                onClick={() => setOpen(true)}
                data-testid="loyalty-convert"
              >
                {t('loyalty.convert.link')}
              </button>
            ) : undefined
          }
        />
      </Panel>
      <LoyaltyHistory />
      {canConvert && (
        <ConvertDialog open={open} onOpenChange={setOpen} balance={points} settings={settings} />
      )}
    </>
  );
}

/**
 * Referral code: the customer's `ref_code`, copied or shared with one tap (the Web Share API
 * where the browser has it, else copied with the invitation), and what a referral earns.
 */
export function ReferralSection({ info }: { info: CustomerInfo }) {
  const { t } = useTranslation();
  const money = useMoney();
  const config = useConfig().data;
  const code = info.ref_code;
  if (!code) {
    return (
      <Panel testId="referral-code">
        <EmptyState icon={<GiftIcon />} title={t('account.referral.none')} />
      </Panel>
    );
  }
  const reward = config?.ref_earning_exchange_rate ?? 0;
  const business = config?.business_name ?? '';
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
          {reward > 0
            ? t('referral.earning', { amount: money(reward) })
            : t('account.referral.description')}
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
            flexWrap: 'wrap',
            justifyContent: 'center',
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
          <ShareButton
            title={t('referral.shareTitle', { business })}
            text={t('referral.shareText', { business, code })}
            url={window.location.origin}
          />
        </div>
        {reward > 0 && (
          <ol
            aria-label={t('referral.steps.title')}
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
              gap: '3',
              w: 'full',
              mt: '2',
              listStyle: 'none',
              textAlign: 'start',
            })}
          >
            {[
              t('referral.steps.share'),
              t('referral.steps.signUp'),
              t('referral.steps.earn', { amount: money(reward) }),
            ].map((step, index) => (
              <li
                key={step}
                className={css({
                  display: 'flex',
                  gap: '3',
                  alignItems: 'flex-start',
                  p: '3',
                  borderRadius: 'lg',
                  bg: 'bg.subtle',
                  fontSize: 'sm',
                })}
              >
                <span
                  aria-hidden="true"
                  className={css({
                    display: 'grid',
                    placeItems: 'center',
                    w: '6',
                    h: '6',
                    borderRadius: 'full',
                    bg: 'accent.solid',
                    color: 'accent.onSolid',
                    fontSize: 'xs',
                    fontWeight: 'bold',
                    flexShrink: 0,
                  })}
                >
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Panel>
  );
}

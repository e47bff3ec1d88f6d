import { topUpCallback, walletTopUpActors } from '@storefront/core/api/wallet';
import { issueText } from '@storefront/core/domain/issue';
import { decimalDigits } from '@storefront/core/domain/money';
import { topUpAmountOf, topUpBonus } from '@storefront/core/domain/wallet';
import { errorTexts } from '@storefront/core/domain/ui-error';
import {
  provideWalletTopUpMachine,
  topUpView,
} from '@storefront/core/machines/wallet-top-up.machine';
import { useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css';
import { button, input, note } from '../../../../styled-system/recipes';
import { notifier } from '../../../adapters/notifier.js';
import { api } from '../../../app/api.js';
import { i18n } from '../../../app/i18n.js';
import type { Config } from '../../../app/types.js';
import { Dialog } from '../../../ui/Dialog.js';
import { errorProps, FieldError } from '../../../ui/Field.js';
import { AlertIcon, InfoIcon } from '../../../ui/icons.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useMoney } from '../../catalogue/format.js';
import { BonusList } from './Bonuses.js';
import { useWalletBonuses } from './queries.js';
import { useInspectedActorRef } from '../../inspector/use-inspected-actor-ref.js';

type Gateway = Config['active_payment_method_list'][number];

/** core's `Translate` over the app's i18n. */
const tr = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** Amounts one tap away. */
const QUICK_AMOUNTS = [50, 100, 300, 500];

/** Leaves for the gateway's hosted page. */
const leaveFor = (link: string) => window.location.assign(link);

function GatewayList({
  gateways,
  value,
  disabled,
  error,
  onChange,
}: {
  gateways: readonly Gateway[];
  value: string | null;
  disabled: boolean;
  error: string | null;
  onChange: (gateway: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset
      className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}
      {...errorProps(id, error)}
    >
      <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1.5' })}>
        {t('wallet.topUp.methods')}
      </legend>
      {gateways.length === 0 ? (
        <p className={note({ tone: 'warning' })}>
          <AlertIcon />
          {t('wallet.topUp.noMethods')}
        </p>
      ) : (
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            maxH: '300px',
            overflowY: 'auto',
            p: '0.5',
          })}
          data-testid="top-up-methods"
        >
          {gateways.map((gateway) => (
            <label
              key={gateway.gateway}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '3',
                py: '3',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderColor: 'border.strong',
                cursor: 'pointer',
                fontSize: 'sm',
                fontWeight: 'medium',
                _hover: { bg: 'bg.subtle' },
                '&:has(input:checked)': {
                  borderColor: 'accent.solid',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                },
                '&:has(input:focus-visible)': {
                  outline: '2px solid',
                  outlineColor: 'focusRing',
                  outlineOffset: '2px',
                },
              })}
              data-value={gateway.gateway}
            >
              <input
                type="radio"
                name={`${id}-gateway`}
                value={gateway.gateway}
                checked={value === gateway.gateway}
                disabled={disabled}
                onChange={() => onChange(gateway.gateway)}
                className={css({ accentColor: 'accent.solid', w: '4', h: '4', flexShrink: 0 })}
              />
              {gateway.gateway_image_full_url ? (
                <img
                  src={gateway.gateway_image_full_url}
                  alt=""
                  width={40}
                  height={24}
                  className={css({
                    w: '10',
                    h: '6',
                    objectFit: 'contain',
                    flexShrink: 0,
                    borderRadius: 'sm',
                    bg: 'white',
                    p: '0.5',
                  })}
                />
              ) : null}
              {gateway.gateway_title}
            </label>
          ))}
        </div>
      )}
      {error && <FieldError id={id}>{error}</FieldError>}
    </fieldset>
  );
}

/** The form: core's top-up machine, the bonus of the amount typed, the gateways. */
function TopUpForm({ config, onCancel }: { config: Config; onCancel: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const gateways = config.active_payment_method_list;
  const bonuses = useWalletBonuses();
  const [machine] = useState(() =>
    provideWalletTopUpMachine({
      actors: walletTopUpActors(api),
      notifier,
      t: tr,
      redirect: leaveFor,
    }),
  );
  const actor = useInspectedActorRef(machine, {
    input: {
      gateways: gateways.map((g) => g.gateway),
      callback: topUpCallback(window.location.origin),
      platform: 'web',
    },
  });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const view = topUpView(context, busy);
  const text = (code: 'amount' | 'payment_method') => {
    const issue = view.issues[code];
    return issue ? issueText(issue, tr, config) : null;
  };
  const amount = topUpAmountOf(context.amount);
  const valid = amount != null && Number.isFinite(amount) && amount > 0;
  const bonus = valid
    ? topUpBonus(bonuses.data ?? [], amount, { digits: decimalDigits(config) }).bonus
    : 0;
  const amountError = text('amount');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (view.canSubmit) actor.send({ type: 'SUBMIT' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      data-testid="top-up-form"
      aria-busy={busy || undefined}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <label htmlFor={`${id}-amount`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {t('wallet.topUp.amount')}
        </label>
        {/* The amount reads left to right in every language, its currency first. */}
        <div dir="ltr" className={css({ position: 'relative' })}>
          <span
            aria-hidden="true"
            className={css({
              position: 'absolute',
              insetStart: '3',
              top: '50%',
              transform: 'translateY(-50%)',
              color: 'fg.muted',
              fontWeight: 'semibold',
              pointerEvents: 'none',
            })}
          >
            {config.currency_symbol}
          </span>
          <input
            id={`${id}-amount`}
            className={cx(
              input(),
              css({ ps: '14', fontSize: 'lg', fontWeight: 'semibold', textAlign: 'start' }),
            )}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={t('wallet.topUp.amountPlaceholder')}
            value={context.amount}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'SET_AMOUNT', amount: e.target.value })}
            onBlur={() => actor.send({ type: 'BLUR_AMOUNT' })}
            data-testid="top-up-amount"
            {...errorProps(`${id}-amount`, amountError)}
          />
        </div>
        {amountError && <FieldError id={`${id}-amount`}>{amountError}</FieldError>}
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {QUICK_AMOUNTS.map((quick) => (
            <button
              key={quick}
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => actor.send({ type: 'SET_AMOUNT', amount: String(quick) })}
              disabled={busy}
              aria-pressed={context.amount === String(quick)}
            >
              <bdi dir="ltr">{money(quick)}</bdi>
            </button>
          ))}
        </div>
        {valid && (
          <p
            className={note({ tone: bonus > 0 ? 'success' : 'info' })}
            data-testid="top-up-preview"
            aria-live="polite"
          >
            <InfoIcon />
            <span>
              {bonus > 0
                ? t('wallet.topUp.bonus', { bonus: money(bonus), total: money(amount + bonus) })
                : t('wallet.topUp.noBonus', { total: money(amount) })}
            </span>
          </p>
        )}
      </div>

      <GatewayList
        gateways={gateways}
        value={context.method}
        disabled={busy}
        error={text('payment_method')}
        onChange={(gateway) => actor.send({ type: 'SELECT_METHOD', gateway })}
      />

      {(bonuses.data?.length ?? 0) > 0 && <BonusList bonuses={bonuses.data ?? []} compact />}

      {context.error && (
        <div role="alert" className={note({ tone: 'error' })} data-testid="top-up-error">
          <AlertIcon />
          <span className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {errorTexts(context.error, tr).map((message) => (
              <span key={message}>{message}</span>
            ))}
          </span>
        </div>
      )}

      <div
        className={css({
          display: 'flex',
          gap: '3',
          justifyContent: 'flex-end',
          flexWrap: 'wrap-reverse',
        })}
      >
        <button
          type="button"
          className={button({ variant: 'ghost' })}
          onClick={onCancel}
          disabled={busy}
        >
          {t('wallet.topUp.cancel')}
        </button>
        <button
          type="submit"
          className={button({ variant: 'solid' })}
          disabled={!view.canSubmit}
          aria-busy={busy || undefined}
          data-testid="top-up-submit"
        >
          {busy && <Spinner />}
          {busy ? t('wallet.topUp.submitting') : t('wallet.topUp.submit')}
        </button>
      </div>
    </form>
  );
}

/** The top-up modal (storefront §2 'a top-up modal (payment list max height 300px)'). */
export function TopUpDialog({
  open,
  onOpenChange,
  config,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  config: Config;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallet.topUp.title')}
      description={t('wallet.topUp.description')}
      testId="top-up-dialog"
    >
      <TopUpForm config={config} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

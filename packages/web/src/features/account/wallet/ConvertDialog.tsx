import { loyaltyTransferActors } from '@storefront/core/api/wallet';
import { exchangeRate, minimumPoints, type LoyaltySettings } from '@storefront/core/domain/loyalty';
import { errorTexts } from '@storefront/core/domain/ui-error';
import {
  loyaltyTransferView,
  provideLoyaltyTransferMachine,
} from '@storefront/core/machines/loyalty-transfer.machine';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../../styled-system/css';
import { button, input, note } from '../../../../styled-system/recipes';
import { notifier } from '../../../adapters/notifier.js';
import { api } from '../../../app/api.js';
import { i18n } from '../../../app/i18n.js';
import { Dialog } from '../../../ui/Dialog.js';
import { errorProps, FieldError } from '../../../ui/Field.js';
import { AlertIcon, InfoIcon } from '../../../ui/icons.js';
import { Spinner } from '../../../ui/Spinner.js';
import { useMoney } from '../../catalogue/format.js';
import { refreshBalances } from './queries.js';
import { useInspectedActorRef } from '../../inspector/use-inspected-actor-ref.js';

/** core's `Translate` over the app's i18n. */
const tr = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** The conversion form: core's loyalty-transfer machine, what the points are worth. */
function ConvertForm({
  balance,
  settings,
  onDone,
  onCancel,
}: {
  balance: number;
  settings: LoyaltySettings;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const queryClient = useQueryClient();
  // `onDone` closes the dialog through its stable state setter: the first one serves.
  const [machine] = useState(() =>
    provideLoyaltyTransferMachine({
      actors: loyaltyTransferActors(api),
      notifier,
      t: tr,
      onTransferred: () => {
        void refreshBalances(queryClient);
        onDone();
      },
    }),
  );
  const actor = useInspectedActorRef(machine, { input: { balance, settings } });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const view = loyaltyTransferView(context, busy);
  useEffect(() => {
    actor.send({ type: 'SYNC', balance });
  }, [actor, balance]);
  const issue = view.issue ? tr(view.issue.key, view.issue.values) : null;
  const rate = exchangeRate(settings);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="convert-form"
      aria-busy={busy || undefined}
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: '1fr 1fr',
          gap: '2',
          fontSize: 'sm',
        })}
      >
        <div className={css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle' })}>
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>
            {t('loyalty.total')}
          </span>
          <strong data-testid="convert-balance">
            <bdi dir="ltr">{balance}</bdi>
          </strong>
        </div>
        <div className={css({ p: '3', borderRadius: 'lg', bg: 'bg.subtle' })}>
          <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'xs' })}>
            {t('loyalty.convert.rate', { points: rate, amount: money(1) })}
          </span>
          <strong>{t('loyalty.convert.minimum', { min: minimumPoints(settings) })}</strong>
        </div>
      </div>

      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
        <label htmlFor={`${id}-points`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          {t('loyalty.convert.points')}
        </label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            id={`${id}-points`}
            className={cx(input(), css({ fontSize: 'lg', fontWeight: 'semibold' }))}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            placeholder={t('loyalty.convert.placeholder')}
            value={context.points}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'SET_POINTS', points: e.target.value })}
            data-testid="convert-points"
            {...errorProps(`${id}-points`, issue)}
          />
        </div>
        {issue && <FieldError id={`${id}-points`}>{issue}</FieldError>}
        {balance > 0 && (
          <button
            type="button"
            className={cx(
              button({ variant: 'ghost', size: 'sm' }),
              css({ alignSelf: 'flex-start', color: 'accent.text', px: '1' }),
            )}
            onClick={() => actor.send({ type: 'USE_ALL' })}
            disabled={busy}
            data-testid="convert-all"
          >
            {t('loyalty.convert.all', { balance })}
          </button>
        )}
        {view.worth > 0 && !issue && (
          <p className={note({ tone: 'success' })} aria-live="polite" data-testid="convert-preview">
            <InfoIcon />
            <span>{t('loyalty.convert.preview', { amount: money(view.worth) })}</span>
          </p>
        )}
      </div>

      {context.error && (
        <div role="alert" className={note({ tone: 'error' })} data-testid="convert-error">
          <AlertIcon />
          <span>{errorTexts(context.error, tr).join(' ')}</span>
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
          {t('loyalty.convert.cancel')}
        </button>
        <button
          type="submit"
          className={button({ variant: 'solid' })}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="convert-submit"
        >
          {busy && <Spinner />}
          {busy ? t('loyalty.convert.submitting') : t('loyalty.convert.submit')}
        </button>
      </div>
    </form>
  );
}

/** 'Convert to currency now': loyalty points to wallet money. */
export function ConvertDialog({
  open,
  onOpenChange,
  balance,
  settings,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  balance: number;
  settings: LoyaltySettings;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('loyalty.convert.title')}
      description={t('loyalty.convert.available', { balance })}
      size="sm"
      testId="convert-dialog"
    >
      <ConvertForm
        balance={balance}
        settings={settings}
        onDone={() => onOpenChange(false)}
        onCancel={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

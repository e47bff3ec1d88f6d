/**
 * The business plan step of the store application (where the incumbent shows it: after the
 * store's and owner's information, when the platform offers both models): commission, or a
 * subscription package from `vendor/package-view`; confirmed with `vendor/business_plan`.
 */
import { errorText, toUiError } from '@storefront/core/domain/ui-error';
import type { BusinessPlan } from '@storefront/core/domain/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { notifier } from '../../adapters/notifier.js';
import { Button } from '../../ui/Button.js';
import { FieldError } from '../../ui/Field.js';
import { CheckIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { useMoney } from '../catalogue/format.js';
import type { SubscriptionPackage, usePackages } from './api.js';

const FEATURES = ['pos', 'mobile_app', 'chat', 'review', 'self_delivery'] as const;

const choiceCard = (selected: boolean) =>
  css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '5',
    textAlign: 'start',
    borderWidth: '2px',
    borderRadius: 'xl',
    borderColor: selected ? 'accent.solid' : 'border.default',
    bg: selected ? 'accent.subtle' : 'bg.surface',
    cursor: 'pointer',
    _hover: { borderColor: 'accent.solid' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  });

export function BusinessPlanStep({
  commission,
  onChoose,
  usePackageList,
}: {
  commission: number;
  onChoose: (plan: BusinessPlan, pack: SubscriptionPackage | null) => Promise<void>;
  usePackageList: typeof usePackages;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [plan, setPlan] = useState<BusinessPlan | null>(null);
  const [packageId, setPackageId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const packages = usePackageList(true);
  const count = (value: string) =>
    value === 'unlimited' ? t('registration.plan.unlimited') : value;

  const confirm = async () => {
    if (!plan) return setError(t('registration.rule.planRequired'));
    const pack = packages.data?.find((p) => p.id === packageId) ?? null;
    if (plan === 'subscription' && !pack) return setError(t('registration.rule.packageRequired'));
    setError(null);
    setBusy(true);
    try {
      await onChoose(plan, plan === 'subscription' ? pack : null);
    } catch (failure) {
      const message = errorText(toUiError(failure), t);
      setError(message);
      notifier.notify('error', message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      data-testid="business-plan"
    >
      <div>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
          {t('registration.plan.title')}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {t('registration.plan.subtitle')}
        </p>
      </div>
      <div
        role="radiogroup"
        aria-label={t('registration.plan.title')}
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        {(['commission', 'subscription'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={plan === option}
            className={choiceCard(plan === option)}
            onClick={() => {
              setPlan(option);
              setError(null);
            }}
            data-testid={`plan-${option}`}
          >
            <span className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
              {t(`registration.plan.${option}`)}
            </span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {option === 'commission'
                ? t('registration.plan.commissionText', { percent: commission })
                : t('registration.plan.subscriptionText')}
            </span>
          </button>
        ))}
      </div>

      {plan === 'subscription' && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h3 className={css({ fontWeight: 'bold' })}>{t('registration.plan.packages')}</h3>
          {packages.isPending ? (
            <Spinner />
          ) : (packages.data ?? []).length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t('registration.plan.noPackages')}</p>
          ) : (
            <div
              role="radiogroup"
              aria-label={t('registration.plan.packages')}
              className={css({
                display: 'grid',
                gap: '4',
                gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
              })}
            >
              {packages.data!.map((pack) => (
                <button
                  key={pack.id}
                  type="button"
                  role="radio"
                  aria-checked={packageId === pack.id}
                  className={cx(choiceCard(packageId === pack.id))}
                  style={{ borderTopColor: pack.colour || undefined, borderTopWidth: '6px' }}
                  onClick={() => {
                    setPackageId(pack.id);
                    setError(null);
                  }}
                  data-testid="plan-package"
                >
                  <span className={css({ fontWeight: 'bold' })}>{pack.package_name}</span>
                  <span className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
                    {money(pack.price)}
                  </span>
                  <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {t('registration.plan.validity', { days: pack.validity })}
                  </span>
                  <span className={css({ fontSize: 'sm' })}>{pack.text}</span>
                  <ul
                    className={css({
                      fontSize: 'sm',
                      display: 'grid',
                      gap: '1',
                      listStyle: 'none',
                    })}
                  >
                    <li>{t('registration.plan.maxOrder', { value: count(pack.max_order) })}</li>
                    <li>{t('registration.plan.maxProduct', { value: count(pack.max_product) })}</li>
                    {FEATURES.filter((f) => pack[f] === 1).map((feature) => (
                      <li
                        key={feature}
                        className={css({
                          display: 'flex',
                          alignItems: 'center',
                          gap: '1',
                          '& svg': { w: '3.5', h: '3.5', color: 'accent.text' },
                        })}
                      >
                        <CheckIcon aria-hidden />
                        {t(`registration.plan.feature.${feature}`)}
                      </li>
                    ))}
                  </ul>
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      {error && <FieldError>{error}</FieldError>}
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button size="lg" onClick={() => void confirm()} disabled={busy} data-testid="plan-confirm">
          {busy ? t('registration.action.submitting') : t('registration.action.choosePlan')}
        </Button>
      </div>
    </div>
  );
}

import { DM_TIP_PRESETS, parseTipAmount } from '@storefront/core/domain/checkout';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { useMoney } from '../catalogue/format.js';
import { HeartHandIcon } from './icons.js';
import { useMostTips } from './queries.js';
import { RadioChips, Section, type ChipOption } from './ui.js';

type Choice = `${number}` | 'custom';

/**
 * The delivery man tip (reference 'Deliveryman tips'): 'Not now', 10, 15, 20 and 40 in the
 * store's currency, 'Most Tipped' on the amount `most-tips` names, or a custom amount (a number
 * of 0 or more; anything else shows why, and no tip is added). Core's order total adds the tip.
 */
export function TipsSection({
  amount,
  onChange,
}: {
  amount: number;
  onChange: (amount: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const mostTipped = useMostTips().data ?? null;
  const [custom, setCustom] = useState(() => !DM_TIP_PRESETS.includes(amount));
  const [text, setText] = useState(() => (DM_TIP_PRESETS.includes(amount) ? '' : String(amount)));
  const [error, setError] = useState<string | null>(null);

  const applyText = (value: string) => {
    setText(value);
    const parsed = parseTipAmount(value);
    if ('error' in parsed) {
      setError(parsed.error);
      onChange(0);
    } else {
      setError(null);
      onChange(parsed.amount);
    }
  };

  const options: ChipOption<Choice>[] = [
    ...DM_TIP_PRESETS.map((preset) => ({
      value: String(preset) as Choice,
      label: preset === 0 ? t('checkout.tips.notNow') : <bdi dir="ltr">{money(preset)}</bdi>,
      badge: preset > 0 && preset === mostTipped ? t('checkout.tips.mostTipped') : undefined,
    })),
    { value: 'custom', label: t('checkout.tips.custom') },
  ];

  return (
    <Section title={t('checkout.tips.title')} testId="checkout-tips">
      <p
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontSize: 'sm',
          color: 'fg.muted',
          mt: '-1',
        })}
      >
        <HeartHandIcon className={css({ flexShrink: 0, color: 'accent.text' })} />
        {t('checkout.tips.hint')}
      </p>
      <RadioChips
        name="dm-tips"
        label={t('checkout.tips.title')}
        value={custom ? 'custom' : (String(amount) as Choice)}
        options={options}
        testId="tip-options"
        onChange={(choice) => {
          if (choice === 'custom') {
            setCustom(true);
            applyText(text);
          } else {
            setCustom(false);
            setError(null);
            onChange(Number(choice));
          }
        }}
      />
      {custom && (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxW: 'xs' })}>
          <label htmlFor={id} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
            {t('checkout.tips.amount')}
          </label>
          <input
            id={id}
            className={cx(input(), css({ fontVariantNumeric: 'tabular-nums' }))}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={money(0)}
            value={text}
            aria-invalid={error != null}
            data-invalid={error != null ? '' : undefined}
            aria-describedby={error != null ? `${id}-error` : undefined}
            onChange={(e) => applyText(e.target.value)}
            data-testid="tip-custom-input"
          />
          {error != null && (
            <p
              id={`${id}-error`}
              role="alert"
              className={css({ fontSize: 'xs', color: 'danger.text' })}
              data-testid="tip-custom-error"
            >
              {t(error)}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { MinusIcon, PlusIcon } from '../../ui/icons.js';

/** A labelled − value + group; the value is announced when it changes. */
export function QuantityStepper({
  label,
  value,
  canDecrement,
  onDecrement,
  onIncrement,
  size = 'md',
  testId,
}: {
  label: string;
  value: string;
  canDecrement: boolean;
  onDecrement: () => void;
  onIncrement: () => void;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const { t } = useTranslation();
  const iconButton = button({ variant: 'outline', size: size === 'sm' ? 'iconSm' : 'icon' });
  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexShrink: 0 })}
    >
      <button
        type="button"
        className={cx(iconButton, css({ borderRadius: 'full' }))}
        aria-label={t('item.quantity.decrease')}
        disabled={!canDecrement}
        onClick={onDecrement}
      >
        <MinusIcon />
      </button>
      <output
        aria-live="polite"
        className={css({
          minW: size === 'sm' ? '6' : '8',
          textAlign: 'center',
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
        })}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </output>
      <button
        type="button"
        className={cx(iconButton, css({ borderRadius: 'full' }))}
        aria-label={t('item.quantity.increase')}
        onClick={onIncrement}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

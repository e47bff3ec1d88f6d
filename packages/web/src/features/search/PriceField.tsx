import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';

/**
 * One end of the filters' price range (FilterBar): a decimal field named by its label, which it
 * also shows as its placeholder; wider and taller in the phone's filter drawer (`sheet`).
 */
export function PriceField({
  label,
  value,
  onChange,
  sheet,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sheet: boolean;
  testId: string;
}) {
  return (
    <input
      className={cx(
        input(),
        css({
          h: sheet ? '11' : '9',
          w: sheet ? 'auto' : '20',
          flex: sheet ? '1' : undefined,
          minW: 0,
          fontSize: 'sm',
        }),
      )}
      inputMode="decimal"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}

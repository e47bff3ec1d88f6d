/**
 * The date field's props and its button (ui/DateTimeField), shared by the field, which shows the
 * button until the picker's code has loaded, and by the loaded picker (ui/DateTimePickerImpl).
 */
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { input } from '../../styled-system/recipes';
import { formatDateValue } from './date-time.js';
import { fieldIcon } from './field-icon.js';

/** The props of a date field (its look-alike trigger and its loaded picker). */
export interface DateTimeFieldProps {
  id: string;
  label: ReactNode;
  /** `YYYY-MM-DD` (a date), `YYYY-MM-DDTHH:MM` (`withTime`), or '' (none yet). */
  value: string;
  /** A date and a time of day (else a date alone). */
  withTime?: boolean;
  /** Each change (a day picked, an hour or a minute chosen). */
  onChange: (value: string) => void;
  /** The picker closed (Escape, Done, a click or the focus outside) with this value. */
  onClose?: (value: string) => void;
  /** The first date offered (`YYYY-MM-DD`); days before it cannot be picked. */
  min?: string;
  /** Whether a whole date and time may be chosen (the times it refuses are not offered). */
  isAllowed?: (value: string) => boolean;
  /** The time zone of 'today' in the calendar (an IANA name; UTC when not given). */
  timeZone?: string;
  /** The picker offers to clear the value. */
  clearable?: boolean;
  error?: string | null;
  /** A decorative icon at the start of the field. */
  icon?: ReactNode;
  testId?: string;
}

/**
 * The field's button: the icon and the value in the page's language (or 'Choose a date'). Its
 * name is the label and the value; its description the message.
 */
export const DateTimeTrigger = forwardRef<
  HTMLButtonElement,
  ComponentPropsWithoutRef<'button'> & { field: DateTimeFieldProps }
>(function DateTimeTrigger({ field, className, ...rest }, ref) {
  const { t, i18n } = useTranslation();
  const { id, value, error, icon, testId } = field;
  const text = formatDateValue(value, i18n.language);
  return (
    <button
      ref={ref}
      id={id}
      type="button"
      aria-haspopup="dialog"
      {...rest}
      aria-labelledby={`${id}-label ${id}-value`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      data-value={value}
      data-testid={testId}
      className={cx(
        input(),
        css({
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          ps: icon ? '10' : '3',
          textAlign: 'start',
          cursor: 'pointer',
        }),
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className={fieldIcon}>
          {icon}
        </span>
      )}
      <span
        id={`${id}-value`}
        className={css({
          flex: '1',
          minW: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          color: text == null ? 'fg.subtle' : undefined,
        })}
      >
        {text ?? t('common.dateField.choose')}
      </span>
    </button>
  );
});

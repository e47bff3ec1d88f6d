import { css } from '../../styled-system/css';
import { DateTimeTrigger, type DateTimeFieldProps } from './DateTimeTrigger.js';
import {
  deferredChunk,
  POPOVER_TRIGGER,
  useDeferredControl,
  type DeferredProps,
} from './deferred.js';
import { FieldError } from './Field.js';

// The calendar (Ark's date picker with @internationalized/date) loads on the visitor's first
// intent to open it: hovering, focusing, touching or pressing the field.
const picker = deferredChunk<DateTimeFieldProps & DeferredProps>(
  () => import('./DateTimePickerImpl.js'),
);

/**
 * A date, or date-and-time, field that reads in the page's language and direction (a native
 * `type="date"` or `datetime-local` input shows the browser's language, left to right): the
 * value written out ('Nov 28, 2026, 10:00 AM' / '28 نوفمبر 2026، 10:00 ص') on a button that
 * opens a calendar with, for a time, an hour and a minute list. Keyboard: Enter or Space opens
 * it on the day chosen; the arrows move by day and week (mirrored right to left), Page Up and
 * Page Down by month, Enter picks; Tab reaches the time lists and Done; Escape closes it and
 * gives the focus back to the field. The button carries the value in `data-value`.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { id, label, error } = props;
  const { Loaded, start, placeholder } = useDeferredControl(picker, POPOVER_TRIGGER);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
      <label
        id={`${id}-label`}
        htmlFor={id}
        className={css({ fontSize: 'sm', fontWeight: 'medium' })}
      >
        {label}
      </label>
      {Loaded ? (
        <Loaded {...props} start={start} />
      ) : (
        <DateTimeTrigger {...placeholder} field={props} />
      )}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}

export type { DateTimeFieldProps };

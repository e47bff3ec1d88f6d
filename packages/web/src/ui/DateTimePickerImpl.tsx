import { DatePicker, parseDate, type DateValue } from '@ark-ui/react/date-picker';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../styled-system/css';
import { button, input, popover } from '../../styled-system/recipes';
import {
  calendarLocale,
  datePart,
  dateTimeValue,
  formatHour,
  minuteOptions,
  timePart,
} from './date-time.js';
import { DateTimeTrigger, type DateTimeFieldProps } from './DateTimeTrigger.js';
import { useStartReplay, type DeferredProps } from './deferred.js';
import { ChevronDownIcon } from './icons.js';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** A date value of the calendar, or undefined for a broken one. */
function calendarDate(date: string | null | undefined): DateValue | undefined {
  if (date == null) return undefined;
  try {
    return parseDate(date);
  } catch {
    return undefined;
  }
}

const cellTrigger = css({
  display: 'grid',
  placeItems: 'center',
  w: 'full',
  minW: '9',
  h: '9',
  borderRadius: 'full',
  fontSize: 'sm',
  cursor: 'pointer',
  color: 'fg.default',
  outline: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[data-today]': { fontWeight: 'bold', color: 'accent.text' },
  '&[data-selected]': { bg: 'accent.solid', color: 'accent.onSolid', fontWeight: 'semibold' },
  '&[data-disabled], &[data-unavailable]': {
    color: 'fg.subtle',
    cursor: 'not-allowed',
    opacity: 0.45,
    _hover: { bg: 'transparent' },
  },
  '&[data-outside-range]': { visibility: 'hidden' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
});

const wideCell = css({ h: '10', borderRadius: 'lg', px: '1' });
const table = css({ w: 'full', borderCollapse: 'collapse', tableLayout: 'fixed' });

const iconButton = css({
  display: 'grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  color: 'fg.default',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  '& svg': { w: '4', h: '4' },
});

/** A chevron to the previous (start side) or next (end side) page, mirrored right to left. */
const chevron = (side: 'prev' | 'next') =>
  css({
    display: 'flex',
    transform: side === 'prev' ? 'rotate(90deg)' : 'rotate(-90deg)',
    _rtl: { transform: side === 'prev' ? 'rotate(-90deg)' : 'rotate(90deg)' },
  });

/**
 * The date field's picker (see DateTimeField), loaded on the first intent to open it: Ark's date
 * picker (Zag's machine: the grid's keyboard, focus on open, Escape and outside clicks closing it
 * with the focus back on the field) in the page's locale (Gregorian, Western digits) and
 * direction, with every label from the catalogs; for a time, an hour and a minute list whose
 * refused times (`isAllowed`) are not offered. It is not portalled: the Tab order goes from the
 * field into the picker and on to the next field (the focus leaving it closes it).
 */
export default function DateTimePickerImpl(props: DateTimeFieldProps & DeferredProps) {
  const { value, withTime = false, onChange, onClose, min, isAllowed, timeZone, clearable } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const trigger = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useStartReplay(props.start, trigger);
  const [open, setOpen] = useState(false);
  // The value last given out (the parent's state follows a render later).
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const uid = useId();
  const classes = popover();

  const date = datePart(value);
  const time = timePart(value);
  const minDate = calendarDate(min);
  const change = (next: string) => {
    latest.current = next;
    onChange(next);
  };
  /** The day the time lists apply to: the one chosen, else the first offered. */
  const day = date ?? min ?? null;
  const allowed = (hour: number, minute: number) =>
    day == null || isAllowed == null || isAllowed(dateTimeValue(day, hour, minute));
  const minutes = minuteOptions(time?.minute ?? null);
  const lastMinute = minutes[minutes.length - 1] ?? 0;
  const setTime = (hour: number, minute: number) => {
    if (day != null) change(dateTimeValue(day, hour, minute));
  };

  const label = (key: string) => t(`common.dateField.${key}`);
  const translations = {
    content: label('calendar'),
    trigger: () => label('open'),
    prevTrigger: (view: string) =>
      label(view === 'day' ? 'previousMonth' : view === 'month' ? 'previousYear' : 'previousYears'),
    nextTrigger: (view: string) =>
      label(view === 'day' ? 'nextMonth' : view === 'month' ? 'nextYear' : 'nextYears'),
    viewTrigger: (_view: string, next: string | undefined) =>
      label(next === 'year' ? 'chooseYear' : 'chooseMonth'),
    dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean }) =>
      state.unavailable
        ? t('common.dateField.dayUnavailable', { date: state.valueText })
        : state.selected
          ? t('common.dateField.daySelected', { date: state.valueText })
          : state.valueText,
  };

  const viewControl = (
    <DatePicker.ViewControl
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '2',
        mb: '2',
      })}
    >
      <DatePicker.PrevTrigger className={iconButton}>
        <span className={chevron('prev')}>
          <ChevronDownIcon />
        </span>
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger
        className={css({
          px: '3',
          h: '9',
          borderRadius: 'lg',
          fontWeight: 'semibold',
          fontSize: 'sm',
          cursor: 'pointer',
          _hover: { bg: 'bg.subtle' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
        })}
      >
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger className={iconButton}>
        <span className={chevron('next')}>
          <ChevronDownIcon />
        </span>
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );

  return (
    <DatePicker.Root
      ids={{ trigger: props.id }}
      locale={calendarLocale(language)}
      timeZone={timeZone}
      value={date != null ? [calendarDate(date)].filter((d): d is DateValue => d != null) : []}
      onValueChange={({ value: picked }) => {
        const chosen = picked[0]?.toString();
        if (chosen == null) {
          if (clearable) change('');
          return;
        }
        change(
          withTime
            ? dateTimeValue(chosen, time?.hour ?? 10, time?.minute ?? 0)
            : chosen.slice(0, 10),
        );
      }}
      min={minDate}
      closeOnSelect={!withTime}
      open={open}
      onOpenChange={({ open: next }) => {
        setOpen(next);
        if (next) return;
        onClose?.(latest.current);
        // Zag gives the focus back to its input, which this field has not: the field takes it
        // when the picker took it away (Escape, Done, a click on nothing focusable), not when it
        // went on to another control (Tab, a click on a field).
        const active = document.activeElement;
        if (active == null || active === document.body || content.current?.contains(active)) {
          trigger.current?.focus();
        }
      }}
      positioning={{ placement: 'bottom-start', gutter: 6, strategy: 'fixed' }}
      lazyMount
      unmountOnExit
      translations={translations}
    >
      {/* The control is what the picker is placed against. */}
      <DatePicker.Control>
        <DatePicker.Trigger asChild>
          <DateTimeTrigger ref={trigger} field={props} />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <DatePicker.Positioner className={classes.positioner}>
        <DatePicker.Content
          ref={content}
          className={cx(classes.content, css({ p: '3', w: '20rem' }))}
          data-testid={props.testId ? `${props.testId}-picker` : undefined}
        >
          <DatePicker.View view="day">
            <DatePicker.Context>
              {(api) => (
                <>
                  {viewControl}
                  <DatePicker.Table className={table}>
                    <DatePicker.TableHead>
                      <DatePicker.TableRow>
                        {api.weekDays.map((weekDay, i) => (
                          <DatePicker.TableHeader
                            key={i}
                            abbr={weekDay.long}
                            className={css({
                              fontSize: 'xs',
                              fontWeight: 'medium',
                              color: 'fg.muted',
                              pb: '1',
                            })}
                          >
                            {language === 'ar' ? weekDay.narrow : weekDay.short}
                          </DatePicker.TableHeader>
                        ))}
                      </DatePicker.TableRow>
                    </DatePicker.TableHead>
                    <DatePicker.TableBody>
                      {api.weeks.map((week, i) => (
                        <DatePicker.TableRow key={i}>
                          {week.map((d, j) => (
                            <DatePicker.TableCell key={j} value={d} className={css({ p: '0.5' })}>
                              <DatePicker.TableCellTrigger className={cellTrigger}>
                                {d.day}
                              </DatePicker.TableCellTrigger>
                            </DatePicker.TableCell>
                          ))}
                        </DatePicker.TableRow>
                      ))}
                    </DatePicker.TableBody>
                  </DatePicker.Table>
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Context>
              {(api) => (
                <>
                  {viewControl}
                  <WideGrid rows={api.getMonthsGrid({ columns: 4, format: 'short' })} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Context>
              {(api) => (
                <>
                  {viewControl}
                  <WideGrid rows={api.getYearsGrid({ columns: 4 })} />
                </>
              )}
            </DatePicker.Context>
          </DatePicker.View>

          {withTime && (
            <fieldset
              className={css({
                display: 'flex',
                alignItems: 'end',
                gap: '2',
                mt: '3',
                pt: '3',
                borderTopWidth: '1px',
                borderColor: 'border.default',
              })}
            >
              <legend className={css({ srOnly: true })}>{label('time')}</legend>
              <label
                className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}
              >
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{label('hour')}</span>
                <select
                  id={`${uid}-hour`}
                  className={cx(input(), css({ h: '10', fontSize: 'sm' }))}
                  value={time?.hour ?? ''}
                  disabled={day == null}
                  onChange={(e) => setTime(Number(e.target.value), time?.minute ?? 0)}
                  data-testid={props.testId ? `${props.testId}-hour` : undefined}
                >
                  {time == null && <option value="" disabled />}
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour} disabled={!allowed(hour, lastMinute)}>
                      {formatHour(hour, language)}
                    </option>
                  ))}
                </select>
              </label>
              <label
                className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1' })}
              >
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {label('minute')}
                </span>
                <select
                  id={`${uid}-minute`}
                  className={cx(input(), css({ h: '10', fontSize: 'sm' }))}
                  value={time?.minute ?? ''}
                  disabled={day == null}
                  onChange={(e) => setTime(time?.hour ?? 10, Number(e.target.value))}
                  data-testid={props.testId ? `${props.testId}-minute` : undefined}
                >
                  {time == null && <option value="" disabled />}
                  {minutes.map((minute) => (
                    <option
                      key={minute}
                      value={minute}
                      disabled={time != null && !allowed(time.hour, minute)}
                    >
                      {String(minute).padStart(2, '0')}
                    </option>
                  ))}
                </select>
              </label>
            </fieldset>
          )}
          <DatePicker.Context>
            {(api) => (
              <div
                className={css({
                  display: 'flex',
                  justifyContent: 'flex-end',
                  gap: '2',
                  mt: '3',
                })}
              >
                {clearable && value !== '' && (
                  <button
                    type="button"
                    className={button({ variant: 'ghost', size: 'sm' })}
                    onClick={() => {
                      change('');
                      api.setOpen(false);
                    }}
                  >
                    {label('clear')}
                  </button>
                )}
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  onClick={() => api.setOpen(false)}
                  data-testid={props.testId ? `${props.testId}-done` : undefined}
                >
                  {label('done')}
                </button>
              </div>
            )}
          </DatePicker.Context>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

/** The month and year views' grid: rows of wide cells (a month's short name, a year). */
function WideGrid({ rows }: { rows: { label: string; value: number }[][] }) {
  return (
    <DatePicker.Table className={table}>
      <DatePicker.TableBody>
        {rows.map((cells, i) => (
          <DatePicker.TableRow key={i}>
            {cells.map((cell, j) => (
              <DatePicker.TableCell key={j} value={cell.value} className={css({ p: '0.5' })}>
                <DatePicker.TableCellTrigger className={cx(cellTrigger, wideCell)}>
                  {cell.label}
                </DatePicker.TableCellTrigger>
              </DatePicker.TableCell>
            ))}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}

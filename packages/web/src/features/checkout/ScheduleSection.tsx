import { formatTime12 } from '@storefront/core/domain/availability';
import type { OrderType } from '@storefront/core/domain/delivery';
import type { LocalDateTime, ScheduleSlot } from '@storefront/core/domain/schedule';
import {
  sameMoment,
  scheduleOptions,
  SCHEDULE_DAYS,
  type ScheduleDay,
  type ScheduleOption,
} from '@storefront/core/domain/schedule-slots';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { input } from '../../../styled-system/recipes';
import { CalendarIcon, ClockIcon } from './icons.js';
import { RadioCards, RadioChips, Section } from './ui.js';

type Mode = 'asap' | 'later';

/** The slot as listed: 'Now' for the slot containing now, else its start and end. */
export function useSlotLabel() {
  const { t } = useTranslation();
  const periods = { am: t('item.time.am'), pm: t('item.time.pm') };
  return (option: Pick<ScheduleOption, 'isNow' | 'start' | 'end'>) =>
    option.isNow
      ? t('checkout.schedule.now')
      : t('checkout.schedule.range', {
          start: formatTime12(option.start, periods),
          end: formatTime12(option.end, periods),
        });
}

/**
 * The delivery (or pickup) time, when the store takes scheduled orders (reference 'Schedule
 * time'): as soon as possible, or a slot of today or tomorrow from core's slot rule (the store's
 * schedules for that weekday in `schedule_order_slot_duration` steps; today's slots ending after
 * now; the current one shown as 'Now'). A day without slots cannot be chosen. The slot's end is
 * the scheduled time; core's checkout refuses it once the clock has passed it.
 */
export function ScheduleSection({
  orderType,
  scheduleAt,
  now,
  schedules,
  slotMinutes,
  onChange,
}: {
  orderType: OrderType;
  scheduleAt: LocalDateTime | null;
  now: LocalDateTime;
  schedules: readonly ScheduleSlot[];
  slotMinutes: number;
  onChange: (at: LocalDateTime | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label = useSlotLabel();
  const byDay = useMemo(
    () => ({
      today: scheduleOptions(schedules, now, 'today', slotMinutes),
      tomorrow: scheduleOptions(schedules, now, 'tomorrow', slotMinutes),
    }),
    [schedules, now, slotMinutes],
  );
  const [mode, setMode] = useState<Mode>(scheduleAt == null ? 'asap' : 'later');
  const [day, setDay] = useState<ScheduleDay>(
    scheduleAt != null && scheduleAt.date !== now.date ? 'tomorrow' : 'today',
  );
  const firstDay: ScheduleDay | null =
    byDay.today.length > 0 ? 'today' : byDay.tomorrow.length > 0 ? 'tomorrow' : null;
  const options = byDay[day];
  const chosen = options.find((o) => sameMoment(o.at, scheduleAt)) ?? null;

  const pickDay = (next: ScheduleDay) => {
    setDay(next);
    const first = byDay[next][0];
    if (first) onChange(first.at);
  };

  return (
    <Section
      title={
        orderType === 'delivery'
          ? t('checkout.schedule.title')
          : t('checkout.schedule.titleTakeAway')
      }
      testId="checkout-schedule"
    >
      <RadioCards
        name="schedule-mode"
        label={t('checkout.schedule.title')}
        value={mode}
        testId="schedule-mode"
        options={[
          { value: 'asap', label: t('checkout.schedule.asap'), icon: <ClockIcon /> },
          {
            value: 'later',
            label: t('checkout.schedule.later'),
            icon: <CalendarIcon />,
            disabled: firstDay == null,
            ...(firstDay == null ? { hint: t('checkout.schedule.noSlots') } : {}),
          },
        ]}
        onChange={(next) => {
          setMode(next);
          if (next === 'asap') onChange(null);
          else if (firstDay != null) pickDay(byDay[day].length > 0 ? day : firstDay);
        }}
      />
      {mode === 'later' && (
        <div
          className={css({
            display: 'grid',
            gap: '3',
            gridTemplateColumns: { base: '1fr', sm: 'auto minmax(0, 1fr)' },
            alignItems: 'end',
          })}
        >
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
            <span className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {t('checkout.schedule.day')}
            </span>
            <RadioChips
              name="schedule-day"
              label={t('checkout.schedule.day')}
              value={day}
              testId="schedule-day"
              options={SCHEDULE_DAYS.map((d) => ({
                value: d,
                label: t(`checkout.schedule.${d}`),
                disabled: byDay[d].length === 0,
              }))}
              onChange={pickDay}
            />
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: 0 })}>
            <label htmlFor={`${id}-slot`} className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
              {t('checkout.schedule.slot')}
            </label>
            {options.length > 0 ? (
              <select
                id={`${id}-slot`}
                className={cx(input(), css({ cursor: 'pointer', pe: '8' }))}
                value={chosen?.value ?? ''}
                onChange={(e) => {
                  const option = options.find((o) => o.value === e.target.value);
                  if (option) onChange(option.at);
                }}
                data-testid="schedule-slot"
              >
                {chosen == null && (
                  <option value="" disabled>
                    {t('checkout.schedule.pickSlot')}
                  </option>
                )}
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {label(option)}
                  </option>
                ))}
              </select>
            ) : (
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t('checkout.schedule.noSlots')}
              </p>
            )}
          </div>
        </div>
      )}
    </Section>
  );
}

import { countdown } from '@storefront/core/domain/flash-sale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';

/** Now, moving every second while mounted. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minW: '11',
  px: '1.5',
  py: '1',
  borderRadius: 'lg',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 'tight',
});

/**
 * The live countdown to a flash sale's end (core's `countdown`): days, hours, minutes and
 * seconds in fixed-width boxes (nothing moves as the digits change), read as one timer.
 */
export function FlashCountdown({ end }: { end: string }) {
  const { t } = useTranslation();
  const left = countdown(end, useNow());
  if (left.ended) {
    return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('v1more.flash.ended')}</p>;
  }
  const parts = [
    ['days', left.days],
    ['hours', left.hours],
    ['minutes', left.minutes],
    ['seconds', left.seconds],
  ] as const;
  const label = `${t('v1more.flash.endsIn')} ${parts
    .map(([key, value]) => `${value} ${t(`v1more.flash.${key}`)}`)
    .join(' ')}`;
  return (
    <div
      role="timer"
      aria-label={label}
      data-testid="flash-countdown"
      className={css({ display: 'flex', alignItems: 'center', gap: '1.5' })}
    >
      <span className={css({ fontSize: 'sm', color: 'fg.muted', me: '1' })} aria-hidden>
        {t('v1more.flash.endsIn')}
      </span>
      {parts.map(([key, value]) => (
        <span key={key} className={box} aria-hidden>
          <span className={css({ fontWeight: 'bold', fontSize: 'md' })}>
            {String(value).padStart(2, '0')}
          </span>
          <span className={css({ fontSize: '2xs', opacity: 0.9 })}>{t(`v1more.flash.${key}`)}</span>
        </span>
      ))}
    </div>
  );
}

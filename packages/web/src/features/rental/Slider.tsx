import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS } from '../catalogue/BannerCarousel.js';
import { ChevronEndIcon, ChevronStartIcon } from '../catalogue/icons.js';

/**
 * A slider as the home's banners have it (spec §9: autoplay every 4000 ms, each move 800 ms):
 * paused while hovered or focused, without motion when the visitor asks for reduced motion (no
 * autoplay either), swipes on touch, previous and next buttons, and one dot per slide. The
 * visible slide is the only one in the tab order and the accessibility tree. `index` and
 * `onIndexChange` let a page drive it (the vehicle's thumbnails).
 */
export function Slider({
  count,
  label,
  renderSlide,
  index: controlled,
  onIndexChange,
  dots = true,
  perView: perViewProp = 1,
  className,
  testId,
}: {
  count: number;
  label: string;
  renderSlide: (index: number) => ReactNode;
  index?: number;
  onIndexChange?: (index: number) => void;
  dots?: boolean;
  /** Slides side by side (never more than there are). */
  perView?: number;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [own, setOwn] = useState(0);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const perView = Math.max(1, Math.min(perViewProp, count));
  const pages = Math.max(1, count - perView + 1);
  const current = Math.min(controlled ?? own, pages - 1);
  const go = (next: number) => {
    const i = ((next % pages) + pages) % pages;
    setOwn(i);
    onIndexChange?.(i);
  };
  // The timer moves on from the slide shown then (the index may be driven from outside).
  const advance = useEffectEvent(() => go(current + 1));

  useEffect(() => {
    if (paused || reduceMotion || pages <= 1) return;
    const timer = window.setInterval(() => advance(), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, pages]);

  if (count === 0) return null;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const shift = (current * 100) / perView;
  const arrow = cx(
    button({ variant: 'outline', size: 'iconSm' }),
    css({
      display: { base: 'none', md: 'inline-flex' },
      position: 'absolute',
      top: '50%',
      translate: '0 -50%',
      borderRadius: 'full',
      boxShadow: 'overlay',
      zIndex: 'raised',
    }),
  );

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={(e) => {
        if (e.pointerType !== 'mouse') swipeFrom.current = e.clientX;
      }}
      onPointerUp={(e) => {
        const from = swipeFrom.current;
        swipeFrom.current = null;
        if (from == null || Math.abs(e.clientX - from) < 40) return;
        const towardsStart = rtl ? e.clientX > from : e.clientX < from;
        go(current + (towardsStart ? 1 : -1));
      }}
      className={cx(css({ position: 'relative', minW: 0, touchAction: 'pan-y' }), className)}
      data-testid={testId}
      data-autoplay-ms={SLIDER_AUTOPLAY_MS}
      data-speed-ms={SLIDER_SPEED_MS}
      data-index={current}
    >
      <div className={css({ position: 'relative' })}>
        <div className={css({ overflow: 'hidden', borderRadius: 'inherit' })}>
          <ul
            className={css({ display: 'flex', listStyle: 'none' })}
            style={{
              transform: `translateX(${rtl ? shift : -shift}%)`,
              transition: reduceMotion ? 'none' : `transform ${SLIDER_SPEED_MS}ms ease`,
            }}
            aria-live={paused ? 'polite' : 'off'}
          >
            {Array.from({ length: count }, (_, i) => {
              const visible = i >= current && i < current + perView;
              return (
                <li
                  key={i}
                  aria-roledescription="slide"
                  aria-label={t('catalogue.banners.slide', { n: i + 1, total: count })}
                  aria-hidden={!visible}
                  inert={!visible}
                  style={{ flex: `0 0 ${100 / perView}%` }}
                  className={css({ minW: 0, px: perView > 1 ? '1.5' : '0' })}
                >
                  {renderSlide(i)}
                </li>
              );
            })}
          </ul>
        </div>
        {pages > 1 && (
          <>
            <button
              type="button"
              className={cx(arrow, css({ insetStart: '3' }))}
              aria-label={t('catalogue.banners.previous')}
              onClick={() => go(current - 1)}
            >
              <ChevronStartIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            </button>
            <button
              type="button"
              className={cx(arrow, css({ insetEnd: '3' }))}
              aria-label={t('catalogue.banners.next')}
              onClick={() => go(current + 1)}
            >
              <ChevronEndIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
            </button>
          </>
        )}
      </div>
      {dots && pages > 1 && (
        <div className={css({ display: 'flex', justifyContent: 'center', gap: '1.5', mt: '3' })}>
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              aria-label={t('catalogue.banners.goTo', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
              className={css({
                h: '2',
                w: i === current ? '6' : '2',
                borderRadius: 'full',
                bg: i === current ? 'accent.solid' : 'border.strong',
                cursor: 'pointer',
                transition: 'width 200ms, background 200ms',
              })}
            />
          ))}
        </div>
      )}
    </section>
  );
}

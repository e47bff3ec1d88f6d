import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ChevronEndIcon, ChevronStartIcon } from './icons.js';

// The parts of an image slider (the home's banners, the rental home's banners, a vehicle's
// pictures): the root's pause and swipe, the autoplay, the track of slides, the previous and
// next buttons and the dots.

/** Spec §9: the image slider moves every 4000 ms, each move taking 800 ms. */
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_SPEED_MS = 800;

/** Whether the page reads right to left (swipes and the track's shift mirror then). */
function pageIsRtl(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
}

/**
 * The slider's root (a `section`, spread `rootProps` on it): a carousel labelled `label`, paused
 * while hovered or focused, and a swipe on touch (40px at least) steps it: `onStep(1)` towards
 * the inline start, which shows the next slide (mirrored in right-to-left), `onStep(-1)` back.
 */
export function useSliderRoot({
  label,
  onStep,
}: {
  label: string;
  onStep: (direction: 1 | -1) => void;
}) {
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const rootProps = {
    ref: rootRef,
    'aria-roledescription': 'carousel',
    'aria-label': label,
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: (e: FocusEvent) => {
      if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setPaused(false);
    },
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'mouse') swipeFrom.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      const from = swipeFrom.current;
      swipeFrom.current = null;
      if (from == null || Math.abs(e.clientX - from) < 40) return;
      const towardsStart = pageIsRtl() ? e.clientX > from : e.clientX < from;
      onStep(towardsStart ? 1 : -1);
    },
    'data-autoplay-ms': SLIDER_AUTOPLAY_MS,
    'data-speed-ms': SLIDER_SPEED_MS,
  };
  return { paused, rootProps };
}

/** Calls `advance` every 4000 ms while `running` and there is more than one page. */
export function useSliderAutoplay(advance: () => void, running: boolean, pages: number) {
  const tick = useEffectEvent(advance);
  useEffect(() => {
    if (!running || pages <= 1) return;
    const timer = window.setInterval(() => tick(), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [running, pages]);
}

/**
 * The row of slides, `perView` side by side, shifted to the page `current` (800 ms, or at once
 * for reduced motion). Only the visible slides are in the tab order and the accessibility tree;
 * a paused slider announces its changes.
 */
export function SliderTrack({
  count,
  current,
  perView,
  paused,
  reduceMotion,
  slideKey = (i) => i,
  renderSlide,
}: {
  count: number;
  current: number;
  perView: number;
  paused: boolean;
  reduceMotion: boolean;
  slideKey?: (index: number) => string | number;
  renderSlide: (index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const shift = (current * 100) / perView;
  return (
    <ul
      className={css({ display: 'flex', listStyle: 'none' })}
      style={{
        transform: `translateX(${pageIsRtl() ? shift : -shift}%)`,
        transition: reduceMotion ? 'none' : `transform ${SLIDER_SPEED_MS}ms ease`,
      }}
      aria-live={paused ? 'polite' : 'off'}
    >
      {Array.from({ length: count }, (_, i) => {
        const visible = i >= current && i < current + perView;
        return (
          <li
            key={slideKey(i)}
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
  );
}

/** The previous and next buttons, round, on the middle of the slides' sides (from md up). */
export function SliderArrows({
  onStep,
  className,
}: {
  onStep: (direction: 1 | -1) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const arrow = cx(
    button({ variant: 'outline', size: 'iconSm' }),
    css({
      display: { base: 'none', md: 'inline-flex' },
      position: 'absolute',
      top: '50%',
      translate: '0 -50%',
      borderRadius: 'full',
      boxShadow: 'overlay',
    }),
    className,
  );
  return (
    <>
      <button
        type="button"
        className={cx(arrow, css({ insetStart: '3' }))}
        aria-label={t('catalogue.banners.previous')}
        onClick={() => onStep(-1)}
      >
        <ChevronStartIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
      </button>
      <button
        type="button"
        className={cx(arrow, css({ insetEnd: '3' }))}
        aria-label={t('catalogue.banners.next')}
        onClick={() => onStep(1)}
      >
        <ChevronEndIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
      </button>
    </>
  );
}

/** One dot per page, the current one long; a dot shows its page. */
export function SliderDots({
  pages,
  current,
  onGo,
}: {
  pages: number;
  current: number;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', gap: '1.5', mt: '3' })}>
      {Array.from({ length: pages }, (_, i) => (
        <button
          key={i}
          type="button"
          aria-label={t('catalogue.banners.goTo', { n: i + 1 })}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onGo(i)}
          // One css() call: two atomic classes for the same property would not override each
          // other by their order in the class list.
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
  );
}

import { useState, type ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import {
  SliderArrows,
  SliderDots,
  SliderTrack,
  useSliderAutoplay,
  useSliderRoot,
} from '../catalogue/SliderParts.js';

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
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [own, setOwn] = useState(0);
  const perView = Math.max(1, Math.min(perViewProp, count));
  const pages = Math.max(1, count - perView + 1);
  const current = Math.min(controlled ?? own, pages - 1);
  const go = (next: number) => {
    const i = ((next % pages) + pages) % pages;
    setOwn(i);
    onIndexChange?.(i);
  };
  const step = (direction: 1 | -1) => go(current + direction);
  const { paused, rootProps } = useSliderRoot({ label, onStep: step });
  // The timer moves on from the slide shown then (the index may be driven from outside).
  useSliderAutoplay(() => go(current + 1), !paused && !reduceMotion, pages);

  if (count === 0) return null;

  return (
    <section
      {...rootProps}
      className={cx(css({ position: 'relative', minW: 0, touchAction: 'pan-y' }), className)}
      data-testid={testId}
      data-index={current}
    >
      <div className={css({ position: 'relative' })}>
        <div className={css({ overflow: 'hidden', borderRadius: 'inherit' })}>
          <SliderTrack
            count={count}
            current={current}
            perView={perView}
            paused={paused}
            reduceMotion={reduceMotion}
            renderSlide={renderSlide}
          />
        </div>
        {pages > 1 && <SliderArrows onStep={step} className={css({ zIndex: 'raised' })} />}
      </div>
      {dots && pages > 1 && <SliderDots pages={pages} current={current} onGo={go} />}
    </section>
  );
}

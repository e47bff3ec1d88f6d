import type { CatalogueBanner, CatalogueBasicCampaign } from '@storefront/core/api/catalogue';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { useQuickView } from '../item/QuickView.js';
import { ChevronEndIcon, ChevronStartIcon } from './icons.js';
import { storePath } from './links.js';

/** Spec §9: the image slider moves every 4000 ms, each move taking 800 ms. */
export const SLIDER_AUTOPLAY_MS = 4000;
export const SLIDER_SPEED_MS = 800;

export type Slide =
  | { kind: 'banner'; banner: CatalogueBanner }
  | { kind: 'campaign'; campaign: CatalogueBasicCampaign };

function slideTitle(slide: Slide): string {
  return slide.kind === 'banner' ? slide.banner.title : slide.campaign.title;
}

function SlideLink({ slide, children }: { slide: Slide; children: ReactNode }) {
  const quickView = useQuickView();
  const className = css({ display: 'block', w: 'full', h: 'full', textAlign: 'start' });
  if (slide.kind === 'banner') {
    const { banner } = slide;
    if (banner.type === 'store_wise' && banner.store) {
      return (
        <Link to={storePath(banner.store)} className={className}>
          {children}
        </Link>
      );
    }
    if (banner.type === 'item_wise' && banner.item) {
      const item = banner.item;
      return (
        <button
          type="button"
          className={className}
          onClick={() =>
            quickView?.open({
              id: item.id,
              name: item.name,
              moduleType: item.module_type,
              moduleId: item.module_id,
            })
          }
        >
          {children}
        </button>
      );
    }
    if (banner.link) {
      return (
        <a href={banner.link} target="_blank" rel="noopener noreferrer" className={className}>
          {children}
        </a>
      );
    }
  }
  return <div className={className}>{children}</div>;
}

/**
 * The home's banners and running campaigns as a slider: autoplay every 4000 ms with 800 ms
 * moves (paused while hovered or focused, and without motion when the visitor asks for reduced
 * motion), previous and next buttons and one dot per slide. Two slides show side by side from
 * md up.
 */
export function BannerCarousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 768px)');
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const perView = wide && slides.length > 1 ? 2 : 1;
  const pages = Math.max(1, slides.length - perView + 1);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const current = Math.min(page, pages - 1);
  const step = (direction: 1 | -1) => setPage((p) => (p + direction + pages) % pages);

  useEffect(() => {
    if (paused || pages <= 1) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), SLIDER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, pages]);

  if (slides.length === 0) return null;
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const shift = (current * 100) / perView;

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={t('catalogue.banners.label')}
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
        // A swipe towards the inline start shows the next slide (mirrored in right-to-left).
        const towardsStart = rtl ? e.clientX > from : e.clientX < from;
        step(towardsStart ? 1 : -1);
      }}
      className={css({ position: 'relative', minW: 0, touchAction: 'pan-y' })}
      data-testid="banner-carousel"
      data-autoplay-ms={SLIDER_AUTOPLAY_MS}
      data-speed-ms={SLIDER_SPEED_MS}
    >
      <div className={css({ overflow: 'hidden', borderRadius: '2xl' })}>
        <ul
          className={css({ display: 'flex', listStyle: 'none' })}
          style={{
            transform: `translateX(${rtl ? shift : -shift}%)`,
            transition: reduceMotion ? 'none' : `transform ${SLIDER_SPEED_MS}ms ease`,
          }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            const image =
              slide.kind === 'banner' ? slide.banner.image_full_url : slide.campaign.image_full_url;
            return (
              <li
                key={`${slide.kind}-${slide.kind === 'banner' ? slide.banner.id : slide.campaign.id}`}
                aria-roledescription="slide"
                aria-label={t('catalogue.banners.slide', { n: i + 1, total: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
                style={{ flex: `0 0 ${100 / perView}%` }}
                className={css({ px: perView > 1 ? '1.5' : '0' })}
              >
                <SlideLink slide={slide}>
                  <span
                    className={css({
                      position: 'relative',
                      display: 'block',
                      aspectRatio: '8 / 3',
                      borderRadius: '2xl',
                      overflow: 'hidden',
                      bg: 'accent.subtle',
                    })}
                  >
                    {/* Every slide fills its frame: a campaign's wider picture is cropped at the
                        top and bottom rather than shown narrow between empty margins. */}
                    {image && (
                      <img
                        src={image}
                        alt={slideTitle(slide)}
                        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                      />
                    )}
                  </span>
                </SlideLink>
              </li>
            );
          })}
        </ul>
      </div>
      {pages > 1 && (
        <>
          <button
            type="button"
            className={cx(
              button({ variant: 'outline', size: 'iconSm' }),
              css({
                display: { base: 'none', md: 'inline-flex' },
                position: 'absolute',
                top: '50%',
                insetStart: '3',
                translate: '0 -50%',
                borderRadius: 'full',
                boxShadow: 'overlay',
              }),
            )}
            aria-label={t('catalogue.banners.previous')}
            onClick={() => step(-1)}
          >
            <ChevronStartIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          </button>
          <button
            type="button"
            className={cx(
              button({ variant: 'outline', size: 'iconSm' }),
              css({
                display: { base: 'none', md: 'inline-flex' },
                position: 'absolute',
                top: '50%',
                insetEnd: '3',
                translate: '0 -50%',
                borderRadius: 'full',
                boxShadow: 'overlay',
              }),
            )}
            aria-label={t('catalogue.banners.next')}
            onClick={() => step(1)}
          >
            <ChevronEndIcon className={css({ _rtl: { transform: 'scaleX(-1)' } })} />
          </button>
          <div className={css({ display: 'flex', justifyContent: 'center', gap: '1.5', mt: '3' })}>
            {Array.from({ length: pages }, (_, i) => (
              <button
                key={i}
                type="button"
                aria-label={t('catalogue.banners.goTo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setPage(i)}
                // One css() call: two atomic classes for the same property would not override
                // each other by their order in the class list.
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
        </>
      )}
    </section>
  );
}

import type { CatalogueBanner, CatalogueBasicCampaign } from '@storefront/core/api/catalogue';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { useQuickView } from '../item/QuickView.js';
import { storePath } from './links.js';
import { bannerPicture, bannerTitle } from './banner-styles.js';
import {
  SliderArrows,
  SliderDots,
  SliderTrack,
  useSliderAutoplay,
  useSliderRoot,
} from './SliderParts.js';

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
  const current = Math.min(page, pages - 1);
  const step = (direction: 1 | -1) => setPage((p) => (p + direction + pages) % pages);
  const { paused, rootProps } = useSliderRoot({
    label: t('catalogue.banners.label'),
    onStep: step,
  });
  useSliderAutoplay(() => setPage((p) => (p + 1) % pages), !paused, pages);

  if (slides.length === 0) return null;

  return (
    <section
      {...rootProps}
      className={css({ position: 'relative', minW: 0, touchAction: 'pan-y' })}
      data-testid="banner-carousel"
    >
      <div className={css({ overflow: 'hidden', borderRadius: '2xl' })}>
        <SliderTrack
          count={slides.length}
          current={current}
          perView={perView}
          paused={paused}
          reduceMotion={reduceMotion}
          slideKey={(i) => {
            const slide = slides[i]!;
            return `${slide.kind}-${slide.kind === 'banner' ? slide.banner.id : slide.campaign.id}`;
          }}
          renderSlide={(i) => {
            const slide = slides[i]!;
            const image =
              slide.kind === 'banner' ? slide.banner.image_full_url : slide.campaign.image_full_url;
            // The slides in view first load at once (the first is the page's largest picture).
            const inView = i < perView;
            return (
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
                      top and bottom rather than shown narrow between empty margins. The
                      picture leaves its start side free for the title, laid over it as text in
                      the visitor's language (mirrored right to left). */}
                  {image && (
                    <img
                      src={image}
                      alt=""
                      width={slide.kind === 'banner' ? 800 : 600}
                      height={300}
                      loading={inView ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      className={bannerPicture}
                    />
                  )}
                  <span className={bannerTitle} data-testid="banner-title">
                    <span className={css({ lineClamp: 3 })}>{slideTitle(slide)}</span>
                  </span>
                </span>
              </SlideLink>
            );
          }}
        />
      </div>
      {pages > 1 && (
        <>
          <SliderArrows onStep={step} />
          <SliderDots pages={pages} current={current} onGo={setPage} />
        </>
      )}
    </section>
  );
}

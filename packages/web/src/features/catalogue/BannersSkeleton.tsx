import { css } from '../../../styled-system/css';
import { pagePicture } from '../../app/page-picture.js';
import { Skeleton, skeletonLook } from './Skeleton.js';

/** The home's first banner picture as the server named it in the HTML (issue 9). */
export interface HomePicture {
  src: string;
  /** More than one slide: from md up the first slide is the inline-start half. */
  more: boolean;
}

/**
 * The first banner picture the server named for this page (app/page-picture.ts), and whether the
 * slider has more slides (`data-more-slides` on the preload link, server http/static.ts).
 */
export function homePicture(): HomePicture | undefined {
  const src = pagePicture();
  if (!src) return undefined;
  const link = document.querySelector('link[rel="preload"][data-page-picture]');
  return { src, more: link?.hasAttribute('data-more-slides') ?? false };
}

/**
 * The slider's frame while it loads: its slides side by side, and below them the room of the
 * slider's dots (SliderParts.tsx `SliderDots`: 12px above 8px dots) when there is more than one
 * slide, so the rows below do not move when the dots come. Nothing known of the slides (the
 * pulsing block): room for the dots too, as a home's slider mostly has several slides.
 */
const frame = css({
  display: 'flex',
  alignItems: 'flex-start',
  '&:not(:has(> img[src]))': { pb: '5' },
  '&[data-more-slides]': { pb: '5' },
  '&:has(> img[data-more-slides][src])': { pb: '5' },
});

/** The slider's height while nothing is known of it (about two slides side by side from md). */
const block = css({
  w: 'full',
  aspectRatio: { base: '8 / 3', md: '16 / 3' },
  borderRadius: '2xl',
  // The shell's slot filled by the server: the picture takes the place instead.
  '&:has(~ img[src])': { display: 'none' },
});

/**
 * The first slide's picture where BannerCarousel then draws it: full width at 8/3; from md up,
 * with more slides, the inline-start half less the slider's gap (SliderParts.tsx: `px: 1.5` on
 * each slide), at 8/3; mirrored right to left like `bannerPicture`. An empty slot (no `src`)
 * takes no room.
 */
const picture = css({
  display: 'block',
  w: 'full',
  aspectRatio: '8 / 3',
  borderRadius: '2xl',
  objectFit: 'cover',
  bg: 'accent.subtle',
  _rtl: { transform: 'scaleX(-1)' },
  '&:not([src])': { display: 'none' },
  md: { '&[data-more-slides]': { w: 'calc(50% - 12px)', marginInlineStart: '1.5' } },
});

/**
 * The second slide's place from md up, while its picture is not known (the inline-end half: 6px
 * after the first's half and 6px before its own): a placeholder of the slide's size, not an empty
 * half. Shown only beside a first picture with more slides.
 */
const secondPlace = css(skeletonLook, {
  display: 'none',
  w: 'calc(50% - 12px)',
  marginInlineStart: '3',
  aspectRatio: '8 / 3',
  borderRadius: '2xl',
  md: { 'img[data-more-slides][src] ~ &': { display: 'block' } },
});

/**
 * The home's banners while they load (ModuleHome.tsx `Banners`), shared with the prerendered
 * shell's home (app/shell/Shell.tsx): a pulsing block, or the first slide's picture in the place
 * the slider then shows it, when the server named it (`picture`), or in the shell the empty slot
 * (`data-shell-picture="home"`) the server fills for a visitor whose module and zones it knows
 * from the home's cookie (issue 9). From md up, a placeholder holds the second slide's place.
 */
export function BannersSkeleton({ picture: named }: { picture?: HomePicture | 'shell' }) {
  if (named === undefined) {
    return (
      <div className={frame}>
        <Skeleton className={block} />
      </div>
    );
  }
  if (named === 'shell') {
    return (
      <div className={frame}>
        <Skeleton className={block} />
        <img alt="" width={800} height={300} data-shell-picture="home" className={picture} />
        <span aria-hidden="true" className={secondPlace} />
      </div>
    );
  }
  const more = named.more ? '' : undefined;
  return (
    <div className={frame} data-more-slides={more}>
      <img
        alt=""
        width={800}
        height={300}
        src={named.src}
        data-more-slides={more}
        className={picture}
      />
      <span aria-hidden="true" className={secondPlace} />
    </div>
  );
}

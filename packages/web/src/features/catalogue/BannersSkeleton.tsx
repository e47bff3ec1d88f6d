import { css } from '../../../styled-system/css';
import { pagePicture } from '../../app/page-picture.js';
import { Skeleton } from './Skeleton.js';

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
 * The home's banners while they load (ModuleHome.tsx `Banners`), shared with the prerendered
 * shell's home (app/shell/Shell.tsx): a pulsing block, or the first slide's picture in the place
 * the slider then shows it, when the server named it (`picture`), or in the shell the empty slot
 * (`data-shell-picture="home"`) the server fills for a visitor whose module and zones it knows
 * from the home's cookie (issue 9).
 */
export function BannersSkeleton({ picture: named }: { picture?: HomePicture | 'shell' }) {
  if (named === undefined) return <Skeleton className={block} />;
  if (named === 'shell') {
    return (
      <div>
        <Skeleton className={block} />
        <img alt="" width={800} height={300} data-shell-picture="home" className={picture} />
      </div>
    );
  }
  return (
    <img
      alt=""
      width={800}
      height={300}
      src={named.src}
      data-more-slides={named.more ? '' : undefined}
      className={picture}
    />
  );
}

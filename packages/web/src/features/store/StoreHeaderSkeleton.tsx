import { css, cx } from '../../../styled-system/css';
import { SlotPicture, type PictureSlot } from '../catalogue/PagePicture.js';
import { Skeleton } from '../catalogue/Skeleton.js';
import { headerFrame } from './header-frame-styles.js';

/**
 * The store header's shape while the store loads (routes/Store.tsx), shared with the prerendered
 * shell's store page (app/shell/Shell.tsx): HeaderFrame's boxes (cover, logo, name, rating,
 * address and facts). The cover shows the store's picture when the server named it
 * (`picture`), in the place HeaderFrame then draws it (issue 9).
 */
export function StoreHeaderSkeleton({ picture }: { picture?: PictureSlot }) {
  return (
    <div className={headerFrame.card}>
      <div className={cx(headerFrame.cover, css({ position: 'relative' }))}>
        <Skeleton className={css({ position: 'absolute', inset: '0', borderRadius: '0' })} />
        {picture && <SlotPicture slot={picture} fit="cover" width={600} height={200} />}
      </div>
      <div className={headerFrame.body}>
        <Skeleton className={headerFrame.logo} />
        <div className={headerFrame.lines}>
          <Skeleton className={css({ h: { base: '8', md: '9' }, w: '56', maxW: 'full' })} />
          <Skeleton className={css({ h: '5', w: '32' })} />
          <Skeleton className={css({ h: '5', w: '72', maxW: 'full' })} />
          <div className={headerFrame.storeFacts}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={css({ h: '9', w: { base: 'full', md: '36' } })} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

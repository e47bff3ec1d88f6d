import { css } from '../../../styled-system/css';
import { SlotPicture, type PictureSlot } from './PagePicture.js';
import { productSkeleton } from './product-skeleton-styles.js';
import { Skeleton } from './Skeleton.js';

/**
 * The product page's shape while the item loads (routes/Product.tsx), shared with the
 * prerendered shell's product page (app/shell/Shell.tsx). The picture's box shows the item's
 * first picture when the server named it (`picture`), drawn as the gallery then draws it
 * (issue 9).
 */
export function ProductSkeletonParts({ picture }: { picture?: PictureSlot }) {
  return (
    <>
      <div className={css({ position: 'relative', minW: 0 })}>
        <Skeleton className={productSkeleton.picture} />
        {picture && (
          <span
            className={css({
              position: 'absolute',
              inset: '0',
              borderRadius: 'xl',
              overflow: 'hidden',
              bg: 'bg.subtle',
            })}
          >
            <SlotPicture slot={picture} fit="contain" width={600} height={600} />
          </span>
        )}
      </div>
      <div className={productSkeleton.details}>
        <Skeleton className={productSkeleton.name} />
        <Skeleton className={productSkeleton.price} />
        <Skeleton className={productSkeleton.options} />
      </div>
    </>
  );
}

import { css } from '../../../styled-system/css';
import { SlotPicture, type PictureSlot } from '../catalogue/PagePicture.js';
import { Skeleton } from '../catalogue/Skeleton.js';

/**
 * The store header's shape while the store loads (routes/Store.tsx), shared with the prerendered
 * shell's store page (app/shell/Shell.tsx): HeaderFrame's card, cover height, logo, name,
 * rating, address and facts in the same boxes. The cover shows the store's picture when the
 * server named it (`picture`), in the place HeaderFrame then draws it (issue 9).
 */
export function StoreHeaderSkeleton({ picture }: { picture?: PictureSlot }) {
  return (
    <div
      className={css({
        bg: 'bg.surface',
        borderRadius: '2xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
        boxShadow: 'card',
      })}
    >
      <div className={css({ position: 'relative', h: { base: '32', md: '52' } })}>
        <Skeleton className={css({ position: 'absolute', inset: '0', borderRadius: '0' })} />
        {picture && <SlotPicture slot={picture} fit="cover" width={600} height={200} />}
      </div>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', md: 'row' },
          gap: { base: '3', md: '5' },
          px: { base: '4', md: '6' },
          pb: '5',
        })}
      >
        <Skeleton
          className={css({
            position: 'relative',
            w: { base: '20', md: '28' },
            h: { base: '20', md: '28' },
            mt: { base: '-10', md: '-14' },
            borderRadius: '2xl',
            borderWidth: '3px',
            borderColor: 'bg.surface',
            flexShrink: 0,
          })}
        />
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
            pt: { md: '3' },
            minW: 0,
            flex: '1',
          })}
        >
          <Skeleton className={css({ h: { base: '8', md: '9' }, w: '56', maxW: 'full' })} />
          <Skeleton className={css({ h: '5', w: '32' })} />
          <Skeleton className={css({ h: '5', w: '72', maxW: 'full' })} />
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, auto)' },
              justifyContent: { md: 'start' },
              gap: { base: '3', md: '8' },
              mt: '2',
            })}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className={css({ h: '9', w: { base: 'full', md: '36' } })} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

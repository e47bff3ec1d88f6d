import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { bannerPicture, bannerTitle } from '../catalogue/banner-styles.js';
import { useOtherBanners } from './queries.js';

/**
 * The parcel home's promotional banners (GET other-banners, as the incumbent's parcel home shows
 * them): each picture with its text laid over its start side as HTML in the active language (as
 * the module banners show theirs, clear of the picture's art on the end side). Nothing while
 * loading, on an error or without banners: the parcel home stays usable without them.
 */
export function ParcelPromotions() {
  const { t } = useTranslation();
  const id = useId();
  const query = useOtherBanners();
  const banners = (query.data ?? []).filter((b) => b.value_full_url);
  if (banners.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid="parcel-promotions">
      <h2 id={id} className={css({ srOnly: true })}>
        {t('v1more.parcel.promotions')}
      </h2>
      <ul
        className={css({
          display: 'grid',
          // One banner takes the whole width; more sit two by two from md up.
          gridTemplateColumns: {
            base: '1fr',
            md: banners.length === 1 ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          },
          gap: '4',
        })}
      >
        {banners.map((banner) => (
          <li
            key={banner.id}
            data-testid="parcel-promotion"
            className={css({
              position: 'relative',
              borderRadius: '2xl',
              overflow: 'hidden',
              aspectRatio: { base: '2 / 1', md: banners.length === 1 ? '3 / 1' : '5 / 2' },
              bg: 'bg.muted',
            })}
          >
            <img
              src={banner.value_full_url!}
              alt=""
              width={800}
              height={320}
              loading="lazy"
              // Its art on the end side (mirrored right to left), the caption on the start side.
              className={bannerPicture}
            />
            {banner.title && (
              <p className={bannerTitle}>
                <span className={css({ lineClamp: 5 })}>{banner.title}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

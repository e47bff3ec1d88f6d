import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useOtherBanners } from './queries.js';

/**
 * The parcel home's promotional banners (GET other-banners, as the incumbent's parcel home shows
 * them): each picture with its text laid over it as HTML in the active language. Nothing while
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
              className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
            />
            {banner.title && (
              <p
                className={css({
                  position: 'absolute',
                  insetInline: '0',
                  bottom: '0',
                  p: { base: '3', md: '5' },
                  color: 'white',
                  fontWeight: 'bold',
                  fontSize: { base: 'md', md: 'xl' },
                  lineHeight: 'snug',
                  background: 'linear-gradient(to top, rgba(0, 0, 0, 0.8), transparent)',
                  textShadow: '0 1px 2px rgba(0, 0, 0, 0.6)',
                  pt: '10',
                })}
              >
                {banner.title}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { storePath } from '../catalogue/links.js';
import { RatingStars } from '../catalogue/Rating.js';
import { ScrollRow, Section } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { useAdvertisements } from './queries.js';

const card = css({
  display: 'flex',
  flexDirection: 'column',
  w: { base: '72', md: '80' },
  borderRadius: '2xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  _hover: { borderColor: 'accent.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.solid' },
});

/** Store advertisements on the home (GET advertisement/list): cover, logo, title and rating. */
export function AdvertisementsSection() {
  const { t } = useTranslation();
  const id = useId();
  const query = useAdvertisements();
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  const title = t('v1more.ads.title');
  return (
    <Section id={id} title={title} testId="home-advertisements">
      {query.data === undefined ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton
              key={i}
              className={css({
                w: { base: '72', md: '80' },
                h: '64',
                borderRadius: '2xl',
                flexShrink: 0,
              })}
            />
          ))}
        </LoadingRegion>
      ) : (
        <ScrollRow label={title}>
          {query.data.map((ad) => (
            <li key={ad.id}>
              <Link
                to={ad.store ? storePath(ad.store) : '/home'}
                className={card}
                data-testid="advertisement"
              >
                <img
                  src={ad.cover_image_full_url ?? ''}
                  alt=""
                  width={320}
                  height={140}
                  loading="lazy"
                  className={css({ w: 'full', h: '36', objectFit: 'cover', bg: 'bg.subtle' })}
                />
                <div
                  className={css({
                    display: 'flex',
                    gap: '3',
                    p: '3',
                    alignItems: 'flex-start',
                    h: '28',
                  })}
                >
                  <img
                    src={ad.profile_image_full_url ?? ''}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className={css({
                      w: '12',
                      h: '12',
                      borderRadius: 'xl',
                      flexShrink: 0,
                      bg: 'bg.subtle',
                      mt: '-8',
                      borderWidth: '2px',
                      borderColor: 'bg.surface',
                    })}
                  />
                  <div
                    className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}
                  >
                    <span className={css({ fontWeight: 'bold', lineClamp: 1 })}>{ad.title}</span>
                    <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}>
                      {ad.description}
                    </span>
                    {ad.is_rating_active === 1 && (ad.reviews_comments_count ?? 0) > 0 && (
                      <RatingStars average={ad.average_rating} count={ad.reviews_comments_count} />
                    )}
                  </div>
                </div>
              </Link>
            </li>
          ))}
        </ScrollRow>
      )}
    </Section>
  );
}

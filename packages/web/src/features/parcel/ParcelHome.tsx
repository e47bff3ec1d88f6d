import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { Banners } from '../catalogue/ModuleHome.js';
import { LoadError } from '../catalogue/Section.js';
import { ParcelPromotions } from '../v1more/ParcelPromotions.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { useParcelCategories } from './queries.js';

// The flow loads when the customer starts it.
const ParcelFlow = lazy(() => import('./ParcelFlow.js'));

/**
 * The parcel module's home (issue 14): the module's banners, what a parcel can be (the
 * categories, with their image and description) and a clear start, then the promotional banners
 * (`other-banners`); choosing a category, or "Send a parcel", opens the flow.
 */
export default function ParcelHome({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation();
  const categories = useParcelCategories();
  const [started, setStarted] = useState<{ categoryId: number | null } | null>(null);

  if (started) {
    return (
      <Suspense
        fallback={
          <LoadingRegion label={t('common.loading')}>
            <Skeleton className={css({ h: '96', borderRadius: '2xl' })} />
          </LoadingRegion>
        }
      >
        <ParcelFlow
          moduleId={moduleId}
          categoryId={started.categoryId}
          onExit={() => setStarted(null)}
        />
      </Suspense>
    );
  }

  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } })}
      data-testid="parcel-home"
    >
      <Banners />
      <section
        className={cx(
          card(),
          css({
            p: { base: '5', md: '8' },
            display: 'flex',
            flexDirection: { base: 'column', md: 'row' },
            alignItems: { base: 'flex-start', md: 'center' },
            gap: '5',
            bg: 'accent.subtle',
            borderColor: 'transparent',
          }),
        )}
      >
        <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h2 className={css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'extrabold' })}>
            {t('parcel.home.title')}
          </h2>
          <p className={css({ color: 'fg.muted', maxW: '2xl' })}>{t('parcel.home.subtitle')}</p>
        </div>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <button
            type="button"
            className={button({ size: 'lg' })}
            onClick={() => setStarted({ categoryId: null })}
            data-testid="parcel-start"
          >
            {t('parcel.home.start')}
          </button>
          <Link
            to="/track-order"
            className={button({ variant: 'outline', size: 'lg' })}
            data-testid="parcel-track"
          >
            {t('parcel.home.track')}
          </Link>
        </div>
      </section>

      <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
          {t('parcel.home.categories')}
        </h2>
        {categories.isPending && (
          <LoadingRegion label={t('common.loading')}>
            <Skeleton className={css({ h: '40', borderRadius: 'xl' })} />
          </LoadingRegion>
        )}
        {categories.isError && (
          <LoadError error={categories.error} onRetry={() => void categories.refetch()} />
        )}
        {categories.data?.length === 0 && (
          <p className={css({ color: 'fg.muted' })}>{t('parcel.home.empty')}</p>
        )}
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: '4',
          })}
        >
          {categories.data?.map((category) => (
            <li key={category.id}>
              <button
                type="button"
                onClick={() => setStarted({ categoryId: category.id })}
                className={cx(
                  card(),
                  css({
                    w: 'full',
                    h: 'full',
                    p: '4',
                    display: 'flex',
                    gap: '4',
                    alignItems: 'center',
                    textAlign: 'start',
                    cursor: 'pointer',
                    transition: 'border-color 0.15s, box-shadow 0.15s',
                    _hover: { borderColor: 'accent.default', shadow: 'md' },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
                  }),
                )}
                data-testid="parcel-category"
              >
                {category.image_full_url && (
                  <img
                    src={category.image_full_url}
                    alt=""
                    width={72}
                    height={72}
                    className={css({ w: '72px', h: '72px', flexShrink: 0, borderRadius: 'full' })}
                  />
                )}
                <span
                  className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}
                >
                  <span className={css({ fontWeight: 'bold', fontSize: 'md' })}>
                    {category.name}
                  </span>
                  <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                    {category.description}
                  </span>
                  <span
                    className={css({
                      color: 'accent.text',
                      fontSize: 'sm',
                      fontWeight: 'semibold',
                      mt: '1',
                    })}
                  >
                    {t('parcel.home.chooseCategory')}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <ParcelPromotions />
    </div>
  );
}

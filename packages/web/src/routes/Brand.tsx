import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { useModules } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page, pageTitle, positiveId } from '../features/catalogue/Page.js';
import { PagedItems } from '../features/catalogue/PagedLists.js';
import { Skeleton } from '../features/catalogue/Skeleton.js';
import { QuickViewProvider } from '../features/item/QuickView.js';
import { useBrandItemPages } from '../features/v1more/queries.js';

/** `/brand/{id}`: an e-commerce brand's items (GET brand/items/{id}), page by page. */
export default function Brand() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const brandId = positiveId(id) ?? 0;
  const session = useSession();
  const modules = useModules();
  const moduleType = modules.data?.find((m) => m.id === session.module?.id)?.module_type ?? null;
  const items = useBrandItemPages(brandId);
  const brand = items.data?.pages[0]?.brand;
  usePageTitle(brand?.name ?? t('v1more.brands.title'));
  if (brandId === 0 || (isApiError(items.error) && items.error.status === 404)) {
    return (
      <Page>
        <NotFoundNote title={t('v1more.brands.title')} text={t('v1more.brand.empty')} />
      </Page>
    );
  }
  return (
    <QuickViewProvider>
      <Page testId="brand-page">
        <div className={css({ display: 'flex', alignItems: 'center', gap: '4', minH: '16' })}>
          {brand?.image_full_url ? (
            <img
              src={brand.image_full_url}
              alt=""
              width={64}
              height={64}
              className={css({ w: '16', h: '16', borderRadius: 'full', bg: 'bg.subtle' })}
            />
          ) : (
            <Skeleton className={css({ w: '16', h: '16', borderRadius: 'full' })} />
          )}
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {brand ? (
              <h1 className={pageTitle}>{brand.name}</h1>
            ) : (
              <h1 className={pageTitle}>
                <Skeleton className={css({ h: { base: '9', md: '45px' }, w: '48' })} />
                <span className={css({ srOnly: true })}>{t('v1more.brands.title')}</span>
              </h1>
            )}
            <p className={css({ color: 'fg.muted', minH: '6' })}>
              {brand ? t('v1more.brands.items', { count: brand.items_count }) : '\u00a0'}
            </p>
          </div>
        </div>
        <PagedItems
          query={items}
          moduleType={moduleType}
          emptyText={t('v1more.brand.empty')}
          label={brand?.name ?? t('v1more.brands.title')}
        />
      </Page>
    </QuickViewProvider>
  );
}

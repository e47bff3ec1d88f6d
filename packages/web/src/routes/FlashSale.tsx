import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { useModules } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page, pageTitle, positiveId } from '../features/catalogue/Page.js';
import { cardGrid, EmptyState, LoadError, LoadMore } from '../features/catalogue/Section.js';
import { ItemCardSkeleton, LoadingRegion, Skeleton } from '../features/catalogue/Skeleton.js';
import { ItemCard } from '../features/catalogue/ItemCard.js';
import { QuickViewProvider } from '../features/item/QuickView.js';
import { FlashCountdown } from '../features/v1more/Countdown.js';
import { SoldBar } from '../features/v1more/FlashSale.js';
import { useFlashSaleItemPages } from '../features/v1more/queries.js';

/** `/flash-sales/{id}`: every item of a running flash sale, its countdown above them. */
export default function FlashSale() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const saleId = positiveId(id) ?? 0;
  const session = useSession();
  const modules = useModules();
  const moduleType = modules.data?.find((m) => m.id === session.module?.id)?.module_type ?? null;
  const query = useFlashSaleItemPages(saleId);
  const sale = query.data?.pages[0]?.flash_sale;
  usePageTitle(sale?.title ?? t('v1more.flash.title'));
  if (saleId === 0 || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <Page>
        <NotFoundNote title={t('v1more.flash.title')} text={t('v1more.flash.none')} />
      </Page>
    );
  }
  const products = query.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <QuickViewProvider>
      <Page testId="flash-sale-page">
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            minH: '14',
          })}
        >
          {sale ? (
            <h1 className={pageTitle}>{sale.title}</h1>
          ) : (
            <h1 className={pageTitle}>
              <Skeleton className={css({ h: { base: '9', md: '45px' }, w: '64' })} />
              <span className={css({ srOnly: true })}>{t('v1more.flash.title')}</span>
            </h1>
          )}
          {sale && <FlashCountdown end={sale.end_date} />}
        </div>
        {query.isPending ? (
          <LoadingRegion
            label={t('catalogue.loading.list', { label: t('v1more.flash.title') })}
            className={cardGrid}
          >
            {Array.from({ length: 8 }, (_, i) => (
              <ItemCardSkeleton key={i} fluid />
            ))}
          </LoadingRegion>
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : products.length === 0 ? (
          <EmptyState title={t('v1more.flash.none')} />
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <ul className={cardGrid} aria-label={sale?.title} data-testid="item-grid">
              {products.map((product) => (
                <li key={product.id} className={css({ display: 'flex', flexDirection: 'column' })}>
                  <ItemCard item={product} moduleType={moduleType} fluid />
                  <SoldBar product={product} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              fetchNextPage={() => void query.fetchNextPage()}
            />
          </div>
        )}
      </Page>
    </QuickViewProvider>
  );
}

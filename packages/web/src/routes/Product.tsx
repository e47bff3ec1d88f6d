import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../app/session.js';
import { useArrivedData } from '../lib/useArrivedData.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { NotFoundNote, Page, positiveId } from '../features/catalogue/Page.js';
import { useItemDetails } from '../features/catalogue/queries.js';
import { RelatedItems } from '../features/catalogue/RelatedItems.js';
import { MoreFromStore } from '../features/v1more/StoreItems.js';
import { LoadError } from '../features/catalogue/Section.js';
import { productSkeleton } from '../features/catalogue/product-skeleton-styles.js';
import { LoadingRegion } from '../features/catalogue/Skeleton.js';
import { ProductSkeletonParts } from '../features/catalogue/ProductSkeleton.js';
import { pagePicture } from '../app/page-picture.js';
import { ItemConfigurator } from '../features/item/ItemConfigurator.js';
import { ItemReviews } from '../features/item/ItemReviews.js';
import { OnScreen } from '../features/catalogue/OnScreen.js';
import { QuickViewProvider } from '../features/item/QuickView.js';

/** The height a waiting row holds: a row of item cards with its title (as on /home). */
const ROW_RESERVE = '380px';
/** How near the viewport a row starts rendering (closer than /home's sections, see below). */
const ROW_MARGIN = 400;

/**
 * `/product/{id}` (query `module_id`): an item's page, used for e-commerce items; the id is
 * the slug when the item has one. The same configuration as the quick view, with the whole
 * description, then its reviews (issue 12), then similar products (issue 16), whose cards open
 * the quick view.
 */
export default function Product() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const moduleId = positiveId(params.get('module_id'));
  const details = useItemDetails(id, { moduleId });
  const latest = details.data;
  // The page renders when the item first arrives in a transition, in slices the browser can
  // interleave with input and painting (useArrivedData, as the store's page); the skeleton
  // until then.
  const item = useArrivedData(latest);
  const moduleType = item?.module_type ?? session.module?.module_type ?? null;
  usePageTitle(item?.name);
  // The first picture the server named in the page's HTML, where the shell showed it (issue 9).
  const picture = pagePicture();

  return (
    <QuickViewProvider>
      <Page testId="product-page">
        {(details.isPending || (latest && !item)) && (
          <LoadingRegion
            label={t('catalogue.loading.item', { name: id })}
            className={productSkeleton.grid}
          >
            <ProductSkeletonParts picture={picture ? { src: picture } : undefined} />
          </LoadingRegion>
        )}
        {details.isError &&
          (isApiError(details.error) && details.error.status === 404 ? (
            <NotFoundNote
              title={t('catalogue.item.notFound')}
              text={t('catalogue.item.notFoundText')}
            />
          ) : (
            <LoadError error={details.error} onRetry={() => void details.refetch()} />
          ))}
        {item && moduleType && (
          <ItemConfigurator key={item.id} item={item} moduleType={moduleType} headingLevel={1} />
        )}
        {item && (
          <ItemReviews
            key={`reviews-${item.id}`}
            itemId={item.id}
            moduleId={moduleId ?? item.module_id ?? null}
            average={item.avg_rating}
            count={item.rating_count}
            counts={item.rating}
          />
        )}
        {/* The rows below the reviews render as they come near the viewport (issue 9: on a
            phone they are a screen or two below, and their cards were half the page's first
            render). */}
        {item && !(item as { isCampaignItem?: boolean }).isCampaignItem && (
          <OnScreen key={`store-${item.id}`} reserve={ROW_RESERVE} margin={ROW_MARGIN}>
            <MoreFromStore
              itemId={item.id}
              moduleType={moduleType}
              scope={{ moduleId: moduleId ?? item.module_id ?? null }}
            />
          </OnScreen>
        )}
        {item && (
          <OnScreen key={item.id} reserve={ROW_RESERVE} margin={ROW_MARGIN}>
            <RelatedItems
              itemId={item.id}
              storeId={(item as { isCampaignItem?: boolean }).isCampaignItem ? null : item.store_id}
              moduleId={moduleId ?? item.module_id ?? null}
              moduleType={moduleType}
            />
          </OnScreen>
        )}
      </Page>
    </QuickViewProvider>
  );
}

import { storeNounKey } from '@storefront/core/domain/modules';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { Page, pageTitle } from '../features/catalogue/Page.js';
import { PagedStores } from '../features/catalogue/PagedLists.js';
import { useStorePages } from '../features/catalogue/queries.js';
import { useOfferStorePages } from '../features/campaigns/queries.js';
import type { OfferStoreKind } from '@storefront/core/api/v1-more';

/** A page of stores under its title (the store lists of the module home's View all links). */
function StoreListPage({
  testId,
  title,
  noun,
  query,
}: {
  testId: string;
  title: string;
  noun: string;
  query: Parameters<typeof PagedStores>[0]['query'];
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Page testId={testId}>
      <h1 className={pageTitle}>{title}</h1>
      <PagedStores query={query} emptyText={t('catalogue.stores.empty', { noun })} label={title} />
    </Page>
  );
}

function StoreList({ kind }: { kind: 'latest' | 'popular' }) {
  const { t } = useTranslation();
  const session = useSession();
  const noun = t(storeNounKey(session.module?.module_type));
  const title =
    kind === 'popular'
      ? t('catalogue.section.popularStores', { noun })
      : t('catalogue.section.latestStores', { noun });
  const query = useStorePages(kind);
  return <StoreListPage testId={`store-list-${kind}`} title={title} noun={noun} query={query} />;
}

/** `/store/latest`: the newest stores of the module, page by page. */
export function LatestStores() {
  return <StoreList kind="latest" />;
}

/** `/store/popular`: the most ordered stores of the module, page by page. */
export function PopularStores() {
  return <StoreList kind="popular" />;
}

const OFFER_TITLES: Record<OfferStoreKind, string> = {
  discounted: 'v1web.stores.discounted',
  recommended: 'v1web.stores.recommended',
  'top-offer-near-me': 'v1web.stores.topOffer',
};

function OfferStoreList({ kind }: { kind: OfferStoreKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const noun = t(storeNounKey(session.module?.module_type));
  const query = useOfferStorePages(kind);
  return (
    <StoreListPage
      testId={`store-list-${kind}`}
      title={t(OFFER_TITLES[kind], { noun })}
      noun={noun}
      query={query}
    />
  );
}

/** `/store/discounted`: the stores with a running discount (`stores/discounted`). */
export function DiscountedStores() {
  return <OfferStoreList kind="discounted" />;
}

/** `/store/recommended`: the stores the marketplace recommends (`stores/recommended`). */
export function RecommendedStores() {
  return <OfferStoreList kind="recommended" />;
}

/** `/store/top-offer-near-me`: stores with a discount or a flash sale, nearest first. */
export function TopOfferStores() {
  return <OfferStoreList kind="top-offer-near-me" />;
}

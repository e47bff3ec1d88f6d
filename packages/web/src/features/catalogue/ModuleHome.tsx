import type { CatalogueBasicCampaign } from '@storefront/core/api/catalogue';
import { storeNounKey } from '@storefront/core/domain/modules';
import type { ModuleType } from '@storefront/core/domain/session';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { useArrivedData } from '../../lib/useArrivedData.js';
import { BannerCarousel, type Slide } from './BannerCarousel.js';
import { BannersSkeleton, homePicture } from './BannersSkeleton.js';
import { CategoryCard } from './CategoryCard.js';
import { CommonConditions } from './CommonConditions.js';
import { formatDate } from './format.js';
import { JustForYou, ReviewReminder } from './ForYou.js';
import { hasCatalogueSearch, homeSections, type HomeSection } from './home-sections.js';
import { ItemCard } from './ItemCard.js';
import { categorySearchPath } from './links.js';
import {
  useBanners,
  useBasicCampaigns,
  useCampaignItems,
  useCategories,
  useFeaturedCategories,
  useItemSection,
  useStoreSection,
  type ItemSectionKind,
} from './queries.js';
import { LoadError, ScrollRow, Section } from './Section.js';
import { OnScreen } from './OnScreen.js';
import { ItemCardSkeleton, LoadingRegion, Skeleton, StoreCardSkeleton } from './Skeleton.js';
import { Reels } from './Reels.js';
import { StoreCard } from './StoreCard.js';
import { AdvertisementsSection } from '../v1more/Advertisements.js';
import { BrandsSection } from '../v1more/Brands.js';
import { FlashSaleSection } from '../v1more/FlashSale.js';
import { OfferStoresSection } from '../v1more/OfferStores.js';
import { VisitAgainSection } from '../v1more/VisitAgain.js';

function SkeletonRow({ kind, label }: { kind: 'item' | 'store' | 'category'; label: string }) {
  return (
    <LoadingRegion
      label={label}
      className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
    >
      {Array.from({ length: 6 }, (_, i) =>
        kind === 'item' ? (
          <ItemCardSkeleton key={i} />
        ) : kind === 'store' ? (
          <StoreCardSkeleton key={i} />
        ) : (
          <Skeleton
            key={i}
            className={css({ w: '28', h: '32', flexShrink: 0, borderRadius: 'xl' })}
          />
        ),
      )}
    </LoadingRegion>
  );
}

/** The module's banners and running campaigns as a slider (also the parcel home's, issue 14). */
export function Banners() {
  const { t } = useTranslation();
  const banners = useBanners();
  if (banners.isPending) {
    return (
      <LoadingRegion label={t('catalogue.banners.loading')}>
        <BannersSkeleton picture={homePicture()} />
      </LoadingRegion>
    );
  }
  if (banners.isError) return null;
  const slides: Slide[] = [
    ...banners.data.banners.map((banner): Slide => ({ kind: 'banner', banner })),
    ...banners.data.campaigns.map((campaign): Slide => ({ kind: 'campaign', campaign })),
  ];
  return <BannerCarousel slides={slides} />;
}

function Categories({ moduleId }: { moduleId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const featured = useFeaturedCategories();
  // Without featured categories, the module's categories (cached 5 minutes).
  const useAll = featured.isSuccess && featured.data.length === 0;
  const all = useCategories();
  const list = useAll ? all : featured;
  const data = useArrivedData(list.data);
  const title = t('catalogue.categories.title');
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  if (data === undefined) return <SkeletonRow kind="category" label={title} />;
  if (data.length === 0) return null;
  return (
    <Section id={id} title={title} viewAll="/categories" testId="home-categories">
      <ScrollRow label={title}>
        {data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} to={categorySearchPath(category, moduleId)} compact />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

const ITEM_TITLES: Record<ItemSectionKind, string> = {
  popular: 'catalogue.section.popularItems',
  'most-reviewed': 'catalogue.section.mostReviewed',
  discounted: 'catalogue.section.discounted',
  'new-arrival': 'catalogue.section.newArrivals',
  recommended: 'catalogue.section.recommended',
};

function Items({ kind, moduleType }: { kind: ItemSectionKind; moduleType: ModuleType }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useItemSection(kind);
  const data = useArrivedData(query.data);
  const title = t(ITEM_TITLES[kind]);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (data === undefined) return <SkeletonRow kind="item" label={title} />;
  if (data.length === 0) return null;
  return (
    <Section id={id} title={title} testId={`home-items-${kind}`}>
      <ScrollRow label={title}>
        {data.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} moduleType={moduleType} />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

function Stores({ kind, moduleType }: { kind: 'popular' | 'latest'; moduleType: ModuleType }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useStoreSection(kind);
  const data = useArrivedData(query.data);
  const noun = t(storeNounKey(moduleType));
  const title =
    kind === 'popular'
      ? t('catalogue.section.popularStores', { noun })
      : t('catalogue.section.latestStores', { noun });
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (data === undefined) return <SkeletonRow kind="store" label={title} />;
  if (data.length === 0) return null;
  return (
    <Section id={id} title={title} viewAll={`/store/${kind}`} testId={`home-stores-${kind}`}>
      <ScrollRow label={title}>
        {data.map((store) => (
          <li key={store.id}>
            <StoreCard store={store} />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

function CampaignCard({ campaign }: { campaign: CatalogueBasicCampaign }) {
  const { t, i18n } = useTranslation();
  return (
    <article
      className={css({
        w: '300px',
        flexShrink: 0,
        borderRadius: 'xl',
        overflow: 'hidden',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
      data-testid="campaign-card"
    >
      <Link
        to={`/campaigns/${campaign.id}`}
        className={css({ display: 'block', _focusVisible: { outline: '2px solid' } })}
        aria-label={t('v1web.campaign.view', { title: campaign.title })}
      >
        {campaign.image_full_url && (
          <img
            src={campaign.image_full_url}
            alt=""
            loading="lazy"
            className={css({ w: 'full', aspectRatio: '2 / 1', objectFit: 'cover' })}
          />
        )}
        <div className={css({ p: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'sm' })}>{campaign.title}</h3>
          <p className={css({ fontSize: 'xs', color: 'fg.muted', lineClamp: '2' })}>
            {campaign.description}
          </p>
          <p className={css({ fontSize: 'xs', color: 'accent.text', fontWeight: 'semibold' })}>
            {t('catalogue.campaign.dates', {
              from: formatDate(campaign.available_date_starts, i18n.language),
              to: formatDate(campaign.available_date_ends, i18n.language),
            })}
          </p>
        </div>
      </Link>
    </article>
  );
}

function Campaigns({ moduleType }: { moduleType: ModuleType }) {
  const { t } = useTranslation();
  const id = useId();
  const basic = useBasicCampaigns();
  const items = useCampaignItems();
  const title = t('catalogue.section.campaigns');
  if (basic.isPending || items.isPending) return <SkeletonRow kind="item" label={title} />;
  const campaigns = basic.data ?? [];
  const campaignItems = items.data ?? [];
  if (campaigns.length === 0 && campaignItems.length === 0) return null;
  return (
    <Section id={id} title={title} testId="home-campaigns">
      <ScrollRow label={title}>
        {campaigns.map((campaign) => (
          <li key={`c${campaign.id}`}>
            <CampaignCard campaign={campaign} />
          </li>
        ))}
        {campaignItems.map((item) => (
          <li key={`i${item.id}`}>
            <ItemCard item={item} moduleType={moduleType} campaign />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

function HomeSectionView({
  section,
  moduleType,
  moduleId,
}: {
  section: HomeSection;
  moduleType: ModuleType;
  moduleId: number;
}): ReactNode {
  switch (section) {
    case 'banners':
      return <Banners />;
    case 'categories':
      return <Categories moduleId={moduleId} />;
    case 'commonConditions':
      return <CommonConditions moduleId={moduleId} />;
    case 'suggestedItems':
      return <JustForYou moduleType={moduleType} />;
    case 'popularItems':
      return <Items kind="popular" moduleType={moduleType} />;
    case 'discountedItems':
      return <Items kind="discounted" moduleType={moduleType} />;
    case 'newArrivals':
      return <Items kind="new-arrival" moduleType={moduleType} />;
    case 'recommendedItems':
      return <Items kind="recommended" moduleType={moduleType} />;
    case 'popularStores':
      return <Stores kind="popular" moduleType={moduleType} />;
    case 'latestStores':
      return <Stores kind="latest" moduleType={moduleType} />;
    case 'campaigns':
      return <Campaigns moduleType={moduleType} />;
    case 'reels':
      return <Reels />;
    case 'flashSale':
      return <FlashSaleSection moduleType={moduleType} />;
    case 'advertisements':
      return <AdvertisementsSection />;
    case 'brands':
      return <BrandsSection />;
    case 'visitAgain':
      return <VisitAgainSection />;
    case 'topOfferStores':
      return <OfferStoresSection kind="top-offer-near-me" moduleType={moduleType} />;
    case 'discountedStores':
      return <OfferStoresSection kind="discounted" moduleType={moduleType} />;
    case 'recommendedStores':
      return <OfferStoresSection kind="recommended" moduleType={moduleType} />;
  }
}

/**
 * The sections that paint at once; those after them render as they come near the viewport
 * (issue 9: /home rendered every section at first paint, 1.8 s of blocking time on a phone).
 */
const EAGER_SECTIONS = 3;
/** The height a waiting section holds: a row of item cards with its title. */
const SECTION_RESERVE = '380px';

/**
 * /home of one module: its sections in the order of its type (see home-sections); the first
 * ones at once, the rest as the customer scrolls to them.
 */
export function ModuleHome({ moduleType, moduleId }: { moduleType: ModuleType; moduleId: number }) {
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } })}
    >
      {homeSections(moduleType).map((section, index) =>
        index < EAGER_SECTIONS ? (
          <HomeSectionView
            key={section}
            section={section}
            moduleType={moduleType}
            moduleId={moduleId}
          />
        ) : (
          <OnScreen key={section} reserve={SECTION_RESERVE}>
            <HomeSectionView section={section} moduleType={moduleType} moduleId={moduleId} />
          </OnScreen>
        ),
      )}
      {hasCatalogueSearch(moduleType) && <ReviewReminder />}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { css } from '../../../styled-system/css';
import { useMediaQuery } from '../../lib/useMediaQuery.js';
import { bannerPicture, bannerTitle } from '../catalogue/banner-styles.js';
import { LoadError, ScrollRow, Section } from '../catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../catalogue/Skeleton.js';
import { ProviderCard, ProviderCardSkeleton } from './ProviderCard.js';
import {
  useProviderRow,
  useRentalBanners,
  useVehicleCategories,
  useVehicleRow,
  type ApiBanner,
} from './queries.js';
import {
  EMPTY_FILTERS,
  providerPath,
  tripParams,
  vehicleSearchParams,
  vehicleSearchPath,
  type TripQuery,
} from './search-query.js';
import { Slider } from './Slider.js';
import { TripSearchBar } from './TripSearchBar.js';
import { VehicleCard, VehicleCardSkeleton } from './VehicleCard.js';
import { VehicleCategoryCard, VehicleCategoryCardSkeleton } from './VehicleCategoryCard.js';
import { VehicleQuickViewProvider } from './VehicleQuickView.js';

/** A row of skeletons the size of what loads. */
function SkeletonRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <LoadingRegion
      label={label}
      className={css({ display: 'flex', gap: '4', overflow: 'hidden', pb: '2' })}
    >
      {children}
    </LoadingRegion>
  );
}

const repeat = (n: number, render: (i: number) => ReactNode) =>
  Array.from({ length: n }, (_, i) => render(i));

/** The link a rental banner opens: its provider's page, or its outside link. */
function BannerLink({ banner, children }: { banner: ApiBanner; children: ReactNode }) {
  const className = css({ display: 'block', w: 'full', h: 'full' });
  if (banner.type === 'store_wise' && banner.store) {
    return (
      <Link to={providerPath(banner.store)} className={className}>
        {children}
      </Link>
    );
  }
  if (banner.link) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return <div className={className}>{children}</div>;
}

const bannerFrame = css({
  position: 'relative',
  display: 'block',
  aspectRatio: '8 / 3',
  borderRadius: '2xl',
  overflow: 'hidden',
  bg: 'accent.subtle',
});

function Banners() {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 768px)');
  const banners = useRentalBanners();
  if (banners.isPending) {
    return (
      <LoadingRegion
        label={t('catalogue.banners.loading')}
        className={css({
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <Skeleton className={css({ aspectRatio: '8 / 3', borderRadius: '2xl' })} />
        <Skeleton
          className={css({
            aspectRatio: '8 / 3',
            borderRadius: '2xl',
            display: { base: 'none', md: 'block' },
          })}
        />
      </LoadingRegion>
    );
  }
  if (banners.isError || banners.data.banners.length === 0) return null;
  const list = banners.data.banners;
  return (
    <Slider
      count={list.length}
      perView={wide ? 2 : 1}
      label={t('rentalPages.home.banners')}
      testId="rental-banners"
      className={css({ borderRadius: '2xl' })}
      renderSlide={(i) => {
        const banner = list[i]!;
        return (
          <BannerLink banner={banner}>
            <span className={bannerFrame}>
              {/* The picture leaves its start side free for the title, laid over it as text in
                  the visitor's language (mirrored right to left), as on the other homes. */}
              {banner.image_full_url && (
                <img
                  src={banner.image_full_url}
                  alt=""
                  width={800}
                  height={300}
                  loading={i < (wide ? 2 : 1) ? 'eager' : 'lazy'}
                  className={bannerPicture}
                />
              )}
              <span className={bannerTitle} data-testid="banner-title">
                <span className={css({ lineClamp: 3 })}>{banner.title}</span>
              </span>
            </span>
          </BannerLink>
        );
      }}
    />
  );
}

function Categories() {
  const { t } = useTranslation();
  const id = useId();
  const categories = useVehicleCategories();
  const title = t('rentalPages.home.categories');
  if (categories.isPending) {
    return (
      <SkeletonRow label={title}>
        {repeat(6, (i) => (
          <VehicleCategoryCardSkeleton key={i} />
        ))}
      </SkeletonRow>
    );
  }
  if (categories.isError) {
    return <LoadError error={categories.error} onRetry={() => void categories.refetch()} />;
  }
  if (categories.data.length === 0) return null;
  return (
    <Section
      id={id}
      title={title}
      viewAll={vehicleSearchPath(vehicleSearchParams(EMPTY_FILTERS, 'grid'))}
      testId="rental-categories"
    >
      <ScrollRow label={title}>
        {categories.data.map((category) => (
          <li key={category.id}>
            <VehicleCategoryCard category={category} />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

function Vehicles({ kind }: { kind: 'popular' | 'top-rated' }) {
  const { t } = useTranslation();
  const id = useId();
  const query = useVehicleRow(kind);
  const title = t(kind === 'popular' ? 'rentalPages.home.popular' : 'rentalPages.home.topRated');
  const viewAll = vehicleSearchPath(
    vehicleSearchParams(
      { ...EMPTY_FILTERS, sort: kind === 'popular' ? 'default' : 'top_rated' },
      'grid',
    ),
  );
  if (query.isPending) {
    return (
      <SkeletonRow label={title}>
        {repeat(5, (i) => (
          <VehicleCardSkeleton key={i} />
        ))}
      </SkeletonRow>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <Section id={id} title={title} viewAll={viewAll} testId={`rental-vehicles-${kind}`}>
      <ScrollRow label={title}>
        {query.data.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard vehicle={vehicle} />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

function Providers() {
  const { t } = useTranslation();
  const id = useId();
  const query = useProviderRow('popular');
  const title = t('rentalPages.home.providers');
  if (query.isPending) {
    return (
      <SkeletonRow label={title}>
        {repeat(4, (i) => (
          <ProviderCardSkeleton key={i} />
        ))}
      </SkeletonRow>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return null;
  return (
    <Section id={id} title={title} viewAll="/rental/provider-details" testId="rental-providers">
      <ScrollRow label={title}>
        {query.data.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ScrollRow>
    </Section>
  );
}

/**
 * /home of the rental module (rental-and-auth §2): the search bar (trip type, pickup,
 * destination, date and time; it opens /rental/vehicle-search with the trip), the banners, the
 * vehicle categories, the most booked vehicles, the providers and the best rated vehicles. A
 * vehicle card opens its page, or its quick view.
 */
export default function RentalHome() {
  const navigate = useNavigate();
  const search = (trip: TripQuery) => {
    const params = vehicleSearchParams(
      { ...EMPTY_FILTERS, tripType: trip.tripType },
      'grid',
      tripParams(trip),
    );
    void navigate(vehicleSearchPath(params));
  };
  return (
    <VehicleQuickViewProvider>
      <div
        className={css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } })}
        data-testid="rental-home"
      >
        <TripSearchBar onSearch={search} />
        <Banners />
        <Categories />
        <Vehicles kind="popular" />
        <Providers />
        <Vehicles kind="top-rated" />
      </div>
    </VehicleQuickViewProvider>
  );
}

import { modulesForZones } from '@storefront/core/domain/modules';
import { parseZoneIds } from '@storefront/core/domain/session';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../styled-system/css';
import { button, card } from '../../styled-system/recipes';
import { useModules } from '../app/queries.js';
import { pageFrame } from '../features/catalogue/page-frame-styles.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { hasCatalogueSearch } from '../features/catalogue/home-sections.js';
import { searchPath } from '../features/catalogue/links.js';
import { ModuleHome } from '../features/catalogue/ModuleHome.js';
import { LoadError } from '../features/catalogue/Section.js';
import { LoadingRegion, Skeleton } from '../features/catalogue/Skeleton.js';
import { QuickViewProvider } from '../features/item/QuickView.js';
import { ModuleIcon } from '../features/modules/ModuleIcon.js';
import { ModuleModal } from '../features/modules/ModuleModal.js';
import { parseSearch } from '../features/search/query.js';
import { SearchForm } from '../features/search/SearchForm.js';
import type { Module } from '../app/types.js';
import { MapPinIcon } from '../ui/icons.js';

// The search results (tabs, category and store grids) load only when a search is asked for.
const SearchResults = lazy(() =>
  import('../features/search/SearchResults.js').then((m) => ({ default: m.SearchResults })),
);
// The rental module's home (issue 11) is its own chunk: other modules never load it.
const RentalHome = lazy(() => import('../features/rental/RentalHome.js'));
// The parcel module's home and flow (issue 14), likewise its own chunk.
const ParcelHome = lazy(() => import('../features/parcel/ParcelHome.js'));

/**
 * `/home`: the selected module's home (banners, categories, stores, item sections, campaigns,
 * by module type), or, with a `search` query, the search results (items and stores, a
 * category, or all categories). The header keeps the module switcher.
 */
/** Stands for the place in a translated sentence, so that the place can be set apart. */
const PLACE_MARK = '\u2063';

/**
 * A sentence with a place in it ('Delivering to {{location}}'): the place keeps its own
 * direction (a Latin address in an Arabic sentence) and is the part cut with an ellipsis, at its
 * end, when the line is too short.
 */
function PlaceSentence({ text, place }: { text: string; place: string }) {
  const [before = '', after = ''] = text.split(PLACE_MARK);
  return (
    <span className={css({ display: 'flex', minW: 0, whiteSpace: 'pre' })}>
      {before}
      <bdi dir="auto" className={css({ truncate: true, minW: 0 })}>
        {place}
      </bdi>
      {after}
    </span>
  );
}

/** What /home shows of its module. */
type HomeModule = Pick<Module, 'id' | 'module_type' | 'module_name' | 'description'> & {
  icon_full_url?: string | null;
};

export default function Home() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const modulesQuery = useModules();
  const zoneModules = modulesForZones(modulesQuery.data ?? [], parseZoneIds(session.zoneId));
  // While the modules load, the stored module stands for itself, so that its home (and its
  // requests) start at once instead of after the module list (issue 9: one round trip less).
  const current: HomeModule | undefined =
    zoneModules.find((m) => m.id === session.module?.id) ??
    (modulesQuery.isPending && session.module
      ? {
          ...session.module,
          icon_full_url: session.module.icon_full_url ?? null,
          description: '',
        }
      : undefined);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  // No module yet, or the stored one is not served in these zones: the module selection opens.
  const needsModule = session.module == null || (modulesQuery.isSuccess && current == null);
  const request = parseSearch(params);
  const searchText = request.kind === 'text' ? request.text : '';
  usePageTitle(
    request.kind === 'text'
      ? t('catalogue.search.resultsFor', { text: request.text })
      : (current?.module_name ?? t('header.nav.home')),
  );

  const pickup = current?.module_type === 'rental';
  const parcel = current?.module_type === 'parcel';
  const searchable = current != null && hasCatalogueSearch(current.module_type);

  return (
    <QuickViewProvider>
      <div className={cx(pageFrame.box, pageFrame.homeGap, css({ display: 'flex' }))}>
        {modulesQuery.isPending && current == null && (
          <LoadingRegion label={t('common.loading')}>
            <Skeleton className={css({ h: '24', borderRadius: '2xl' })} />
          </LoadingRegion>
        )}

        {modulesQuery.isError && (
          <LoadError error={modulesQuery.error} onRetry={() => void modulesQuery.refetch()} />
        )}

        {current && (
          <header
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', md: 'row' },
              alignItems: { base: 'stretch', md: 'center' },
              gap: { base: '4', md: '6' },
            })}
            data-testid="module-home"
            data-module-type={current.module_type}
          >
            <div className={css({ display: 'flex', gap: '3', alignItems: 'center', minW: 0 })}>
              <ModuleIcon src={current.icon_full_url} size={48} />
              <div className={css({ display: 'flex', flexDirection: 'column', minW: 0 })}>
                <h1
                  className={css({
                    fontSize: { base: 'xl', md: '2xl' },
                    fontWeight: 'extrabold',
                    lineHeight: '1.2',
                  })}
                  data-testid="module-name"
                >
                  {current.module_name}
                </h1>
                <p
                  className={css({
                    display: 'flex',
                    gap: '1.5',
                    alignItems: 'center',
                    color: 'fg.muted',
                    fontSize: 'sm',
                    minW: 0,
                  })}
                >
                  <MapPinIcon className={css({ color: 'accent.text', flexShrink: 0 })} />
                  <PlaceSentence
                    text={t(pickup ? 'home.pickupFrom' : 'home.deliveringTo', {
                      location: PLACE_MARK,
                    })}
                    place={session.location ?? ''}
                  />
                </p>
              </div>
            </div>
            {searchable && (
              <div className={css({ flex: '1', maxW: { md: 'xl' }, ms: { md: 'auto' } })}>
                <SearchForm
                  key={searchText}
                  initial={searchText}
                  label={t('catalogue.search.label')}
                  placeholder={t('catalogue.search.placeholder')}
                  onSearch={(text) => navigate(searchPath(text))}
                  testId="home-search"
                  suggest
                />
              </div>
            )}
          </header>
        )}

        {current && request.kind !== 'none' && (
          <Suspense
            fallback={
              <LoadingRegion label={t('common.loading')}>
                <Skeleton className={css({ h: '64', borderRadius: 'xl' })} />
              </LoadingRegion>
            }
          >
            <SearchResults
              request={request}
              moduleType={current.module_type}
              moduleId={current.id}
            />
          </Suspense>
        )}

        {current && request.kind === 'none' && pickup && (
          <Suspense
            fallback={
              <LoadingRegion label={t('common.loading')}>
                <Skeleton className={css({ h: { base: '96', xl: '44' }, borderRadius: '2xl' })} />
              </LoadingRegion>
            }
          >
            <RentalHome key={current.id} />
          </Suspense>
        )}

        {current && request.kind === 'none' && parcel && (
          <Suspense
            fallback={
              <LoadingRegion label={t('common.loading')}>
                <Skeleton className={css({ h: '96', borderRadius: '2xl' })} />
              </LoadingRegion>
            }
          >
            <ParcelHome key={current.id} moduleId={current.id} />
          </Suspense>
        )}

        {current && request.kind === 'none' && !pickup && !parcel && (
          <>
            {current.description && !searchable && (
              <p className={cx(card(), css({ p: '5', color: 'fg.muted' }))}>
                {current.description}
              </p>
            )}
            <ModuleHome key={current.id} moduleType={current.module_type} moduleId={current.id} />
          </>
        )}

        {!current && modulesQuery.isSuccess && (
          <section
            className={cx(
              card(),
              css({
                p: '6',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-start',
                gap: '3',
              }),
            )}
          >
            <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
              {t('home.chooseModule')}
            </h1>
            <button
              type="button"
              className={button()}
              onClick={() => setChooserOpen(true)}
              data-testid="home-choose-module"
            >
              {t('module.title')}
            </button>
          </section>
        )}

        <ModuleModal
          open={chooserOpen || (needsModule && !dismissed)}
          onClose={() => {
            setChooserOpen(false);
            setDismissed(true);
          }}
        />
      </div>
    </QuickViewProvider>
  );
}

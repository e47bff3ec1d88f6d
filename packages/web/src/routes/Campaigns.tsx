import type { CatalogueBasicCampaign } from '@storefront/core/api/catalogue';
import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { usePageTitle } from '../app/usePageTitle.js';
import { formatDate } from '../features/catalogue/format.js';
import { NotFoundNote, Page, pageTitle, positiveId } from '../features/catalogue/Page.js';
import { useBasicCampaigns } from '../features/catalogue/queries.js';
import { EmptyState, LoadError, storeGrid } from '../features/catalogue/Section.js';
import { LoadingRegion, Skeleton, StoreCardSkeleton } from '../features/catalogue/Skeleton.js';
import { StoreCard } from '../features/catalogue/StoreCard.js';
import { useCampaignDetails } from '../features/campaigns/queries.js';

const hhmm = (time: string) => time.slice(0, 5);

/** A campaign's dates (and daily hours), as the home's campaign cards show them. */
function CampaignDates({ campaign }: { campaign: CatalogueBasicCampaign }) {
  const { t, i18n } = useTranslation();
  // Hours are shown only when the campaign runs part of the day.
  const allDay = hhmm(campaign.start_time) === '00:00' && hhmm(campaign.end_time) >= '23:59';
  return (
    <p className={css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold' })}>
      {t('catalogue.campaign.dates', {
        from: formatDate(campaign.available_date_starts, i18n.language),
        to: formatDate(campaign.available_date_ends, i18n.language),
      })}
      {allDay ? null : (
        <>
          {' · '}
          {t('v1web.campaign.hours', {
            from: hhmm(campaign.start_time),
            to: hhmm(campaign.end_time),
          })}
        </>
      )}
    </p>
  );
}

const campaignGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
});

const cardFrame = css({
  display: 'flex',
  flexDirection: 'column',
  h: 'full',
  borderRadius: 'xl',
  overflow: 'hidden',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  transition: 'box-shadow 0.15s, border-color 0.15s',
  _hover: { borderColor: 'accent.default', boxShadow: 'md' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/** `/campaigns`: the module's running campaigns, each opening its page (the footer's link). */
export default function Campaigns() {
  const { t } = useTranslation();
  const query = useBasicCampaigns();
  const title = t('v1web.campaigns.title');
  usePageTitle(title);
  return (
    <Page testId="campaigns-page">
      <h1 className={pageTitle}>{title}</h1>
      {query.isPending ? (
        <LoadingRegion
          label={t('catalogue.loading.list', { label: title })}
          className={campaignGrid}
        >
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <Skeleton className={css({ w: 'full', aspectRatio: '2 / 1', borderRadius: 'xl' })} />
              <Skeleton className={css({ h: '5', w: '2/3' })} />
              <Skeleton className={css({ h: '4', w: 'full' })} />
              <Skeleton className={css({ h: '4', w: '1/2' })} />
            </div>
          ))}
        </LoadingRegion>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('v1web.campaigns.empty')} />
      ) : (
        <ul className={campaignGrid} aria-label={title} data-testid="campaign-grid">
          {query.data.map((campaign) => (
            <li key={campaign.id}>
              <Link
                to={`/campaigns/${campaign.id}`}
                className={cardFrame}
                aria-label={t('v1web.campaign.view', { title: campaign.title })}
                data-testid="campaign-link"
              >
                {campaign.image_full_url ? (
                  <img
                    src={campaign.image_full_url}
                    alt=""
                    className={css({ w: 'full', aspectRatio: '2 / 1', objectFit: 'cover' })}
                  />
                ) : (
                  <div className={css({ w: 'full', aspectRatio: '2 / 1', bg: 'bg.subtle' })} />
                )}
                <div
                  className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '1' })}
                >
                  <h2 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{campaign.title}</h2>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: '2' })}>
                    {campaign.description}
                  </p>
                  <CampaignDates campaign={campaign} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** `/campaigns/{id}`: a running campaign (`campaigns/basic-campaign-details`) and its stores. */
export function CampaignDetails() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const campaignId = positiveId(id) ?? 0;
  const query = useCampaignDetails(campaignId);
  const campaign = query.data;
  usePageTitle(campaign?.title ?? t('v1web.campaigns.title'));
  if (
    campaignId === 0 ||
    (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
  ) {
    return (
      <Page>
        <NotFoundNote title={t('v1web.campaigns.title')} text={t('v1web.campaign.notFound')} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  const storesTitle = t('v1web.campaign.stores');
  return (
    <Page testId="campaign-page">
      <section
        className={css({
          display: 'grid',
          gap: { base: '4', md: '6' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'center',
        })}
      >
        {campaign ? (
          campaign.image_full_url ? (
            <img
              src={campaign.image_full_url}
              alt=""
              className={css({
                w: 'full',
                aspectRatio: '2 / 1',
                objectFit: 'cover',
                borderRadius: 'xl',
              })}
            />
          ) : (
            <div
              className={css({
                w: 'full',
                aspectRatio: '2 / 1',
                bg: 'bg.subtle',
                borderRadius: 'xl',
              })}
            />
          )
        ) : (
          <Skeleton className={css({ w: 'full', aspectRatio: '2 / 1', borderRadius: 'xl' })} />
        )}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {campaign ? (
            <>
              <h1 className={pageTitle}>{campaign.title}</h1>
              <p className={css({ color: 'fg.muted' })}>{campaign.description}</p>
              <CampaignDates campaign={campaign} />
            </>
          ) : (
            <>
              <h1 className={pageTitle}>
                <Skeleton className={css({ h: { base: '8', md: '9' }, w: '64', maxW: 'full' })} />
                <span className={css({ srOnly: true })}>{t('v1web.campaigns.title')}</span>
              </h1>
              <Skeleton className={css({ h: '4', w: 'full' })} />
              <Skeleton className={css({ h: '4', w: '2/3' })} />
              <Skeleton className={css({ h: '5', w: '1/2' })} />
            </>
          )}
        </div>
      </section>
      <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h2 className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'bold' })}>
          {storesTitle}
        </h2>
        {!campaign ? (
          <LoadingRegion
            label={t('catalogue.loading.list', { label: storesTitle })}
            className={storeGrid}
          >
            {Array.from({ length: 4 }, (_, i) => (
              <StoreCardSkeleton key={i} fluid />
            ))}
          </LoadingRegion>
        ) : campaign.stores.length === 0 ? (
          <EmptyState title={t('v1web.campaign.noStores')} />
        ) : (
          <ul className={storeGrid} aria-label={storesTitle} data-testid="campaign-stores">
            {campaign.stores.map((store) => (
              <li key={store.id}>
                <StoreCard store={store} fluid />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

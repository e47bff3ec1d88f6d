import { isApiError } from '@storefront/core/api/errors';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { css } from '../../styled-system/css';
import { useModules } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import {
  useCommonConditionItemPages,
  useCommonConditions,
} from '../features/catalogue/content-queries.js';
import { NotFoundNote, Page, pageTitle, positiveId } from '../features/catalogue/Page.js';
import { PagedItems } from '../features/catalogue/PagedLists.js';
import { Skeleton } from '../features/catalogue/Skeleton.js';
import { QuickViewProvider } from '../features/item/QuickView.js';

/**
 * `/common-condition/{slug or id}` (query `id`, `module_id`): the medicines of a pharmacy's
 * common condition (GET common-condition/items/{id}), in the category page's grid (issue 16).
 */
export default function CommonCondition() {
  const { t } = useTranslation();
  const { id: pathId = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const id = positiveId(params.get('id'));
  const idOrSlug = id != null ? String(id) : pathId;
  const moduleId = positiveId(params.get('module_id')) ?? session.module?.id ?? null;
  const conditions = useCommonConditions();
  const items = useCommonConditionItemPages(idOrSlug, { moduleId });
  const modules = useModules();
  const moduleType = modules.data?.find((m) => m.id === moduleId)?.module_type ?? null;
  const condition = conditions.data?.find((c) => c.id === id || c.slug === pathId);
  usePageTitle(condition?.name);

  if (idOrSlug === '' || (isApiError(items.error) && items.error.status === 404)) {
    return (
      <Page>
        <NotFoundNote
          title={t('catalogue.conditions.notFound')}
          text={t('catalogue.conditions.notFoundText')}
        />
      </Page>
    );
  }

  const label = condition?.name ?? t('catalogue.conditions.title');
  return (
    <QuickViewProvider>
      <Page testId="condition-page">
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <Link
            to="/home"
            className={css({
              fontSize: 'sm',
              color: 'accent.text',
              fontWeight: 'semibold',
              alignSelf: 'flex-start',
            })}
          >
            {t('catalogue.conditions.title')}
          </Link>
          {condition ? (
            <h1 className={pageTitle}>{condition.name}</h1>
          ) : (
            <h1 className={pageTitle}>
              <Skeleton className={css({ h: { base: '9', md: '45px' }, w: '56' })} />
              <span className={css({ srOnly: true })}>{label}</span>
            </h1>
          )}
          <p className={css({ color: 'fg.muted' })}>{t('catalogue.conditions.subtitle')}</p>
        </div>
        <PagedItems
          query={items}
          moduleType={moduleType}
          emptyText={t('catalogue.conditions.empty')}
          label={label}
        />
      </Page>
    </QuickViewProvider>
  );
}

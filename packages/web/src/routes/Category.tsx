import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { useModules } from '../app/queries.js';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { categoryPath } from '../features/catalogue/links.js';
import { NotFoundNote, Page, pageTitle, positiveId } from '../features/catalogue/Page.js';
import { PagedItems } from '../features/catalogue/PagedLists.js';
import {
  useCategories,
  useCategoryItemPages,
  useChildCategories,
} from '../features/catalogue/queries.js';
import { QuickViewProvider } from '../features/item/QuickView.js';

/** `/category/[id]` (query `id`, `module_id`): the category's sub-categories and its items. */
export default function Category() {
  const { t } = useTranslation();
  const { id: pathId } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const id = positiveId(params.get('id')) ?? positiveId(pathId) ?? 0;
  const moduleId = positiveId(params.get('module_id')) ?? session.module?.id ?? null;
  const scope = { moduleId };
  const categories = useCategories(scope);
  const childes = useChildCategories(id, scope);
  const items = useCategoryItemPages(id, scope);
  const modules = useModules();
  const moduleType = modules.data?.find((m) => m.id === moduleId)?.module_type ?? null;
  const all = categories.data?.flatMap((c) => [c, ...c.childes]) ?? [];
  const category = all.find((c) => c.id === id);
  const parent =
    category && category.parent_id > 0 ? all.find((c) => c.id === category.parent_id) : undefined;
  usePageTitle(category?.name);

  if (id === 0) {
    return (
      <Page>
        <NotFoundNote
          title={t('catalogue.category.notFound')}
          text={t('catalogue.category.notFoundText')}
        />
      </Page>
    );
  }

  return (
    <QuickViewProvider>
      <Page testId="category-page">
        {parent && (
          <Link
            to={categoryPath(parent.id, moduleId)}
            className={css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold' })}
          >
            {parent.name}
          </Link>
        )}
        <h1 className={pageTitle}>{category?.name ?? t('catalogue.categories.title')}</h1>
        {(childes.data?.length ?? 0) > 0 && (
          <nav aria-label={t('catalogue.category.subcategories')}>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
              {childes.data?.map((child) => (
                <li key={child.id}>
                  <Link
                    to={categoryPath(child.id, moduleId)}
                    className={cx(
                      button({ variant: 'outline', size: 'sm' }),
                      css({ borderRadius: 'full' }),
                    )}
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <PagedItems
          query={items}
          moduleType={moduleType}
          emptyText={t('catalogue.category.empty')}
          label={category?.name ?? t('catalogue.categories.title')}
        />
      </Page>
    </QuickViewProvider>
  );
}

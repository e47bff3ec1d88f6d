import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session.js';
import { usePageTitle } from '../app/usePageTitle.js';
import { categoryPath } from '../features/catalogue/links.js';
import { Page } from '../features/catalogue/Page.js';
import { AllCategories } from '../features/search/SearchResults.js';

/** `/categories`: every category of the module (cached 5 minutes), each to its page. */
export default function Categories() {
  const { t } = useTranslation();
  const moduleId = useSession().module?.id ?? null;
  usePageTitle(t('catalogue.categories.all'));
  return (
    <Page testId="categories-page">
      <AllCategories moduleId={moduleId} linkTo={(c) => categoryPath(c.id, moduleId)} />
    </Page>
  );
}

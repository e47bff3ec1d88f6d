import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { useSession } from '../../app/session.js';
import { CategoryCard } from '../catalogue/CategoryCard.js';
import { categorySearchPath } from '../catalogue/links.js';
import { ScrollRow } from '../catalogue/Section.js';
import { useCombinedData } from './queries.js';

/**
 * Above a text search's results, the module's categories whose name matches it (the
 * `categories` block of GET get-combined-data, the search page's combined answer), each opening
 * its category search. Nothing while loading or when none matches, so the results never move
 * after the first paint more than this row.
 */
export function SearchCategories({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { module } = useSession();
  const query = useCombinedData(text);
  const categories = query.data?.categories ?? [];
  if (categories.length === 0) return null;
  const title = t('v1more.search.categories', { text });
  return (
    <section
      aria-labelledby={id}
      data-testid="search-categories"
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', mb: '4' })}
    >
      <h2 id={id} className={css({ fontSize: 'md', fontWeight: 'bold' })}>
        {title}
      </h2>
      <ScrollRow label={title}>
        {categories.map((category) => (
          <li key={category.id}>
            <CategoryCard
              category={category}
              to={categorySearchPath(category, module?.id)}
              compact
            />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}

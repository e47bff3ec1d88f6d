/**
 * The search forms of /home (spec §2): `?search=TEXT` searches items and stores;
 * `?search=category&id=&module_id=&name=&data_type=category` lists a category;
 * `?search=allCategories&from=allCategories&data_type=new` shows every category.
 */

/** The longest search text the server accepts. */
export const MAX_SEARCH_TEXT = 255;

export type SearchRequest =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'category'; id: number; moduleId: number | null; name: string }
  | { kind: 'allCategories' };

const positiveInt = (value: string | null): number | null => {
  if (value == null || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** What /home's query asks for. */
export function parseSearch(params: URLSearchParams): SearchRequest {
  const search = params.get('search')?.trim() ?? '';
  if (search === '') return { kind: 'none' };
  if (search === 'allCategories' || params.get('from') === 'allCategories') {
    return { kind: 'allCategories' };
  }
  if (search === 'category' && params.get('data_type') === 'category') {
    const id = positiveInt(params.get('id'));
    if (id != null) {
      return {
        kind: 'category',
        id,
        moduleId: positiveInt(params.get('module_id')),
        name: params.get('name')?.trim() ?? '',
      };
    }
  }
  return { kind: 'text', text: search.slice(0, MAX_SEARCH_TEXT) };
}

/**
 * The storefront's catalogue links (spec §2 routes): the store page carries `id`, `module_id`,
 * `lat`, `lng` and `store_zone_id`; a product page is `/product/{slug or id}?module_id=`; a
 * category page carries `id` and `module_id`; the category and all-categories searches are
 * `/home` with the spec's query forms.
 */

export interface StoreLinkFields {
  id: number;
  slug?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
  latitude?: string | number | null;
  longitude?: string | number | null;
}

const query = (entries: Record<string, string | number | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value != null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
};

const pathId = (id: number, slug: string | null | undefined): string =>
  encodeURIComponent(slug != null && slug.trim() !== '' ? slug : String(id));

/** `/store/{slug or id}?id=&module_id=&lat=&lng=&store_zone_id=`. */
export function storePath(store: StoreLinkFields): string {
  return `/store/${pathId(store.id, store.slug)}${query({
    id: store.id,
    module_id: store.module_id,
    lat: store.latitude,
    lng: store.longitude,
    store_zone_id: store.zone_id,
  })}`;
}

/** `/product/{slug or id}?module_id=` (e-commerce items). */
export function productPath(
  item: { id: number; slug?: string | null },
  moduleId: number | null | undefined,
): string {
  return `/product/${pathId(item.id, item.slug)}${query({ module_id: moduleId })}`;
}

/** `/category/{id}?id=&module_id=`. */
export function categoryPath(id: number, moduleId: number | null | undefined): string {
  return `/category/${id}${query({ id, module_id: moduleId })}`;
}

/** `/common-condition/{slug or id}?id=&module_id=`: a common condition's medicines. */
export function commonConditionPath(
  condition: { id: number; slug?: string | null },
  moduleId: number | null | undefined,
): string {
  return `/common-condition/${pathId(condition.id, condition.slug)}${query({
    id: condition.id,
    module_id: moduleId,
  })}`;
}

/** The category search on /home: search=category, id, module_id, name, data_type=category. */
export function categorySearchPath(
  category: { id: number; name: string },
  moduleId: number | null | undefined,
): string {
  return `/home${query({
    search: 'category',
    id: category.id,
    module_id: moduleId,
    name: category.name,
    data_type: 'category',
  })}`;
}

/** All categories on /home: search=allCategories, from=allCategories, data_type=new. */
export const ALL_CATEGORIES_PATH = '/home?search=allCategories&from=allCategories&data_type=new';

/** A text search on /home. */
export function searchPath(text: string): string {
  return `/home${query({ search: text.trim() })}`;
}

import type { ModuleType } from '@storefront/core/domain/session';

/**
 * The parts of /home for each module type (issue 3): banners, featured categories, popular and
 * latest stores, the item sections (popular, discounted, new arrivals, recommended) and the
 * running campaigns; a signed-in customer's suggested items ('Just for you') and the pharmacy's
 * common conditions and the stores' reels (issue 16). Food leads with dishes, the shops with categories and offers; parcel has
 * no catalogue (its banners only) and rental lists its providers (vehicles come with rental).
 */
export type HomeSection =
  | 'banners'
  | 'categories'
  | 'commonConditions'
  | 'suggestedItems'
  | 'popularItems'
  | 'discountedItems'
  | 'newArrivals'
  | 'recommendedItems'
  | 'popularStores'
  | 'latestStores'
  | 'campaigns'
  | 'reels'
  // Issue 14: the running flash sale with its countdown, store advertisements, the e-commerce
  // brands and a signed-in customer's stores to visit again.
  | 'flashSale'
  | 'advertisements'
  | 'brands'
  | 'visitAgain'
  // The store lists with offers (stores/top-offer-near-me, discounted, recommended), each with
  // View all to its /store/<kind> page.
  | 'topOfferStores'
  | 'discountedStores'
  | 'recommendedStores';

const SHOP: readonly HomeSection[] = [
  'banners',
  'categories',
  'suggestedItems',
  'discountedItems',
  'popularStores',
  'flashSale',
  'visitAgain',
  'topOfferStores',
  'advertisements',
  'popularItems',
  'campaigns',
  'reels',
  'newArrivals',
  'discountedStores',
  'recommendedItems',
  'recommendedStores',
  'latestStores',
];

const SECTIONS: Record<ModuleType, readonly HomeSection[]> = {
  food: [
    'banners',
    'categories',
    'suggestedItems',
    'popularItems',
    'campaigns',
    'reels',
    'popularStores',
    'flashSale',
    'visitAgain',
    'topOfferStores',
    'advertisements',
    'discountedItems',
    'discountedStores',
    'recommendedItems',
    'recommendedStores',
    'newArrivals',
    'latestStores',
  ],
  grocery: SHOP,
  // The pharmacy adds its common conditions below the categories (issue 16).
  pharmacy: [...SHOP.slice(0, 2), 'commonConditions', ...SHOP.slice(2)],
  ecommerce: [...SHOP.slice(0, 5), 'brands', ...SHOP.slice(5)],
  parcel: ['banners'],
  rental: ['banners', 'popularStores', 'latestStores'],
};

export function homeSections(moduleType: ModuleType): readonly HomeSection[] {
  return SECTIONS[moduleType];
}

/** Whether /home of this module offers item and store search. */
export function hasCatalogueSearch(moduleType: ModuleType): boolean {
  return homeSections(moduleType).includes('popularItems');
}

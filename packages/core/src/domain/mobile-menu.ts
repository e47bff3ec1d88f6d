import type { ModuleType } from './session.js';
import { storeNounKey } from './modules.js';

/** The mobile menu drawer lists the first 10 categories of the module (then 'View all'). */
export const MOBILE_MENU_CATEGORIES = 10;
/** The mobile menu drawer lists the first 12 latest (and popular) stores. */
export const MOBILE_MENU_STORES = 12;

export type MobileMenuSection =
  | 'account'
  | 'home'
  | 'categories'
  | 'latest-stores'
  | 'popular-stores'
  | 'theme'
  | 'language'
  | 'logout';

export interface MobileMenuState {
  signedIn: boolean;
  /** A location (and its zone) is stored. */
  located: boolean;
}

/**
 * The drawer's sections in order (spec §2 'Mobile menu drawer'): the account (sign-in or the
 * customer's links, which the phone header no longer shows), Home, Categories and Latest stores
 * (both need a zone), Popular stores (only with a stored location), the Theme Mode toggle, the
 * language selector, and Logout when signed in.
 */
export function mobileMenuSections({ signedIn, located }: MobileMenuState): MobileMenuSection[] {
  const sections: MobileMenuSection[] = ['account', 'home'];
  if (located) sections.push('categories', 'latest-stores', 'popular-stores');
  sections.push('theme', 'language');
  if (signedIn) sections.push('logout');
  return sections;
}

/** The first `MOBILE_MENU_CATEGORIES` categories ('View all' follows them). */
export function menuCategories<C>(categories: readonly C[]): C[] {
  return categories.slice(0, MOBILE_MENU_CATEGORIES);
}

/** The first `MOBILE_MENU_STORES` stores of a list. */
export function menuStores<S>(stores: readonly S[]): S[] {
  return stores.slice(0, MOBILE_MENU_STORES);
}

/** The heading of a store list in the drawer, with the module's store noun. */
export function menuStoreHeadingKey(
  list: 'latest' | 'popular',
  moduleType: ModuleType | null | undefined,
): `mobileMenu.${'latest' | 'popular'}.${'restaurants' | 'providers' | 'stores'}` {
  const noun = storeNounKey(moduleType).slice('common.'.length) as
    'restaurants' | 'providers' | 'stores';
  return `mobileMenu.${list}.${noun}`;
}

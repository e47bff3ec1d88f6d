import type { CatalogArea, Messages } from './define.js';
import { en as commonEn } from './catalog/common.js';
import { ar as commonAr } from './catalog/common.ar.js';
import { en as locationEn } from './catalog/location.js';
import { ar as locationAr } from './catalog/location.ar.js';
import { en as moduleEn } from './catalog/module.js';
import { ar as moduleAr } from './catalog/module.ar.js';
import { en as headerEn } from './catalog/header.js';
import { ar as headerAr } from './catalog/header.ar.js';
import { en as footerEn } from './catalog/footer.js';
import { ar as footerAr } from './catalog/footer.ar.js';
import { en as landingEn } from './catalog/landing.js';
import { ar as landingAr } from './catalog/landing.ar.js';
import { en as languageEn } from './catalog/language.js';
import { ar as languageAr } from './catalog/language.ar.js';
import { en as themeEn } from './catalog/theme.js';
import { ar as themeAr } from './catalog/theme.ar.js';
import { en as policyEn } from './catalog/policy.js';
import { ar as policyAr } from './catalog/policy.ar.js';
import { en as mapEn } from './catalog/map.js';
import { ar as mapAr } from './catalog/map.ar.js';
import { en as homeEn } from './catalog/home.js';
import { ar as homeAr } from './catalog/home.ar.js';
import { en as appEn } from './catalog/app.js';
import { ar as appAr } from './catalog/app.ar.js';
import { en as itemEn } from './catalog/item.js';
import { ar as itemAr } from './catalog/item.ar.js';
import { en as catalogueEn } from './catalog/catalogue.js';
import { ar as catalogueAr } from './catalog/catalogue.ar.js';
import { en as storeEn } from './catalog/store.js';
import { ar as storeAr } from './catalog/store.ar.js';
import { en as cartEn } from './catalog/cart.js';
import { ar as cartAr } from './catalog/cart.ar.js';
import { en as checkoutEn } from './catalog/checkout.js';
import { ar as checkoutAr } from './catalog/checkout.ar.js';
import { en as ordersEn } from './catalog/orders.js';
import { ar as ordersAr } from './catalog/orders.ar.js';
import { en as authEn } from './catalog/auth.js';
import { ar as authAr } from './catalog/auth.ar.js';
import { en as wishlistEn } from './catalog/wishlist.js';
import { ar as wishlistAr } from './catalog/wishlist.ar.js';
import { en as addressesEn } from './catalog/addresses.js';
import { ar as addressesAr } from './catalog/addresses.ar.js';
import { en as accountEn } from './catalog/account.js';
import { ar as accountAr } from './catalog/account.ar.js';
import { en as rentalEn } from './catalog/rental.js';
import { ar as rentalAr } from './catalog/rental.ar.js';
import { en as rentalPagesEn } from './catalog/rental-pages.js';
import { ar as rentalPagesAr } from './catalog/rental-pages.ar.js';
import { en as tripEn } from './catalog/trip.js';
import { ar as tripAr } from './catalog/trip.ar.js';
import { en as orderDetailsEn } from './catalog/order-details.js';
import { ar as orderDetailsAr } from './catalog/order-details.ar.js';
import { en as profileEn } from './catalog/profile.js';
import { ar as profileAr } from './catalog/profile.ar.js';
import { en as walletEn } from './catalog/wallet.js';
import { ar as walletAr } from './catalog/wallet.ar.js';
import { en as loyaltyEn } from './catalog/loyalty.js';
import { ar as loyaltyAr } from './catalog/loyalty.ar.js';
import { en as paymentEn } from './catalog/payment.js';
import { ar as paymentAr } from './catalog/payment.ar.js';
import { en as mobileMenuEn } from './catalog/mobile-menu.js';
import { ar as mobileMenuAr } from './catalog/mobile-menu.ar.js';
import { en as chatEn } from './catalog/chat.js';
import { ar as chatAr } from './catalog/chat.ar.js';
import { en as parcelEn } from './catalog/parcel.js';
import { ar as parcelAr } from './catalog/parcel.ar.js';
import { en as registrationEn } from './catalog/registration.js';
import { ar as registrationAr } from './catalog/registration.ar.js';
import { en as v1moreEn } from './catalog/v1more.js';
import { ar as v1moreAr } from './catalog/v1more.ar.js';
import { en as v1webEn } from './catalog/v1web.js';
import { ar as v1webAr } from './catalog/v1web.ar.js';
import { en as searchEn } from './catalog/search.js';
import { ar as searchAr } from './catalog/search.ar.js';
import { en as productEn } from './catalog/product.js';
import { ar as productAr } from './catalog/product.ar.js';
import en from './en.js';
import ar from './ar.js';

export type { CatalogArea, Messages, Texts } from './define.js';
export { defineArea } from './define.js';

/**
 * Every area in both languages. An area is two files side by side: `catalog/<area>.ts` (English)
 * and `catalog/<area>.ar.ts` (Arabic). Add a new area here and in `en.ts` and `ar.ts`, the
 * one-language modules that a browser loads (a test checks that the lists agree). Node (server,
 * CLI) uses this module with both catalogs; the web app imports `en.ts` or `ar.ts` alone.
 */
export const AREAS = {
  common: { en: commonEn, ar: commonAr },
  location: { en: locationEn, ar: locationAr },
  module: { en: moduleEn, ar: moduleAr },
  header: { en: headerEn, ar: headerAr },
  footer: { en: footerEn, ar: footerAr },
  landing: { en: landingEn, ar: landingAr },
  language: { en: languageEn, ar: languageAr },
  theme: { en: themeEn, ar: themeAr },
  policy: { en: policyEn, ar: policyAr },
  map: { en: mapEn, ar: mapAr },
  home: { en: homeEn, ar: homeAr },
  app: { en: appEn, ar: appAr },
  item: { en: itemEn, ar: itemAr },
  catalogue: { en: catalogueEn, ar: catalogueAr },
  store: { en: storeEn, ar: storeAr },
  cart: { en: cartEn, ar: cartAr },
  checkout: { en: checkoutEn, ar: checkoutAr },
  orders: { en: ordersEn, ar: ordersAr },
  auth: { en: authEn, ar: authAr },
  wishlist: { en: wishlistEn, ar: wishlistAr },
  addresses: { en: addressesEn, ar: addressesAr },
  account: { en: accountEn, ar: accountAr },
  rental: { en: rentalEn, ar: rentalAr },
  'rental-pages': { en: rentalPagesEn, ar: rentalPagesAr },
  trip: { en: tripEn, ar: tripAr },
  'order-details': { en: orderDetailsEn, ar: orderDetailsAr },
  profile: { en: profileEn, ar: profileAr },
  wallet: { en: walletEn, ar: walletAr },
  loyalty: { en: loyaltyEn, ar: loyaltyAr },
  payment: { en: paymentEn, ar: paymentAr },
  'mobile-menu': { en: mobileMenuEn, ar: mobileMenuAr },
  chat: { en: chatEn, ar: chatAr },
  parcel: { en: parcelEn, ar: parcelAr },
  registration: { en: registrationEn, ar: registrationAr },
  v1more: { en: v1moreEn, ar: v1moreAr },
  v1web: { en: v1webEn, ar: v1webAr },
  search: { en: searchEn, ar: searchAr },
  product: { en: productEn, ar: productAr },
} satisfies Record<string, CatalogArea>;

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];

/** The flat catalogs, one per locale. */
export const catalogs: Record<Locale, Messages> = { en, ar };

/** Interpolates `{{name}}` placeholders. Unknown keys fall back to English, then to the key. */
export function translate(
  locale: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const lang: Locale = locale === 'ar' ? 'ar' : 'en';
  const template = catalogs[lang][key] ?? catalogs.en[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in vars ? String(vars[name]) : `{{${name}}}`,
  );
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translator(locale: string): Translate {
  return (key, vars) => translate(locale, key, vars);
}

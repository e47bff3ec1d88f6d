import type { CatalogArea, Messages } from './define.js';
import { common } from './catalog/common.js';
import { location } from './catalog/location.js';
import { module } from './catalog/module.js';
import { header } from './catalog/header.js';
import { footer } from './catalog/footer.js';
import { landing } from './catalog/landing.js';
import { language } from './catalog/language.js';
import { theme } from './catalog/theme.js';
import { policy } from './catalog/policy.js';
import { map } from './catalog/map.js';
import { home } from './catalog/home.js';
import { app } from './catalog/app.js';
import { item } from './catalog/item.js';
import { catalogue } from './catalog/catalogue.js';
import { store } from './catalog/store.js';
import { cart } from './catalog/cart.js';
import { checkout } from './catalog/checkout.js';
import { orders } from './catalog/orders.js';
import { auth } from './catalog/auth.js';
import { wishlist } from './catalog/wishlist.js';
import { addresses } from './catalog/addresses.js';
import { account } from './catalog/account.js';

export type { CatalogArea, Messages } from './define.js';
export { defineArea } from './define.js';

/** Every area; add new areas here. */
export const AREAS: Record<string, CatalogArea> = {
  common,
  location,
  module,
  header,
  footer,
  landing,
  language,
  theme,
  policy,
  map,
  home,
  app,
  item,
  catalogue,
  store,
  cart,
  checkout,
  orders,
  auth,
  wishlist,
  addresses,
  account,
};

export type Locale = 'en' | 'ar';
export const LOCALES: readonly Locale[] = ['en', 'ar'];

function merge(locale: Locale): Messages {
  const out: Messages = {};
  for (const [name, area] of Object.entries(AREAS)) {
    for (const [key, text] of Object.entries(area[locale])) {
      if (key in out) throw new Error(`i18n key ${key} is defined twice (area ${name})`);
      out[key] = text;
    }
  }
  return out;
}

/** The flat catalogs, one per locale. */
export const catalogs: Record<Locale, Messages> = { en: merge('en'), ar: merge('ar') };

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

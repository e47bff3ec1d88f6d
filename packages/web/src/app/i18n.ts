import type { Locale, Messages } from '@storefront/core/i18n/index';
import { readSession } from '@storefront/core/domain/session';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../adapters/storage.js';

/** The stored language (core's session), limited to the catalogs we ship. */
export function currentLocale(): Locale {
  return readSession(storage).language === 'ar' ? 'ar' : 'en';
}

/**
 * Each language is its own module (core's `i18n/en.ts`, `i18n/ar.ts`): a visitor loads only the
 * language shown (the boot script already asked for it with a modulepreload, so the import
 * does not wait for the app's code).
 */
const CATALOGS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('@storefront/core/i18n/en'),
  ar: () => import('@storefront/core/i18n/ar'),
};

/**
 * i18next over core's catalogs. Keys are flat and keyed by meaning (`location.toast...`), so
 * the key and namespace separators are off; placeholders are `{{name}}`. Every language has
 * every key (core's tests), so there is no fallback language to load.
 */
export const i18n: I18n = i18next.createInstance();

/** Loads the stored language's catalog and starts i18next; the app renders after it. */
export async function startI18n(): Promise<void> {
  const lng = currentLocale();
  const { default: messages } = await CATALOGS[lng]();
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: messages } },
    lng,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

/** Makes another language's texts available (a language change says so in the new language). */
export async function loadLanguage(lng: Locale): Promise<void> {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  const { default: messages } = await CATALOGS[lng]();
  i18n.addResourceBundle(lng, 'translation', messages);
}

import { catalogs, type Locale } from '@storefront/core/i18n/index';
import { readSession } from '@storefront/core/domain/session';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../adapters/storage.js';

/** The stored language (core's session), limited to the catalogs we ship. */
export function currentLocale(): Locale {
  return readSession(storage).language === 'ar' ? 'ar' : 'en';
}

/**
 * i18next over core's catalogs. Keys are flat and keyed by meaning (`location.toast...`), so
 * the key and namespace separators are off; placeholders are `{{name}}`.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: catalogs.en },
    ar: { translation: catalogs.ar },
  },
  lng: currentLocale(),
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

import { i18n } from '../../app/i18n.js';

/**
 * The inspector's texts (core's `i18n/catalog/inspector.ts` / `.ar.ts`) join the app's catalog
 * when the panel first loads: they are not in the language chunk of the first load. The page
 * reloads on a language change, so the language shown is the one to load.
 */
export async function loadInspectorTexts(): Promise<void> {
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const messages =
    language === 'ar'
      ? (await import('@storefront/core/i18n/catalog/inspector.ar')).ar
      : (await import('@storefront/core/i18n/catalog/inspector')).en;
  i18n.addResources(language, 'translation', messages);
}

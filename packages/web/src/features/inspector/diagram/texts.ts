import { ar } from '@storefront/core/i18n/catalog/inspector-replay.ar';
import { en } from '@storefront/core/i18n/catalog/inspector-replay';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

const TEXTS: Record<string, Record<string, string>> = { en, ar };

/**
 * Adds the diagrams' and the replay's texts (core's `inspector-replay` area, loaded with this
 * code, not with the app's catalog) to the languages i18next holds. Called before their first
 * render and again after a language change (the new language's catalog arrives then).
 */
export function ensureDiagramTexts(i18n: I18n): void {
  for (const lng of Object.keys(i18n.store?.data ?? {})) {
    const texts = TEXTS[lng];
    if (texts && !i18n.exists('replay.title', { lng })) {
      i18n.addResourceBundle(lng, 'translation', texts, true, false);
    }
  }
}

/** useTranslation with the diagrams' and the replay's texts in. */
export function useDiagramTranslation() {
  const translation = useTranslation();
  ensureDiagramTexts(translation.i18n);
  return translation;
}

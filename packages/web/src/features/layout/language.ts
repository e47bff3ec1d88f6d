import { direction, LANGUAGES, type LanguageCode } from '@storefront/core/domain/rtl';
import { STORAGE_KEYS } from '@storefront/core/domain/session';
import { flash } from '../../adapters/notifier.js';
import { navigatorPort } from '../../adapters/navigator.js';
import { storage } from '../../adapters/storage.js';
import { i18n, loadLanguage } from '../../app/i18n.js';

/**
 * The spec's language change, after the user confirmed: store the language and its country,
 * set the direction (right-to-left codes from core), toast 'Language has been changed' (shown
 * in the new language once the page is back) and reload for translated server content.
 */
export function changeLanguage(code: LanguageCode): void {
  const language = LANGUAGES.find((l) => l.code === code);
  if (!language) return;
  storage.set(STORAGE_KEYS.language, language.code);
  storage.set(STORAGE_KEYS.country, language.country);
  const root = document.documentElement;
  root.setAttribute('lang', language.code);
  root.setAttribute('dir', direction(language.code));
  // The toast is in the new language, whose catalog may not be loaded yet.
  void loadLanguage(language.code)
    .catch(() => undefined)
    .then(() => {
      flash.set('success', i18n.getFixedT(language.code)('language.changed'));
      navigatorPort.reload();
    });
}

import { LANGUAGES } from '@storefront/core/domain/rtl';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../app/i18n.js';
import { deferredChunk, MENU_TRIGGER, useDeferredControl } from '../../ui/deferred.js';
import {
  LanguageTriggerContent,
  languageTriggerClass,
  type LanguageMenuProps,
} from './LanguageMenuTrigger.js';

// The menu and its confirmation load on the visitor's first intent to open it.
const languageMenu = deferredChunk<LanguageMenuProps>(() => import('./LanguageMenuImpl.js'));

/**
 * Language menu (English / العربية); see LanguageMenuImpl. The button shows at once, the menu's
 * code loads when the visitor points at, focuses or presses it.
 */
export function LanguageMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const current = currentLocale();
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  const { Loaded, start, placeholder } = useDeferredControl(languageMenu, MENU_TRIGGER);
  if (Loaded) return <Loaded compact={compact} start={start} />;
  return (
    <button
      {...placeholder}
      className={languageTriggerClass(compact)}
      aria-label={t('language.menu.label', { name: currentName })}
      aria-haspopup="menu"
      data-testid="language-menu"
    >
      <LanguageTriggerContent compact={compact} />
    </button>
  );
}

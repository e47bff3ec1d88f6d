import { LANGUAGES } from '@storefront/core/domain/rtl';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { currentLocale } from '../../app/i18n.js';
import type { DeferredProps } from '../../ui/deferred.js';
import { ChevronDownIcon, GlobeIcon } from '../../ui/header-icons.js';

export interface LanguageMenuProps extends DeferredProps {
  compact?: boolean;
}

/** The language button's classes: the same for the look-alike and the menu's trigger. */
export function languageTriggerClass(compact: boolean): string {
  return button({ variant: 'ghost', size: compact ? 'icon' : 'md' });
}

/** The language button's content: the globe, and (not compact) the language's name. */
export function LanguageTriggerContent({ compact }: { compact: boolean }) {
  const current = currentLocale();
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  return (
    <>
      <GlobeIcon />
      {!compact && (
        <>
          <span lang={current}>{currentName}</span>
          <ChevronDownIcon className={css({ color: 'fg.muted' })} />
        </>
      )}
    </>
  );
}

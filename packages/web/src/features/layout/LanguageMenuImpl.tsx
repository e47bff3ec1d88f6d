import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { LANGUAGES, type LanguageCode } from '@storefront/core/domain/rtl';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menu } from '../../../styled-system/recipes';
import { currentLocale } from '../../app/i18n.js';
import { useStartReplay } from '../../ui/deferred.js';
import { LanguageConfirm } from './LanguageConfirm.js';
import { CheckIcon } from '../../ui/icons.js';
import {
  LanguageTriggerContent,
  languageTriggerClass,
  type LanguageMenuProps,
} from './LanguageMenuTrigger.js';

/**
 * Language menu (English / العربية). Choosing another language asks for confirmation, because
 * the page reloads to get translated server content. Loaded on the first intent to open it.
 */
export default function LanguageMenuImpl({ compact = false, start }: LanguageMenuProps) {
  const { t } = useTranslation();
  const current = currentLocale();
  const currentName = LANGUAGES.find((l) => l.code === current)?.name ?? current;
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const classes = menu();
  const trigger = useRef<HTMLButtonElement>(null);
  useStartReplay(start, trigger);

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger
          ref={trigger}
          className={languageTriggerClass(compact)}
          aria-label={t('language.menu.label', { name: currentName })}
          data-testid="language-menu"
        >
          <LanguageTriggerContent compact={compact} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className={classes.positioner}>
            <Menu.Content className={classes.content}>
              <Menu.RadioItemGroup
                value={current}
                onValueChange={({ value }) => {
                  const next = LANGUAGES.find((l) => l.code === value);
                  if (next && next.code !== current) setPending(next.code);
                }}
              >
                <Menu.ItemGroupLabel className={classes.itemGroupLabel}>
                  {t('language.label')}
                </Menu.ItemGroupLabel>
                {LANGUAGES.map((language) => (
                  <Menu.RadioItem
                    key={language.code}
                    value={language.code}
                    className={classes.item}
                    data-testid={`language-option-${language.code}`}
                    lang={language.code}
                  >
                    <Menu.ItemText>{language.name}</Menu.ItemText>
                    <Menu.ItemIndicator className={classes.itemIndicator}>
                      <CheckIcon />
                    </Menu.ItemIndicator>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LanguageConfirm pending={pending} onCancel={() => setPending(null)} />
    </>
  );
}

import { LANGUAGES, type LanguageCode } from '@storefront/core/domain/rtl';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { currentLocale } from '../../app/i18n.js';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { GlobeIcon, MoonIcon, SunIcon } from '../../ui/icons.js';
import { changeLanguage } from '../layout/language.js';
import { setTheme, useTheme, type ThemeMode } from '../layout/theme.js';
import { Panel } from './ui.js';

const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '3',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  cursor: 'pointer',
  fontWeight: 'medium',
  transition: 'border-color 150ms, background 150ms',
  _hover: { borderColor: 'accent.muted' },
  '&:has(input:checked)': {
    borderColor: 'accent.solid',
    bg: 'accent.subtle',
    color: 'accent.text',
  },
  '&:has(input:focus-visible)': {
    outline: '2px solid token(colors.accent.solid)',
    outlineOffset: '2px',
  },
});
const radio = css({ accentColor: 'token(colors.accent.solid)', w: '4', h: '4', flexShrink: 0 });

function Choices({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <legend className={css({ fontWeight: 'bold', mb: '3' })}>{legend}</legend>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '3',
        })}
      >
        {children}
      </div>
    </fieldset>
  );
}

/**
 * Settings: the language (the header's language menu's rule: 'Are you sure to change the
 * language?', then the page reloads) and the theme (Light Mode / Dark Mode, kept across visits).
 */
export function SettingsSection() {
  const { t } = useTranslation();
  const name = useId();
  const current = currentLocale();
  const { mode } = useTheme();
  const [pending, setPending] = useState<LanguageCode | null>(null);
  const themes: { mode: ThemeMode; icon: ReactNode; label: string }[] = [
    { mode: 'light', icon: <SunIcon />, label: t('theme.light') },
    { mode: 'dark', icon: <MoonIcon />, label: t('theme.dark') },
  ];
  return (
    <Panel
      testId="settings"
      className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}
    >
      <Choices legend={t('account.settings.language')}>
        {LANGUAGES.map((language) => (
          <label key={language.code} className={option} lang={language.code}>
            <input
              type="radio"
              name={`${name}-language`}
              className={radio}
              checked={language.code === current}
              onChange={() => language.code !== current && setPending(language.code)}
              data-testid={`settings-language-${language.code}`}
            />
            <GlobeIcon />
            {language.name}
          </label>
        ))}
      </Choices>
      <Choices legend={t('account.settings.theme')}>
        {themes.map((theme) => (
          <label key={theme.mode} className={option}>
            <input
              type="radio"
              name={`${name}-theme`}
              className={radio}
              checked={mode === theme.mode}
              onChange={() => setTheme(theme.mode)}
              data-testid={`settings-theme-${theme.mode}`}
            />
            {theme.icon}
            {theme.label}
          </label>
        ))}
      </Choices>
      <Dialog
        open={pending != null}
        onOpenChange={(open) => !open && setPending(null)}
        role="alertdialog"
        size="sm"
        title={t('language.confirm.title')}
        description={t('language.confirm.description')}
        testId="language-confirm"
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)}>
              {t('common.action.no')}
            </Button>
            <Button onClick={() => pending && changeLanguage(pending)}>
              {t('common.action.yes')}
            </Button>
          </>
        }
      />
    </Panel>
  );
}

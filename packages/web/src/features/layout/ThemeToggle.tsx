import { useTranslation } from 'react-i18next';
import { button } from '../../../styled-system/recipes';
import { MoonIcon, SunIcon } from '../../ui/header-icons.js';
import { useTheme } from './theme.js';

/** Light Mode / Dark Mode toggle; the choice survives reloads (storage key `theme`). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggle } = useTheme();
  const next = mode === 'dark' ? t('theme.light') : t('theme.dark');
  return (
    <button
      type="button"
      className={button({ variant: 'ghost', size: 'icon' })}
      onClick={toggle}
      aria-label={next}
      title={next}
      data-testid="theme-toggle"
      data-theme-mode={mode}
    >
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

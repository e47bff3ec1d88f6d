import { defineArea } from '../define.js';

/** The theme toggle. */
export const theme = defineArea({
  en: {
    'theme.mode': 'Theme Mode',
    'theme.light': 'Light Mode',
    'theme.dark': 'Dark Mode',
  },
  ar: {
    'theme.mode': 'وضع المظهر',
    'theme.light': 'الوضع الفاتح',
    'theme.dark': 'الوضع الداكن',
  },
});

import type { Texts } from '../define.js';
import type { en } from './theme.js';

/** The Arabic of `theme.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'theme.mode': 'وضع المظهر',
  'theme.light': 'الوضع الفاتح',
  'theme.dark': 'الوضع الداكن',
};

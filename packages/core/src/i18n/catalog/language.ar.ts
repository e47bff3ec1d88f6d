import type { Texts } from '../define.js';
import type { en } from './language.js';

/** The Arabic of `language.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'language.label': 'اللغة',
  'language.menu.label': 'تغيير اللغة، اللغة الحالية: {{name}}',
  'language.confirm.title': 'هل أنت متأكد من تغيير اللغة؟',
  'language.confirm.description': 'سيتم تحديث الصفحة لعرض المحتوى المترجم.',
  'language.changed': 'تم تغيير اللغة',
};

import { defineArea } from '../define.js';

/** The language menu and its confirmation. Language names are shown in their own language. */
export const language = defineArea({
  en: {
    'language.label': 'Language',
    'language.menu.label': 'Change language, current: {{name}}',
    'language.confirm.title': 'Are you sure to change the language?',
    'language.confirm.description': 'The browser will refresh to get translated content.',
    'language.changed': 'Language has been changed',
  },
  ar: {
    'language.label': 'اللغة',
    'language.menu.label': 'تغيير اللغة، اللغة الحالية: {{name}}',
    'language.confirm.title': 'هل أنت متأكد من تغيير اللغة؟',
    'language.confirm.description': 'سيتم تحديث الصفحة لعرض المحتوى المترجم.',
    'language.changed': 'تم تغيير اللغة',
  },
});

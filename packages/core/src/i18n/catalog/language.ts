import type { Messages } from '../define.js';

/** The language menu and its confirmation. Language names are shown in their own language. */
export const en = {
  'language.label': 'Language',
  'language.menu.label': 'Change language, current: {{name}}',
  'language.confirm.title': 'Are you sure to change the language?',
  'language.confirm.description': 'The browser will refresh to get translated content.',
  'language.changed': 'Language has been changed',
} satisfies Messages;

import type { Messages } from '../define.js';

/** The theme toggle. */
export const en = {
  'theme.mode': 'Theme Mode',
  'theme.light': 'Light Mode',
  'theme.dark': 'Dark Mode',
} satisfies Messages;

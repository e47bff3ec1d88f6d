import type { Messages } from '../define.js';

/** The header: logo, location selector, navigation and the module switcher. */
export const en = {
  'header.nav.label': 'Main navigation',
  'header.nav.home': 'Home',
  'header.nav.helpAndSupport': 'Help & Support',
  'header.logo.label': '{{name}}, home',
  'header.location.label': 'Location',
  'header.location.none': 'Select location',
  'header.modules.current': 'Module: {{name}}',
  'header.settings.label': 'Settings',
} satisfies Messages;

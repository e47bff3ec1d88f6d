import { defineArea } from '../define.js';

/** The header: logo, location selector, navigation and the module switcher. */
export const header = defineArea({
  en: {
    'header.nav.label': 'Main navigation',
    'header.nav.home': 'Home',
    'header.nav.helpAndSupport': 'Help & Support',
    'header.logo.label': '{{name}}, home',
    'header.location.label': 'Location',
    'header.location.none': 'Select location',
    'header.modules.current': 'Module: {{name}}',
    'header.settings.label': 'Settings',
  },
  ar: {
    'header.nav.label': 'التنقل الرئيسي',
    'header.nav.home': 'الرئيسية',
    'header.nav.helpAndSupport': 'المساعدة والدعم',
    'header.logo.label': '{{name}}، الصفحة الرئيسية',
    'header.location.label': 'الموقع',
    'header.location.none': 'اختر الموقع',
    'header.modules.current': 'القسم: {{name}}',
    'header.settings.label': 'الإعدادات',
  },
});

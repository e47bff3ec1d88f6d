import type { Texts } from '../define.js';
import type { en } from './header.js';

/** The Arabic of `header.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'header.nav.label': 'التنقل الرئيسي',
  'header.nav.home': 'الرئيسية',
  'header.nav.helpAndSupport': 'المساعدة والدعم',
  'header.logo.label': '{{name}}، الصفحة الرئيسية',
  'header.location.label': 'الموقع',
  'header.location.none': 'اختر الموقع',
  'header.modules.current': 'القسم: {{name}}',
  'header.settings.label': 'الإعدادات',
};

import type { Texts } from '../define.js';
import type { en } from './landing.js';

/** The Arabic of `landing.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'landing.hero.label': 'اختر موقعك',
  'landing.search.clear': 'مسح البحث',
  'landing.or': 'أو',
  'landing.current': 'موقعك: {{location}}',
  'landing.explore': 'تصفّح',
  'landing.zones.title': 'مناطق التوصيل',
  'landing.testimonials.title': 'ماذا يقول عملاؤنا',
  'landing.testimonials.loading': 'جارٍ تحميل آراء عملائنا',
  'landing.app.loading': 'جارٍ تحميل قسم التطبيق',
  'landing.app.googlePlay': 'احصل عليه من Google Play',
  'landing.app.appStore': 'حمّله من App Store',
  'landing.app.getItOn': 'احصل عليه من',
  'landing.app.downloadOn': 'حمّله من',
};

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
};

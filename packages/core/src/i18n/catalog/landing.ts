import { defineArea } from '../define.js';

/** The landing page's location hero and its place search. */
export const landing = defineArea({
  en: {
    'landing.hero.label': 'Choose your location',
    'landing.search.clear': 'Clear search',
    'landing.or': 'or',
    'landing.current': 'Your location: {{location}}',
    'landing.explore': 'Explore',
    'landing.zones.title': 'Where we deliver',
  },
  ar: {
    'landing.hero.label': 'اختر موقعك',
    'landing.search.clear': 'مسح البحث',
    'landing.or': 'أو',
    'landing.current': 'موقعك: {{location}}',
    'landing.explore': 'تصفّح',
    'landing.zones.title': 'مناطق التوصيل',
  },
});

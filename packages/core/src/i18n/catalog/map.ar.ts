import type { Texts } from '../define.js';
import type { en } from './map.js';

/** The Arabic of `map.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'map.region':
    'الخريطة. اسحب الخريطة أو استخدم مفاتيح الأسهم لتحريك الدبوس، ومفتاحَي زائد وناقص للتكبير والتصغير.',
  'map.zoomLevel': 'مستوى التكبير {{zoom}}',
  'map.coordinates': 'خط العرض {{latitude}}، خط الطول {{longitude}}',
  'map.outsideZones': 'لا نخدم هذه النقطة بعد. حرّك الدبوس إلى إحدى المناطق المظلّلة.',
  'map.insideZone': 'داخل {{zone}}',
  'map.pin': 'الموقع المحدد',
  'map.business': 'موقع المتجر',
  'map.loadError': 'تعذّر تحميل الخريطة.',
};

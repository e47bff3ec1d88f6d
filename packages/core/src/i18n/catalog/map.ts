import { defineArea } from '../define.js';

/** Location actions and the map picker (Google Maps or the offline map). */
export const map = defineArea({
  en: {
    'map.region': 'Map. Drag the map or use the arrow keys to move the pin; plus and minus zoom.',
    'map.zoomLevel': 'Zoom {{zoom}}',
    'map.coordinates': 'Latitude {{latitude}}, longitude {{longitude}}',
    'map.outsideZones': 'We do not serve this point yet. Move the pin into a highlighted zone.',
    'map.insideZone': 'Inside {{zone}}',
    'map.pin': 'Selected location',
    'map.business': 'Business location',
    'map.loadError': 'The map could not be loaded.',
  },
  ar: {
    'map.region':
      'الخريطة. اسحب الخريطة أو استخدم مفاتيح الأسهم لتحريك الدبوس، ومفتاحَي زائد وناقص للتكبير والتصغير.',
    'map.zoomLevel': 'مستوى التكبير {{zoom}}',
    'map.coordinates': 'خط العرض {{latitude}}، خط الطول {{longitude}}',
    'map.outsideZones': 'لا نخدم هذه النقطة بعد. حرّك الدبوس إلى إحدى المناطق المظلّلة.',
    'map.insideZone': 'داخل {{zone}}',
    'map.pin': 'الموقع المحدد',
    'map.business': 'موقع المتجر',
    'map.loadError': 'تعذّر تحميل الخريطة.',
  },
});

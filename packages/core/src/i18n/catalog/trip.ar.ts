import type { Texts } from '../define.js';
import type { en } from './trip.js';

/** The Arabic of `trip.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'trip.search.error.pickup': 'اختر مكان الاستلام.',
  'trip.search.error.destination': 'اختر الوجهة.',
  'trip.search.error.pickupTime': 'اختر تاريخ الاستلام ووقته.',
  'trip.search.error.hours': 'اختر عدد الساعات التي تحتاج فيها المركبة.',
  'trip.search.error.route': 'لم تُحسب مسافة الرحلة بعد.',
};

import type { Texts } from '../define.js';
import type { en } from './trip.js';

/** The Arabic of `trip.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'trip.search.error.pickup': 'اختر مكان الاستلام.',
  'trip.search.error.destination': 'اختر الوجهة.',
  'trip.search.error.pickupTime': 'اختر تاريخ الاستلام ووقته.',
  'trip.search.error.hours': 'اختر عدد الساعات التي تحتاج فيها المركبة.',
  'trip.search.error.route': 'لم تُحسب مسافة الرحلة بعد.',
  'trip.cart.error.noTrip': 'ابحث عن رحلة أولًا: اختر مكان الاستلام والوجهة ووقت الاستلام والمدة.',
  'trip.cart.error.notInCart': 'هذه المركبة ليست في سلتك.',
  'trip.toast.removed': 'أُزيلت المركبة من سلتك.',
  'trip.toast.tripChanged': 'تم تحديث رحلتك.',
  'trip.booking.error.emptyCart': 'سلة رحلتك فارغة.',
  'trip.booking.error.contact':
    'أدخل بيانات التواصل عند الاستلام: الاسم ورقم الهاتف والبريد الإلكتروني.',
  'trip.booking.error.paymentMethod': 'طريقة الدفع هذه غير متاحة للرحلات.',
  'trip.booking.signIn': 'سجّل الدخول لحجز رحلتك.',
  'trip.booking.booked': 'تم حجز رحلتك.',
  // ---- web (features/trips): the trip cart, trip checkout, trips and tracking ----
  'trip.web.cart.open': 'افتح سلة الرحلة',
  'trip.web.cart.badge': '{{count}} مركبة في سلة الرحلة',
  'trip.web.cart.loadFailed': 'تعذّر تحميل سلة رحلتك.',
  'trip.web.drawer.toCart': 'الذهاب إلى سلة الرحلة',
  'trip.web.dialog.vehicles': 'المركبات التي ستُزال',
  'trip.web.trip.label': 'رحلتك',
  'trip.web.trip.pickup': 'الاستلام',
  'trip.web.trip.destination': 'الوجهة',
  'trip.web.trip.time': 'وقت الاستلام',
  'trip.web.trip.rentType': 'نوع الإيجار',
  'trip.web.trip.hourly': 'بالساعة',
  'trip.web.trip.distance': 'حسب المسافة',
  'trip.web.line.quantity': 'كمية {{name}}',
  'trip.web.line.remove': 'إزالة من سلة الرحلة',
  'trip.web.line.perHour': 'ساعة',
  'trip.web.line.perKm': 'كم',
  'trip.web.lines.label': 'مركبات رحلتك',
  'trip.web.totals.subtotal': 'المجموع الفرعي',
  // ---- end of web (features/trips) ----
};

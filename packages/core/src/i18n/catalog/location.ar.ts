import type { Texts } from '../define.js';
import type { en } from './location.js';

/** The Arabic of `location.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'location.toast.deliverySelected': 'تم اختيار عنوان توصيل جديد.',
  'location.toast.pickupSelected': 'تم اختيار عنوان استلام جديد.',
  'location.toast.locationSet': 'تم تحديد الموقع بنجاح',
  'location.label.delivery': 'التوصيل',
  'location.label.pickup': 'الاستلام',
  'location.savedAddresses.hint': 'اختر من العناوين المحفوظة أو حدّد على الخريطة',
  'location.savedAddresses.signInRequired':
    'لاختيار عنوان من العناوين المحفوظة، يجب عليك تسجيل الدخول.',
  'location.useCurrentLocation': 'استخدام الموقع الحالي',
  'location.pickFromMap': 'التحديد على الخريطة',
  'location.locating': 'جارٍ تحديد موقعك…',
  'location.resolving': 'جارٍ التحقق من هذا الموقع…',
  'location.search.placeholder': 'ابحث عن مكان',
  'location.search.searching': 'جارٍ البحث…',
  'location.search.noResults': 'لا توجد أماكن تطابق بحثك',
  'location.map.title': 'حدّد موقعك على الخريطة',
  'location.map.hint': 'حرّك الخريطة لتضع الدبوس على عنوانك',
  'location.map.confirm': 'اختيار هذا الموقع',
  'location.map.zoomIn': 'تكبير',
  'location.map.zoomOut': 'تصغير',
  'location.error.permissionDenied':
    'الوصول إلى الموقع محظور. اسمح به من إعدادات المتصفح، أو ابحث عن مكان بدلًا من ذلك.',
  'location.error.positionUnavailable':
    'تعذّر تحديد موقعك. حاول مرة أخرى، أو اختر مكانًا على الخريطة.',
  'location.error.timeout': 'استغرق تحديد موقعك وقتًا طويلًا. حاول مرة أخرى، أو ابحث عن مكان.',
  'location.error.unsupported':
    'لا يستطيع هذا الجهاز مشاركة موقعه. ابحث عن مكان أو حدّده على الخريطة.',
  'location.error.geolocation': 'تعذّر الحصول على موقعك الحالي.',
  'location.error.invalidAddress':
    'لا يحتوي هذا العنوان على إحداثيات صحيحة. حدّده على الخريطة بدلًا من ذلك.',
};

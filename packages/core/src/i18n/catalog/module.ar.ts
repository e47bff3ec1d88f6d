import type { Texts } from '../define.js';
import type { en } from './module.js';

/** The Arabic of `module.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'module.title': 'اختر نوع القسم لطلباتك',
  'module.required': 'يجب اختيار قسم للمتابعة.',
  'module.toast.selected': 'تم اختيار القسم.',
  'module.empty.title': 'لم يتم العثور على أي قسم',
  'module.empty.description': 'تواصل مع مالك الموقع لتفعيل الأقسام.',
  'module.info': 'يمكنك الانتقال إلى قسم آخر في أي وقت من القائمة.',
  'module.loading': 'جارٍ تحميل الأقسام…',
  'module.switcher.label': 'الأقسام',
  'module.current': 'القسم الحالي',
  'module.type.grocery': 'البقالة',
  'module.type.pharmacy': 'الصيدلية',
  'module.type.ecommerce': 'التسوّق الإلكتروني',
  'module.type.food': 'الطعام',
  'module.type.parcel': 'الطرود',
  'module.type.rental': 'تأجير المركبات',
};

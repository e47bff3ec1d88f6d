import type { Texts } from '../define.js';
import type { en } from './common.js';

/** The Arabic of `common.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'common.error.generic': 'حدث خطأ ما',
  'common.error.network': 'تعذّر الاتصال بالخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  'common.error.sessionExpired': 'حسابك غير نشط أو انتهت صلاحية جلستك',
  'common.action.retry': 'إعادة المحاولة',
  'common.action.tryAgain': 'حاول مرة أخرى',
  'common.action.cancel': 'إلغاء',
  'common.action.yes': 'نعم',
  'common.action.no': 'لا',
  'common.action.close': 'إغلاق',
  'common.action.confirm': 'تأكيد',
  'common.action.save': 'حفظ',
  'common.action.reset': 'إعادة تعيين',
  'common.action.select': 'اختيار',
  'common.action.goBack': 'رجوع',
  'common.loading': 'جارٍ التحميل…',
  'common.restaurants': 'المطاعم',
  'common.providers': 'مزوّدو الخدمة',
  'common.stores': 'المتاجر',
  'common.validation.email': 'يرجى إدخال بريد إلكتروني صحيح.',
  'common.validation.emailTooLong': 'يجب ألا يزيد البريد الإلكتروني على 255 حرفًا.',
};

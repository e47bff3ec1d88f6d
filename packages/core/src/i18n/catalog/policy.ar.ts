import type { Texts } from '../define.js';
import type { en } from './policy.js';

/** The Arabic of `policy.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'policy.aboutUs': 'من نحن',
  'policy.termsAndConditions': 'الشروط والأحكام',
  'policy.privacyPolicy': 'سياسة الخصوصية',
  'policy.refundPolicy': 'سياسة الاسترداد',
  'policy.cancellationPolicy': 'سياسة الإلغاء',
  'policy.shippingPolicy': 'سياسة الشحن',
  'policy.helpAndSupport': 'المساعدة والدعم',
  'policy.help.subtitle': 'لديك سؤال عن طلب أو عن المتجر؟ تواصل معنا من هنا.',
  'policy.help.email': 'راسلنا عبر البريد الإلكتروني',
  'policy.help.phone': 'اتصل بنا',
  'policy.help.address': 'تفضّل بزيارتنا',
  'policy.loadError': 'تعذّر تحميل هذه الصفحة.',
};

import { defineArea } from '../define.js';

/** The public pages: about us, the policies, and help and support. */
export const policy = defineArea({
  en: {
    'policy.aboutUs': 'About Us',
    'policy.termsAndConditions': 'Terms and Conditions',
    'policy.privacyPolicy': 'Privacy Policy',
    'policy.refundPolicy': 'Refund Policy',
    'policy.cancellationPolicy': 'Cancellation Policy',
    'policy.shippingPolicy': 'Shipping Policy',
    'policy.helpAndSupport': 'Help & Support',
    'policy.help.subtitle': 'Questions about an order or the storefront? Reach us here.',
    'policy.help.email': 'Send us an email',
    'policy.help.phone': 'Call us',
    'policy.help.address': 'Visit us',
    'policy.loadError': 'This page could not be loaded.',
  },
  ar: {
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
  },
});

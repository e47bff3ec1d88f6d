import type { Texts } from '../define.js';
import type { en } from './footer.js';

/** The Arabic of `footer.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'footer.label': 'تذييل الصفحة',
  'footer.newsletter.emailLabel': 'البريد الإلكتروني',
  'footer.newsletter.placeholder': 'بريدك الإلكتروني',
  'footer.newsletter.subscribe': 'اشترك',
  'footer.newsletter.success': 'تم الاشتراك بنجاح',
  'footer.social.title': 'تابعنا',
  'footer.social.link': '{{name}} (يفتح في علامة تبويب جديدة)',
  'footer.apps.title': 'حمّل تطبيقنا',
  'footer.apps.playStore': 'احصل عليه من Google Play',
  'footer.apps.appStore': 'حمّله من App Store',
  'footer.contact.title': 'تواصل معنا',
  'footer.contact.email': 'البريد الإلكتروني',
  'footer.contact.phone': 'الهاتف',
  'footer.contact.address': 'العنوان',
  'footer.contact.showOnMap': 'عرض على الخريطة',
  'footer.contact.mapTitle': 'موقعنا',
  'footer.links.company': 'الشركة',
  'footer.links.policies': 'السياسات',
  'footer.links.support': 'الدعم',
};

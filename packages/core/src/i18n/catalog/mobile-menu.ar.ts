import type { Texts } from '../define.js';
import type { en } from './mobile-menu.js';

/** The Arabic of `mobile-menu.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'mobileMenu.open': 'القائمة',
  'mobileMenu.title': 'القائمة',
  'mobileMenu.account': 'حسابي',
  'mobileMenu.categories': 'الفئات',
  'mobileMenu.viewAll': 'عرض الكل',
  'mobileMenu.latest.stores': 'أحدث المتاجر',
  'mobileMenu.latest.restaurants': 'أحدث المطاعم',
  'mobileMenu.latest.providers': 'أحدث مزوّدي الخدمة',
  'mobileMenu.popular.stores': 'المتاجر الأكثر رواجًا',
  'mobileMenu.popular.restaurants': 'المطاعم الأكثر رواجًا',
  'mobileMenu.popular.providers': 'مزوّدو الخدمة الأكثر رواجًا',
  'mobileMenu.empty': 'لا يوجد ما يُعرض هنا بعد.',
  'mobileMenu.loadFailed': 'تعذّر تحميل هذه القائمة.',
};

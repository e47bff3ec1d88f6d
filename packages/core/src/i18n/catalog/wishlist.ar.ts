import type { Texts } from '../define.js';
import type { en } from './wishlist.js';

/** The Arabic of `wishlist.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'wishlist.title': 'المفضّلة',
  'wishlist.tab.items': 'المنتجات',
  'wishlist.tab.foods': 'الوجبات',
  'wishlist.tab.vehicles': 'المركبات',
  'wishlist.tab.stores': 'المتاجر',
  'wishlist.tab.restaurants': 'المطاعم',
  'wishlist.tab.providers': 'مزوّدو الخدمة',
  'wishlist.kind.items': 'منتجات',
  'wishlist.kind.foods': 'وجبات',
  'wishlist.kind.vehicles': 'مركبات',
  'wishlist.kind.stores': 'متاجر',
  'wishlist.kind.restaurants': 'مطاعم',
  'wishlist.kind.providers': 'مزوّدو خدمة',
  'wishlist.empty': 'لا توجد {{kind}} في المفضّلة',
  'wishlist.action.add': 'أضف إلى المفضّلة',
  'wishlist.action.remove': 'أزل من المفضّلة',
  'wishlist.heart.label': 'احفظ {{name}} في المفضّلة',
  'wishlist.confirm.remove': 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
  'wishlist.toast.notLoggedIn': 'لم تقم بتسجيل الدخول',
  'wishlist.toast.added': 'تمت الإضافة إلى المفضّلة.',
  'wishlist.toast.removed': 'تمت الإزالة من المفضّلة.',
};

import type { Texts } from '../define.js';
import type { en } from './store.js';

/** The Arabic of `store.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'store.open': 'مفتوح الآن',
  'store.closed': 'مغلق الآن',
  'store.deliveryTime': '{{min}}-{{max}} دقيقة',
  'store.deliveryTimeLabel': 'مدة التوصيل',
  'store.minimumOrder': 'الحد الأدنى للطلب',
  'store.minimumOrderShort': 'الحد الأدنى {{amount}}',
  'store.distance': '{{km}} كم',
  'store.delivery': 'توصيل',
  'store.takeAway': 'استلام من المتجر',
  'store.freeDelivery': 'توصيل مجاني',
  'store.logo': 'شعار {{name}}',
  'store.categories': 'الفئات',
  'store.allItems': 'كل المنتجات',
  'store.noItems': 'لا توجد منتجات هنا بعد.',
  'store.search.label': 'ابحث في {{name}}',
  'store.search.placeholder': 'ابحث في هذا المتجر…',
  'store.search.clear': 'مسح البحث',
  'store.loading': 'جارٍ تحميل المتجر',
  'store.notFound.title': 'المتجر غير موجود',
  'store.notFound.text': 'هذا المتجر غير موجود أو لم يعد متاحًا.',
};

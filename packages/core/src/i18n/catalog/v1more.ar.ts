import type { Texts } from '../define.js';
import type { en } from './v1more.js';

/** The Arabic of `v1more.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'v1more.flash.title': 'تخفيضات سريعة',
  'v1more.flash.endsIn': 'ينتهي خلال',
  'v1more.flash.days': 'أيام',
  'v1more.flash.hours': 'ساعات',
  'v1more.flash.minutes': 'دقائق',
  'v1more.flash.seconds': 'ثوانٍ',
  'v1more.flash.ended': 'انتهت هذه التخفيضات السريعة.',
  'v1more.flash.viewAll': 'عرض الكل',
  'v1more.flash.sold': 'بيع {{sold}}',
  'v1more.flash.left': 'متبقٍ {{count}}',
  'v1more.flash.none': 'لا توجد تخفيضات سريعة حاليًا.',
  'v1more.ads.title': 'متاجر مميزة',
  'v1more.brands.title': 'العلامات التجارية',
  'v1more.brands.items': 'عدد المنتجات: {{count}}',
  'v1more.brand.empty': 'لا توجد منتجات لهذه العلامة التجارية هنا بعد.',
  'v1more.visitAgain.title': 'زُرها مجددًا',
  'v1more.storeItems.title': 'المزيد من هذا المتجر',
  'v1more.reviews.title': 'التقييمات',
  'v1more.reviews.empty': 'لا توجد تقييمات بعد.',
  'v1more.reviews.noPlan': 'لا تتضمن خطة هذا المتجر التقييمات',
  'v1more.reviews.on': 'على {{item}}',
  'v1more.reviews.more': 'عرض المزيد من التقييمات',
  'v1more.cashback.title': 'استرداد نقدي',
  'v1more.cashback.percent': 'استرداد نقدي {{value}}% حتى {{max}} على الطلبات من {{min}} فأكثر',
  'v1more.cashback.percentNoCap': 'استرداد نقدي {{value}}% على الطلبات من {{min}} فأكثر',
  'v1more.cashback.amount': 'استرداد نقدي {{value}} على الطلبات من {{min}} فأكثر',
  'v1more.cashback.earn':
    'ستحصل على استرداد نقدي بقيمة {{amount}} على هذا الطلب، يُضاف إلى محفظتك عند التوصيل.',
  'v1more.loadFailed': 'تعذّر تحميل هذه القائمة.',
  'v1more.parcel.promotions': 'عروض الطرود',
  'v1more.cartLocation.title': 'إلى أين نوصل طلبك؟',
  'v1more.cartLocation.hint': 'اختر موقع التوصيل على الخريطة، ثم نضيف المنتج إلى سلتك.',
  'v1more.search.categories': 'فئات تطابق «{{text}}»',
};

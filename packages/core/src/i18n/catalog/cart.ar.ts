import type { Texts } from '../define.js';
import type { en } from './cart.js';

/** The Arabic of `cart.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'cart.title': 'سلة التسوق',
  'cart.empty.title': 'سلتك فارغة',
  'cart.empty.description': 'لم تُضف أي منتجات إلى سلتك بعد. يرجى إضافة منتجات إلى قائمة سلتك.',
  'cart.subtotal': 'المجموع الفرعي',
  'cart.proceedToCheckout': 'المتابعة إلى الدفع',
  'cart.continueShopping': 'مواصلة التسوق',
  'cart.open': 'فتح السلة',
  'cart.badge': '{{count}} منتجات في السلة',
  'cart.freeDelivery.remaining': 'أضف {{amount}} أخرى لتحصل على توصيل مجاني',
  'cart.freeDelivery.reached': 'لقد حصلت على توصيل مجاني',
  'cart.replace.title': 'هل أنت متأكد أنك تريد إعادة التعيين؟',
  'cart.replace.message':
    'في سلتك منتجات من متجر آخر. إذا تابعت، فستُحذف كل المنتجات السابقة من السلة وسيُضاف هذا المنتج.',
  'cart.toast.replaced': 'تم إفراغ سلتك بنجاح، وأُضيف المنتج المحدد إلى السلة.',
  'cart.toast.removed': 'تمت إزالة المنتج من السلة بنجاح',
  'cart.line.remove': 'إزالة المنتج',
  'cart.line.increase': 'زيادة الكمية',
  'cart.line.decrease': 'إنقاص الكمية',
  'cart.line.quantity': 'الكمية',
  'cart.line.addOns': 'الإضافات: {{list}}',
  'cart.line.addOn': '{{name}} (الكمية {{quantity}})',
  'cart.line.unavailable': 'لم يعد متوفرًا بهذه الخيارات',
  'cart.freeDelivery.label': 'التقدّم نحو التوصيل المجاني',
  'cart.loading': 'جارٍ تحميل سلتك…',
  'cart.error': 'تعذّر تحميل سلتك.',
  'cart.replace.confirm': 'نعم، استبدل',
  'cart.minimumOrder.label': 'الحد الأدنى للطلب',
  'cart.minimumOrder.missing': 'أضف {{amount}} أخرى للمتابعة إلى الدفع',
};

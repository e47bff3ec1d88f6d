import type { Texts } from '../define.js';
import type { en } from './product.js';

/** The Arabic of `product.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'product.stockLeft': 'لم يتبقَّ سوى {{count}} منتج',
  'product.stockLeft_one': 'لم يتبقَّ سوى {{count}} منتج',
  'product.stockLeft_two': 'لم يتبقَّ سوى {{count}} منتج',
  'product.stockLeft_few': 'لم يتبقَّ سوى {{count}} منتجات',
  'product.stockLeft_many': 'لم يتبقَّ سوى {{count}} منتجًا',
  'product.stockLeft_other': 'لم يتبقَّ سوى {{count}} منتج',
  'product.ratings.none': 'لا توجد تقييمات بعد',
  'product.reviews.noneWritten':
    'لا توجد مراجعات مكتوبة بعد. يستطيع من طلب هذا المنتج أن يكتب مراجعته.',
  'product.ratings.breakdown': 'توزيع التقييمات',
  'product.ratings.outOf': 'من 5',
  'product.ratings.bar': '{{stars}} نجوم: {{count}} ({{percent}}٪)',
  'product.ratings.total': '{{count}} تقييم',
  'product.ratings.total_one': '{{count}} تقييم',
  'product.ratings.total_two': '{{count}} تقييم',
  'product.ratings.total_few': '{{count}} تقييمات',
  'product.ratings.total_many': '{{count}} تقييمًا',
  'product.ratings.total_other': '{{count}} تقييم',
  'product.gallery.thumbnails': 'صور {{name}}',
};

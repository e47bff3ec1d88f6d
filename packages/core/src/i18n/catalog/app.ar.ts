import type { Texts } from '../define.js';
import type { en } from './app.js';

/** The Arabic of `app.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'app.skipToContent': 'انتقل إلى المحتوى',
  'app.error.title': 'عذرًا، حدث خطأ ما',
  'app.error.description': 'يرجى المحاولة مرة أخرى بعد قليل أو التواصل مع فريق الدعم.',
  'app.notFound.title': 'الصفحة غير موجودة',
  'app.notFound.description': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  'app.notFound.back': 'العودة إلى البداية',
};

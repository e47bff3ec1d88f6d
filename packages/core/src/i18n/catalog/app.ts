import { defineArea } from '../define.js';

/** App-wide text of the web shell: skip link, loading, errors and the 404 screen. */
export const app = defineArea({
  en: {
    'app.skipToContent': 'Skip to content',
    'app.error.title': 'Sorry, Something Went Wrong',
    'app.error.description': 'Please try again after some time or Contact with our support team.',
    'app.notFound.title': 'Page not found',
    'app.notFound.description': 'The page you are looking for does not exist or has moved.',
    'app.notFound.back': 'Back to the start',
  },
  ar: {
    'app.skipToContent': 'انتقل إلى المحتوى',
    'app.error.title': 'عذرًا، حدث خطأ ما',
    'app.error.description': 'يرجى المحاولة مرة أخرى بعد قليل أو التواصل مع فريق الدعم.',
    'app.notFound.title': 'الصفحة غير موجودة',
    'app.notFound.description': 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    'app.notFound.back': 'العودة إلى البداية',
  },
});

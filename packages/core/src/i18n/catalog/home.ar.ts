import type { Texts } from '../define.js';
import type { en } from './home.js';

/** The Arabic of `home.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'home.deliveringTo': 'التوصيل إلى {{location}}',
  'home.pickupFrom': 'الاستلام من {{location}}',
  'home.items': 'المنتجات',
  'home.vehicles': 'المركبات',
  'home.otherModules': 'متاح أيضًا في منطقتك',
  'home.switchTo': 'الانتقال إلى {{name}}',
  'home.chooseModule': 'اختر قسمًا للبدء',
  'home.justForYou': 'مختارات لك',
  'home.reviewReminder.label': 'تذكير بالتقييم',
  'home.reviewReminder.title': 'كيف كان طلبك؟',
  'home.reviewReminder.text': 'وصل طلبك رقم {{id}}. أخبرنا برأيك فيه.',
  'home.reviewReminder.action': 'عرض الطلب',
  'home.reviewReminder.dismiss': 'ليس الآن',
};

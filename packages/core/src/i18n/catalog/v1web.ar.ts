import type { Texts } from '../define.js';
import type { en } from './v1web.js';

/** The Arabic of `v1web.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'v1web.campaigns.title': 'الحملات',
  'v1web.campaigns.empty': 'لا توجد حملة جارية الآن.',
  'v1web.campaign.stores': 'المتاجر المشاركة في هذه الحملة',
  'v1web.campaign.noStores': 'لم ينضم أي متجر من منطقتك إلى هذه الحملة.',
  'v1web.campaign.notFound': 'هذه الحملة غير جارية.',
  'v1web.campaign.hours': 'يوميًا {{from}} – {{to}}',
  'v1web.campaign.view': 'عرض الحملة {{title}}',
  'v1web.stores.discounted': '{{noun}} ذات الخصومات',
  'v1web.stores.recommended': '{{noun}} الموصى بها',
  'v1web.stores.topOffer': 'أفضل العروض بالقرب منك',
};

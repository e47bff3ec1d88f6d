/**
 * Landing and chat content of the demo marketplace (issue 16): the customer testimonials of the
 * landing page and the one-tap chat messages, in English and Arabic.
 */

export interface TestimonialSeed {
  name: string;
  designation: string;
  review: string;
  ar: { name: string; designation: string; review: string };
}

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    name: 'Layla Haddad',
    designation: 'Customer in Downtown Dubai',
    review: 'My weekly groceries arrive before I get home from work, and nothing is ever missing.',
    ar: {
      name: 'ليلى حداد',
      designation: 'عميلة في وسط مدينة دبي',
      review: 'تصلني مشترياتي الأسبوعية قبل أن أعود من العمل، ولا ينقصها شيء أبدًا.',
    },
  },
  {
    name: 'Omar Farouk',
    designation: 'Customer in Dubai Marina',
    review: 'I order dinner and my pharmacy refills from one app. The tracking is spot on.',
    ar: {
      name: 'عمر فاروق',
      designation: 'عميل في مرسى دبي',
      review: 'أطلب العشاء وأدوية الصيدلية من تطبيق واحد، والتتبع دقيق تمامًا.',
    },
  },
  {
    name: 'Priya Nair',
    designation: 'Customer in Al Barsha',
    review: 'Renting a car for the weekend took two minutes, and the price was the one I saw.',
    ar: {
      name: 'بريا ناير',
      designation: 'عميلة في البرشاء',
      review: 'استأجرت سيارة لعطلة نهاية الأسبوع في دقيقتين، وكان السعر هو نفسه الذي رأيته.',
    },
  },
];

export const AUTOMATED_MESSAGES: { en: string; ar: string }[] = [
  { en: 'Where is my order?', ar: 'أين طلبي؟' },
  { en: 'Please call me when you arrive.', ar: 'يرجى الاتصال بي عند وصولك.' },
  { en: 'Please leave the order at the door.', ar: 'يرجى ترك الطلب عند الباب.' },
  { en: 'I want to change my delivery address.', ar: 'أريد تغيير عنوان التوصيل.' },
];

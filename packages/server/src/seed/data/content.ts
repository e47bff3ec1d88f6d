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

// ---------------------------------------------------------------- v1 compatibility content

/** Common conditions (pharmacy) and the items that treat them. */
export const COMMON_CONDITIONS: { slug: string; en: string; ar: string; items: string[] }[] = [
  {
    slug: 'cold-flu',
    en: 'Cold & flu',
    ar: 'الزكام والإنفلونزا',
    items: ['cold-flu-day-night', 'honey-lemon-lozenges', 'saline-nasal-spray', 'dry-cough-syrup'],
  },
  {
    slug: 'pain-relief',
    en: 'Pain relief',
    ar: 'تسكين الألم',
    items: [
      'paracetamol-500-tablets',
      'ibuprofen-400-tablets',
      'childrens-paracetamol-syrup',
      'diclofenac-gel',
    ],
  },
  {
    slug: 'allergy',
    en: 'Allergy',
    ar: 'الحساسية',
    items: ['salbutamol-inhaler'],
  },
  {
    slug: 'diabetes-care',
    en: 'Diabetes care',
    ar: 'رعاية مرضى السكري',
    items: ['metformin-500-tablets'],
  },
  {
    slug: 'heart-health',
    en: 'Heart health',
    ar: 'صحة القلب',
    items: ['atorvastatin-20-tablets', 'amlodipine-5-tablets', 'omega-3-fish-oil'],
  },
  {
    slug: 'immunity',
    en: 'Immunity',
    ar: 'المناعة',
    items: ['vitamin-c-effervescent', 'vitamin-d3-1000', 'zinc-25-tablets'],
  },
];

/** Everyday medicines of the pharmacy home (`is_basic`). */
export const BASIC_MEDICINES = ['paracetamol-500-tablets', 'oral-rehydration-salts'];

type Text = { en: string; ar: string };

/** The parcel home's video block: offline an image with a caption and three points. */
export const PARCEL_VIDEO_CONTENT: {
  sectionTitle: Text;
  contents: { title: Text; subtitle: Text }[];
} = {
  sectionTitle: { en: 'Send anything across Dubai', ar: 'أرسل أي شيء في أنحاء دبي' },
  contents: [
    {
      title: { en: 'Picked up in minutes', ar: 'استلام خلال دقائق' },
      subtitle: {
        en: 'A rider collects your parcel from your door.',
        ar: 'يستلم المندوب طردك من باب منزلك.',
      },
    },
    {
      title: { en: 'Tracked all the way', ar: 'تتبع طوال الطريق' },
      subtitle: {
        en: 'Follow the parcel on the map until it arrives.',
        ar: 'تابع الطرد على الخريطة حتى يصل.',
      },
    },
    {
      title: { en: 'Handed over safely', ar: 'تسليم آمن' },
      subtitle: {
        en: 'The receiver confirms the delivery with a code.',
        ar: 'يؤكد المستلم التسليم برمز.',
      },
    },
  ],
};

/** The parcel home's "why choose us" cards. */
export const PARCEL_WHY_CHOOSE: { title: Text; description: Text }[] = [
  {
    title: { en: 'Same-day delivery', ar: 'توصيل في اليوم نفسه' },
    description: {
      en: 'Parcels sent before 6 pm arrive the same day anywhere in the city.',
      ar: 'الطرود المرسلة قبل السادسة مساءً تصل في اليوم نفسه إلى أي مكان في المدينة.',
    },
  },
  {
    title: { en: 'Clear prices', ar: 'أسعار واضحة' },
    description: {
      en: 'You see the charge by distance before you send, with nothing added later.',
      ar: 'ترى الرسوم حسب المسافة قبل الإرسال، دون أي إضافات لاحقة.',
    },
  },
  {
    title: { en: 'Careful riders', ar: 'مندوبون حريصون' },
    description: {
      en: 'Every rider is verified and every parcel is handled with care.',
      ar: 'كل مندوب موثَّق وكل طرد يُعامَل بعناية.',
    },
  },
];

/** Reels: store posts, offline an image of the store or of one of its items with a caption. */
export const REELS: { store: string; item?: string; caption: Text; views: number }[] = [
  {
    store: 'shawarma-station',
    caption: {
      en: 'Fresh shawarma off the spit, wrapped to order.',
      ar: 'شاورما طازجة من السيخ، تُلف حسب الطلب.',
    },
    views: 1840,
  },
  {
    store: 'burger-yard',
    caption: {
      en: 'Smash burgers on the griddle, every lunchtime.',
      ar: 'برغر مضغوط على الصاج كل وقت غداء.',
    },
    views: 1210,
  },
  {
    store: 'al-karama-fresh-market',
    item: 'local-tomatoes',
    caption: {
      en: 'Tomatoes from local farms, in this morning.',
      ar: 'طماطم من المزارع المحلية، وصلت هذا الصباح.',
    },
    views: 640,
  },
  {
    store: 'creekside-pharmacy',
    caption: {
      en: 'Our pharmacists answer your questions until midnight.',
      ar: 'يجيب الصيادلة عن أسئلتك حتى منتصف الليل.',
    },
    views: 310,
  },
  {
    store: 'palm-sushi-bar',
    caption: {
      en: 'Rolled fresh for dinner, delivered cold.',
      ar: 'لفائف طازجة للعشاء، تُوصَّل باردة.',
    },
    views: 975,
  },
];

/** Offline payment methods: where to pay and what the customer sends back. */
export const OFFLINE_PAYMENT_METHODS: {
  name: Text;
  fields: { name: Text; data: string }[];
  informations: { input: string; label: Text; placeholder: Text; required: boolean }[];
}[] = [
  {
    name: { en: 'Bank transfer', ar: 'تحويل بنكي' },
    fields: [
      { name: { en: 'Bank name', ar: 'اسم البنك' }, data: 'Emirates Demo Bank' },
      { name: { en: 'Account name', ar: 'اسم الحساب' }, data: 'Storefront Demo LLC' },
      { name: { en: 'IBAN', ar: 'رقم الآيبان' }, data: 'AE07 0331 2345 6789 0123 456' },
    ],
    informations: [
      {
        input: 'transaction_id',
        label: { en: 'Transaction ID', ar: 'رقم العملية' },
        placeholder: { en: 'The reference on your receipt', ar: 'الرقم المرجعي في إيصالك' },
        required: true,
      },
      {
        input: 'sender_name',
        label: { en: 'Sender name', ar: 'اسم المرسل' },
        placeholder: { en: 'The name on the account', ar: 'الاسم المسجل في الحساب' },
        required: false,
      },
    ],
  },
  {
    name: { en: 'Cash deposit', ar: 'إيداع نقدي' },
    fields: [
      { name: { en: 'Deposit machine', ar: 'جهاز الإيداع' }, data: 'Any Emirates Demo Bank CDM' },
      { name: { en: 'Account number', ar: 'رقم الحساب' }, data: '0123456789' },
    ],
    informations: [
      {
        input: 'deposit_slip_number',
        label: { en: 'Deposit slip number', ar: 'رقم إيصال الإيداع' },
        placeholder: { en: 'As printed on the slip', ar: 'كما هو مطبوع على الإيصال' },
        required: true,
      },
    ],
  },
];

/** Why a parcel is canceled, by who cancels and when. */
export const PARCEL_CANCELLATION_REASONS: {
  user: 'customer' | 'deliveryman';
  type: 'before_pickup' | 'after_pickup';
  reason: Text;
}[] = [
  {
    user: 'customer',
    type: 'before_pickup',
    reason: { en: 'I no longer need to send it', ar: 'لم أعد بحاجة إلى إرساله' },
  },
  {
    user: 'customer',
    type: 'before_pickup',
    reason: { en: 'I entered the wrong address', ar: 'أدخلت عنوانًا خاطئًا' },
  },
  {
    user: 'customer',
    type: 'before_pickup',
    reason: { en: 'The rider is taking too long', ar: 'المندوب يتأخر كثيرًا' },
  },
  {
    user: 'customer',
    type: 'after_pickup',
    reason: { en: 'The receiver is not available', ar: 'المستلم غير متاح' },
  },
  {
    user: 'customer',
    type: 'after_pickup',
    reason: { en: 'I want the parcel returned', ar: 'أريد إرجاع الطرد' },
  },
  {
    user: 'deliveryman',
    type: 'before_pickup',
    reason: { en: 'The sender did not hand the parcel over', ar: 'لم يسلّم المرسل الطرد' },
  },
  {
    user: 'deliveryman',
    type: 'after_pickup',
    reason: { en: 'The receiver refused the parcel', ar: 'رفض المستلم الطرد' },
  },
];

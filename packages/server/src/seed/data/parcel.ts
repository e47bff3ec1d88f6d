/**
 * The parcel module's demo data (issue 14): the categories a sender chooses from, each with a
 * description and its own charge rates (null: the config's `parcel_*` rates), and the delivery
 * instructions of `customer/order/parcel-instructions`, in English and Arabic.
 */
interface Text {
  en: string;
  ar: string;
}

export interface ParcelCategorySeed {
  slug: string;
  name: Text;
  description: Text;
  perKm: number | null;
  minimum: number | null;
  maximum: number | null;
}

export const PARCEL_CATEGORIES: ParcelCategorySeed[] = [
  {
    slug: 'documents',
    name: { en: 'Documents', ar: 'مستندات' },
    description: {
      en: 'Letters, contracts and papers up to A4, kept flat and dry.',
      ar: 'رسائل وعقود وأوراق حتى مقاس A4، تبقى مسطّحة وجافة.',
    },
    perKm: 2,
    minimum: 10,
    maximum: 60,
  },
  {
    slug: 'small-package',
    name: { en: 'Small package', ar: 'طرد صغير' },
    description: {
      en: 'Boxes and bags that one courier carries: gifts, clothes, phones.',
      ar: 'صناديق وحقائب يحملها مندوب واحد: هدايا وملابس وهواتف.',
    },
    perKm: 3,
    minimum: 15,
    maximum: 90,
  },
  {
    slug: 'others',
    name: { en: 'Others', ar: 'أخرى' },
    description: {
      en: 'Anything else up to 50 kg, charged at the standard parcel rates.',
      ar: 'أي شيء آخر حتى 50 كغ، بأسعار الطرود المعتادة.',
    },
    perKm: null,
    minimum: null,
    maximum: null,
  },
];

export const PARCEL_INSTRUCTIONS: Text[] = [
  { en: 'Handle with care', ar: 'يُرجى التعامل بعناية' },
  { en: 'Call the receiver on arrival', ar: 'اتصل بالمستلِم عند الوصول' },
  { en: 'Leave it with the building guard', ar: 'اتركه لدى حارس المبنى' },
  { en: 'Keep it upright', ar: 'أبقِه في وضع مستقيم' },
  { en: 'Do not fold', ar: 'لا تطوِه' },
];

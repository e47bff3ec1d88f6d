/** The six modules, in display order, with their delivery charges per zone (AED). */
import type { ModuleSeed } from './types.js';

export const MODULES: ModuleSeed[] = [
  {
    type: 'grocery',
    name: 'Grocery',
    description: 'Fresh produce, pantry staples and household essentials from neighbourhood supermarkets.',
    ar: {
      name: 'البقالة',
      description: 'خضار وفواكه طازجة ومواد تموينية ومستلزمات منزلية من سوبرماركت الحي.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 2, minimum: 7, maximum: 25, maximumCod: 1000 },
      marina: { perKm: 2.5, minimum: 9, maximum: 30, maximumCod: 1000 },
    },
  },
  {
    type: 'pharmacy',
    name: 'Pharmacy',
    description: 'Medicines, vitamins, baby care and personal care, with prescription upload.',
    ar: {
      name: 'الصيدلية',
      description: 'أدوية وفيتامينات ومستلزمات الأطفال والعناية الشخصية، مع إمكانية رفع الوصفة الطبية.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 1.5, minimum: 5, maximum: 20, maximumCod: 750 },
      marina: { perKm: 2, minimum: 7, maximum: 22, maximumCod: 750 },
    },
  },
  {
    type: 'ecommerce',
    name: 'Shop',
    description: 'Electronics, fashion, home and beauty delivered the same day.',
    ar: {
      name: 'التسوق',
      description: 'إلكترونيات وأزياء ومستلزمات المنزل والتجميل بتوصيل في اليوم نفسه.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 3, minimum: 10, maximum: 35, maximumCod: 2500 },
      marina: { perKm: 3, minimum: 12, maximum: 35, maximumCod: 2500 },
    },
  },
  {
    type: 'food',
    name: 'Food',
    description: 'Restaurants and cafés across the city: breakfast, shawarma, burgers, biryani and more.',
    ar: {
      name: 'الطعام',
      description: 'مطاعم ومقاهٍ في أنحاء المدينة: فطور وشاورما وبرجر وبرياني والمزيد.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 1.5, minimum: 6, maximum: 18, maximumCod: 500 },
      marina: { perKm: 2, minimum: 7, maximum: 20, maximumCod: 500 },
    },
  },
  {
    type: 'parcel',
    name: 'Parcel',
    description: 'Send documents and packages across Dubai with a courier.',
    ar: {
      name: 'الطرود',
      description: 'أرسل المستندات والطرود داخل دبي مع مندوب توصيل.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 3, minimum: 15, maximum: 60, maximumCod: 300 },
      marina: { perKm: 3.5, minimum: 18, maximum: 65, maximumCod: 300 },
    },
  },
  {
    type: 'rental',
    name: 'Car Rental',
    description: 'Rent a car by the hour or by the distance from trusted providers in Dubai.',
    ar: {
      name: 'تأجير السيارات',
      description: 'استأجر سيارة بالساعة أو بالمسافة من مزودين موثوقين في دبي.',
    },
    themeId: 1,
    zones: {
      downtown: { perKm: 0, minimum: 0, maximum: 0, maximumCod: 5000 },
    },
  },
];

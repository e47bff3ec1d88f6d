/**
 * The demo data of the remaining v1 paths (issue 14): e-commerce brands (from the items' brand
 * names), flash sales of the food, grocery and e-commerce modules, store advertisements and
 * cashback offers, in English and Arabic. Windows are relative to the seed date.
 */
import type { ModuleKind } from './types.js';

export interface BrandSeed {
  name: string;
  ar: string;
}

/** The e-commerce brands; items link to them by their `brand` name. */
export const BRANDS: BrandSeed[] = [
  { name: 'Nova', ar: 'نوفا' },
  { name: 'Pulse', ar: 'بلس' },
  { name: 'Terra', ar: 'تيرا' },
  { name: 'Volt Basics', ar: 'فولت بيسكس' },
  { name: 'Al Fahidi Tailors', ar: 'خياطو الفهيدي' },
];

export interface FlashSaleSeed {
  title: string;
  ar: string;
  module: ModuleKind;
  /** Hours from the seed date: start (negative: already running) and end. */
  window: [number, number];
  items: { item: string; stock: number; sold: number; discount: ['percent' | 'amount', number] }[];
}

export const FLASH_SALES: FlashSaleSeed[] = [
  {
    title: 'Lunch Rush Flash Sale',
    ar: 'تخفيضات الغداء السريعة',
    module: 'food',
    window: [-24, 24 * 60],
    items: [
      { item: 'beef-shawarma-plate', stock: 80, sold: 31, discount: ['percent', 20] },
      { item: 'falafel-wrap', stock: 60, sold: 12, discount: ['percent', 25] },
      { item: 'fattoush-salad', stock: 25, sold: 19, discount: ['amount', 15] },
      { item: 'kunafa-nabulsi', stock: 40, sold: 8, discount: ['percent', 15] },
    ],
  },
  {
    title: 'Fresh Market Flash Sale',
    ar: 'تخفيضات السوق الطازج السريعة',
    module: 'grocery',
    window: [-24, 24 * 60],
    items: [
      { item: 'watermelon', stock: 50, sold: 22, discount: ['percent', 20] },
      { item: 'cucumbers', stock: 70, sold: 40, discount: ['percent', 10] },
      { item: 'organic-blueberries', stock: 30, sold: 6, discount: ['amount', 5] },
    ],
  },
  {
    title: 'Tech Week Flash Sale',
    ar: 'تخفيضات أسبوع التقنية السريعة',
    module: 'ecommerce',
    window: [-24, 24 * 60],
    items: [
      { item: 'pulse-buds-pro', stock: 20, sold: 9, discount: ['percent', 15] },
      { item: 'power-bank-20000', stock: 40, sold: 25, discount: ['amount', 30] },
      { item: 'terra-active-smartwatch', stock: 15, sold: 3, discount: ['percent', 10] },
    ],
  },
];

export interface AdvertisementSeed {
  store: string;
  title: string;
  ar: string;
  description: string;
  arDescription: string;
  priority: number;
}

export const ADVERTISEMENTS: AdvertisementSeed[] = [
  {
    store: 'shawarma-station',
    title: 'Shawarma the Dubai way',
    ar: 'شاورما على الطريقة الدبوية',
    description: 'Charcoal-grilled, wrapped fresh and at your door in 30 minutes.',
    arDescription: 'مشوية على الفحم وملفوفة طازجة وعند بابك خلال 30 دقيقة.',
    priority: 1,
  },
  {
    store: 'palm-sushi-bar',
    title: 'Sushi night, every night',
    ar: 'ليلة السوشي كل ليلة',
    description: 'Platters for two to ten, rolled to order.',
    arDescription: 'أطباق لشخصين حتى عشرة أشخاص تُلف عند الطلب.',
    priority: 2,
  },
  {
    store: 'downtown-pantry',
    title: 'Your pantry, restocked',
    ar: 'مخزنك ممتلئ من جديد',
    description: 'Staples, snacks and fresh bread delivered within the hour.',
    arDescription: 'المواد الأساسية والوجبات الخفيفة والخبز الطازج خلال ساعة.',
    priority: 1,
  },
  {
    store: 'volt-electronics',
    title: 'Gadgets with next-day delivery',
    ar: 'أجهزة مع توصيل في اليوم التالي',
    description: 'Phones, audio and accessories from the brands you trust.',
    arDescription: 'هواتف وسماعات وإكسسوارات من العلامات التي تثق بها.',
    priority: 1,
  },
  {
    store: 'creekside-pharmacy',
    title: 'Your pharmacy, open late',
    ar: 'صيدليتك تفتح حتى وقت متأخر',
    description: 'Medicines and wellness essentials, delivered discreetly.',
    arDescription: 'أدوية ومستلزمات العناية تصلك بخصوصية.',
    priority: 1,
  },
];

export interface CashbackSeed {
  title: string;
  ar: string;
  type: 'percentage' | 'amount';
  amount: number;
  minPurchase: number;
  maxDiscount: number;
  sameUserLimit: number;
}

export const CASHBACKS: CashbackSeed[] = [
  {
    title: 'Weekend cashback',
    ar: 'استرداد نقدي لعطلة نهاية الأسبوع',
    type: 'percentage',
    amount: 5,
    minPurchase: 50,
    maxDiscount: 25,
    sameUserLimit: 20,
  },
  {
    title: 'Big basket bonus',
    ar: 'مكافأة السلة الكبيرة',
    type: 'amount',
    amount: 15,
    minPurchase: 250,
    maxDiscount: 0,
    sameUserLimit: 5,
  },
];

/**
 * The Arabic of the catalogue texts outside the items' JSON columns (issue 15): vehicles' models,
 * engine figures and tags, stores' announcements and items' brands. Each helper returns the
 * entries of a row's `translations.ar` (read by `translated`, http/env.ts) and throws on a text
 * with no Arabic here, so a new vehicle, store or brand cannot slip in half English.
 *
 * Models are written as Gulf dealers write them in Arabic: the model name in Arabic letters, trim
 * codes and figures (XLi, GXR V6, 4MATIC) as they are; brands in Arabic letters, as the item
 * names already spell them (نوفا, فولت).
 */
import type { VehicleSeed } from './types.js';

/** Vehicle models (the name in Arabic letters, trim codes kept). */
const MODELS: Record<string, string> = {
  'Corolla 1.6 XLi': 'كورولا 1.6 XLi',
  'Sunny SV': 'صني SV',
  'Picanto 1.2': 'بيكانتو 1.2',
  'Tucson 2.5 GLS': 'توسان 2.5 GLS',
  'Land Cruiser GXR V6': 'لاند كروزر GXR V6',
  'Xpander GLS': 'إكسباندر GLS',
  'Hiace GL High Roof': 'هايس GL بسقف مرتفع',
  'Urvan NV350': 'أورفان NV350',
  'Attrage GLX': 'أتراج GLX',
  'Swift GL AGS': 'سويفت GL AGS',
  'Camry 2.5 S CNG': 'كامري 2.5 S بالغاز الطبيعي',
  'Land Cruiser 79 Single Cab': 'لاند كروزر 79 بكابينة مفردة',
  'S 500 4MATIC': 'S 500 4MATIC',
  'X7 xDrive40i M Sport': 'X7 xDrive40i إم سبورت',
  'Range Rover Sport P400 SE': 'رينج روفر سبورت P400 SE',
  '911 Carrera (992)': '911 كاريرا (992)',
  'Model 3 Long Range AWD': 'موديل 3 لونغ رينج AWD',
  'ES 300h Premier': 'ES 300h بريمير',
  'V 250 Avantgarde': 'V 250 أفانتغارد',
};

/** Vehicle tags. */
const VEHICLE_TAGS: Record<string, string> = {
  '4x4': 'دفع رباعي',
  desert: 'رحلات الصحراء',
  family: 'عائلية',
  budget: 'اقتصادية',
  city: 'للمدينة',
  business: 'للأعمال',
  hybrid: 'هجينة',
  'chauffeur ready': 'متاحة مع سائق',
  compact: 'صغيرة الحجم',
  eco: 'صديقة للبيئة',
  electric: 'كهربائية',
  airport: 'للمطار',
  luxury: 'فاخرة',
  suv: 'دفع رباعي',
  group: 'للمجموعات',
  events: 'للمناسبات',
  transfer: 'للتوصيل والتنقلات',
  sports: 'رياضية',
  weekend: 'لعطلة نهاية الأسبوع',
  vip: 'لكبار الشخصيات',
  work: 'للعمل',
  cargo: 'لنقل البضائع',
};

/** `1598 cc` → `1598 سي سي`, `121 hp` → `121 حصانًا`, `Electric` → `كهربائي`. */
function engine(text: string): string | undefined {
  if (text === 'Electric') return 'كهربائي';
  const m = /^(\d+(?:\.\d+)?) (cc|hp)$/.exec(text);
  if (!m) return undefined;
  return m[2] === 'cc' ? `${m[1]} سي سي` : `${m[1]} حصان`;
}

function need(found: string | undefined, what: string, text: string, owner: string): string {
  if (found === undefined) throw new Error(`seed: no Arabic for ${what} "${text}" of ${owner}`);
  return found;
}

/** A vehicle's model, engine figures and tags (`tag:<English>`) in Arabic. */
export function vehicleTermTranslations(v: VehicleSeed): Record<string, string> {
  const out: Record<string, string> = {
    model: need(MODELS[v.model], 'the model', v.model, v.slug),
    engine_capacity: need(engine(v.engineCapacity), 'the engine', v.engineCapacity, v.slug),
    engine_power: need(engine(v.enginePower), 'the engine', v.enginePower, v.slug),
  };
  for (const tag of v.tags) out[`tag:${tag}`] = need(VEHICLE_TAGS[tag], 'the tag', tag, v.slug);
  return out;
}

/** Stores' announcements. */
const ANNOUNCEMENTS: Record<string, string> = {
  'Happy hour: 10% off every order between 2 pm and 5 pm.':
    'ساعة العروض: خصم 10% على كل طلب بين الساعة 2 و5 عصرًا.',
  'Closed for refurbishment this week. Orders reopen soon.':
    'مغلق للتجديد هذا الأسبوع. نستقبل طلباتكم قريبًا.',
};

/** A store's announcement in Arabic (`announcement_message`), when it has one. */
export function storeTermTranslations(store: {
  slug: string;
  announcement?: string;
}): Record<string, string> {
  if (store.announcement === undefined) return {};
  const arabic = need(ANNOUNCEMENTS[store.announcement], 'the announcement', '…', store.slug);
  return { announcement_message: arabic };
}

/** Items' brands. */
export const ITEM_BRANDS: Record<string, string> = {
  Nova: 'نوفا',
  Pulse: 'بلس',
  Terra: 'تيرا',
  'Volt Basics': 'فولت بيسكس',
  'Volt Home': 'فولت هوم',
  'Al Fahidi Tailors': 'خياطو الفهيدي',
};

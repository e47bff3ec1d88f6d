/**
 * The Arabic of the texts inside the items' JSON columns (issue 15): option groups and their
 * options (food), choice titles and values (the other modules), nutrition, allergens, generic
 * names, tags and units. `itemTermTranslations` turns an item's texts into the
 * `<column>:<English>` entries of its `translations.ar` (catalogue/localize.ts reads them, and
 * names the columns), and refuses a text that
 * has no Arabic here, so a new item cannot slip in half English.
 *
 * Written as Gulf delivery apps write it (Modern Standard Arabic). Brand names stay in Latin
 * script (Nova, Pulse, Terra, Volt), as Arabic storefronts keep them; numbers stay in Western
 * digits, as the rest of the storefront writes them.
 */
import { ITEM_BRANDS } from './arabic-catalogue.js';
import type { ItemSeed } from './types.js';

/** Food option group names. */
const FOOD_GROUPS: Record<string, string> = {
  Bread: 'الخبز',
  Size: 'الحجم',
  Side: 'الطبق الجانبي',
  Sauces: 'الصوصات',
  'Spice level': 'درجة الحرارة',
  'Choose 2 dips': 'اختر نوعين من المقبلات',
  Drink: 'المشروب',
  Portion: 'الحصة',
  Patty: 'قطع اللحم',
  Toppings: 'الإضافات',
  Style: 'طريقة التحضير',
  Pieces: 'عدد القطع',
  Dips: 'صوصات التغميس',
  Milk: 'نوع الحليب',
  Eggs: 'طريقة البيض',
  Base: 'القاعدة',
  Dressing: 'الصوص',
  'Choose 2 rolls': 'اختر نوعين من الرولات',
  Flavours: 'النكهات',
  Dessert: 'الحلى',
  Drinks: 'المشروبات',
  'Choose 2 mains': 'اختر طبقين رئيسيين',
};

/** Food option labels; `Group/Label` where a label reads differently in one group. */
const FOOD_VALUES: Record<string, string> = {
  'Arabic bread': 'خبز عربي',
  Saj: 'خبز صاج',
  Samoon: 'خبز صمون',
  Sourdough: 'خبز العجين المخمر',
  Pita: 'خبز بيتا',
  'Gluten-free toast': 'توست خالٍ من الغلوتين',
  Regular: 'عادي',
  Large: 'كبير',
  'Family (serves 4)': 'عائلي (يكفي 4 أشخاص)',
  Half: 'نصف',
  Full: 'كامل',
  '6 pieces': '6 قطع',
  '8 pieces': '8 قطع',
  '12 pieces': '12 قطعة',
  'French fries': 'بطاطا مقلية',
  'Vermicelli rice': 'أرز بالشعيرية',
  Fattoush: 'فتوش',
  Toum: 'ثومية',
  Tahini: 'طحينة',
  Chilli: 'شطة',
  Amba: 'عمبة',
  Mild: 'خفيف',
  Medium: 'متوسط',
  Hot: 'حار',
  Hummus: 'حمص',
  Moutabal: 'متبل',
  Muhammara: 'محمرة',
  Cola: 'كولا',
  Laban: 'لبن',
  'Fresh lemon mint': 'ليمون بالنعناع فريش',
  Single: 'فردي',
  'To share': 'للمشاركة',
  'Patty/Single': 'قطعة واحدة',
  'Patty/Double': 'قطعتان',
  Lettuce: 'خس',
  Tomato: 'طماطم',
  Pickles: 'مخلل',
  'Raw onion': 'بصل نيء',
  Granola: 'جرانولا',
  'Coconut flakes': 'رقائق جوز الهند',
  'Peanut butter': 'زبدة الفول السوداني',
  'Fresh berries': 'توت طازج',
  'Chia seeds': 'بذور الشيا',
  'Roasted chickpeas': 'حمص محمص',
  'Cherry tomatoes': 'طماطم كرزية',
  Cucumber: 'خيار',
  Edamame: 'إدامامي',
  'Pickled red onion': 'بصل أحمر مخلل',
  'Roasted sweet potato': 'بطاطا حلوة مشوية',
  Classic: 'كلاسيك',
  'Nashville hot': 'ناشفيل الحار',
  Ranch: 'رانش',
  'Blue cheese': 'جبنة زرقاء',
  'Smoky BBQ': 'باربكيو مدخن',
  'Full cream': 'كامل الدسم',
  Oat: 'حليب الشوفان',
  Almond: 'حليب اللوز',
  'Lactose-free': 'خالٍ من اللاكتوز',
  'Sunny side up': 'عيون',
  Scrambled: 'مخفوق',
  Omelette: 'أومليت',
  Quinoa: 'كينوا',
  'Brown rice': 'أرز بني',
  'Mixed greens': 'خضار ورقية مشكلة',
  'Lemon tahini': 'طحينة بالليمون',
  'Miso ginger': 'ميسو بالزنجبيل',
  'Green goddess': 'صوص الأعشاب الخضراء',
  California: 'كاليفورنيا',
  'Spicy tuna': 'تونة حارة',
  Dragon: 'دراغون',
  'Avocado cucumber': 'أفوكادو وخيار',
  Matcha: 'ماتشا',
  Mango: 'مانجو',
  Strawberry: 'فراولة',
  'Salted caramel': 'كراميل مملح',
  Kunafa: 'كنافة',
  'Umm Ali': 'أم علي',
  Qatayef: 'قطايف',
  Jallab: 'جلاب',
  'Qamar al-din': 'قمر الدين',
  Tamarind: 'تمر هندي',
  Shakshuka: 'شكشوكة',
  'Avocado toast': 'توست الأفوكادو',
  'French toast': 'فرنش توست',
  'Arabic breakfast': 'فطور عربي',
};

/** Choice group titles of the other modules; `Title@item-slug` where one item reads otherwise. */
const CHOICE_TITLES: Record<string, string> = {
  Weight: 'الوزن',
  Pack: 'العبوة',
  Size: 'الحجم',
  Bottle: 'حجم العبوة',
  Colour: 'اللون',
  Storage: 'السعة التخزينية',
  Length: 'الطول',
  Strap: 'السوار',
  Waist: 'مقاس الخصر',
  Shade: 'درجة اللون',
  'Size@baby-diapers': 'المقاس',
  'Size@terra-active-smartwatch': 'المقاس',
  'Size@mens-linen-shirt': 'المقاس',
  'Size@classic-emirati-kandura': 'المقاس',
  'Size@leather-sandals': 'المقاس',
  'Size@embroidered-black-abaya': 'المقاس',
  'Size@floral-maxi-dress': 'المقاس',
  'Size@egyptian-cotton-bedsheet-set': 'المقاس',
};

/** Choice values of the other modules (numbers alone need none). */
const CHOICE_VALUES: Record<string, string> = {
  '2pc': 'حبتان',
  '4pc': '4 حبات',
  '6pc': '6 حبات',
  '12pc': '12 حبة',
  '15pc': '15 حبة',
  '30pc': '30 حبة',
  x6: '6 عبوات',
  x12: '12 عبوة',
  '90softgels': '90 كبسولة هلامية',
  '180softgels': '180 كبسولة هلامية',
  '60caps': '60 كبسولة',
  '120caps': '120 كبسولة',
  Size3: 'مقاس 3',
  Size4: 'مقاس 4',
  Size5: 'مقاس 5',
  Jumbo: 'جامبو',
  Mega: 'ميجا',
  Graphite: 'جرافيتي',
  Silver: 'فضي',
  Blue: 'أزرق',
  Grey: 'رمادي',
  Black: 'أسود',
  Sand: 'رملي',
  White: 'أبيض',
  Teal: 'أزرق مخضر',
  Coral: 'مرجاني',
  Sport: 'رياضي',
  Milanese: 'ميلانيزي معدني',
  Sky: 'سماوي',
  Olive: 'زيتي',
  S: 'صغير',
  M: 'وسط',
  L: 'كبير',
  XL: 'كبير جدًا',
  Beige: 'بيج',
  Navy: 'كحلي',
  Rose: 'وردي',
  Ivory: 'عاجي',
  Emerald: 'زمردي',
  Blush: 'وردي فاتح',
  Single: 'مفرد',
  Queen: 'كوين',
  King: 'كينغ',
  Charcoal: 'فحمي',
  Brown: 'بني',
  Nude: 'نود',
  Rosewood: 'خشب الورد',
  Ruby: 'ياقوتي',
  Mauve: 'موف',
  Medium: 'وسط',
  Large: 'كبير',
  Chalk: 'طباشيري',
};

/** Units of measure, as values (`500ml`, `1.5L`) and as an item's unit (`kg`). */
const UNITS: Record<string, string> = {
  g: 'غ',
  kg: 'كغ',
  ml: 'مل',
  l: 'لتر',
  L: 'لتر',
  m: 'متر',
  mm: 'مم',
  GB: 'غيغابايت',
  pc: 'حبة',
  box: 'علبة',
  pack: 'عبوة',
  bottle: 'زجاجة',
  dozen: 'دزينة',
};

const NUTRIENTS: Record<string, string> = {
  Energy: 'الطاقة',
  Protein: 'البروتين',
  Carbohydrates: 'الكربوهيدرات',
  Fat: 'الدهون',
  Sugars: 'السكريات',
  Fibre: 'الألياف',
};

const NUTRITION_NOTES: Record<string, string> = {
  'whole box': 'للعلبة كاملة',
  'whole platter': 'للطبق كاملًا',
};

const ALLERGENS: Record<string, string> = {
  Gluten: 'الغلوتين',
  Sesame: 'السمسم',
  Nuts: 'المكسرات',
  Milk: 'الحليب',
  Egg: 'البيض',
  Mustard: 'الخردل',
  Soy: 'الصويا',
  Celery: 'الكرفس',
  Fish: 'السمك',
  Crustaceans: 'القشريات',
};

const GENERIC_NAMES: Record<string, string> = {
  Paracetamol: 'باراسيتامول',
  Ibuprofen: 'إيبوبروفين',
  'Diclofenac diethylamine': 'ديكلوفيناك ثنائي إيثيل الأمين',
  Phenylephrine: 'فينيليفرين',
  Chlorphenamine: 'كلورفينامين',
  Amylmetacresol: 'أميل ميتاكريسول',
  'Dichlorobenzyl alcohol': 'كحول ثنائي كلوروبنزيل',
  'Sodium chloride': 'كلوريد الصوديوم',
  Dextromethorphan: 'ديكستروميثورفان',
  Amoxicillin: 'أموكسيسيلين',
  Azithromycin: 'أزيثرومايسين',
  'Metformin hydrochloride': 'ميتفورمين هيدروكلوريد',
  'Atorvastatin calcium': 'أتورفاستاتين الكالسيوم',
  Omeprazole: 'أوميبرازول',
  'Amlodipine besilate': 'أملوديبين بيسيلات',
  'Salbutamol sulfate': 'سالبيوتامول سلفات',
  Cholecalciferol: 'كوليكالسيفيرول',
  'Ascorbic acid': 'حمض الأسكوربيك',
  'Omega-3 fatty acids': 'أحماض أوميغا 3 الدهنية',
  Multivitamin: 'فيتامينات متعددة',
  'Magnesium glycinate': 'غليسينات المغنيسيوم',
  'Zinc gluconate': 'غلوكونات الزنك',
  'Zinc oxide': 'أكسيد الزنك',
  Chloroxylenol: 'كلوروكسيلينول',
  'Potassium chloride': 'كلوريد البوتاسيوم',
  Glucose: 'جلوكوز',
};

const TAGS: Record<string, string> = {
  fruit: 'فواكه',
  fresh: 'طازج',
  seasonal: 'موسمي',
  dates: 'تمور',
  local: 'محلي',
  berries: 'توت',
  organic: 'عضوي',
  avocado: 'أفوكادو',
  summer: 'صيفي',
  vegetable: 'خضار',
  'leafy greens': 'خضار ورقية',
  herbs: 'أعشاب',
  eggs: 'بيض',
  milk: 'حليب',
  dairy: 'ألبان',
  protein: 'بروتين',
  cheese: 'أجبان',
  breakfast: 'فطور',
  bread: 'خبز',
  artisan: 'حرفي',
  pastry: 'معجنات',
  chicken: 'دجاج',
  halal: 'حلال',
  lamb: 'لحم ضأن',
  bbq: 'مشاوي',
  beef: 'لحم بقري',
  rice: 'أرز',
  staples: 'أساسيات',
  grains: 'حبوب',
  'gluten free': 'خالٍ من الغلوتين',
  pulses: 'بقوليات',
  oil: 'زيوت',
  spices: 'بهارات',
  water: 'مياه',
  juice: 'عصائر',
  coffee: 'قهوة',
  drinks: 'مشروبات',
  tea: 'شاي',
  cleaning: 'تنظيف',
  laundry: 'غسيل',
  paper: 'منتجات ورقية',
  'pain relief': 'مسكنات',
  fever: 'حمى',
  kids: 'أطفال',
  topical: 'استعمال خارجي',
  cold: 'زكام',
  flu: 'إنفلونزا',
  throat: 'الحلق',
  nasal: 'الأنف',
  cough: 'سعال',
  antibiotic: 'مضاد حيوي',
  prescription: 'بوصفة طبية',
  diabetes: 'السكري',
  cholesterol: 'الكوليسترول',
  stomach: 'المعدة',
  'blood pressure': 'ضغط الدم',
  asthma: 'الربو',
  vitamins: 'فيتامينات',
  immunity: 'المناعة',
  heart: 'القلب',
  women: 'نسائي',
  minerals: 'معادن',
  sleep: 'النوم',
  baby: 'رضع',
  diapers: 'حفاضات',
  formula: 'حليب أطفال',
  skin: 'البشرة',
  devices: 'أجهزة',
  'sun care': 'الحماية من الشمس',
  'oral care': 'العناية بالفم',
  hygiene: 'النظافة الشخصية',
  'skin care': 'العناية بالبشرة',
  'first aid': 'إسعافات أولية',
  hydration: 'ترطيب',
  smartphone: 'هاتف ذكي',
  '5G': 'الجيل الخامس',
  tablet: 'جهاز لوحي',
  charger: 'شاحن',
  cable: 'كابل',
  'power bank': 'شاحن متنقل',
  travel: 'سفر',
  headphones: 'سماعات رأس',
  'noise cancelling': 'عزل الضوضاء',
  earbuds: 'سماعات أذن',
  speaker: 'مكبر صوت',
  beach: 'شاطئ',
  smartwatch: 'ساعة ذكية',
  fitness: 'لياقة',
  computer: 'كمبيوتر',
  bags: 'حقائب',
  shirt: 'قمصان',
  linen: 'كتان',
  kandura: 'كندورة',
  traditional: 'تقليدي',
  trousers: 'بناطيل',
  footwear: 'أحذية',
  abaya: 'عباية',
  'modest wear': 'أزياء محتشمة',
  shawl: 'شال',
  dress: 'فستان',
  bedding: 'مفارش',
  'home fragrance': 'معطرات المنزل',
  oud: 'عود',
  dining: 'أدوات المائدة',
  bath: 'الحمام',
  appliances: 'أجهزة منزلية',
  decor: 'ديكور',
  bakhoor: 'بخور',
  perfume: 'عطور',
  serum: 'سيروم',
  'hair care': 'العناية بالشعر',
  makeup: 'مكياج',
  shawarma: 'شاورما',
  bestseller: 'الأكثر مبيعًا',
  vegetarian: 'نباتي',
  falafel: 'فلافل',
  grill: 'مشويات',
  sharing: 'للمشاركة',
  mezze: 'مقبلات',
  vegan: 'نباتي صرف',
  salad: 'سلطة',
  'meal deal': 'وجبة كومبو',
  dessert: 'حلويات',
  'arabic sweets': 'حلويات عربية',
  burger: 'برجر',
  truffle: 'كمأة',
  sides: 'أطباق جانبية',
  wings: 'أجنحة',
  milkshake: 'ميلك شيك',
  family: 'عائلي',
  biryani: 'برياني',
  curry: 'كاري',
  lentils: 'عدس',
  lassi: 'لاسي',
  healthy: 'صحي',
  sweet: 'حلو',
  iced: 'مثلج',
  'local favourite': 'مفضل محليًا',
  sandwich: 'ساندويتش',
  'high protein': 'غني بالبروتين',
  soup: 'شوربة',
  asian: 'آسيوي',
  sushi: 'سوشي',
  raw: 'نيء',
  cooked: 'مطبوخ',
  signature: 'طبق مميز',
  campaign: 'عرض خاص',
  brunch: 'برانش',
  gift: 'هدايا',
  'smart home': 'المنزل الذكي',
};

/** Texts made only of digits, signs and spaces need no translation. */
const NUMERIC = /^[\d\s.,%+×x-]*$/;

/** `500ml`, `1.5L`, `41mm`, `128GB`, `1kg` → `500 مل` … (a number followed by a known unit). */
function measure(text: string): string | undefined {
  const m = /^(\d+(?:\.\d+)?)\s?([A-Za-z]+)$/.exec(text);
  const unit = m ? UNITS[m[2]!] : undefined;
  return m && unit ? `${m[1]} ${unit}` : undefined;
}

/** `Energy 520 kcal`, `Protein 31 g`, `Energy 4100 kcal (whole box)`, `Serves 4`. */
function nutrition(text: string): string | undefined {
  const serves = /^Serves (\d+)$/.exec(text);
  if (serves) return `يكفي ${serves[1]} أشخاص`;
  const m = /^(\w+) (\d+(?:\.\d+)?) (kcal|g)(?: \(([^)]+)\))?$/.exec(text);
  const nutrient = m ? NUTRIENTS[m[1]!] : undefined;
  if (!m || !nutrient) return undefined;
  const amount = m[3] === 'kcal' ? `${m[2]} سعرة حرارية` : `${m[2]} غ`;
  if (m[4] === undefined) return `${nutrient} ${amount}`;
  const note = NUTRITION_NOTES[m[4]];
  return note ? `${nutrient} ${amount} (${note})` : undefined;
}

function need(found: string | undefined, what: string, text: string, slug: string): string {
  if (found === undefined) throw new Error(`seed: no Arabic for ${what} "${text}" of ${slug}`);
  return found;
}

/**
 * The `<column>:<English>` entries of an item's Arabic translations: every text inside its JSON
 * columns (numbers alone excepted). Throws on a text without Arabic, or on one English text
 * that would need two Arabic ones within the item.
 */
export function itemTermTranslations(seed: ItemSeed): Record<string, string> {
  const out: Record<string, string> = {};
  let column = '';
  const put = (english: string, arabic: string) => {
    const key = `${column}:${english}`;
    if (out[key] !== undefined && out[key] !== arabic) {
      throw new Error(`seed: "${english}" of ${seed.slug} needs two Arabic texts`);
    }
    out[key] = arabic;
  };
  column = 'food_variations';
  for (const group of seed.foodVariations ?? []) {
    put(group.name, need(FOOD_GROUPS[group.name], 'the option group', group.name, seed.slug));
    for (const [label] of group.values) {
      const arabic = FOOD_VALUES[`${group.name}/${label}`] ?? FOOD_VALUES[label];
      put(label, need(arabic, 'the option', label, seed.slug));
    }
  }
  column = 'choice_options';
  for (const choice of seed.choices ?? []) {
    const title = CHOICE_TITLES[`${choice.title}@${seed.slug}`] ?? CHOICE_TITLES[choice.title];
    put(choice.title, need(title, 'the choice', choice.title, seed.slug));
    for (const option of choice.options) {
      if (NUMERIC.test(option)) continue;
      put(option, need(CHOICE_VALUES[option] ?? measure(option), 'the value', option, seed.slug));
    }
  }
  column = 'nutritions';
  for (const text of seed.nutritions ?? []) {
    put(text, need(nutrition(text), 'the nutrition fact', text, seed.slug));
  }
  column = 'allergies';
  for (const text of seed.allergies ?? []) {
    put(text, need(ALLERGENS[text], 'the allergen', text, seed.slug));
  }
  column = 'generic_name';
  for (const text of seed.genericName ?? []) {
    put(text, need(GENERIC_NAMES[text], 'the generic name', text, seed.slug));
  }
  column = 'tags';
  for (const text of seed.tags ?? []) {
    put(text, need(TAGS[text], 'the tag', text, seed.slug));
  }
  column = 'unit_type';
  if (seed.unit) put(seed.unit, need(UNITS[seed.unit], 'the unit', seed.unit, seed.slug));
  // The brand is a column of its own: translated like the name (`brand`).
  if (seed.brand) out.brand = need(ITEM_BRANDS[seed.brand], 'the brand', seed.brand, seed.slug);
  return out;
}

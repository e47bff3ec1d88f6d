/** Categories of the shopping modules; a `parent` makes a sub-category. */
import type { CategorySeed } from './types.js';

export const CATEGORIES: CategorySeed[] = [
  // grocery
  { slug: 'grocery-fruits-vegetables', module: 'grocery', name: 'Fruits & Vegetables', ar: 'الفواكه والخضروات', featured: true, priority: 1 },
  { slug: 'grocery-fresh-fruits', module: 'grocery', name: 'Fresh Fruits', ar: 'فواكه طازجة', parent: 'grocery-fruits-vegetables' },
  { slug: 'grocery-fresh-vegetables', module: 'grocery', name: 'Fresh Vegetables', ar: 'خضروات طازجة', parent: 'grocery-fruits-vegetables' },
  { slug: 'grocery-dairy-eggs', module: 'grocery', name: 'Dairy & Eggs', ar: 'الألبان والبيض', featured: true, priority: 2 },
  { slug: 'grocery-bakery', module: 'grocery', name: 'Bakery', ar: 'المخبوزات', priority: 3 },
  { slug: 'grocery-meat-poultry', module: 'grocery', name: 'Meat & Poultry', ar: 'اللحوم والدواجن', featured: true, priority: 4 },
  { slug: 'grocery-pantry', module: 'grocery', name: 'Pantry', ar: 'المؤن', priority: 5 },
  { slug: 'grocery-rice-grains', module: 'grocery', name: 'Rice & Grains', ar: 'الأرز والحبوب', parent: 'grocery-pantry' },
  { slug: 'grocery-oils-spices', module: 'grocery', name: 'Oils & Spices', ar: 'الزيوت والبهارات', parent: 'grocery-pantry' },
  { slug: 'grocery-beverages', module: 'grocery', name: 'Beverages', ar: 'المشروبات', priority: 6 },
  { slug: 'grocery-household', module: 'grocery', name: 'Household', ar: 'المستلزمات المنزلية', priority: 7 },

  // pharmacy
  { slug: 'pharmacy-medicines', module: 'pharmacy', name: 'Medicines', ar: 'الأدوية', featured: true, priority: 1 },
  { slug: 'pharmacy-pain-fever', module: 'pharmacy', name: 'Pain & Fever', ar: 'الألم والحمى', parent: 'pharmacy-medicines' },
  { slug: 'pharmacy-cold-flu', module: 'pharmacy', name: 'Cold & Flu', ar: 'البرد والإنفلونزا', parent: 'pharmacy-medicines' },
  { slug: 'pharmacy-prescription', module: 'pharmacy', name: 'Prescription Medicines', ar: 'أدوية بوصفة طبية', parent: 'pharmacy-medicines' },
  { slug: 'pharmacy-vitamins', module: 'pharmacy', name: 'Vitamins & Supplements', ar: 'الفيتامينات والمكملات', featured: true, priority: 2 },
  { slug: 'pharmacy-baby-care', module: 'pharmacy', name: 'Baby Care', ar: 'العناية بالطفل', featured: true, priority: 3 },
  { slug: 'pharmacy-personal-care', module: 'pharmacy', name: 'Personal Care', ar: 'العناية الشخصية', priority: 4 },
  { slug: 'pharmacy-first-aid', module: 'pharmacy', name: 'First Aid & Devices', ar: 'الإسعافات الأولية والأجهزة', priority: 5 },

  // e-commerce
  { slug: 'ecommerce-electronics', module: 'ecommerce', name: 'Electronics', ar: 'الإلكترونيات', featured: true, priority: 1 },
  { slug: 'ecommerce-phones', module: 'ecommerce', name: 'Phones & Tablets', ar: 'الهواتف والأجهزة اللوحية', parent: 'ecommerce-electronics' },
  { slug: 'ecommerce-audio', module: 'ecommerce', name: 'Audio', ar: 'الصوتيات', parent: 'ecommerce-electronics' },
  { slug: 'ecommerce-accessories', module: 'ecommerce', name: 'Accessories & Wearables', ar: 'الإكسسوارات والأجهزة القابلة للارتداء', parent: 'ecommerce-electronics' },
  { slug: 'ecommerce-fashion', module: 'ecommerce', name: 'Fashion', ar: 'الأزياء', featured: true, priority: 2 },
  { slug: 'ecommerce-men', module: 'ecommerce', name: 'Men', ar: 'رجال', parent: 'ecommerce-fashion' },
  { slug: 'ecommerce-women', module: 'ecommerce', name: 'Women', ar: 'نساء', parent: 'ecommerce-fashion' },
  { slug: 'ecommerce-home', module: 'ecommerce', name: 'Home & Living', ar: 'المنزل والمعيشة', featured: true, priority: 3 },
  { slug: 'ecommerce-beauty', module: 'ecommerce', name: 'Beauty & Fragrance', ar: 'التجميل والعطور', priority: 4 },

  // food
  { slug: 'food-breakfast', module: 'food', name: 'Breakfast', ar: 'الفطور', featured: true, priority: 1 },
  { slug: 'food-arabic', module: 'food', name: 'Arabic', ar: 'مأكولات عربية', featured: true, priority: 2 },
  { slug: 'food-burgers', module: 'food', name: 'Burgers', ar: 'برجر', featured: true, priority: 3 },
  { slug: 'food-indian', module: 'food', name: 'Indian', ar: 'مأكولات هندية', priority: 4 },
  { slug: 'food-healthy', module: 'food', name: 'Healthy', ar: 'أكل صحي', featured: true, priority: 5 },
  { slug: 'food-salads', module: 'food', name: 'Salads', ar: 'سلطات', parent: 'food-healthy' },
  { slug: 'food-bowls', module: 'food', name: 'Bowls', ar: 'أطباق البول', parent: 'food-healthy' },
  { slug: 'food-japanese', module: 'food', name: 'Japanese', ar: 'مأكولات يابانية', priority: 6 },
  { slug: 'food-desserts', module: 'food', name: 'Desserts', ar: 'حلويات', priority: 7 },
  { slug: 'food-drinks', module: 'food', name: 'Drinks', ar: 'مشروبات', priority: 8 },
];

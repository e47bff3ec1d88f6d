/**
 * Which illustration shows what: an explicit table from every seeded item, category, store,
 * module, banner, campaign, brand, parcel category and vehicle to emoji of the Fluent Emoji
 * flat set (`emoji.ts`; names as in `@iconify-json/fluent-emoji-flat`), and the background tone
 * each is drawn on. The first emoji is the subject; a second one, drawn smaller, tells the
 * variety (chicken or mushroom burger), and a scene lists several for covers and banners.
 * `illustrations.test.ts` checks that every seeded row has an entry and every name exists.
 */

/** Background tones, each a soft gradient in light mode and a deep one in dark mode. */
export type Tone =
  | 'green'
  | 'lime'
  | 'yellow'
  | 'orange'
  | 'red'
  | 'pink'
  | 'purple'
  | 'blue'
  | 'teal'
  | 'sand'
  | 'slate';

/** Light gradient (from, to) and dark gradient (from, to) of a tone. */
export const TONES: Record<Tone, { light: [string, string]; dark: [string, string] }> = {
  green: { light: ['#f0fdf4', '#bbf7d0'], dark: ['#0b2a1a', '#14532d'] },
  lime: { light: ['#f7fee7', '#d9f99d'], dark: ['#1a2607', '#365314'] },
  yellow: { light: ['#fefce8', '#fde68a'], dark: ['#2a2108', '#713f12'] },
  orange: { light: ['#fff7ed', '#fed7aa'], dark: ['#2b1507', '#7c2d12'] },
  red: { light: ['#fff1f2', '#fecdd3'], dark: ['#2a0a12', '#881337'] },
  pink: { light: ['#fdf2f8', '#fbcfe8'], dark: ['#2a0a1f', '#831843'] },
  purple: { light: ['#faf5ff', '#e9d5ff'], dark: ['#1d0c33', '#581c87'] },
  blue: { light: ['#eff6ff', '#bfdbfe'], dark: ['#0b1633', '#1e3a8a'] },
  teal: { light: ['#f0fdfa', '#99f6e4'], dark: ['#042624', '#115e59'] },
  sand: { light: ['#fdf8ef', '#f3dfb8'], dark: ['#221a0e', '#57401c'] },
  slate: { light: ['#f8fafc', '#cbd5e1'], dark: ['#0f172a', '#334155'] },
};

export interface Illustration {
  /** The subject first, then an optional smaller companion. */
  emoji: [string] | [string, string];
  tone: Tone;
}

export interface Scene {
  /** Three to five emoji, the first the largest. */
  emoji: string[];
  tone: Tone;
}

const ill = (tone: Tone, main: string, extra?: string): Illustration => ({
  emoji: extra ? [main, extra] : [main],
  tone,
});

/** Categories by slug; an item takes its category's tone unless its entry names one. */
export const CATEGORY_ART: Record<string, Illustration> = {
  'grocery-fruits-vegetables': ill('green', 'leafy-green', 'red-apple'),
  'grocery-fresh-fruits': ill('lime', 'red-apple'),
  'grocery-fresh-vegetables': ill('green', 'broccoli'),
  'grocery-dairy-eggs': ill('blue', 'glass-of-milk', 'egg'),
  'grocery-bakery': ill('sand', 'bread'),
  'grocery-meat-poultry': ill('red', 'cut-of-meat'),
  'grocery-pantry': ill('orange', 'canned-food'),
  'grocery-rice-grains': ill('sand', 'sheaf-of-rice'),
  'grocery-oils-spices': ill('yellow', 'olive', 'hot-pepper'),
  'grocery-beverages': ill('teal', 'cup-with-straw'),
  'grocery-household': ill('blue', 'sponge', 'bubbles'),
  'pharmacy-medicines': ill('teal', 'pill'),
  'pharmacy-pain-fever': ill('red', 'thermometer'),
  'pharmacy-cold-flu': ill('blue', 'sneezing-face'),
  'pharmacy-prescription': ill('slate', 'clipboard', 'pill'),
  'pharmacy-vitamins': ill('orange', 'tangerine', 'pill'),
  'pharmacy-baby-care': ill('pink', 'baby-bottle'),
  'pharmacy-personal-care': ill('teal', 'toothbrush', 'soap'),
  'pharmacy-first-aid': ill('red', 'adhesive-bandage', 'stethoscope'),
  'ecommerce-electronics': ill('slate', 'laptop'),
  'ecommerce-phones': ill('blue', 'mobile-phone'),
  'ecommerce-audio': ill('purple', 'headphone'),
  'ecommerce-accessories': ill('slate', 'watch'),
  'ecommerce-fashion': ill('pink', 'dress'),
  'ecommerce-men': ill('blue', 't-shirt'),
  'ecommerce-women': ill('purple', 'handbag'),
  'ecommerce-home': ill('sand', 'couch-and-lamp'),
  'ecommerce-beauty': ill('pink', 'lipstick'),
  'food-breakfast': ill('yellow', 'cooking'),
  'food-arabic': ill('orange', 'stuffed-flatbread'),
  'food-burgers': ill('red', 'hamburger'),
  'food-indian': ill('orange', 'curry-rice'),
  'food-healthy': ill('lime', 'avocado'),
  'food-salads': ill('green', 'green-salad'),
  'food-bowls': ill('teal', 'bowl-with-spoon'),
  'food-japanese': ill('blue', 'sushi'),
  'food-desserts': ill('pink', 'shortcake'),
  'food-drinks': ill('teal', 'tropical-drink'),
};

type ItemArt = [string] | [string, string] | { emoji: [string] | [string, string]; tone: Tone };

/** Items (and campaign items) by slug. */
export const ITEM_ART: Record<string, ItemArt> = {
  // Grocery: fruits and vegetables
  'bananas-philippines': ['banana'],
  'royal-gala-apples': ['red-apple'],
  'alphonso-mangoes': ['mango'],
  'medjool-dates': ['chestnut', 'palm-tree'],
  'organic-blueberries': ['blueberries', 'seedling'],
  'organic-hass-avocados': ['avocado', 'seedling'],
  'seedless-red-grapes': ['grapes'],
  watermelon: ['watermelon'],
  'local-tomatoes': ['tomato'],
  cucumbers: ['cucumber'],
  'organic-baby-spinach': ['leafy-green', 'seedling'],
  'red-onions': ['onion'],
  'organic-carrots': ['carrot', 'seedling'],
  'fresh-mint-bunch': ['herb'],
  'sweet-potatoes': ['roasted-sweet-potato'],
  // Dairy and eggs
  'farm-fresh-white-eggs': ['egg'],
  'full-cream-fresh-milk': ['glass-of-milk'],
  'fresh-laban': ['beverage-box', 'glass-of-milk'],
  'greek-yogurt': ['bowl-with-spoon', 'glass-of-milk'],
  'cyprus-halloumi': ['cheese-wedge'],
  'organic-free-range-eggs': ['nest-with-eggs'],
  'creamy-labneh': ['jar', 'olive'],
  // Bakery
  'arabic-bread': ['flatbread'],
  'sourdough-loaf': ['bread'],
  'butter-croissants': ['croissant', 'butter'],
  'zaatar-manakeesh': ['flatbread', 'herb'],
  // Meat and poultry
  'fresh-whole-chicken': ['poultry-leg'],
  'australian-lamb-chops': ['meat-on-bone'],
  'lean-beef-mince': ['cut-of-meat'],
  'chicken-breast-fillets': ['cut-of-meat', 'chicken'],
  // Rice, grains, oils and spices
  'indian-basmati-rice': ['sheaf-of-rice', 'cooked-rice'],
  'organic-white-quinoa': ['beans', 'seedling'],
  'rolled-oats': ['bowl-with-spoon', 'sheaf-of-rice'],
  'red-lentils': ['beans'],
  'extra-virgin-olive-oil': ['olive', 'droplet'],
  // A spice jar beside the crocus-like flower the threads come from, on saffron's orange.
  'iranian-saffron': { emoji: ['jar', 'hyacinth'], tone: 'orange' },
  'zaatar-spice-mix': ['herb', 'salt'],
  // Beverages
  'mineral-water': ['droplet'],
  'fresh-orange-juice': ['tangerine', 'cup-with-straw'],
  'arabic-coffee-cardamom': ['hot-beverage', 'pea-pod'],
  'coconut-water': ['coconut', 'cup-with-straw'],
  'organic-green-tea': ['teacup-without-handle', 'leaf-fluttering-in-wind'],
  // Household
  'dishwashing-liquid-lemon': ['bubbles', 'lemon'],
  'laundry-detergent-pods': ['soap', 'bubbles'],
  'facial-tissues': ['roll-of-paper'],
  // Pharmacy
  'paracetamol-500-tablets': ['pill', 'thermometer'],
  'ibuprofen-400-tablets': ['pill', 'adhesive-bandage'],
  'childrens-paracetamol-syrup': ['spoon', 'teddy-bear'],
  'diclofenac-gel': ['lotion-bottle', 'flexed-biceps'],
  'cold-flu-day-night': ['pill', 'crescent-moon'],
  'honey-lemon-lozenges': ['honey-pot', 'lemon'],
  'saline-nasal-spray': ['droplet', 'nose'],
  'dry-cough-syrup': ['spoon', 'face-with-medical-mask'],
  'amoxicillin-500-capsules': ['pill', 'microbe'],
  'azithromycin-250-tablets': ['pill', 'petri-dish'],
  'metformin-500-tablets': ['pill', 'drop-of-blood'],
  'atorvastatin-20-tablets': ['pill', 'anatomical-heart'],
  'omeprazole-20-capsules': ['pill', 'fire'],
  'amlodipine-5-tablets': ['pill', 'stethoscope'],
  'salbutamol-inhaler': ['lungs', 'dashing-away'],
  'vitamin-d3-1000': ['sun', 'pill'],
  'vitamin-c-effervescent': ['tangerine', 'bubbles'],
  'omega-3-fish-oil': ['fish', 'droplet'],
  'womens-multivitamin': ['pill', 'female-sign'],
  'magnesium-glycinate': ['pill', 'zzz'],
  'zinc-25-tablets': ['pill', 'shield'],
  'baby-diapers': ['baby'],
  'sensitive-baby-wipes': ['sponge', 'baby-chick'],
  'infant-formula-stage-1': ['baby-bottle'],
  'zinc-diaper-rash-cream': ['lotion-bottle', 'baby-chick'],
  'digital-baby-thermometer': ['thermometer', 'baby-chick'],
  'spf50-sunscreen': ['lotion-bottle', 'sun'],
  'sensitive-toothpaste': ['tooth', 'toothbrush'],
  'hand-sanitizer-gel': ['bubbles', 'raised-hand'],
  'moisturising-cream': ['lotion-bottle', 'sparkles'],
  'electric-toothbrush': ['toothbrush', 'high-voltage'],
  'assorted-plasters': ['adhesive-bandage'],
  'antiseptic-liquid': ['test-tube', 'shield'],
  'home-first-aid-kit': ['toolbox', 'medical-symbol'],
  'blood-pressure-monitor': ['stethoscope', 'anatomical-heart'],
  'oral-rehydration-salts': ['droplet', 'salt'],
  'immunity-booster-pack': { emoji: ['shield', 'tangerine'], tone: 'orange' },
  // Shop: electronics
  'nova-x5-smartphone': ['mobile-phone'],
  'nova-tab-11': ['mobile-phone', 'pencil'],
  'gan-fast-charger-65w': ['electric-plug', 'high-voltage'],
  'braided-usb-c-cable': ['electric-plug', 'link'],
  'power-bank-20000': ['battery'],
  'pulse-anc-headphones': ['headphone'],
  'pulse-buds-pro': ['musical-notes', 'headphone'],
  'waterproof-bluetooth-speaker': ['speaker-high-volume', 'droplet'],
  'terra-active-smartwatch': ['watch'],
  'silent-wireless-mouse': ['computer-mouse'],
  'laptop-sleeve-14': ['laptop', 'briefcase'],
  'smart-home-starter-kit': ['house', 'light-bulb'],
  // Fashion
  'mens-linen-shirt': ['t-shirt'],
  'classic-emirati-kandura': ['man-wearing-turban'],
  'slim-fit-chinos': ['jeans'],
  'leather-sandals': ['thong-sandal'],
  'embroidered-black-abaya': ['woman-with-headscarf'],
  'silk-pashmina-shawl': ['scarf'],
  'floral-maxi-dress': ['dress', 'blossom'],
  'canvas-tote-bag': ['handbag'],
  // Home
  'egyptian-cotton-bedsheet-set': ['bed'],
  'oud-amber-candle': ['candle'],
  'ceramic-dinner-set': ['fork-and-knife-with-plate'],
  'bamboo-bath-towels': ['bathtub', 'bubbles'],
  'arabic-coffee-dallah-set': ['teapot', 'hot-beverage'],
  'hepa-air-purifier': ['wind-face', 'sparkles'],
  'geometric-cushion-covers': ['couch-and-lamp'],
  'knitted-throw-blanket': ['yarn'],
  'electric-bakhoor-burner': ['amphora', 'fog'],
  // Beauty
  'oud-al-layl-perfume': ['lotion-bottle', 'crescent-moon'],
  'taif-rose-face-mist': ['rose', 'droplet'],
  'vitamin-c-brightening-serum': ['test-tube', 'tangerine'],
  'argan-hair-oil': ['droplet', 'hair-pick'],
  'kohl-eyeliner-pencil': ['eye', 'pencil'],
  'matte-lipstick': ['lipstick'],
  'ionic-hair-dryer': ['hair-pick', 'wind-face'],
  // Food: Arabic
  'chicken-shawarma-sandwich': ['stuffed-flatbread'],
  'beef-shawarma-plate': ['fork-and-knife-with-plate', 'meat-on-bone'],
  'falafel-wrap': ['burrito', 'falafel'],
  'mixed-grill-platter': ['meat-on-bone', 'poultry-leg'],
  'hummus-beiruti': ['bowl-with-spoon', 'beans'],
  'fattoush-salad': ['green-salad', 'flatbread'],
  'chicken-shawarma-meal': ['stuffed-flatbread', 'french-fries'],
  'kunafa-nabulsi': ['pie', 'cheese-wedge'],
  'fresh-lemon-mint': ['cup-with-straw', 'lemon'],
  'iftar-family-box': ['takeout-box', 'crescent-moon'],
  // Burgers
  'classic-smash-burger': ['hamburger'],
  'truffle-mushroom-burger': ['hamburger', 'brown-mushroom'],
  'crispy-chicken-burger': ['hamburger', 'poultry-leg'],
  'garden-veggie-burger': ['hamburger', 'leafy-green'],
  'loaded-cheese-fries': ['french-fries', 'cheese-wedge'],
  'buffalo-chicken-wings': ['poultry-leg', 'hot-pepper'],
  'cookies-cream-milkshake': ['cup-with-straw', 'cookie'],
  'family-burger-box': ['takeout-box', 'hamburger'],
  'onion-rings': ['onion', 'french-fries'],
  // Indian
  'chicken-dum-biryani': ['pot-of-food', 'poultry-leg'],
  'mutton-biryani': ['pot-of-food', 'meat-on-bone'],
  'paneer-tikka-masala': ['curry-rice', 'cheese-wedge'],
  'butter-chicken': ['curry-rice', 'butter'],
  'dal-makhani': ['curry-rice', 'beans'],
  'garlic-naan': ['flatbread', 'garlic'],
  'vegetable-biryani': ['pot-of-food', 'bell-pepper'],
  'gulab-jamun': ['chestnut', 'honey-pot'],
  'mango-lassi': ['cup-with-straw', 'mango'],
  'tandoori-chicken': ['poultry-leg', 'fire'],
  // Breakfast and café
  shakshuka: ['cooking', 'tomato'],
  'eggs-benedict': ['egg', 'bacon'],
  'avocado-toast': ['avocado', 'bread'],
  'acai-bowl': ['bowl-with-spoon', 'blueberries'],
  'brioche-french-toast': ['bread', 'honey-pot'],
  'flat-white': ['hot-beverage'],
  'iced-spanish-latte': ['cup-with-straw', 'ice'],
  'karak-chai': ['teacup-without-handle', 'pea-pod'],
  'chicken-club-sandwich': ['sandwich'],
  'lotus-cheesecake': ['shortcake', 'cookie'],
  'arabic-breakfast-platter': ['fork-and-knife-with-plate', 'olive'],
  'weekend-brunch-for-two': ['pancakes', 'hot-beverage'],
  // Bowls and salads
  'quinoa-power-bowl': ['green-salad', 'flexed-biceps'],
  'falafel-buddha-bowl': ['falafel', 'green-salad'],
  'kale-caesar-salad': ['green-salad', 'cheese-wedge'],
  'mediterranean-salad': ['green-salad', 'olive'],
  'green-detox-juice': ['cup-with-straw', 'leafy-green'],
  'vegan-chocolate-brownie': ['chocolate-bar', 'seedling'],
  'lentil-soup': ['bowl-with-spoon', 'lemon'],
  'tofu-teriyaki-bowl': ['cooked-rice', 'chopsticks'],
  // Japanese
  'salmon-nigiri': ['sushi'],
  'california-roll': ['sushi', 'avocado'],
  'dragon-roll': ['sushi', 'dragon'],
  'chicken-katsu-curry': ['curry-rice', 'poultry-leg'],
  'avocado-cucumber-maki': ['sushi', 'cucumber'],
  'chefs-sushi-platter': ['bento-box', 'sushi'],
  'mochi-ice-cream': ['ice-cream', 'dango'],
  // Campaign items
  'family-fruit-basket': ['basket', 'grapes'],
};

/** Stores by slug: the logo's emoji and the cover's scene. */
export const STORE_ART: Record<string, { logo: string; cover: Scene }> = {
  'al-karama-fresh-market': {
    logo: 'basket',
    cover: { tone: 'green', emoji: ['basket', 'tomato', 'carrot', 'banana', 'grapes'] },
  },
  'downtown-pantry': {
    logo: 'canned-food',
    cover: {
      tone: 'sand',
      emoji: ['bread', 'cheese-wedge', 'canned-food', 'glass-of-milk', 'croissant'],
    },
  },
  'marina-greens-grocery': {
    logo: 'leafy-green',
    cover: { tone: 'lime', emoji: ['leafy-green', 'cucumber', 'avocado', 'broccoli', 'lemon'] },
  },
  'jlt-organic-corner': {
    logo: 'seedling',
    cover: { tone: 'green', emoji: ['seedling', 'carrot', 'blueberries', 'avocado', 'herb'] },
  },
  'creekside-pharmacy': {
    logo: 'medical-symbol',
    cover: {
      tone: 'teal',
      emoji: ['medical-symbol', 'pill', 'adhesive-bandage', 'stethoscope', 'thermometer'],
    },
  },
  'boulevard-care-pharmacy': {
    logo: 'pill',
    cover: {
      tone: 'blue',
      emoji: ['pill', 'baby-bottle', 'lotion-bottle', 'toothbrush', 'adhesive-bandage'],
    },
  },
  'marina-wellness-pharmacy': {
    logo: 'lotus',
    cover: { tone: 'teal', emoji: ['lotus', 'lotion-bottle', 'sun', 'pill', 'droplet'] },
  },
  'barsha-family-pharmacy': {
    logo: 'stethoscope',
    cover: {
      tone: 'purple',
      emoji: ['stethoscope', 'pill', 'baby-bottle', 'thermometer', 'teddy-bear'],
    },
  },
  'volt-electronics': {
    logo: 'high-voltage',
    cover: { tone: 'slate', emoji: ['laptop', 'mobile-phone', 'headphone', 'watch', 'battery'] },
  },
  'bur-dubai-textile-house': {
    logo: 'thread',
    cover: { tone: 'purple', emoji: ['thread', 'scarf', 'dress', 't-shirt', 'sewing-needle'] },
  },
  'harbour-home-living': {
    logo: 'couch-and-lamp',
    cover: { tone: 'sand', emoji: ['couch-and-lamp', 'candle', 'potted-plant', 'bed', 'teapot'] },
  },
  'dune-beauty-jbr': {
    logo: 'lipstick',
    cover: {
      tone: 'pink',
      emoji: ['lipstick', 'rose', 'nail-polish', 'lotion-bottle', 'sparkles'],
    },
  },
  'shawarma-station': {
    logo: 'stuffed-flatbread',
    cover: {
      tone: 'orange',
      emoji: ['stuffed-flatbread', 'falafel', 'french-fries', 'green-salad', 'cup-with-straw'],
    },
  },
  'burger-yard': {
    logo: 'hamburger',
    cover: {
      tone: 'red',
      emoji: ['hamburger', 'french-fries', 'cup-with-straw', 'poultry-leg', 'onion'],
    },
  },
  'spice-route-biryani': {
    logo: 'curry-rice',
    cover: {
      tone: 'orange',
      emoji: ['pot-of-food', 'curry-rice', 'flatbread', 'hot-pepper', 'mango'],
    },
  },
  'sunrise-cafe-marina': {
    logo: 'hot-beverage',
    cover: {
      tone: 'yellow',
      emoji: ['hot-beverage', 'croissant', 'cooking', 'avocado', 'pancakes'],
    },
  },
  'green-bowl-jlt': {
    logo: 'green-salad',
    cover: {
      tone: 'green',
      emoji: ['green-salad', 'avocado', 'falafel', 'cup-with-straw', 'leafy-green'],
    },
  },
  'palm-sushi-bar': {
    logo: 'sushi',
    cover: { tone: 'blue', emoji: ['sushi', 'bento-box', 'chopsticks', 'rice-ball', 'palm-tree'] },
  },
  'desert-drive-rentals': {
    logo: 'sport-utility-vehicle',
    cover: { tone: 'sand', emoji: ['sport-utility-vehicle', 'desert', 'camel', 'sun', 'key'] },
  },
  'creek-auto-rent': {
    logo: 'automobile',
    cover: { tone: 'teal', emoji: ['automobile', 'minibus', 'key', 'motorway', 'fuel-pump'] },
  },
  'skyline-luxury-cars': {
    logo: 'racing-car',
    cover: {
      tone: 'purple',
      emoji: ['racing-car', 'cityscape-at-dusk', 'key', 'gem-stone', 'sparkles'],
    },
  },
};

/** Modules by type. */
export const MODULE_ART: Record<string, Illustration> = {
  grocery: ill('green', 'shopping-cart'),
  pharmacy: ill('teal', 'pill'),
  ecommerce: ill('purple', 'shopping-bags'),
  food: ill('orange', 'hamburger'),
  parcel: ill('sand', 'package'),
  rental: ill('blue', 'automobile'),
};

/** Banners by key: the scene beside the banner's title (the title is HTML, not drawn). */
export const BANNER_ART: Record<string, Scene> = {
  'grocery-downtown-store': { tone: 'green', emoji: ['basket', 'tomato', 'sunrise'] },
  'grocery-downtown-item': { tone: 'sand', emoji: ['chestnut', 'palm-tree', 'sparkles'] },
  'grocery-downtown-default': { tone: 'lime', emoji: ['shopping-cart', 'stopwatch', 'carrot'] },
  'grocery-marina-store': { tone: 'green', emoji: ['seedling', 'carrot', 'leafy-green'] },
  'grocery-marina-item': { tone: 'yellow', emoji: ['jar', 'olive', 'flatbread'] },
  'grocery-marina-default': { tone: 'blue', emoji: ['basket', 'sailboat', 'glass-of-milk'] },
  'pharmacy-downtown-store': { tone: 'slate', emoji: ['medical-symbol', 'crescent-moon', 'sun'] },
  'pharmacy-downtown-item': { tone: 'orange', emoji: ['tangerine', 'pill', 'sparkles'] },
  'pharmacy-downtown-default': { tone: 'teal', emoji: ['clipboard', 'mobile-phone', 'pill'] },
  'pharmacy-marina-store': { tone: 'teal', emoji: ['lotus', 'mantelpiece-clock', 'pill'] },
  'pharmacy-marina-item': {
    tone: 'yellow',
    emoji: ['lotion-bottle', 'sun', 'beach-with-umbrella'],
  },
  'pharmacy-marina-default': { tone: 'blue', emoji: ['pill', 'stopwatch', 'motor-scooter'] },
  'ecommerce-downtown-store': { tone: 'slate', emoji: ['laptop', 'mobile-phone', 'watch'] },
  'ecommerce-downtown-item': { tone: 'purple', emoji: ['headphone', 'cityscape', 'muted-speaker'] },
  'ecommerce-downtown-default': {
    tone: 'blue',
    emoji: ['package', 'delivery-truck', 'shopping-bags'],
  },
  'ecommerce-marina-store': { tone: 'sand', emoji: ['couch-and-lamp', 'potted-plant', 'candle'] },
  'ecommerce-marina-item': {
    tone: 'purple',
    emoji: ['lotion-bottle', 'crescent-moon', 'sparkles'],
  },
  'ecommerce-marina-default': {
    tone: 'pink',
    emoji: ['couch-and-lamp', 'shopping-bags', 'mobile-phone'],
  },
  'food-downtown-store': {
    tone: 'orange',
    emoji: ['stuffed-flatbread', 'french-fries', 'cup-with-straw'],
  },
  'food-downtown-item': { tone: 'red', emoji: ['hamburger', 'french-fries', 'cityscape-at-dusk'] },
  'food-downtown-default': { tone: 'yellow', emoji: ['takeout-box', 'stopwatch', 'motor-scooter'] },
  'food-marina-store': { tone: 'green', emoji: ['green-salad', 'avocado', 'leafy-green'] },
  'food-marina-item': { tone: 'blue', emoji: ['sushi', 'dragon', 'palm-tree'] },
  'food-marina-default': { tone: 'yellow', emoji: ['cooking', 'hot-beverage', 'sunrise'] },
  'parcel-downtown-default': { tone: 'sand', emoji: ['package', 'delivery-truck', 'cityscape'] },
  'parcel-marina-default': { tone: 'blue', emoji: ['page-facing-up', 'motor-scooter', 'sailboat'] },
  'rental-downtown-store': { tone: 'purple', emoji: ['racing-car', 'night-with-stars', 'key'] },
  'rental-downtown-default': { tone: 'teal', emoji: ['automobile', 'stopwatch', 'motorway'] },
};

/** Campaigns by slug. */
export const CAMPAIGN_ART: Record<string, Scene> = {
  'weekend-feast': { tone: 'orange', emoji: ['hamburger', 'party-popper', 'curry-rice'] },
  'fresh-week': { tone: 'green', emoji: ['basket', 'carrot', 'red-apple'] },
  'wellness-month': { tone: 'teal', emoji: ['lotus', 'pill', 'sparkles'] },
  'tech-and-home-fest': { tone: 'purple', emoji: ['laptop', 'couch-and-lamp', 'party-popper'] },
};

/** Vehicles by slug. */
export const VEHICLE_ART: Record<string, Illustration> = {
  'toyota-corolla-2024': ill('blue', 'automobile'),
  'nissan-sunny-2023': ill('yellow', 'automobile'),
  'kia-picanto-2024': ill('lime', 'automobile'),
  'hyundai-tucson-2024': ill('teal', 'sport-utility-vehicle'),
  'toyota-land-cruiser-2023': ill('sand', 'sport-utility-vehicle'),
  'mitsubishi-xpander-2023': ill('blue', 'minibus'),
  'toyota-hiace-2022': ill('slate', 'minibus'),
  'nissan-urvan-minibus': ill('teal', 'minibus'),
  'mitsubishi-attrage-2023': ill('orange', 'automobile'),
  'suzuki-swift-ags': ill('pink', 'automobile'),
  'toyota-camry-cng': ill('green', 'automobile', 'fuel-pump'),
  'land-cruiser-70-pickup': ill('sand', 'pickup-truck'),
  'mercedes-s500-2024': ill('slate', 'oncoming-automobile', 'gem-stone'),
  'bmw-x7-2024': ill('blue', 'sport-utility-vehicle', 'gem-stone'),
  'range-rover-sport-2024': ill('green', 'sport-utility-vehicle', 'gem-stone'),
  'porsche-911-carrera': ill('red', 'racing-car'),
  'tesla-model-3-long-range': ill('teal', 'automobile', 'high-voltage'),
  'lexus-es-300h': ill('purple', 'automobile', 'leaf-fluttering-in-wind'),
  'mercedes-v-class-vip': ill('purple', 'minibus', 'gem-stone'),
};

/** Vehicle categories by key. */
export const VEHICLE_CATEGORY_ART: Record<string, Illustration> = {
  economy: ill('lime', 'automobile'),
  sedan: ill('blue', 'oncoming-automobile'),
  suv: ill('sand', 'sport-utility-vehicle'),
  luxury: ill('purple', 'racing-car'),
  van: ill('teal', 'minibus'),
  electric: ill('green', 'automobile', 'high-voltage'),
};

/** Vehicle brands and shop brands by name: a wordmark beside the emoji of what they make. */
export const BRAND_ART: Record<string, Illustration> = {
  Toyota: ill('red', 'automobile'),
  Nissan: ill('slate', 'automobile'),
  Kia: ill('red', 'automobile'),
  Hyundai: ill('blue', 'sport-utility-vehicle'),
  Mitsubishi: ill('red', 'minibus'),
  Suzuki: ill('blue', 'automobile'),
  Lexus: ill('slate', 'oncoming-automobile'),
  'Mercedes-Benz': ill('slate', 'oncoming-automobile'),
  BMW: ill('blue', 'sport-utility-vehicle'),
  'Land Rover': ill('green', 'sport-utility-vehicle'),
  Porsche: ill('yellow', 'racing-car'),
  Tesla: ill('red', 'high-voltage'),
  Nova: ill('blue', 'mobile-phone'),
  Pulse: ill('purple', 'headphone'),
  Terra: ill('green', 'watch'),
  'Volt Basics': ill('yellow', 'electric-plug'),
  'Al Fahidi Tailors': ill('sand', 'thread'),
};

/** Parcel categories by slug. */
export const PARCEL_CATEGORY_ART: Record<string, Illustration> = {
  documents: ill('blue', 'page-facing-up'),
  'small-package': ill('sand', 'package'),
  others: ill('purple', 'wrapped-gift'),
};

/**
 * An item's setting, by its category (the item's gallery views, `images.ts`): what it is sold
 * in (a basket, a box, a takeaway box) and two things from where it is used (a kitchen knife
 * for vegetables, a teddy bear for baby care), drawn beside the item.
 */
export interface ItemSetting {
  pack: string;
  props: [string, string];
}

const set = (pack: string, a: string, b: string): ItemSetting => ({ pack, props: [a, b] });

/** Settings by category slug (every category; `illustrations.test.ts` checks it). */
export const ITEM_SETTINGS: Record<string, ItemSetting> = {
  'grocery-fruits-vegetables': set('basket', 'seedling', 'sun'),
  'grocery-fresh-fruits': set('basket', 'leaf-fluttering-in-wind', 'sun'),
  'grocery-fresh-vegetables': set('basket', 'kitchen-knife', 'seedling'),
  'grocery-dairy-eggs': set('shopping-bags', 'cow-face', 'sunrise'),
  'grocery-bakery': set('basket', 'hot-beverage', 'sunrise'),
  'grocery-meat-poultry': set('shopping-bags', 'kitchen-knife', 'cooking'),
  'grocery-pantry': set('shopping-bags', 'jar', 'spoon'),
  'grocery-rice-grains': set('shopping-bags', 'pot-of-food', 'ear-of-corn'),
  'grocery-oils-spices': set('shopping-bags', 'cooking', 'salt'),
  'grocery-beverages': set('shopping-bags', 'ice', 'clinking-glasses'),
  'grocery-household': set('bucket', 'sparkles', 'house'),
  'pharmacy-medicines': set('package', 'alarm-clock', 'spiral-calendar'),
  'pharmacy-pain-fever': set('package', 'thermometer', 'bed'),
  'pharmacy-cold-flu': set('package', 'hot-beverage', 'bed'),
  'pharmacy-prescription': set('package', 'stethoscope', 'clipboard'),
  'pharmacy-vitamins': set('package', 'tangerine', 'person-running'),
  'pharmacy-baby-care': set('package', 'teddy-bear', 'baby'),
  'pharmacy-personal-care': set('package', 'bathtub', 'sparkles'),
  'pharmacy-first-aid': set('package', 'backpack', 'camping'),
  'ecommerce-electronics': set('package', 'light-bulb', 'electric-plug'),
  'ecommerce-phones': set('package', 'headphone', 'battery'),
  'ecommerce-audio': set('package', 'musical-notes', 'studio-microphone'),
  'ecommerce-accessories': set('package', 'briefcase', 'sunglasses'),
  'ecommerce-fashion': set('shopping-bags', 'mirror', 'sparkles'),
  'ecommerce-men': set('shopping-bags', 'briefcase', 'sunglasses'),
  'ecommerce-women': set('shopping-bags', 'mirror', 'bouquet'),
  'ecommerce-home': set('package', 'potted-plant', 'framed-picture'),
  'ecommerce-beauty': set('shopping-bags', 'mirror', 'blossom'),
  'food-breakfast': set('takeout-box', 'hot-beverage', 'sunrise'),
  'food-arabic': set('takeout-box', 'fork-and-knife', 'teacup-without-handle'),
  'food-burgers': set('takeout-box', 'french-fries', 'cup-with-straw'),
  'food-indian': set('takeout-box', 'fork-and-knife', 'flatbread'),
  'food-healthy': set('takeout-box', 'seedling', 'person-running'),
  'food-salads': set('takeout-box', 'fork-and-knife', 'seedling'),
  'food-bowls': set('takeout-box', 'spoon', 'seedling'),
  'food-japanese': set('bento-box', 'chopsticks', 'teacup-without-handle'),
  'food-desserts': set('takeout-box', 'hot-beverage', 'sparkles'),
  'food-drinks': set('cup-with-straw', 'ice', 'sun'),
};

/**
 * An item's setting: its category's, with anything that repeats the item's own emoji replaced
 * (a takeaway cup beside a drink that is one, sparkles instead).
 */
export function itemSetting(art: Illustration, category: string | undefined): ItemSetting {
  const base = (category && ITEM_SETTINGS[category]) || set('package', 'sparkles', 'star');
  const own = new Set<string>(art.emoji);
  const spare = ['sparkles', 'star', 'glowing-star', 'package'].filter((e) => !own.has(e));
  let next = 0;
  const pick = (name: string) => (own.has(name) ? spare[next++]! : name);
  return { pack: pick(base.pack), props: [pick(base.props[0]), pick(base.props[1])] };
}

/** An item's illustration: its own entry, on its own tone or its category's. */
export function itemIllustration(slug: string, category: string | undefined): Illustration | null {
  const art = ITEM_ART[slug];
  if (!art) return null;
  if (!Array.isArray(art)) return art;
  return { emoji: art, tone: (category && CATEGORY_ART[category]?.tone) || 'slate' };
}

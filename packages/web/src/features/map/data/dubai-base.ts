/**
 * The offline map of the demo city (Dubai): an honest, simplified drawing authored for this
 * project from public knowledge of the city's layout (sources and licences: docs/map.md). Coordinates are
 * `[lat, lng]`, checked against the gazetteer's places (server seed `data/gazetteer.ts`) and the
 * seeded delivery zones: every place lies on land, on the right bank of the Creek and on the right
 * side of its roads. `dubai.ts` turns these lists into GeoJSON.
 */

export type LatLngTuple = readonly [lat: number, lng: number];

/** The mainland from Abu Dhabi to Ras Al Khaimah, closed inland: the sea is everything else. */
export const LAND: LatLngTuple[] = [
  [23.9, 54.0],
  [24.15, 54.0],
  [24.35, 54.3],
  [24.5, 54.38],
  [24.52, 54.45],
  [24.62, 54.58],
  [24.78, 54.75],
  [24.88, 54.88],
  [24.95, 54.97],
  [24.99, 55.02],
  [25.01, 55.045],
  [25.025, 55.065],
  [25.04, 55.085],
  [25.052, 55.1],
  [25.062, 55.112],
  [25.068, 55.12],
  [25.074, 55.1265],
  [25.08, 55.1305],
  [25.085, 55.1335],
  [25.09, 55.1362],
  [25.094, 55.1405],
  [25.098, 55.147],
  [25.101, 55.151],
  [25.106, 55.1505],
  [25.116, 55.1478],
  [25.1195, 55.1545],
  [25.125, 55.166],
  [25.13, 55.174],
  [25.1345, 55.1815],
  [25.1385, 55.186],
  [25.143, 55.1885],
  [25.15, 55.1965],
  [25.16, 55.204],
  [25.17, 55.212],
  [25.18, 55.2205],
  [25.19, 55.229],
  [25.1985, 55.234],
  [25.206, 55.242],
  [25.213, 55.2475],
  [25.2177, 55.2495],
  [25.224, 55.2495],
  [25.226, 55.249],
  [25.231, 55.25],
  [25.2325, 55.256],
  [25.236, 55.26],
  [25.24, 55.2655],
  [25.244, 55.269],
  [25.249, 55.2705],
  [25.256, 55.27],
  [25.26, 55.268],
  [25.2665, 55.2705],
  [25.269, 55.276],
  [25.27, 55.282],
  [25.2715, 55.2865],
  [25.2735, 55.288],
  [25.2745, 55.289],
  [25.276, 55.2915],
  [25.279, 55.2985],
  [25.283, 55.306],
  [25.288, 55.315],
  [25.293, 55.326],
  [25.2985, 55.336],
  [25.304, 55.344],
  [25.309, 55.35],
  [25.32, 55.362],
  [25.335, 55.375],
  [25.35, 55.385],
  [25.365, 55.395],
  [25.385, 55.415],
  [25.43, 55.455],
  [25.5, 55.53],
  [25.57, 55.57],
  [25.65, 55.7],
  [25.75, 55.88],
  [25.8, 55.95],
  [25.95, 56.05],
  [26.2, 56.15],
  [26.2, 56.6],
  [23.9, 56.6],
];

/** A band of water along a centre line, `halfWidth` degrees either side. */
export interface Channel {
  line: LatLngTuple[];
  halfWidth: number;
}

/** The Creek from its mouth at Al Shindagha to Ras Al Khor, between Bur Dubai and Deira. */
export const CREEK: Channel = {
  halfWidth: 0.0009,
  line: [
    [25.278, 55.2875],
    [25.274, 55.2895],
    [25.269, 55.29],
    [25.266, 55.2935],
    [25.2652, 55.3],
    [25.2625, 55.3055],
    [25.2585, 55.311],
    [25.253, 55.318],
    [25.247, 55.325],
    [25.241, 55.331],
    [25.233, 55.3315],
    [25.225, 55.332],
    [25.217, 55.331],
    [25.209, 55.3295],
  ],
};

/** The Business Bay extension of the Creek and the Dubai Water Canal out to the sea. */
export const CANAL: Channel = {
  halfWidth: 0.0006,
  line: [
    [25.2055, 55.327],
    [25.2, 55.321],
    [25.197, 55.315],
    [25.1905, 55.305],
    [25.1845, 55.296],
    [25.1825, 55.288],
    [25.183, 55.28],
    [25.185, 55.274],
    [25.183, 55.265],
    [25.185, 55.257],
    [25.188, 55.252],
    [25.192, 55.246],
    [25.196, 55.24],
    [25.1995, 55.2345],
    [25.2015, 55.231],
  ],
};

/** The Dubai Marina waterway, open to the sea at its south-western end. */
export const MARINA: Channel = {
  halfWidth: 0.0007,
  line: [
    [25.0675, 55.1195],
    [25.0705, 55.1285],
    [25.073, 55.1335],
    [25.076, 55.1383],
    [25.079, 55.141],
    [25.083, 55.1428],
    [25.087, 55.1442],
    [25.0905, 55.1458],
    [25.093, 55.1472],
  ],
};

/** Lakes and lagoons. */
export const LAKES: LatLngTuple[][] = [
  // Ras Al Khor lagoon, at the head of the Creek.
  [
    [25.2125, 55.3255],
    [25.2115, 55.333],
    [25.205, 55.3385],
    [25.2005, 55.337],
    [25.2025, 55.3245],
    [25.207, 55.3225],
  ],
  // Burj Lake, with the Dubai Fountain, below Burj Khalifa.
  [
    [25.1962, 55.273],
    [25.1966, 55.276],
    [25.196, 55.2785],
    [25.1952, 55.279],
    [25.1948, 55.2765],
    [25.195, 55.2735],
  ],
  // Khalid Lagoon, Sharjah.
  [
    [25.3365, 55.3735],
    [25.335, 55.382],
    [25.3295, 55.384],
    [25.328, 55.379],
    [25.332, 55.375],
  ],
  // Al Mamzar lagoon, on the Sharjah border.
  [
    [25.3075, 55.3505],
    [25.3045, 55.3575],
    [25.2995, 55.3605],
    [25.2985, 55.355],
    [25.3025, 55.3505],
  ],
];

/** Islands: Bluewaters, the Burj Al Arab's island, the Deira Islands. */
export const ISLANDS: LatLngTuple[][] = [
  [
    [25.0785, 55.1195],
    [25.0825, 55.1205],
    [25.083, 55.1235],
    [25.0805, 55.125],
    [25.079, 55.124],
  ],
  [
    [25.1407, 55.1847],
    [25.1418, 55.1848],
    [25.142, 55.186],
    [25.141, 55.1862],
  ],
  [
    [25.2905, 55.296],
    [25.3015, 55.3035],
    [25.3065, 55.3185],
    [25.2985, 55.3215],
    [25.2925, 55.3105],
  ],
];

/** Parks, golf courses, the racecourse and the wetland sanctuary. */
export const PARKS: LatLngTuple[][] = [
  // Safa Park
  [
    [25.1905, 55.2415],
    [25.1895, 55.2465],
    [25.1855, 55.2475],
    [25.1845, 55.2405],
  ],
  // Zabeel Park
  [
    [25.2365, 55.2945],
    [25.2335, 55.3015],
    [25.2255, 55.3],
    [25.2265, 55.294],
  ],
  // Creek Park, along the Creek's west bank
  [
    [25.2445, 55.3245],
    [25.2395, 55.3295],
    [25.2335, 55.33],
    [25.2345, 55.3265],
    [25.2405, 55.3245],
  ],
  // Karama Park
  [
    [25.2412, 55.3045],
    [25.241, 55.307],
    [25.2392, 55.307],
    [25.2394, 55.3046],
  ],
  // Al Barsha Pond Park
  [
    [25.0995, 55.2015],
    [25.0985, 55.2075],
    [25.0945, 55.2068],
    [25.0955, 55.2008],
  ],
  // Emirates Golf Club
  [
    [25.0875, 55.1545],
    [25.0855, 55.1625],
    [25.0785, 55.1615],
    [25.0795, 55.1545],
  ],
  // Meydan Racecourse
  [
    [25.1685, 55.2915],
    [25.1655, 55.3015],
    [25.1545, 55.2985],
    [25.1575, 55.2885],
  ],
  // Dubai Creek Golf & Yacht Club
  [
    [25.2455, 55.3335],
    [25.2445, 55.3375],
    [25.2375, 55.3365],
    [25.2385, 55.333],
  ],
  // Ras Al Khor Wildlife Sanctuary
  [
    [25.2005, 55.3235],
    [25.2, 55.3335],
    [25.1955, 55.332],
    [25.196, 55.3235],
  ],
  // Jumeirah Beach Park
  [
    [25.2085, 55.2445],
    [25.2072, 55.2462],
    [25.2035, 55.2432],
    [25.2045, 55.2415],
  ],
  // Dubai Hills Golf and park
  [
    [25.1095, 55.2445],
    [25.1035, 55.2535],
    [25.0965, 55.2485],
    [25.1005, 55.2425],
  ],
  // Dubai Miracle Garden
  [
    [25.0625, 55.2415],
    [25.0615, 55.2465],
    [25.0575, 55.2462],
    [25.0585, 55.2412],
  ],
];

/** The footprints of the largest buildings: `[name, lat, lng, width m, depth m]`. */
export const BUILDINGS: [name: string, lat: number, lng: number, width: number, depth: number][] = [
  ['The Dubai Mall', 25.1983, 55.279, 320, 270],
  ['Burj Khalifa', 25.1972, 55.2744, 90, 90],
  ['Mall of the Emirates', 25.1181, 55.2006, 500, 300],
  ['City Centre Deira', 25.2525, 55.3322, 350, 250],
  ['Dubai Marina Mall', 25.0762, 55.1404, 180, 120],
  ['Ibn Battuta Mall', 25.0445, 55.117, 1200, 200],
  ['Wafi City Mall', 25.229, 55.32, 350, 250],
  ['BurJuman Centre', 25.2535, 55.303, 250, 200],
  ['Dubai World Trade Centre', 25.2267, 55.2868, 300, 250],
  ['Museum of the Future', 25.2192, 55.2818, 80, 80],
  ['Dubai Festival City Mall', 25.2222, 55.3528, 500, 250],
  ['Al Ghurair Centre', 25.268, 55.318, 250, 180],
  ['Mercato Shopping Mall', 25.2177, 55.2526, 180, 120],
  ['Dubai Hills Mall', 25.102, 55.239, 400, 250],
  ['City Walk', 25.2066, 55.263, 300, 200],
  ['Madinat Jumeirah', 25.1329, 55.1844, 300, 250],
  ['Rashid Hospital', 25.2365, 55.3178, 200, 150],
  ['Dubai Opera', 25.1951, 55.272, 100, 80],
  ['Jumeirah Emirates Towers', 25.2173, 55.2826, 120, 90],
];

/** Dubai International Airport, with its two runways. */
export const AIRPORT: LatLngTuple[] = [
  [25.272, 55.356],
  [25.265, 55.395],
  [25.238, 55.405],
  [25.234, 55.37],
  [25.244, 55.352],
  [25.26, 55.347],
];
export const RUNWAYS: LatLngTuple[][] = [
  [
    [25.2675, 55.3555],
    [25.2445, 55.3975],
  ],
  [
    [25.2615, 55.3535],
    [25.2385, 55.3955],
  ],
];

/** The Palm Jumeirah: a trunk from Al Sufouh, sixteen fronds and the crescent breakwater. */
export const PALM = {
  trunk: { from: [25.1025, 55.1515] as LatLngTuple, to: [25.1205, 55.1295] as LatLngTuple },
  trunkHalfWidth: 0.0014,
  /** Centre, inner and outer radius (km) and the arc (degrees from east, anticlockwise). */
  crescent: {
    centre: [25.1135, 55.135] as LatLngTuple,
    inner: 2.5,
    outer: 2.72,
    from: 35,
    to: 215,
  },
  frondLengthKm: 0.95,
  frondHalfWidthKm: 0.06,
};

export type RoadKind = 'motorway' | 'primary' | 'secondary';

export interface RoadSeed {
  name: string;
  ar: string;
  kind: RoadKind;
  line: LatLngTuple[];
}

export const ROADS: RoadSeed[] = [
  {
    name: 'Sheikh Zayed Road',
    ar: 'شارع الشيخ زايد',
    kind: 'motorway',
    line: [
      [24.52, 54.48],
      [24.7, 54.68],
      [24.85, 54.86],
      [24.95, 54.99],
      [25.0, 55.07],
      [25.03, 55.105],
      [25.045, 55.118],
      [25.065, 55.133],
      [25.0703, 55.1383],
      [25.0803, 55.147],
      [25.09, 55.157],
      [25.1021, 55.1734],
      [25.11, 55.185],
      [25.1211, 55.2003],
      [25.133, 55.212],
      [25.145, 55.222],
      [25.158, 55.234],
      [25.17, 55.244],
      [25.18, 55.2515],
      [25.1913, 55.2603],
      [25.2013, 55.2696],
      [25.2118, 55.2775],
      [25.2172, 55.2797],
      [25.2254, 55.2856],
      [25.231, 55.2905],
    ],
  },
  {
    name: 'Al Khail Road',
    ar: 'شارع الخيل',
    kind: 'motorway',
    line: [
      [25.04, 55.165],
      [25.06, 55.185],
      [25.08, 55.205],
      [25.1, 55.222],
      [25.122, 55.236],
      [25.14, 55.252],
      [25.158, 55.272],
      [25.175, 55.289],
      [25.19, 55.304],
      [25.205, 55.32],
      [25.215, 55.325],
    ],
  },
  {
    name: 'Sheikh Mohammed Bin Zayed Road',
    ar: 'شارع الشيخ محمد بن زايد',
    kind: 'motorway',
    line: [
      [24.99, 55.12],
      [25.02, 55.175],
      [25.045, 55.22],
      [25.06, 55.255],
      [25.075, 55.29],
      [25.09, 55.33],
      [25.11, 55.365],
      [25.14, 55.385],
      [25.18, 55.395],
      [25.22, 55.4],
      [25.26, 55.405],
      [25.3, 55.41],
      [25.34, 55.425],
    ],
  },
  {
    name: 'Emirates Road',
    ar: 'شارع الإمارات',
    kind: 'motorway',
    line: [
      [24.975, 55.15],
      [25.01, 55.24],
      [25.05, 55.33],
      [25.09, 55.4],
      [25.14, 55.45],
      [25.2, 55.48],
      [25.26, 55.5],
      [25.32, 55.52],
      [25.38, 55.56],
    ],
  },
  {
    name: 'Al Ittihad Road',
    ar: 'شارع الاتحاد',
    kind: 'motorway',
    line: [
      [25.248, 55.342],
      [25.262, 55.342],
      [25.275, 55.353],
      [25.287, 55.365],
      [25.3, 55.375],
      [25.315, 55.383],
      [25.33, 55.388],
    ],
  },
  {
    name: 'Al Wasl Road',
    ar: 'شارع الوصل',
    kind: 'primary',
    line: [
      [25.135, 55.196],
      [25.142, 55.203],
      [25.155, 55.213],
      [25.17, 55.224],
      [25.185, 55.236],
      [25.2, 55.249],
      [25.215, 55.26],
      [25.2305, 55.276],
    ],
  },
  {
    name: 'Jumeirah Beach Road',
    ar: 'شارع جميرا',
    kind: 'primary',
    line: [
      [25.134, 55.188],
      [25.142, 55.1925],
      [25.15, 55.1995],
      [25.16, 55.2075],
      [25.17, 55.2155],
      [25.18, 55.224],
      [25.19, 55.2325],
      [25.2, 55.2385],
      [25.206, 55.2445],
      [25.213, 55.25],
      [25.22, 55.2525],
      [25.229, 55.2552],
      [25.235, 55.2625],
      [25.241, 55.269],
      [25.248, 55.273],
    ],
  },
  {
    name: 'Al Khaleej Road',
    ar: 'شارع الخليج',
    kind: 'primary',
    line: [
      [25.263, 55.277],
      [25.269, 55.284],
      [25.274, 55.2935],
      [25.279, 55.303],
      [25.284, 55.312],
      [25.289, 55.323],
      [25.294, 55.334],
      [25.3, 55.348],
    ],
  },
  {
    name: 'Al Sufouh Road',
    ar: 'شارع الصفوح',
    kind: 'primary',
    line: [
      [25.096, 55.151],
      [25.105, 55.158],
      [25.115, 55.165],
      [25.125, 55.175],
      [25.134, 55.188],
    ],
  },
  {
    name: 'King Salman bin Abdulaziz Al Saud Street',
    ar: 'شارع الملك سلمان بن عبدالعزيز آل سعود',
    kind: 'primary',
    line: [
      [25.066, 55.1235],
      [25.072, 55.13],
      [25.0785, 55.1345],
      [25.085, 55.138],
      [25.093, 55.149],
      [25.096, 55.151],
    ],
  },
  {
    name: 'Sheikh Rashid Road',
    ar: 'شارع الشيخ راشد',
    kind: 'primary',
    line: [
      [25.247, 55.28],
      [25.248, 55.29],
      [25.246, 55.302],
      [25.244, 55.315],
      [25.2395, 55.333],
      [25.242, 55.342],
    ],
  },
  {
    name: 'Al Mina Road',
    ar: 'شارع الميناء',
    kind: 'primary',
    line: [
      [25.263, 55.277],
      [25.256, 55.2775],
      [25.247, 55.28],
      [25.24, 55.285],
      [25.231, 55.2905],
    ],
  },
  {
    name: 'Umm Suqeim Street',
    ar: 'شارع أم سقيم',
    kind: 'primary',
    line: [
      [25.1415, 55.1915],
      [25.1445, 55.206],
      [25.147, 55.224],
      [25.144, 55.242],
      [25.14, 55.252],
    ],
  },
  {
    name: 'Hessa Street',
    ar: 'شارع حصة',
    kind: 'primary',
    line: [
      [25.0905, 55.168],
      [25.0855, 55.19],
      [25.0795, 55.21],
      [25.074, 55.23],
    ],
  },
  {
    name: 'Ras Al Khor Road',
    ar: 'شارع رأس الخور',
    kind: 'primary',
    line: [
      [25.1965, 55.318],
      [25.1945, 55.34],
      [25.188, 55.365],
      [25.178, 55.39],
      [25.17, 55.41],
    ],
  },
  {
    name: 'Airport Road',
    ar: 'شارع المطار',
    kind: 'primary',
    line: [
      [25.242, 55.342],
      [25.2395, 55.354],
      [25.231, 55.37],
      [25.226, 55.386],
      [25.221, 55.399],
    ],
  },
  {
    name: 'Baniyas Road',
    ar: 'شارع بني ياس',
    kind: 'secondary',
    line: [
      [25.269, 55.296],
      [25.266, 55.304],
      [25.262, 55.31],
      [25.257, 55.317],
      [25.252, 55.324],
    ],
  },
  {
    name: 'Sheikh Mohammed bin Rashid Boulevard',
    ar: 'بوليفارد الشيخ محمد بن راشد',
    kind: 'secondary',
    line: [
      [25.1925, 55.2695],
      [25.197, 55.269],
      [25.201, 55.272],
      [25.2015, 55.278],
      [25.199, 55.283],
      [25.1945, 55.284],
    ],
  },
  {
    name: 'Sheikh Mohammed bin Rashid Boulevard',
    ar: 'بوليفارد الشيخ محمد بن راشد',
    kind: 'secondary',
    line: [
      [25.1925, 55.2695],
      [25.19, 55.274],
      [25.1905, 55.28],
      [25.1945, 55.284],
    ],
  },
  {
    name: 'Financial Centre Road',
    ar: 'شارع المركز المالي',
    kind: 'secondary',
    line: [
      [25.1905, 55.28],
      [25.197, 55.2815],
      [25.204, 55.2805],
      [25.2125, 55.2835],
      [25.2225, 55.2905],
    ],
  },
  {
    name: 'Al Marsa Street',
    ar: 'شارع المرسى',
    kind: 'secondary',
    line: [
      [25.0735, 55.1365],
      [25.0775, 55.1425],
      [25.083, 55.145],
      [25.089, 55.148],
    ],
  },
  {
    name: 'Al Satwa Road',
    ar: 'شارع السطوة',
    kind: 'secondary',
    line: [
      [25.2185, 55.262],
      [25.224, 55.2685],
      [25.2305, 55.276],
    ],
  },
  {
    name: 'Oud Metha Road',
    ar: 'شارع عود ميثاء',
    kind: 'secondary',
    line: [
      [25.2215, 55.3125],
      [25.23, 55.315],
      [25.2385, 55.3145],
      [25.2455, 55.3115],
    ],
  },
  {
    name: 'Al Maktoum Road',
    ar: 'شارع آل مكتوم',
    kind: 'secondary',
    line: [
      [25.2655, 55.3105],
      [25.2605, 55.3215],
      [25.2555, 55.329],
      [25.2505, 55.339],
    ],
  },
  {
    name: 'Palm Jumeirah Road',
    ar: 'شارع نخلة جميرا',
    kind: 'secondary',
    line: [
      [25.1018, 55.152],
      [25.1205, 55.1295],
    ],
  },
];

export type LabelKind = 'city' | 'district' | 'water';

export interface LabelSeed {
  name: string;
  ar: string;
  kind: LabelKind;
  at: LatLngTuple;
  /** Shown from this zoom up to `maxZoom`. */
  minZoom: number;
  maxZoom: number;
}

const city = (name: string, ar: string, at: LatLngTuple, maxZoom = 10): LabelSeed => ({
  name,
  ar,
  kind: 'city',
  at,
  minZoom: 5,
  maxZoom,
});
const district = (name: string, ar: string, at: LatLngTuple, minZoom = 12): LabelSeed => ({
  name,
  ar,
  kind: 'district',
  at,
  minZoom,
  maxZoom: 16,
});
const water = (
  name: string,
  ar: string,
  at: LatLngTuple,
  minZoom: number,
  maxZoom: number,
): LabelSeed => ({ name, ar, kind: 'water', at, minZoom, maxZoom });

export const LABELS: LabelSeed[] = [
  city('Dubai', 'دبي', [25.2048, 55.2708], 11),
  city('Sharjah', 'الشارقة', [25.3463, 55.4209], 11),
  city('Ajman', 'عجمان', [25.4052, 55.5136]),
  city('Abu Dhabi', 'أبوظبي', [24.4539, 54.3773]),
  city('Hatta', 'حتا', [24.796, 56.116]),
  city('Jebel Ali', 'جبل علي', [25.01, 55.105], 12),
  water('Arabian Gulf', 'الخليج العربي', [25.22, 55.08], 8, 12),
  water('Dubai Creek', 'خور دبي', [25.2395, 55.3318], 14, 17),
  water('Dubai Water Canal', 'قناة دبي المائية', [25.1902, 55.2492], 15, 17),
  district('Downtown Dubai', 'وسط مدينة دبي', [25.1935, 55.2805]),
  district('Business Bay', 'الخليج التجاري', [25.1865, 55.2705]),
  district('DIFC', 'مركز دبي المالي العالمي', [25.2135, 55.2815], 13),
  district('Trade Centre', 'المركز التجاري', [25.222, 55.2875], 13),
  district('Deira', 'ديرة', [25.272, 55.313]),
  district('Bur Dubai', 'بر دبي', [25.256, 55.295]),
  district('Al Karama', 'الكرامة', [25.244, 55.304], 13),
  district('Oud Metha', 'عود ميثاء', [25.237, 55.3155], 13),
  district('Zabeel', 'زعبيل', [25.2215, 55.3005], 13),
  district('Al Satwa', 'السطوة', [25.2265, 55.2715], 13),
  district('Jumeirah', 'جميرا', [25.2185, 55.2565]),
  district('Al Wasl', 'الوصل', [25.199, 55.2565], 13),
  district('Al Safa', 'الصفا', [25.177, 55.238], 13),
  district('Umm Suqeim', 'أم سقيم', [25.152, 55.213]),
  district('Al Quoz', 'القوز', [25.145, 55.24]),
  district('Al Barsha', 'البرشاء', [25.109, 55.2005]),
  district('Al Sufouh', 'الصفوح', [25.109, 55.168], 13),
  district('Palm Jumeirah', 'نخلة جميرا', [25.1165, 55.1365]),
  district('Dubai Marina', 'دبي مارينا', [25.082, 55.145]),
  district('Jumeirah Beach Residence', 'جميرا بيتش ريزيدنس', [25.0775, 55.1325], 14),
  district('Jumeirah Lakes Towers', 'أبراج بحيرات جميرا', [25.069, 55.1455], 13),
  district('Barsha Heights', 'برشاء هايتس', [25.0965, 55.179], 13),
  district('Emirates Hills', 'تلال الإمارات', [25.069, 55.165], 13),
  district('Dubai Hills Estate', 'دبي هيلز استيت', [25.108, 55.255], 13),
  district('Meydan', 'ميدان', [25.172, 55.304]),
  district('Ras Al Khor', 'رأس الخور', [25.185, 55.35]),
  district('Al Garhoud', 'القرهود', [25.2395, 55.348], 13),
  district('Port Saeed', 'بورسعيد', [25.2565, 55.3315], 13),
  district('Al Rigga', 'الرقة', [25.264, 55.3225], 14),
  district('Al Mamzar', 'الممزر', [25.293, 55.3465], 13),
  district('Al Qusais', 'القصيص', [25.277, 55.388]),
  district('Al Nahda', 'النهدة', [25.289, 55.372], 13),
  district('Mirdif', 'مردف', [25.22, 55.42]),
  district('Dubai Silicon Oasis', 'واحة دبي للسيليكون', [25.1178, 55.384]),
  district('International City', 'المدينة العالمية', [25.1645, 55.409]),
  district('Dubai Festival City', 'دبي فستيفال سيتي', [25.2225, 55.3505], 13),
  district('Dubai Creek Harbour', 'مرسى خور دبي', [25.2025, 55.3495], 13),
  district('Al Barsha South', 'البرشاء جنوب', [25.0595, 55.229], 13),
  district('Dubai Sports City', 'مدينة دبي الرياضية', [25.039, 55.22], 13),
  district('Motor City', 'موتور سيتي', [25.0465, 55.239], 13),
  district('Arabian Ranches', 'المرابع العربية', [25.0555, 55.27], 13),
  district('Discovery Gardens', 'ديسكفري جاردنز', [25.04, 55.14], 13),
  district('Al Furjan', 'الفرجان', [25.028, 55.15], 13),
];

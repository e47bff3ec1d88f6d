/**
 * `module_config` of /config: what each module type supports (reference §4.1, the v1 API's
 * config/module.php). Food has add-ons, veg/non-veg and availability windows but no stock;
 * grocery, pharmacy and e-commerce track stock; pharmacy takes a prescription attachment;
 * e-commerce is always open and serves every zone.
 */
import { MODULE_TYPES } from '../db/schema.js';

export type ModuleType = (typeof MODULE_TYPES)[number];

export interface ModuleTypeConfig {
  order_status: { accepted: boolean };
  order_place_to_schedule_interval: boolean;
  add_on: boolean;
  stock: boolean;
  veg_non_veg: boolean;
  unit: boolean;
  order_attachment: boolean;
  always_open: boolean;
  all_zone_service: boolean;
  item_available_time: boolean;
  show_restaurant_text: boolean;
  is_parcel: boolean;
  organic: boolean;
  cutlery: boolean;
  common_condition: boolean;
  nutrition: boolean;
  allergy: boolean;
  basic: boolean;
  halal: boolean;
  brand: boolean;
  generic_name: boolean;
  is_rental: boolean;
  description: string;
}

const NONE: Omit<ModuleTypeConfig, 'description'> = {
  order_status: { accepted: false },
  order_place_to_schedule_interval: false,
  add_on: false,
  stock: false,
  veg_non_veg: false,
  unit: false,
  order_attachment: false,
  always_open: false,
  all_zone_service: false,
  item_available_time: false,
  show_restaurant_text: false,
  is_parcel: false,
  organic: false,
  cutlery: false,
  common_condition: false,
  nutrition: false,
  allergy: false,
  basic: false,
  halal: false,
  brand: false,
  generic_name: false,
  is_rental: false,
};

export const MODULE_CONFIG: { module_type: ModuleType[] } & Record<ModuleType, ModuleTypeConfig> = {
  module_type: [...MODULE_TYPES],
  grocery: {
    ...NONE,
    stock: true,
    unit: true,
    organic: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description: 'Groceries with units, stock per variation, organic and halal labels.',
  },
  food: {
    ...NONE,
    order_status: { accepted: true },
    order_place_to_schedule_interval: true,
    add_on: true,
    veg_non_veg: true,
    item_available_time: true,
    show_restaurant_text: true,
    cutlery: true,
    nutrition: true,
    allergy: true,
    halal: true,
    description: 'Restaurants with food variations, add-ons, veg and non-veg, and serving hours.',
  },
  pharmacy: {
    ...NONE,
    stock: true,
    unit: true,
    order_attachment: true,
    common_condition: true,
    basic: true,
    generic_name: true,
    description: 'Pharmacies with stock, generic names and prescription uploads.',
  },
  ecommerce: {
    ...NONE,
    stock: true,
    always_open: true,
    all_zone_service: true,
    brand: true,
    description: 'Shops that are always open and deliver to every zone, with brands and stock.',
  },
  parcel: {
    ...NONE,
    is_parcel: true,
    description: 'Parcel delivery between two addresses.',
  },
  rental: {
    ...NONE,
    is_rental: true,
    description: 'Vehicle rental by the hour or by the distance, from rental providers.',
  },
};

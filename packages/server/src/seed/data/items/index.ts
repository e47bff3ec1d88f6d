/** Every item of the shopping modules, and the restaurants' add-ons. */
import type { ItemSeed } from '../types.js';
import { ECOMMERCE_ITEMS } from './ecommerce.js';
import { FOOD_ITEMS } from './food.js';
import { GROCERY_ITEMS } from './grocery.js';
import { PHARMACY_ITEMS } from './pharmacy.js';

export { ADD_ONS } from './food.js';

export const ITEMS: ItemSeed[] = [...GROCERY_ITEMS, ...PHARMACY_ITEMS, ...ECOMMERCE_ITEMS, ...FOOD_ITEMS];

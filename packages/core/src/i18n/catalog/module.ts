import type { Messages } from '../define.js';

/** Module selection modal and the module switcher. */
export const en = {
  'module.title': 'Select a type of module for your orders',
  'module.required': 'A module must be selected to continue.',
  'module.toast.selected': 'A Module has been selected.',
  'module.empty.title': 'No module found',
  'module.empty.description': 'Contact with the site owner to activate modules.',
  'module.info': 'You can switch to another module at any time from the menu.',
  'module.loading': 'Loading modules…',
  'module.switcher.label': 'Modules',
  'module.current': 'Current module',
  'module.type.grocery': 'Grocery',
  'module.type.pharmacy': 'Pharmacy',
  'module.type.ecommerce': 'E-commerce',
  'module.type.food': 'Food',
  'module.type.parcel': 'Parcel',
  'module.type.rental': 'Rental',
} satisfies Messages;

import type { Messages } from '../define.js';

/** /home for this issue: the selected module's overview and the other modules of the zone. */
export const en = {
  'home.deliveringTo': 'Delivering to {{location}}',
  'home.pickupFrom': 'Pickup from {{location}}',
  'home.items': 'Items',
  'home.vehicles': 'Vehicles',
  'home.otherModules': 'Also available in your area',
  'home.switchTo': 'Switch to {{name}}',
  'home.chooseModule': 'Choose a module to start',
} satisfies Messages;

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
  'home.justForYou': 'Just for you',
  'home.reviewReminder.label': 'Review reminder',
  'home.reviewReminder.title': 'How was your order?',
  'home.reviewReminder.text': 'Order #{{id}} was delivered. Tell us what you think of it.',
  'home.reviewReminder.action': 'View order',
  'home.reviewReminder.dismiss': 'Not now',
} satisfies Messages;

import { defineArea } from '../define.js';

/** /home for this issue: the selected module's overview and the other modules of the zone. */
export const home = defineArea({
  en: {
    'home.deliveringTo': 'Delivering to {{location}}',
    'home.pickupFrom': 'Pickup from {{location}}',
    'home.items': 'Items',
    'home.vehicles': 'Vehicles',
    'home.otherModules': 'Also available in your area',
    'home.switchTo': 'Switch to {{name}}',
    'home.chooseModule': 'Choose a module to start',
  },
  ar: {
    'home.deliveringTo': 'التوصيل إلى {{location}}',
    'home.pickupFrom': 'الاستلام من {{location}}',
    'home.items': 'المنتجات',
    'home.vehicles': 'المركبات',
    'home.otherModules': 'متاح أيضًا في منطقتك',
    'home.switchTo': 'الانتقال إلى {{name}}',
    'home.chooseModule': 'اختر قسمًا للبدء',
  },
});

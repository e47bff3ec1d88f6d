import { defineArea } from '../define.js';

/** Module selection modal and the module switcher. */
export const module = defineArea({
  en: {
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
  },
  ar: {
    'module.title': 'اختر نوع القسم لطلباتك',
    'module.required': 'يجب اختيار قسم للمتابعة.',
    'module.toast.selected': 'تم اختيار القسم.',
    'module.empty.title': 'لم يتم العثور على أي قسم',
    'module.empty.description': 'تواصل مع مالك الموقع لتفعيل الأقسام.',
    'module.info': 'يمكنك الانتقال إلى قسم آخر في أي وقت من القائمة.',
    'module.loading': 'جارٍ تحميل الأقسام…',
    'module.switcher.label': 'الأقسام',
    'module.current': 'القسم الحالي',
    'module.type.grocery': 'البقالة',
    'module.type.pharmacy': 'الصيدلية',
    'module.type.ecommerce': 'التسوّق الإلكتروني',
    'module.type.food': 'الطعام',
    'module.type.parcel': 'الطرود',
    'module.type.rental': 'تأجير المركبات',
  },
});

import { defineArea } from '../define.js';

/**
 * The wishlist drawer and the hearts (storefront §2 'Wishlist drawer', §4 'Wishlist', §5, §8;
 * rental-and-auth §2, §4). `wishlist.empty` takes the tab's noun (`wishlist.kind.*`).
 */
export const wishlist = defineArea({
  en: {
    'wishlist.title': 'Wishlist',
    'wishlist.tab.items': 'Items',
    'wishlist.tab.foods': 'Foods',
    'wishlist.tab.vehicles': 'Vehicles',
    'wishlist.tab.stores': 'Stores',
    'wishlist.tab.restaurants': 'Restaurants',
    'wishlist.tab.providers': 'Providers',
    'wishlist.kind.items': 'items',
    'wishlist.kind.foods': 'foods',
    'wishlist.kind.vehicles': 'vehicles',
    'wishlist.kind.stores': 'stores',
    'wishlist.kind.restaurants': 'restaurants',
    'wishlist.kind.providers': 'providers',
    'wishlist.empty': 'No favourite {{kind}} found',
    'wishlist.action.add': 'Add to wishlist',
    'wishlist.action.remove': 'Remove from wishlist',
    'wishlist.heart.label': 'Save {{name}} to wishlist',
    'wishlist.confirm.remove': 'Are you sure you want to delete this item?',
    'wishlist.toast.notLoggedIn': 'You are not logged in',
    'wishlist.toast.added': 'Added to your wishlist.',
    'wishlist.toast.removed': 'Removed from your wishlist.',
  },
  ar: {
    'wishlist.title': 'المفضّلة',
    'wishlist.tab.items': 'المنتجات',
    'wishlist.tab.foods': 'الوجبات',
    'wishlist.tab.vehicles': 'المركبات',
    'wishlist.tab.stores': 'المتاجر',
    'wishlist.tab.restaurants': 'المطاعم',
    'wishlist.tab.providers': 'مزوّدو الخدمة',
    'wishlist.kind.items': 'منتجات',
    'wishlist.kind.foods': 'وجبات',
    'wishlist.kind.vehicles': 'مركبات',
    'wishlist.kind.stores': 'متاجر',
    'wishlist.kind.restaurants': 'مطاعم',
    'wishlist.kind.providers': 'مزوّدو خدمة',
    'wishlist.empty': 'لا توجد {{kind}} في المفضّلة',
    'wishlist.action.add': 'أضف إلى المفضّلة',
    'wishlist.action.remove': 'أزل من المفضّلة',
    'wishlist.heart.label': 'احفظ {{name}} في المفضّلة',
    'wishlist.confirm.remove': 'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
    'wishlist.toast.notLoggedIn': 'لم تقم بتسجيل الدخول',
    'wishlist.toast.added': 'تمت الإضافة إلى المفضّلة.',
    'wishlist.toast.removed': 'تمت الإزالة من المفضّلة.',
  },
});

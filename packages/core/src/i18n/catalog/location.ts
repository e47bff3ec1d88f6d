import { defineArea } from '../define.js';

/** Choosing a location: header selector, landing hero, map picker, their toasts and errors. */
export const location = defineArea({
  en: {
    'location.toast.deliverySelected': 'New Delivery address selected.',
    'location.toast.pickupSelected': 'New Pickup address selected.',
    'location.toast.locationSet': 'Location set successfully',
    'location.label.delivery': 'Delivery',
    'location.label.pickup': 'Pickup',
    'location.savedAddresses.hint': 'Select from saved addresses or pick from map',
    'location.savedAddresses.signInRequired':
      'To select from saved addresses, you need to sign in.',
    'location.useCurrentLocation': 'Use Current Location',
    'location.pickFromMap': 'Pick from map',
    'location.locating': 'Finding your location…',
    'location.resolving': 'Checking this location…',
    'location.search.placeholder': 'Search for a place',
    'location.search.searching': 'Searching…',
    'location.search.noResults': 'No places match your search',
    'location.map.title': 'Pick your location on the map',
    'location.map.hint': 'Move the map to place the pin on your address',
    'location.map.confirm': 'Pick this location',
    'location.map.zoomIn': 'Zoom in',
    'location.map.zoomOut': 'Zoom out',
    'location.error.permissionDenied':
      'Location access is blocked. Allow it in your browser settings, or search for a place instead.',
    'location.error.positionUnavailable':
      'Your location could not be found. Try again, or pick a place on the map.',
    'location.error.timeout':
      'Finding your location took too long. Try again, or search for a place.',
    'location.error.unsupported':
      'This device cannot share its location. Search for a place or pick from map.',
    'location.error.geolocation': 'Could not get your current location.',
    'location.error.invalidAddress':
      'This address has no valid coordinates. Pick it on the map instead.',
  },
  ar: {
    'location.toast.deliverySelected': 'تم اختيار عنوان توصيل جديد.',
    'location.toast.pickupSelected': 'تم اختيار عنوان استلام جديد.',
    'location.toast.locationSet': 'تم تحديد الموقع بنجاح',
    'location.label.delivery': 'التوصيل',
    'location.label.pickup': 'الاستلام',
    'location.savedAddresses.hint': 'اختر من العناوين المحفوظة أو حدّد على الخريطة',
    'location.savedAddresses.signInRequired':
      'لاختيار عنوان من العناوين المحفوظة، يجب عليك تسجيل الدخول.',
    'location.useCurrentLocation': 'استخدام الموقع الحالي',
    'location.pickFromMap': 'التحديد على الخريطة',
    'location.locating': 'جارٍ تحديد موقعك…',
    'location.resolving': 'جارٍ التحقق من هذا الموقع…',
    'location.search.placeholder': 'ابحث عن مكان',
    'location.search.searching': 'جارٍ البحث…',
    'location.search.noResults': 'لا توجد أماكن تطابق بحثك',
    'location.map.title': 'حدّد موقعك على الخريطة',
    'location.map.hint': 'حرّك الخريطة لتضع الدبوس على عنوانك',
    'location.map.confirm': 'اختيار هذا الموقع',
    'location.map.zoomIn': 'تكبير',
    'location.map.zoomOut': 'تصغير',
    'location.error.permissionDenied':
      'الوصول إلى الموقع محظور. اسمح به من إعدادات المتصفح، أو ابحث عن مكان بدلًا من ذلك.',
    'location.error.positionUnavailable':
      'تعذّر تحديد موقعك. حاول مرة أخرى، أو اختر مكانًا على الخريطة.',
    'location.error.timeout': 'استغرق تحديد موقعك وقتًا طويلًا. حاول مرة أخرى، أو ابحث عن مكان.',
    'location.error.unsupported':
      'لا يستطيع هذا الجهاز مشاركة موقعه. ابحث عن مكان أو حدّده على الخريطة.',
    'location.error.geolocation': 'تعذّر الحصول على موقعك الحالي.',
    'location.error.invalidAddress':
      'لا يحتوي هذا العنوان على إحداثيات صحيحة. حدّده على الخريطة بدلًا من ذلك.',
  },
});

import type { Texts } from '../define.js';
import type { en } from './rental.js';

/** The Arabic of `rental.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {
  'rental.quantity.overCount': 'لا يمكنك إضافة أكثر من {{n}} من هذه المركبة.',
  'rental.quantity.overOptions':
    'يمكن استئجار {{n}} من هذه المركبة على الأكثر؛ لا يمكن إضافة المزيد',
  'rental.toast.added': 'تمت إضافة المركبة إلى سلتك بنجاح.',
  'rental.toast.cartClearedZone':
    'تم إفراغ سلتك لأن المنطقة المختارة لا تشمل نقطة الاستلام السابقة.',
  'rental.dialog.providerConflict.title': 'هل أنت متأكد أنك تريد إعادة التعيين؟',
  'rental.dialog.providerConflict.message':
    'اختيار مركبة من مزوّد خدمة آخر سيزيل كل المركبات من السلة ويضيف المركبة الجديدة.',
  'rental.dialog.tripType.title': 'هل تريد تغيير نوع الرحلة؟',
  'rental.dialog.duration.title': 'هل تريد تغيير مدة الرحلة؟',
  'rental.dialog.tripVehicles.noHourly':
    'إحدى المركبات لا تتوفر للرحلة بالساعة. إذا تابعت فستُزال من سلتك.',
  'rental.dialog.tripVehicles.noDistance':
    'إحدى المركبات لا تتوفر للرحلة حسب المسافة. إذا تابعت فستُزال من سلتك.',
  'rental.dialog.tripVehicles.proceed': 'إزالة ومتابعة',
  'rental.cart.title': 'سلة الرحلة',
  'rental.cart.empty': 'لم تُضف أي مركبة إلى سلتك. يرجى إضافة مركبة إلى قائمة سلتك.',
  'rental.cart.continueBooking': 'متابعة الحجز',
  'rental.pickup.now': 'استلام الآن',
  'rental.pickup.scheduleAt': 'مجدول في',
  'rental.unit.hrs': 'ساعات',
  'rental.unit.km': 'كم',
  'rental.bookingBar.startFrom': 'يبدأ من',
  'rental.bookingBar.estimated': 'التقدير',
  'rental.bookingBar.rent': 'استأجر هذه السيارة',
  'rental.bookingBar.rentShort': 'استئجار',
  'rental.card.newArrival': 'وصل حديثًا',
  'rental.cart.error.vehicleNotFound': 'لم يتم العثور على هذه المركبة.',
  'rental.cart.error.alreadyInCart': 'هذه المركبة موجودة في سلتك بالفعل.',
  'rental.cart.error.unavailable': 'لا تتوفر أي وحدة من هذه المركبة في وقت الاستلام.',
  'rental.cart.error.quantityMin': 'أضف مركبة واحدة على الأقل.',
  'rental.cart.error.pickupPast': 'يجب أن يكون وقت الاستلام في المستقبل.',
  'rental.cart.error.providerClosed': 'مزوّد الخدمة مغلق في وقت الاستلام.',
  'rental.cart.error.pickupZone': 'مزوّد الخدمة لا يقدّم الاستلام في هذه المنطقة.',
  'rental.cart.error.typeUnsupported': 'هذه المركبة لا تتوفر لهذا النوع من الرحلات.',
  'rental.cart.error.typeConflict': 'سلتك تحتوي على رحلة من نوع آخر.',
  'rental.cart.error.providerConflict': 'سلتك تحتوي على مركبات من مزوّد خدمة آخر.',
  'rental.coupon.error.invalid': 'لا يمكن استخدام هذه القسيمة لرحلة.',
  'rental.provider.error.notFound': 'لم يتم العثور على مزوّد الخدمة هذا.',
  'rental.cart.error.notFound': 'هذه المركبة ليست في سلة رحلتك.',
  'rental.cart.error.tripNotFound': 'لا توجد في سلة رحلتك رحلة لتعديلها.',
  'rental.trip.error.emptyCart': 'سلة رحلتك فارغة. يرجى إضافة مركبة أولًا.',
  'rental.trip.error.paymentMethod': 'طريقة الدفع هذه غير متاحة بعد. يرجى الدفع نقدًا عند الاستلام.',
  'rental.trip.error.unavailable':
    '{{name}}: المتاح في وقت الاستلام {{n}} فقط. يرجى تغيير الكمية أو وقت الاستلام.',
  'rental.trip.error.notFound': 'لم يتم العثور على الرحلة.',
  'rental.trip.error.cancelStatus': 'لا يمكن إلغاء الرحلة إلا وهي قيد الانتظار أو مؤكدة.',
  'rental.trip.error.amount':
    'مبلغ الرحلة {{sent}} يختلف عن إجمالي الرحلة {{total}}. يرجى مراجعة رحلتك وحجزها مرة أخرى.',
  'rental.trip.error.provider': 'سلة رحلتك تحتوي على مركبات من مزوّد خدمة آخر.',
  'rental.trip.error.paid': 'تم دفع ثمن هذه الرحلة بالفعل.',
  'rental.trip.canceled': 'تم إلغاء الرحلة بنجاح.',
  'rental.trip.payment.cash': 'ستدفع نقدًا عند الاستلام.',
  'rental.wishlist.added': 'تمت الإضافة بنجاح!',
  'rental.wishlist.removed': 'تمت الإزالة بنجاح!',
  'rental.wishlist.error.already': 'موجود بالفعل في قائمة أمنياتك',
  'rental.wishlist.error.notFound': 'غير موجود في قائمة أمنياتك',
  'rental.review.submitted': 'تم إرسال التقييم بنجاح.',
  'rental.review.error.notCompleted': 'يمكنك تقييم المركبة بعد اكتمال رحلتها.',
  'rental.review.error.vehicle': 'هذه المركبة ليست ضمن هذه الرحلة.',
  'rental.review.error.already': 'لقد قيّمت هذه المركبة لهذه الرحلة من قبل.',
  'rental.review.error.rating': 'يجب أن يكون التقييم عددًا صحيحًا من {{min}} إلى {{max}}.',
};

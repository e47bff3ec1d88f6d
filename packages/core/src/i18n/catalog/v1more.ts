import type { Messages } from '../define.js';

/**
 * The remaining v1 paths as the storefront shows them (issue 14): the flash sale and its
 * countdown, brands, a store's other items and its reviews, visit again and cashback.
 */
export const en = {
  'v1more.flash.title': 'Flash Sale',
  'v1more.flash.endsIn': 'Ends in',
  'v1more.flash.days': 'Days',
  'v1more.flash.hours': 'Hours',
  'v1more.flash.minutes': 'Mins',
  'v1more.flash.seconds': 'Secs',
  'v1more.flash.ended': 'This flash sale has ended.',
  'v1more.flash.viewAll': 'View all',
  'v1more.flash.sold': '{{sold}} sold',
  'v1more.flash.left': '{{count}} left',
  'v1more.flash.none': 'No flash sale is running right now.',
  'v1more.ads.title': 'Featured stores',
  'v1more.brands.title': 'Brands',
  'v1more.brands.items': 'Items: {{count}}',
  'v1more.brand.empty': 'This brand has no items here yet.',
  'v1more.visitAgain.title': 'Visit again',
  'v1more.storeItems.title': 'More from this store',
  'v1more.reviews.title': 'Reviews',
  'v1more.reviews.empty': 'No reviews yet.',
  'v1more.reviews.noPlan': 'this store is not having any review plan',
  'v1more.reviews.on': 'on {{item}}',
  'v1more.reviews.more': 'Show more reviews',
  'v1more.cashback.title': 'Cashback',
  'v1more.cashback.percent': '{{value}}% cashback up to {{max}} on orders of {{min}} or more',
  'v1more.cashback.percentNoCap': '{{value}}% cashback on orders of {{min}} or more',
  'v1more.cashback.amount': '{{value}} cashback on orders of {{min}} or more',
  'v1more.cashback.earn':
    'You earn {{amount}} cashback on this order, added to your wallet once it is delivered.',
  'v1more.loadFailed': 'This list could not be loaded.',
  'v1more.parcel.promotions': 'Parcel offers',
  'v1more.cartLocation.title': 'Where should we deliver?',
  'v1more.cartLocation.hint':
    'Choose your delivery location on the map, then your item goes into the cart.',
  'v1more.search.categories': 'Categories for “{{text}}”',
} satisfies Messages;

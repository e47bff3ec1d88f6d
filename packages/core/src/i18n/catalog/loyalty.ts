import type { Messages } from '../define.js';

/**
 * Loyalty points (storefront §2 'Profile edit': the 'Total points' variant and 'Convert to
 * currency now'; §8 'Point to wallet transfer successfully.'; reference §6.10): the points card,
 * the conversion form and its refusals (the client's and the server's alike), the history and
 * its transaction types.
 */
export const en = {
  'loyalty.total': 'Total points',
  'loyalty.points': '{{count}} points',
  'loyalty.earnHint':
    'Every delivered order earns you {{points}} points for each {{amount}} you spend.',
  'loyalty.convert.link': 'Convert to currency now',
  'loyalty.convert.title': 'Convert points to wallet money',
  'loyalty.convert.rate': '{{points}} points = {{amount}}',
  'loyalty.convert.minimum': 'Convert at least {{min}} points at a time.',
  'loyalty.convert.available': 'You have {{balance}} points.',
  'loyalty.convert.points': 'Points to convert',
  'loyalty.convert.placeholder': 'Enter points',
  'loyalty.convert.preview': 'You get {{amount}} in your wallet.',
  'loyalty.convert.submit': 'Convert',
  'loyalty.convert.submitting': 'Converting…',
  'loyalty.convert.cancel': 'Cancel',
  'loyalty.convert.all': 'Use all {{balance}} points',
  'loyalty.convert.required': 'Enter the points you want to convert.',
  'loyalty.convert.notWhole': 'Enter a whole number of points.',
  'loyalty.convert.belowMinimum': 'You can convert {{min}} points or more at a time.',
  'loyalty.convert.aboveBalance': 'Insufficient points: you have {{balance}} points.',
  'loyalty.convert.worthless':
    'Convert at least {{rate}} points: fewer are not worth anything in your wallet.',
  'loyalty.convert.off': 'Loyalty points are turned off on this storefront.',
  'loyalty.convert.success': 'Point to wallet transfer successfully.',
  'loyalty.history.title': 'Point history',
  'loyalty.history.empty': 'No point transactions yet.',
  'loyalty.history.balanceAfter': 'Balance {{count}} points',
  'loyalty.history.more': 'Load more',
  'loyalty.history.count': '{{shown}} of {{total}}',
  'loyalty.type.order_place': 'Earned with an order',
  'loyalty.type.trip_booking': 'Earned with a trip',
  'loyalty.type.point_to_wallet': 'Converted to wallet money',
  'loyalty.type.add_by_admin': 'Added by the store',
  'loyalty.type.referrer': 'Referral reward',
  'loyalty.type.other': 'Points',
} satisfies Messages;

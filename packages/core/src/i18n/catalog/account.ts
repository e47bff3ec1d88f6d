import type { Messages } from '../define.js';

/**
 * The signed-in customer's chrome and pages (storefront §2 'Header', 'Account menu', routes
 * '/profile' and '/interest'): the header's Sign In, chat, wishlist and avatar, the account
 * menu's entries (`account.page.<page>`, the `page` values of /profile), the profile sections
 * and the interest picker. Logout's texts are auth's (`auth.logout.*`).
 */
export const en = {
  // header
  'account.signIn': 'Sign In',
  'account.menu.label': 'Account menu of {{name}}',
  'account.menu.labelNoName': 'Account menu',
  'account.chat.open': 'Inbox',
  'account.wishlist.open': 'Wishlist',
  // pages (the menu's entries, the side navigation)
  'account.page.profile-settings': 'Profile Settings',
  'account.page.inbox': 'Inbox',
  'account.page.wallet': 'Wallet',
  'account.page.my-orders': 'My Orders',
  'account.page.my-trips': 'My Trips',
  'account.page.coupons': 'Coupons',
  'account.page.loyalty-points': 'Loyalty Points',
  'account.page.referral-code': 'Referral Code',
  'account.page.settings': 'Settings',
  'account.page.track-order': 'Track Order',
  'account.nav.label': 'My account',
  'account.signInRequired': 'Please sign in to see your account.',
  'account.error.load': 'This page could not be loaded.',
  // profile settings
  'account.info.phone': 'Phone',
  'account.info.email': 'Email',
  'account.info.verified': 'Verified',
  'account.info.notVerified': 'Not verified',
  'account.info.none': 'Not added',
  'account.info.memberSince': 'Member since {{date}}',
  'account.info.orders': 'Total orders',
  'account.info.wallet': 'Wallet balance',
  'account.info.points': 'Loyalty points',
  // orders
  'account.orders.running': 'Running',
  'account.orders.history': 'History',
  'account.orders.tabs': 'Orders',
  'account.orders.emptyRunning': 'You have no running orders.',
  'account.orders.emptyHistory': 'You have no past orders yet.',
  'account.orders.number': 'Order #{{id}}',
  'account.orders.items': 'Items: {{count}}',
  'account.orders.track': 'Track order #{{id}}',
  'account.orders.more': 'Load more',
  // wallet and loyalty points
  'account.loyalty.description': 'You earn loyalty points with your orders.',
  // coupons
  'account.coupons.empty': 'No coupons are available for you right now.',
  'account.coupons.percentOff': '{{value}}% off',
  'account.coupons.amountOff': '{{amount}} off',
  'account.coupons.freeDelivery': 'Free delivery',
  'account.coupons.minPurchase': 'Minimum purchase {{amount}}',
  'account.coupons.maxDiscount': 'Up to {{amount}}',
  'account.coupons.validUntil': 'Valid until {{date}}',
  'account.coupons.store': 'Only at {{store}}',
  'account.coupons.copy': 'Copy code {{code}}',
  // referral code
  'account.referral.title': 'Your referral code',
  'account.referral.description':
    'Share this code with your friends: they enter it when they sign up.',
  'account.referral.none': 'You do not have a referral code yet.',
  'account.referral.copy': 'Copy referral code',
  'account.copy': 'Copy',
  'account.copied': 'Copied to clipboard.',
  'account.copyFailed': 'Could not copy. Select the code and copy it yourself.',
  // settings
  'account.settings.language': 'Language',
  'account.settings.theme': 'Theme Mode',
  // interests
  'account.interest.title': 'Choose your interests',
  'account.interest.description':
    'Pick the categories you like, and we will show you more of what you love.',
  'account.interest.selected': 'Selected: {{count}}',
  'account.interest.skip': 'Skip',
  'account.interest.save': 'Save',
  'account.interest.saved': 'Your interests have been saved.',
  'account.interest.empty': 'There are no categories to choose from in this module yet.',
  'account.interest.label': 'Categories',
} satisfies Messages;

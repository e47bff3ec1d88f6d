import type { Messages } from '../define.js';

/**
 * The wallet and the referral code (storefront §2 'Profile edit': the wallet card, Add fund and
 * the top-up modal; §4 'Wallet top-up'; §5; §8; reference §6.10): the top-up form and its
 * messages (the spec's 'Please Enter amount' and 'Payment method is required' verbatim), the
 * bonuses, the transaction history and its types, the gateway's outcome, the server's refusals,
 * and sharing the referral code.
 */
export const en = {
  // the wallet card
  'wallet.balance': 'Wallet balance',
  'wallet.balanceHint': 'Pay for orders and trips with your wallet, or add money to it.',
  'wallet.addFund': 'Add fund',
  // the top-up modal
  'wallet.topUp.title': 'Add fund to wallet',
  'wallet.topUp.description': 'Add money to your wallet with a digital payment.',
  'wallet.topUp.amount': 'Amount',
  'wallet.topUp.amountPlaceholder': 'Enter amount',
  'wallet.topUp.methods': 'Payment method',
  'wallet.topUp.noMethods': 'No digital payment method is available right now.',
  'wallet.topUp.submit': 'Add fund',
  'wallet.topUp.submitting': 'Opening the payment page…',
  'wallet.topUp.cancel': 'Cancel',
  'wallet.topUp.close': 'Close',
  'wallet.topUp.bonus': 'Bonus {{bonus}}: {{total}} will be added to your wallet.',
  'wallet.topUp.noBonus': '{{total}} will be added to your wallet.',
  'wallet.topUp.amountRequired': 'Please Enter amount',
  'wallet.topUp.methodRequired': 'Payment method is required',
  'wallet.topUp.amountMin': 'The amount must be at least {{min}}.',
  'wallet.topUp.amountMax': 'The amount may not be greater than {{max}}.',
  'wallet.topUp.amountInvalid': 'Enter the amount as a number, such as 50 or 12.50.',
  // back from the gateway
  'wallet.topUp.paid': 'Payment successful: your wallet has been topped up.',
  'wallet.topUp.failed':
    'The payment did not go through, and nothing was charged. Please try again.',
  'wallet.topUp.cancelled': 'The payment was cancelled, and nothing was charged.',
  'wallet.topUp.newBalance': 'Your balance is now {{amount}}.',
  // the server's refusals
  'wallet.error.off': 'The wallet is turned off on this storefront.',
  'wallet.error.addFundOff': 'Adding money to the wallet is turned off on this storefront.',
  'wallet.error.digitalOff': 'Digital payment is turned off, so money cannot be added right now.',
  'wallet.error.method': 'The selected payment method is not available.',
  'wallet.error.callback': 'The return address must be a web address (http or https).',
  // bonuses
  'wallet.bonuses.title': 'Top-up bonuses',
  'wallet.bonuses.percent': '{{value}}% bonus',
  'wallet.bonuses.amount': '{{amount}} bonus',
  'wallet.bonuses.minimum': 'When you add {{amount}} or more',
  'wallet.bonuses.cap': 'Up to {{amount}}',
  'wallet.bonuses.until': 'Until {{date}}',
  'wallet.bonuses.none': 'No top-up bonus is running right now.',
  // history
  'wallet.history.title': 'Transaction history',
  'wallet.history.filter': 'Show',
  'wallet.history.all': 'All',
  'wallet.history.filter.order': 'Orders',
  'wallet.history.filter.loyalty_point': 'Converted points',
  'wallet.history.filter.add_fund': 'Added funds',
  'wallet.history.filter.referrer': 'Referral earnings',
  'wallet.history.filter.CashBack': 'Cashback',
  'wallet.history.empty': 'No transactions yet.',
  'wallet.history.emptyFiltered': 'No transactions of this kind yet.',
  'wallet.history.balanceAfter': 'Balance {{amount}}',
  'wallet.history.bonus': 'incl. bonus {{amount}}',
  'wallet.history.more': 'Load more',
  'wallet.history.count': '{{shown}} of {{total}}',
  // transaction types (reference §6.10)
  'wallet.type.add_fund_by_admin': 'Added by the store',
  'wallet.type.add_fund': 'Fund added',
  'wallet.type.order_refund': 'Order refund',
  'wallet.type.loyalty_point': 'Converted from points',
  'wallet.type.referrer': 'Referral earning',
  'wallet.type.CashBack': 'Cashback',
  'wallet.type.subscription_refund': 'Subscription refund',
  'wallet.type.order_place': 'Order payment',
  'wallet.type.trip_booking': 'Trip payment',
  'wallet.type.ride_booking': 'Ride payment',
  'wallet.type.partial_payment': 'Partial payment',
  'wallet.type.other': 'Transaction',
  // the footer's wallet and loyalty links, for guests (storefront §6, §8)
  'wallet.signInRequired': 'You must be login to access this page.',
  // the referral code
  'referral.share': 'Share',
  'referral.shareTitle': 'Join me on {{business}}',
  'referral.shareText': 'Sign up on {{business}} with my referral code {{code}}.',
  'referral.shared': 'Shared.',
  'referral.earning':
    'You earn {{amount}} in your wallet when a friend who signed up with your code has their first order delivered.',
  'referral.steps.title': 'How it works',
  'referral.steps.share': 'Share your code with a friend.',
  'referral.steps.signUp': 'Your friend enters it when they sign up.',
  'referral.steps.earn': 'You get {{amount}} when their first order is delivered.',
} satisfies Messages;

import type { Messages } from '../define.js';

/**
 * The cart: side drawer, lines, free-delivery progress, the replace-cart confirm and the cart
 * toasts. ('Item added to cart', 'Item updated successfully', 'No changes found to update.',
 * 'Out of Stock' and 'Out of Limits' are the item area's keys, shared.)
 */
export const en = {
  'cart.title': 'Shopping Cart',
  'cart.empty.title': 'Your cart is empty',
  'cart.empty.description': 'No items added in your cart. Please add product to your cart list.',
  'cart.subtotal': 'Subtotal',
  'cart.proceedToCheckout': 'Proceed To Checkout',
  'cart.continueShopping': 'Continue Shopping',
  'cart.open': 'Open cart',
  'cart.badge': '{{count}} items in cart',
  'cart.freeDelivery.remaining': '{{amount}} more for free delivery',
  'cart.freeDelivery.reached': 'You have unlocked free delivery',
  'cart.replace.title': 'Are you sure, you want to reset?',
  'cart.replace.message':
    'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
  'cart.toast.replaced':
    'Your cart has been cleared successfully. And selected item added to the cart.',
  'cart.toast.removed': 'Cart item remove successfully',
  'cart.line.remove': 'Remove item',
  'cart.line.increase': 'Increase quantity',
  'cart.line.decrease': 'Decrease quantity',
  'cart.line.quantity': 'Quantity',
  'cart.line.addOns': 'Add-ons: {{list}}',
  'cart.line.addOn': '{{name}} × {{quantity}}',
  'cart.line.unavailable': 'No longer available with these options',
  'cart.freeDelivery.label': 'Progress towards free delivery',
  'cart.loading': 'Loading your cart…',
  'cart.error': 'Your cart could not be loaded.',
  'cart.replace.confirm': 'Yes, replace',
  'cart.minimumOrder.label': 'Minimum order',
  'cart.minimumOrder.missing': 'Add {{amount}} more to proceed to checkout',
} satisfies Messages;

import { describe, expect, it } from 'vitest';
import { AREAS, catalogs } from '../index.js';

const { cart, checkout } = AREAS;

/** The spec's texts of the cart and checkout areas, verbatim (placeholders in i18next style). */
const SPEC_TEXTS: Record<string, string> = {
  'cart.title': 'Shopping Cart',
  'cart.empty.title': 'Your cart is empty',
  'cart.empty.description': 'No items added in your cart. Please add product to your cart list.',
  'cart.subtotal': 'Subtotal',
  'cart.proceedToCheckout': 'Proceed To Checkout',
  'cart.continueShopping': 'Continue Shopping',
  'cart.replace.message':
    'You have item from another store in cart. If you continue, your all previous item from cart will be removed and this one will be added.',
  'cart.toast.replaced':
    'Your cart has been cleared successfully. And selected item added to the cart.',
  'cart.toast.removed': 'Cart item remove successfully',
  'checkout.gate.title': 'Do you want to login or continue as a guest?',
  'checkout.gate.guest': 'Guest',
  'checkout.gate.login': 'Login',
  'checkout.gate.signUp': 'Sign Up',
  'checkout.address.title': 'Delivery Addresses',
  'checkout.address.viewSaved': 'View Saved Address',
  'checkout.address.save': 'Save this Address',
  'checkout.guest.noContact': 'No Contact Info Added',
  'checkout.guest.noContactTooltip': 'Please enter your contact info',
  'checkout.guest.editTooltip': 'Please add your delivery address',
  'checkout.error.codLimit':
    'The total amount of the order, exceeds maximum amount of the cash on delivery method',
  'checkout.coupon.error.minPurchase':
    'To apply this coupon,the minimum purchase amount is {{amount}}',
  'checkout.error.contactName': 'name is required',
  'checkout.error.contactPhone': 'phone number required',
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('areas cart and checkout', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text', (key, text) => {
    expect(catalogs.en[key]).toBe(text);
  });

  it.each([...Object.keys(cart.en), ...Object.keys(checkout.en)])(
    '%s is in Arabic with the same placeholders',
    (key) => {
      const ar = catalogs.ar[key] ?? '';
      expect(ar).toMatch(/[\u0600-\u06FF]/);
      expect(placeholders(ar)).toEqual(placeholders(catalogs.en[key] ?? ''));
    },
  );
});

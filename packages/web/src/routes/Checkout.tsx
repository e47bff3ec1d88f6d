export { default } from '../features/checkout/CheckoutPage.js';

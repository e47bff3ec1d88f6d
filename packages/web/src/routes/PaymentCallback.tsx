export { default } from '../features/checkout/PaymentCallbackPage.js';

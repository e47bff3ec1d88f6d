export { default } from '../features/orders/OrderPlacedPage.js';

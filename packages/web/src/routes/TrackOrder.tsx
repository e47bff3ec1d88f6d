export { default } from '../features/orders/TrackOrderPage.js';

export { default } from '../features/trips/TripCartPage.js';

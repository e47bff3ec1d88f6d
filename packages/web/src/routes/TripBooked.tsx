export { default } from '../features/trips/TripBookedPage.js';

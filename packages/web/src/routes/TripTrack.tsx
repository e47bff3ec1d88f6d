export { default } from '../features/trips/TrackTripPage.js';

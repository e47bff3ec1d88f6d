export { default } from '../features/registration/DeliveryManRegistrationPage.js';

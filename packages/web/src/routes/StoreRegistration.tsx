export { default } from '../features/registration/StoreRegistrationPage.js';

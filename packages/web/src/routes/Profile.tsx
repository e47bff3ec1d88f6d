export { default } from '../features/account/ProfilePage.js';

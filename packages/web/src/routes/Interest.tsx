export { default } from '../features/account/InterestPage.js';

export { default } from '../features/auth/FailurePage.js';

export { default } from '../features/auth/ForgotPasswordPage.js';

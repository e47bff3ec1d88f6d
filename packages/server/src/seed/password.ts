/** Password hashing lives with authentication (auth/password.ts); the seed uses it from there. */
export { hashPassword, verifyPassword } from '../auth/password.js';

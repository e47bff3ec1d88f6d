import { stacklessErrors } from './tasks.js';

/**
 * Errors are made without a stack from here until main.tsx calls this, right after react-dom's
 * module has run (main.tsx imports this module, then react-dom's: see stacklessErrors).
 */
export const restoreErrors = stacklessErrors();

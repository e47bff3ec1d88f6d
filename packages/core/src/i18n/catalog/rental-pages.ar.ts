import type { Texts } from '../define.js';
import type { en } from './rental-pages.js';

/** The Arabic of `rental-pages.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {};

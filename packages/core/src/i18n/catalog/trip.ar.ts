import type { Texts } from '../define.js';
import type { en } from './trip.js';

/** The Arabic of `trip.ts`: exactly its keys (a missing or extra key does not compile). */
export const ar: Texts<typeof en> = {};

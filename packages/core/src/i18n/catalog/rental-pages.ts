import type { Messages } from '../define.js';

/** Area `rental-pages`: the rental module's web pages (vehicle search, details, provider page, trip cart drawer, trip checkout, confirmation, My trips). */
export const en = {} satisfies Messages;

import type { Messages } from '../define.js';

/** Area `trip`: the rental flows driven by core's machines (trip cart, booking, rental search) and the CLI's rental commands. */
export const en = {} satisfies Messages;

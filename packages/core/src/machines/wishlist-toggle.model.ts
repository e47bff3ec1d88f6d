/**
 * The model of `wishlistToggleMachine` that its model-based test walks (and that `storefront
 * machines paths wishlist-toggle` can list): hearts of each kind, signed in or not, in the
 * wishlist or not, and the server's answers.
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import {
  wishlistToggleMachine,
  type WishlistToggleEvent,
  type WishlistToggleInput,
} from './wishlist-toggle.machine.js';

export const wishlistToggleFixtures = {
  added: { message: 'Successfully added!' },
  removed: { message: 'Successfully removed!' },
  already: new ApiError(409, { message: 'Already in your wishlist' }),
  zoneMissing: new ApiError(403, { errors: [{ code: 'zoneId', message: 'Zone id is required!' }] }),
} as const;

const f = wishlistToggleFixtures;

export type WishlistToggleModelEvent =
  | WishlistToggleEvent
  | { type: `xstate.done.actor.${'add' | 'remove'}`; output: unknown }
  | { type: `xstate.error.actor.${'add' | 'remove'}`; error: unknown };

export const wishlistToggleModelEvents: WishlistToggleModelEvent[] = [
  { type: 'TOGGLE' },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'SYNC', wished: true },
  { type: 'SYNC', wished: false },
  { type: 'SYNC', signedIn: true },
  { type: 'SYNC', signedIn: false },
  { type: 'xstate.done.actor.add', output: f.added },
  { type: 'xstate.done.actor.add', output: {} },
  { type: 'xstate.error.actor.add', error: f.already },
  { type: 'xstate.error.actor.add', error: f.zoneMissing },
  { type: 'xstate.done.actor.remove', output: f.removed },
  { type: 'xstate.error.actor.remove', error: f.zoneMissing },
];

export const wishlistToggleModelInputs: WishlistToggleInput[] = [
  { kind: 'item', id: 101, wished: false, signedIn: true },
  { kind: 'store', id: 7, wished: true, signedIn: true },
  { kind: 'vehicle', id: 31, wished: false, signedIn: false },
  { kind: 'provider', id: 4, wished: true, signedIn: true },
];

export function wishlistToggleModelPaths(input: WishlistToggleInput) {
  return modelPaths(wishlistToggleMachine, {
    input,
    events: wishlistToggleModelEvents as unknown as WishlistToggleEvent[],
  });
}

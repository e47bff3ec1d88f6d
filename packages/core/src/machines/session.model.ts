/**
 * The model of `sessionMachine` that its model-based test walks (and that `storefront machines
 * paths session` can list): 401s with and without a stored token, sign-in and sign-out.
 */
import { modelPaths } from './model-paths.js';
import { sessionMachine, type SessionEvent, type SessionInput } from './session.machine.js';

export const sessionModelEvents: SessionEvent[] = [
  { type: 'UNAUTHORIZED', tokenStored: true },
  { type: 'UNAUTHORIZED', tokenStored: false },
  { type: 'SIGNED_IN' },
  { type: 'SIGNED_OUT' },
];

export const sessionModelInputs: SessionInput[] = [{ signedIn: true }, { signedIn: false }];

export function sessionModelPaths(input: SessionInput) {
  return modelPaths(sessionMachine, { input, events: sessionModelEvents });
}

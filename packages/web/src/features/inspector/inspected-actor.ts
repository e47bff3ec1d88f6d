import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import { inspect } from './inspection.js';

/**
 * XState's `createActor` with the inspector's `inspect` observer (inspection.ts), for the actors
 * the app creates outside components (the trip cart, the location actor, a cart child).
 */
export const createInspectedActor = ((
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic>,
) => createActor(logic, { ...options, inspect })) as typeof createActor;

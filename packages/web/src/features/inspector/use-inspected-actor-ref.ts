import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic, Observer } from 'xstate';
import { inspect } from './inspection.js';

/**
 * @xstate/react's `useActorRef` with the inspector's `inspect` observer (inspection.ts): the
 * app's components create their actors with this, so the inspector sees every one of them.
 */
export const useInspectedActorRef = ((
  logic: AnyActorLogic,
  options?: ActorOptions<AnyActorLogic>,
  observer?: Observer<unknown> | ((value: unknown) => void),
) => useActorRef(logic, { ...options, inspect }, observer)) as typeof useActorRef;

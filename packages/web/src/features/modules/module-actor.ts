import type { ActorRefFrom } from 'xstate';
import type { moduleLogic } from './logic.js';

/** The module switcher's actor (ModuleActorHost runs it, ModuleSwitch shares it). */
export type ModuleActor = ActorRefFrom<typeof moduleLogic>;

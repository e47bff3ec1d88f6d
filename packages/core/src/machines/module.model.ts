/**
 * The model of `moduleMachine` that its model-based test walks (and that
 * `storefront machines paths module` can list): representative module lists, load
 * outcomes and choices.
 */
import { ApiError } from '../api/errors.js';
import type { StoredModule } from '../domain/session.js';
import { modelPaths } from './model-paths.js';
import { moduleMachine, type ModuleEvent, type ModuleInput } from './module.machine.js';

const grocery: StoredModule = {
  id: 1,
  module_type: 'grocery',
  module_name: 'Grocery',
  icon_full_url: 'http://localhost:8080/storage/module/grocery.png',
  zones: [{ id: 1 }],
};
const food: StoredModule = {
  id: 2,
  module_type: 'food',
  module_name: 'Food',
  icon_full_url: null,
  zones: [{ id: 1 }, { id: 2 }],
};

export const moduleFixtures = {
  grocery,
  food,
  modules: [grocery, food],
  unknownModuleId: 99,
  loadError: new ApiError(403, { errors: [{ code: 'zoneId', message: 'Zone id required' }] }),
  networkError: new TypeError('fetch failed'),
} as const;

export type ModuleModelEvent =
  | ModuleEvent
  | { type: 'xstate.done.actor.loadModules'; output: StoredModule[] }
  | { type: 'xstate.error.actor.loadModules'; error: unknown };

const f = moduleFixtures;

export const moduleModelEvents: ModuleModelEvent[] = [
  { type: 'xstate.done.actor.loadModules', output: [...f.modules] },
  { type: 'xstate.done.actor.loadModules', output: [] },
  { type: 'xstate.error.actor.loadModules', error: f.loadError },
  { type: 'xstate.error.actor.loadModules', error: f.networkError },
  { type: 'SELECT', moduleId: f.grocery.id },
  { type: 'SELECT', moduleId: f.food.id },
  { type: 'SELECT', moduleId: f.unknownModuleId },
  { type: 'DISMISS' },
  { type: 'RETRY' },
];

/** No module stored yet; the food module stored; a stored module that is not in the list. */
export const moduleModelInputs: ModuleInput[] = [
  { selectedId: null },
  { selectedId: f.food.id },
  { selectedId: 5 },
];

/** Paths to every distinct state, and through every distinct transition, for one input. */
export function moduleModelPaths(input: ModuleInput) {
  return modelPaths(moduleMachine, {
    input,
    events: moduleModelEvents as unknown as ModuleEvent[],
  });
}

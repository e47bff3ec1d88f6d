/**
 * # moduleMachine: choosing a module
 *
 * Drives the module selection modal (web, after a location is chosen), the module
 * switcher on /home, and `storefront modules` / `storefront module use` (CLI). It never
 * calls fetch, storage or navigation itself: `provideModuleMachine(deps)` gives it the
 * API actor and the ports.
 *
 * ## Input
 * `{ selectedId?: number | null }`: the previously selected module (the stored `module`'s
 * id; `moduleMachineInput(storage)` reads it). The UI highlights it.
 *
 * ## States
 * - `loading` (tag `busy`): `GET /module` (the client sends the stored `zoneId` header).
 * - `ready`: `context.modules` are shown (3 per row); `context.selectedId` is highlighted.
 * - `empty`: no module: show 'No module found' / 'Contact with the site owner to activate
 *   modules.' (keys `module.empty.title`, `module.empty.description`).
 * - `failed` (tag `failed`): loading failed; `context.error` (the server's message) was
 *   toasted; RETRY reloads.
 * - `selected` (tag `done`): the module was stored (`module` key: id, module_type,
 *   module_name, icon_full_url, zones), 'A Module has been selected.' was toasted and the
 *   navigator went to `/home`. **The UI closes the modal.** SELECT again switches module.
 * - `dismissed` (tag `done`, final): the modal was closed keeping the previous module.
 *
 * ## Events
 * - `SELECT { moduleId }`: choose a module of `context.modules` (others are ignored).
 * - `DISMISS`: close without choosing. Allowed when the previous module is in the list, or
 *   when there is nothing to choose (empty, failed); otherwise the warning 'A module must be
 *   selected to continue.' is toasted and the modal stays.
 * - `RETRY`: reload the list (from `failed` or `empty`).
 *
 * ## Effects (named, implemented by `provideModuleMachine`)
 * Actor `loadModules`; actions `persist` (the `module` key), `notify` (toasts), `navigate`.
 *
 * ```ts
 * const machine = provideModuleMachine({ actors: createModuleActors(api), storage, notifier,
 *   navigator, t });
 * const actor = createActor(machine, { input: moduleMachineInput(storage) }).start();
 * // tiles: actor.getSnapshot().context.modules; highlighted: context.selectedId
 * actor.send({ type: 'SELECT', moduleId: 2 });
 * ```
 * The side switcher shows `modulesForZones(context.modules, parseZoneIds(stored zoneid))`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { KeyValueStorage, NavigatorPort, Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { readSession, STORAGE_KEYS, type StoredModule } from '../domain/session.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

/** Where choosing a module goes. */
export const MODULE_HOME_PATH = '/home';

export interface ModuleContext {
  modules: StoredModule[];
  /** The highlighted (previously or just selected) module id. */
  selectedId: number | null;
  error: UiError | null;
}

export interface ModuleInput {
  selectedId?: number | null;
}

export type ModuleEvent =
  { type: 'SELECT'; moduleId: number } | { type: 'DISMISS' } | { type: 'RETRY' };

const MACHINE = 'moduleMachine';

const apiActors = {
  loadModules: fromPromise<StoredModule[]>(notProvided(MACHINE, 'loadModules')),
};

/** The API actors the machine needs (see `createModuleActors(api)` in api/actors.ts). */
export type ModuleApiActors = typeof apiActors;

/** The selected module of the list, or null. */
export function selectedModule(context: ModuleContext): StoredModule | null {
  return context.modules.find((m) => m.id === context.selectedId) ?? null;
}

function requireSelected(context: ModuleContext): StoredModule {
  const module = selectedModule(context);
  if (module == null) throw new Error(`${MACHINE}: no module selected`);
  return module;
}

/** The machine's input from storage: the stored module's id. */
export function moduleMachineInput(storage: KeyValueStorage): ModuleInput {
  const id = readSession(storage).module?.id;
  return { selectedId: typeof id === 'number' && Number.isInteger(id) ? id : null };
}

export const moduleMachine = setup({
  types: {} as {
    context: ModuleContext;
    events: ModuleEvent;
    input: ModuleInput | undefined;
    tags: 'busy' | 'failed' | 'done';
  },
  actors: apiActors,
  guards: {
    isEmptyList: (_, params: { modules: readonly StoredModule[] }) => params.modules.length === 0,
    isListedModule: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return context.modules.some((m) => m.id === event.moduleId);
    },
    previousIsListed: ({ context }) => selectedModule(context) != null,
  },
  actions: {
    setModules: assign((_, params: { modules: StoredModule[] }) => ({
      modules: params.modules,
      error: null,
    })),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    clearError: assign({ error: null }),
    selectModule: assign({
      selectedId: ({ event }) => {
        assertEvent(event, 'SELECT');
        return event.moduleId;
      },
    }),
    // effects, implemented by provideModuleMachine
    persist: notProvided(MACHINE, 'persist') as (_: unknown, params: StoredModule) => void,
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    navigate: notProvided(MACHINE, 'navigate') as (_: unknown, params: { path: string }) => void,
  },
}).createMachine({
  id: 'module',
  initial: 'loading',
  context: ({ input }) => ({
    modules: [],
    selectedId: input?.selectedId ?? null,
    error: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadModules',
        src: 'loadModules',
        onDone: [
          {
            guard: { type: 'isEmptyList', params: ({ event }) => ({ modules: event.output }) },
            target: 'empty',
            actions: { type: 'setModules', params: ({ event }) => ({ modules: event.output }) },
          },
          {
            target: 'ready',
            actions: { type: 'setModules', params: ({ event }) => ({ modules: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      on: {
        SELECT: { guard: 'isListedModule', target: 'selected', actions: 'selectModule' },
        DISMISS: [
          { guard: 'previousIsListed', target: 'dismissed' },
          { actions: { type: 'notify', params: { kind: 'warning', key: 'module.required' } } },
        ],
      },
    },
    empty: {
      on: {
        RETRY: 'loading',
        DISMISS: 'dismissed',
      },
    },
    failed: {
      tags: 'failed',
      entry: { type: 'notify', params: ({ context }) => errorToast(context.error) },
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
        DISMISS: 'dismissed',
      },
    },
    selected: {
      tags: 'done',
      entry: [
        { type: 'persist', params: ({ context }) => requireSelected(context) },
        { type: 'notify', params: { kind: 'success', key: 'module.toast.selected' } },
        { type: 'navigate', params: { path: MODULE_HOME_PATH } },
      ],
      on: {
        SELECT: {
          guard: 'isListedModule',
          target: 'selected',
          reenter: true,
          actions: 'selectModule',
        },
      },
    },
    dismissed: {
      tags: 'done',
      type: 'final',
    },
  },
});

/** What `provideModuleMachine` needs: the API actor and the adapters' ports. */
export interface ModuleMachineDeps {
  /** From `createModuleActors(api)`. */
  actors: ModuleApiActors;
  storage: KeyValueStorage;
  notifier: Notifier;
  navigator: NavigatorPort;
  t: Translate;
}

/** The module machine wired to ports: the same machine for the web app and the CLI. */
export function provideModuleMachine(deps: ModuleMachineDeps) {
  return moduleMachine.provide({
    actors: deps.actors,
    actions: {
      persist: (_, module) => deps.storage.set(STORAGE_KEYS.module, JSON.stringify(module)),
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      navigate: (_, params) => deps.navigator.go(params.path),
    },
  });
}

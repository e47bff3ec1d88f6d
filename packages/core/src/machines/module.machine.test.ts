import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import type { StoredModule } from '../domain/session.js';
import { ApiError } from '../api/errors.js';
import {
  moduleMachine,
  moduleMachineInput,
  provideModuleMachine,
  selectedModule,
  type ModuleInput,
} from './module.machine.js';
import {
  moduleFixtures as f,
  moduleModelInputs,
  moduleModelPaths,
  type ModuleModelEvent,
} from './module.model.js';
import { pendingCalls, recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayPaths, settle } from '../testing/harness.js';

type ModuleSnapshot = SnapshotFrom<typeof moduleMachine>;

const SELECTED_TOAST = 'A Module has been selected.';
const REQUIRED_TOAST = 'A module must be selected to continue.';

function harness(input: ModuleInput, stored: Record<string, string> = {}, locale = 'en') {
  const storage = memoryStorage(stored);
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  const machine = provideModuleMachine({
    actors: {
      loadModules: fromPromise<StoredModule[]>(() => calls.start('loadModules', undefined)),
    },
    storage,
    notifier,
    navigator,
    t: translator(locale),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, storage, notifier, navigator, calls };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: ModuleModelEvent): Promise<void> {
  if (event.type === 'xstate.done.actor.loadModules') h.calls.resolve('loadModules', event.output);
  else if (event.type === 'xstate.error.actor.loadModules')
    h.calls.reject('loadModules', event.error);
  else h.actor.send(event);
  await settle();
}

function failureText(error: unknown): string {
  if (error === f.loadError) return 'Zone id required';
  if (error === f.networkError) return translate('en', 'common.error.network');
  throw new Error(`unexpected failure ${String(error)}`);
}

/** The toasts one step must show, from the spec's rules. */
function expectedToasts(prev: ModuleSnapshot, event: ModuleModelEvent, next: ModuleSnapshot) {
  if (event.type === 'xstate.error.actor.loadModules') {
    return [{ kind: 'error', message: failureText(event.error) }];
  }
  if (event.type === 'SELECT' && next.matches('selected')) {
    return [{ kind: 'success', message: SELECTED_TOAST }];
  }
  if (event.type === 'DISMISS' && prev.matches('ready') && next.matches('ready')) {
    return [{ kind: 'warning', message: REQUIRED_TOAST }];
  }
  return [];
}

describe('moduleMachine (model-based)', () => {
  const pathsByInput = moduleModelInputs.map((input) => ({
    input,
    paths: moduleModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${JSON.stringify(input)}, ${paths.length} paths`, () => {
      it('finds more than 5 paths', () => {
        expect(paths.length).toBeGreaterThan(5);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toastsSeen = 0;
            let selections = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as ModuleModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              trail.push(event.type);
              const where = trail.join(' → ');
              const snap = h.actor.getSnapshot();

              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.status, where).toBe(snap.matches('dismissed') ? 'done' : 'active');

              // The list is loaded once per entry into `loading` (the zoneId header is the client's job).
              expect(h.calls.isPending('loadModules'), where).toBe(snap.matches('loading'));

              if (event.type === 'xstate.init') {
                toastsSeen = h.notifier.toasts.length;
                prev = snap;
                continue;
              }
              expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                expectedToasts(prev, event, snap),
              );
              toastsSeen = h.notifier.toasts.length;

              // Choosing a module stores it and goes to /home, once per choice.
              if (event.type === 'SELECT' && snap.matches('selected')) {
                selections += 1;
                const chosen = f.modules.find((m) => m.id === event.moduleId);
                expect(chosen, where).toBeDefined();
                expect(JSON.parse(h.storage.get('module') ?? 'null'), where).toEqual(chosen);
                expect(snap.context.selectedId, where).toBe(event.moduleId);
              }
              if (selections === 0) expect(h.storage.get('module'), where).toBeNull();
              expect(h.navigator.paths, where).toEqual(Array(selections).fill('/home'));
              expect(h.navigator.reloads, where).toBe(0);
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = leafStates(moduleMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['dismissed', 'empty', 'failed', 'loading', 'ready', 'selected'].sort(),
    );
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('moduleMachine', () => {
  it('loads the modules, highlights the stored one, stores the choice, toasts and goes to /home', async () => {
    const stored = { module: JSON.stringify(f.food), zoneid: '[1]' };
    const input = moduleMachineInput(memoryStorage(stored));
    expect(input).toEqual({ selectedId: 2 });
    const h = harness(input, stored);
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
    h.calls.resolve('loadModules', [...f.modules]);
    await settle();
    let snap = h.actor.getSnapshot();
    expect(snap.value).toBe('ready');
    expect(snap.context.modules).toEqual(f.modules);
    expect(selectedModule(snap.context)).toEqual(f.food);

    h.actor.send({ type: 'SELECT', moduleId: 1 });
    snap = h.actor.getSnapshot();
    expect(snap.value).toBe('selected');
    expect(JSON.parse(h.storage.get('module')!)).toEqual({
      id: 1,
      module_type: 'grocery',
      module_name: 'Grocery',
      icon_full_url: 'http://localhost:8080/storage/module/grocery.png',
      zones: [{ id: 1 }],
    });
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: SELECTED_TOAST }]);
    expect(h.navigator.paths).toEqual(['/home']);
  });

  it('switching again from the switcher stores the new module', async () => {
    const h = harness({});
    h.calls.resolve('loadModules', [...f.modules]);
    await settle();
    h.actor.send({ type: 'SELECT', moduleId: 1 });
    h.actor.send({ type: 'SELECT', moduleId: 2 });
    expect(JSON.parse(h.storage.get('module')!).id).toBe(2);
    expect(h.navigator.paths).toEqual(['/home', '/home']);
    expect(h.notifier.toasts).toHaveLength(2);
  });

  it('with no modules shows the empty state', async () => {
    const h = harness({}, {}, 'ar');
    h.calls.resolve('loadModules', []);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('empty');
    expect(translate('en', 'module.empty.title')).toBe('No module found');
    expect(translate('en', 'module.empty.description')).toBe(
      'Contact with the site owner to activate modules.',
    );
    expect(h.notifier.toasts).toEqual([]);
  });

  it('a load failure shows the server message and RETRY loads again', async () => {
    const h = harness({});
    h.calls.reject(
      'loadModules',
      new ApiError(403, { errors: { code: 'zoneId', message: 'Zone id required' } }),
    );
    await settle();
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.actor.getSnapshot().context.error?.messages).toEqual(['Zone id required']);
    expect(h.notifier.toasts).toEqual([{ kind: 'error', message: 'Zone id required' }]);
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().value).toBe('loading');
    expect(h.actor.getSnapshot().context.error).toBeNull();
    h.calls.resolve('loadModules', [f.grocery]);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('cannot be dismissed without a module, in Arabic too', async () => {
    const h = harness({ selectedId: null }, {}, 'ar');
    h.calls.resolve('loadModules', [...f.modules]);
    await settle();
    h.actor.send({ type: 'DISMISS' });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.notifier.toasts).toEqual([{ kind: 'warning', message: 'يجب اختيار قسم للمتابعة.' }]);
  });

  it('ignores a module that is not in the list', async () => {
    const h = harness({});
    h.calls.resolve('loadModules', [...f.modules]);
    await settle();
    h.actor.send({ type: 'SELECT', moduleId: 99 });
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.storage.get('module')).toBeNull();
  });

  it('moduleMachineInput tolerates a missing or broken stored module', () => {
    expect(moduleMachineInput(memoryStorage())).toEqual({ selectedId: null });
    expect(moduleMachineInput(memoryStorage({ module: '{oops' }))).toEqual({ selectedId: null });
  });
});

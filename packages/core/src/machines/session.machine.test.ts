import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { memoryStorage } from '../ports.js';
import { translator } from '../i18n/index.js';
import { createApiClient } from '../api/client.js';
import {
  provideSessionMachine,
  sessionMachine,
  sessionMachineInput,
  unauthorizedEvent,
  type SessionEvent,
  type SessionInput,
} from './session.machine.js';
import { sessionModelInputs, sessionModelPaths } from './session.model.js';
import { recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, replayPaths } from '../testing/harness.js';

const EXPIRED = 'Your account is inactive or Your token has been expired';

function harness(input: SessionInput, locale = 'en') {
  const storage = memoryStorage(input.signedIn ? { token: 'token-1' } : {});
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const machine = provideSessionMachine({ storage, notifier, navigator, t: translator(locale) });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, storage, notifier, navigator };
}

type Snapshot = SnapshotFrom<typeof sessionMachine>;

describe('sessionMachine (model-based)', () => {
  const pathsByInput = sessionModelInputs.map((input) => ({
    input,
    paths: sessionModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${JSON.stringify(input)}, ${paths.length} paths`, () => {
      it('finds more than 4 paths', () => {
        expect(paths.length).toBeGreaterThan(4);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, (path) => {
            const h = harness(input);
            let expirations = 0;
            const trail: string[] = [];
            for (const step of path.steps) {
              const event = step.event as SessionEvent | { type: 'xstate.init' };
              if (event.type === 'UNAUTHORIZED') {
                // The event says whether a token is stored: make storage agree.
                if (event.tokenStored) h.storage.set('token', 'stale-token');
                else h.storage.remove('token');
              }
              if (event.type === 'SIGNED_IN') h.storage.set('token', 'token-2');
              if (event.type === 'SIGNED_OUT') h.storage.remove('token');
              if (event.type !== 'xstate.init') h.actor.send(event);
              trail.push(event.type);
              const where = trail.join(' → ');
              const snap: Snapshot = h.actor.getSnapshot();
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);

              // A 401 with a token stored: the toast, the token removed, /home. Without one: nothing.
              if (event.type === 'UNAUTHORIZED' && event.tokenStored) {
                expirations += 1;
                expect(snap.hasTag('expired'), where).toBe(true);
                expect(h.storage.get('token'), where).toBeNull();
              }
              expect(h.notifier.toasts, where).toEqual(
                Array(expirations).fill({ kind: 'error', message: EXPIRED }),
              );
              expect(h.navigator.paths, where).toEqual(Array(expirations).fill('/home'));
              if (event.type === 'SIGNED_IN') expect(snap.value, where).toBe('signedIn');
              if (event.type === 'SIGNED_OUT') expect(snap.value, where).toBe('signedOut');
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = pathsByInput.flatMap(({ paths }) => paths.map((p) => p.state));
    const leaves = getStateNodes(sessionMachine.root).filter((n) => n.type === 'atomic');
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['expired', 'signedIn', 'signedOut', 'starting'].sort(),
    );
    for (const leaf of leaves.filter((n) => n.key !== 'starting')) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('sessionMachine', () => {
  it('expires the session on a 401 from the API client while a token is stored', async () => {
    const storage = memoryStorage({ token: 'stale-token', language: 'ar' });
    const notifier = recordingNotifier();
    const navigator = recordingNavigator();
    const session = createActor(
      provideSessionMachine({ storage, notifier, navigator, t: translator('ar') }),
      { input: sessionMachineInput(storage) },
    ).start();
    expect(session.getSnapshot().value).toBe('signedIn');
    const api = createApiClient({
      baseUrl: 'http://api.test/api/v1',
      storage,
      fetch: async () =>
        new Response(JSON.stringify({ message: 'Unauthenticated.' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      onSessionExpired: () => session.send(unauthorizedEvent(storage)),
    });
    await api.GET('/module');
    await api.GET('/module');
    expect(storage.get('token')).toBeNull();
    expect(notifier.toasts).toEqual([
      { kind: 'error', message: 'حسابك غير نشط أو انتهت صلاحية جلستك' },
    ]);
    expect(navigator.paths).toEqual(['/home']);
    expect(session.getSnapshot().hasTag('expired')).toBe(true);
  });

  it('a 401 without a token changes nothing', () => {
    const h = harness({ signedIn: false });
    h.actor.send(unauthorizedEvent(h.storage));
    expect(h.actor.getSnapshot().value).toBe('signedOut');
    expect(h.notifier.toasts).toEqual([]);
    expect(h.navigator.paths).toEqual([]);
  });
});

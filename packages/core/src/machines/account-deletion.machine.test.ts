import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import {
  ACCOUNT_DELETED_PATH,
  accountDeletionMachine,
  provideAccountDeletionMachine,
} from './account-deletion.machine.js';
import {
  accountDeletionFixtures as f,
  accountDeletionModelPaths,
  type AccountDeletionModelEvent,
} from './account-deletion.model.js';
import { pendingCalls, recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof accountDeletionMachine>;

function harness(locale = 'en') {
  const storage = memoryStorage({ token: 'token-1', guest_id: 'guest-7' });
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  const effects: string[] = [];
  const machine = provideAccountDeletionMachine({
    actors: {
      removeAccount: fromPromise(() => {
        effects.push(`removeAccount(${storage.get('token') ?? 'no token'})`);
        return calls.start('removeAccount', undefined);
      }),
    },
    storage: {
      ...storage,
      remove: (key: string) => {
        effects.push(`remove ${key}`);
        storage.remove(key);
      },
    },
    notifier: {
      notify: (kind, message) => {
        effects.push(`toast ${message}`);
        notifier.notify(kind, message);
      },
    },
    navigator: {
      go: (path) => {
        effects.push(`go ${path}`);
        navigator.go(path);
      },
      reload: () => navigator.reload(),
    },
    t: translator(locale),
    clearUser: () => void effects.push('clearUser'),
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, storage, notifier, navigator, calls, effects };
}

describe('accountDeletionMachine (model-based)', () => {
  const paths = accountDeletionModelPaths();

  it('finds the paths', () => {
    expect(paths.length).toBeGreaterThan(5);
  });

  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, async (path) => {
        const h = harness();
        let where = '';
        for (const step of path.steps) {
          const event = step.event as AccountDeletionModelEvent | { type: 'xstate.init' };
          const before = h.effects.length;
          if (event.type !== 'xstate.init') await replayEvent(h, event);
          where += ` → ${event.type}`;
          const snap: Snapshot = h.actor.getSnapshot();
          const state = String(snap.value);
          expect(snap.value, where).toEqual(step.state.value);
          expect(snap.context, where).toEqual(step.state.context);
          const effects = h.effects.slice(before);
          // Nothing happens before Yes; the token stays until the server deleted the account.
          if (state === 'confirming') expect(effects, where).toEqual([]);
          if (state === 'deleting') expect(effects, where).toEqual(['removeAccount(token-1)']);
          if (event.type === 'xstate.error.actor.removeAccount') {
            // The first error's message only (spec §8); the token stays.
            const message =
              (event as { error: unknown }).error === f.ongoing
                ? 'You have an ongoing order or trip.'
                : translate('en', 'common.error.network');
            expect(effects, where).toEqual([`toast ${message}`]);
            expect(h.storage.get('token'), where).toBe('token-1');
          }
          if (state === 'deleted') {
            // Spec §4: remove token, toast 'Account has been deleted', clear user, go to /.
            expect(effects, where).toEqual([
              'remove token',
              'toast Account has been deleted',
              'clearUser',
              `go ${ACCOUNT_DELETED_PATH}`,
            ]);
            expect(h.storage.get('guest_id'), where).toBe('guest-7');
          }
          expect(snap.hasTag('confirm'), where).toBe(state === 'confirming');
          expect(snap.status, where).toBe(state === 'deleted' ? 'done' : 'active');
        }
        h.actor.stop();
      });
    });
  }

  it('reaches every state of the machine', () => {
    const ends = paths.map((p) => p.state);
    const leaves = leafStates(accountDeletionMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['confirming', 'deleted', 'deleting', 'idle']);
    for (const leaf of leaves) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('accountDeletionMachine', () => {
  it('says it in Arabic and goes to /', async () => {
    const h = harness('ar');
    h.actor.send({ type: 'DELETE' });
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('removeAccount', []);
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تم حذف الحساب' }]);
    expect(h.navigator.paths).toEqual(['/']);
    expect(translate('en', 'profile.delete.done')).toBe('Account has been deleted');
  });

  it('keeps the refusal for the page, cleared when asked again', async () => {
    const h = harness();
    h.actor.send({ type: 'DELETE' });
    h.actor.send({ type: 'CONFIRM' });
    h.calls.reject('removeAccount', f.ongoing);
    await settle();
    expect(h.actor.getSnapshot().context.error?.code).toBe('on-going');
    h.actor.send({ type: 'DELETE' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });
});

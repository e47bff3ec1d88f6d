import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import {
  LOGOUT_DELAY_MS,
  logoutDestination,
  logoutMachine,
  provideLogoutMachine,
} from './logout.machine.js';
import { LOGOUT_DELAY_EVENT, logoutModelPaths, type LogoutModelEvent } from './logout.model.js';
import { pendingCalls, recordingNavigator, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof logoutMachine>;

function harness(locale = 'en') {
  const storage = memoryStorage({ token: 'token-1', guest_id: 'guest-7' });
  const notifier = recordingNotifier();
  const navigator = recordingNavigator();
  const calls = pendingCalls();
  const effects: string[] = [];
  const record = (name: string) => () => void effects.push(name);
  const machine = provideLogoutMachine({
    actors: {
      revokeToken: fromPromise(() => {
        effects.push(`revokeToken(${storage.get('token') ?? 'no token'})`);
        return calls.start('revokeToken', undefined);
      }),
      refetchCart: fromPromise(() => {
        effects.push(`refetchCart(${storage.get('token') ?? 'no token'})`);
        return calls.start('refetchCart', undefined);
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
        effects.push('toast');
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
    clearUser: record('clearUser'),
    clearWishlist: record('clearWishlist'),
    clearCart: record('clearCart'),
    closeMenu: record('closeMenu'),
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, storage, notifier, navigator, calls, clock, effects };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: LogoutModelEvent): Promise<void> {
  if (event.type === LOGOUT_DELAY_EVENT) {
    h.clock.increment(LOGOUT_DELAY_MS);
    await settle();
  } else await replayEvent(h, event);
}

/** The spec's logout, in order (the cart refetched once the token is gone). */
const signOutEffects = (path: string) => [
  'clearUser',
  'remove token',
  'clearWishlist',
  'clearCart',
  'closeMenu',
  'toast',
  ...(logoutDestination(path) ? ['go /home'] : []),
  'refetchCart(no token)',
];

describe('logoutMachine (model-based)', () => {
  const paths = logoutModelPaths();

  it('finds more than 8 paths', () => {
    expect(paths.length).toBeGreaterThan(8);
  });

  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, async (path) => {
        const h = harness();
        let where = '';
        let from = '/home';
        for (const step of path.steps) {
          const event = step.event as LogoutModelEvent | { type: 'xstate.init' };
          if (event.type !== 'xstate.init') await apply(h, event);
          where += ` → ${event.type}`;
          const snap: Snapshot = h.actor.getSnapshot();
          const state = String(snap.value);
          expect(snap.value, where).toEqual(step.state.value);
          expect(snap.context, where).toEqual(step.state.context);
          if (event.type === 'LOGOUT' && state === 'confirming') from = event.path;

          // Nothing happens before the confirmation and the 500 ms delay.
          if (['idle', 'confirming', 'waiting'].includes(state)) {
            expect(h.effects, where).toEqual([]);
            expect(h.storage.get('token'), where).toBe('token-1');
          }
          if (state === 'revoking') expect(h.effects, where).toEqual(['revokeToken(token-1)']);
          if (state === 'refetching' || state === 'done') {
            expect(h.effects, where).toEqual(['revokeToken(token-1)', ...signOutEffects(from)]);
            expect(h.notifier.toasts, where).toEqual([
              { kind: 'success', message: 'Logout successful.' },
            ]);
            expect(h.storage.get('token'), where).toBeNull();
            expect(h.storage.get('guest_id'), where).toBe('guest-7');
          }
          expect(snap.hasTag('confirm'), where).toBe(state === 'confirming');
          expect(snap.status, where).toBe(state === 'done' ? 'done' : 'active');
        }
        h.actor.stop();
      });
    });
  }

  it('reaches every state of the machine', () => {
    const ends = paths.map((p) => p.state);
    const leaves = leafStates(logoutMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['confirming', 'done', 'idle', 'refetching', 'revoking', 'signingOut', 'waiting'].sort(),
    );
    // `signingOut` is passed through at once.
    for (const leaf of leaves.filter((n) => n.key !== 'signingOut')) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('logoutMachine', () => {
  it('asks with the spec text (two spaces) and waits exactly 500 ms', async () => {
    expect(LOGOUT_DELAY_MS).toBe(500);
    expect(translate('en', 'auth.logout.confirm')).toBe('Are you sure you want to  logout?');
    const h = harness('ar');
    h.actor.send({ type: 'LOGOUT', path: '/home' });
    h.actor.send({ type: 'CONFIRM' });
    h.clock.increment(499);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('waiting');
    h.clock.increment(1);
    await settle();
    expect(h.actor.getSnapshot().value).toBe('revoking');
    h.calls.reject('revokeToken', new TypeError('fetch failed'));
    await settle();
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تم تسجيل الخروج بنجاح.' }]);
    expect(h.navigator.paths).toEqual(['/home']);
  });

  it('stays on / and goes to /home from elsewhere', () => {
    expect(logoutDestination('/')).toBeNull();
    expect(logoutDestination('/?lang=ar')).toBeNull();
    expect(logoutDestination('/home')).toBe('/home');
    expect(logoutDestination('/profile?page=wallet')).toBe('/home');
  });
});

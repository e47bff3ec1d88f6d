import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { translate } from '../i18n/index.js';
import {
  checkoutGateMachine,
  provideCheckoutGateMachine,
  type AuthMode,
  type CheckoutGateEvent,
} from './checkout-gate.machine.js';
import { checkoutGateModelEvents, checkoutGateModelPaths } from './checkout-gate.model.js';
import { recordingNavigator } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayPaths } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof checkoutGateMachine>;

type Effect = { navigate: string } | { closeDrawer: true } | { openAuth: AuthMode };

function harness(snapshot?: Snapshot) {
  const navigator = recordingNavigator();
  const effects: Effect[] = [];
  const machine = provideCheckoutGateMachine({
    navigator: {
      go: (path) => {
        navigator.go(path);
        effects.push({ navigate: path });
      },
      reload: () => navigator.reload(),
    },
    closeDrawer: () => void effects.push({ closeDrawer: true }),
    openAuth: (mode) => void effects.push({ openAuth: mode }),
  });
  const actor = createActor(machine, snapshot == null ? {} : { snapshot }).start();
  return { actor, effects, navigator };
}

/** The spec's 'Checkout button' rule and login-or-guest modal, written out. */
function expected(
  state: 'idle' | 'prompting',
  event: CheckoutGateEvent,
): { state: string; effects: Effect[] } {
  const checkout: Effect[] = [{ closeDrawer: true }, { navigate: '/checkout?page=cart' }];
  if (state === 'idle') {
    if (event.type !== 'PROCEED') return { state, effects: [] };
    if (event.itemCount === 0)
      return { state, effects: [{ closeDrawer: true }, { navigate: '/home' }] };
    if (event.signedIn) return { state, effects: checkout };
    if (event.guestCheckoutStatus === 1) return { state: 'prompting', effects: [] };
    return { state, effects: [{ openAuth: 'signIn' }] };
  }
  switch (event.type) {
    case 'GUEST':
      return { state: 'idle', effects: checkout };
    case 'LOGIN':
      return { state: 'idle', effects: [{ openAuth: 'signIn' }] };
    case 'SIGN_UP':
      return { state: 'idle', effects: [{ openAuth: 'signUp' }] };
    case 'CLOSE':
      return { state: 'idle', effects: [] };
    default:
      return { state, effects: [] };
  }
}

describe('checkoutGateMachine (model-based)', () => {
  const paths = checkoutGateModelPaths();

  it('finds at least 5 paths', () => {
    expect(paths.length).toBeGreaterThanOrEqual(5);
  });

  for (const chunk of chunkPaths(paths)) {
    it(`replays ${chunk.name}`, async () => {
      await replayPaths(chunk, (path) => {
        const h = harness();
        let prev = h.actor.getSnapshot();
        let seen = 0;
        const trail: string[] = [];
        for (const step of path.steps) {
          const event = step.event as CheckoutGateEvent | { type: 'xstate.init' };
          if (event.type !== 'xstate.init') h.actor.send(event);
          trail.push(JSON.stringify(event));
          const where = trail.join(' → ');
          const snap = h.actor.getSnapshot();
          expect(snap.value, where).toEqual(step.state.value);
          expect(snap.hasTag('prompt'), where).toBe(snap.matches('prompting'));
          if (event.type !== 'xstate.init') {
            const e = expected(prev.value as 'idle' | 'prompting', event);
            expect(snap.value, where).toBe(e.state);
            expect(h.effects.slice(seen), where).toEqual(e.effects);
          } else {
            expect(h.effects, where).toEqual([]);
          }
          seen = h.effects.length;
          prev = snap;
        }
        // every event from the state this path ends in, including those that change nothing
        const persisted = h.actor.getPersistedSnapshot() as Snapshot;
        for (const event of checkoutGateModelEvents) {
          const p = harness(persisted);
          p.actor.send(event);
          const e = expected(persisted.value as 'idle' | 'prompting', event);
          expect(
            p.actor.getSnapshot().value,
            `${trail.join(' → ')} ⇒ ${JSON.stringify(event)}`,
          ).toBe(e.state);
          expect(p.effects).toEqual(e.effects);
          expect(p.navigator.reloads).toBe(0);
        }
      });
    });
  }

  it('reaches every state of the machine', () => {
    const leaves = leafStates(checkoutGateMachine);
    expect(leaves.map((n) => n.key).sort()).toEqual(['idle', 'prompting']);
    for (const leaf of leaves) {
      expect(
        paths.some((p) => p.state.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('checkoutGateMachine', () => {
  it('a guest with guest checkout on gets the prompt, then goes to checkout as a guest', () => {
    const h = harness();
    h.actor.send({ type: 'PROCEED', itemCount: 3, signedIn: false, guestCheckoutStatus: 1 });
    expect(h.actor.getSnapshot().hasTag('prompt')).toBe(true);
    expect(translate('en', 'checkout.gate.title')).toBe(
      'Do you want to login or continue as a guest?',
    );
    h.actor.send({ type: 'GUEST' });
    expect(h.navigator.paths).toEqual(['/checkout?page=cart']);
    expect(h.effects[0]).toEqual({ closeDrawer: true });
  });

  it('Sign Up opens the auth modal in sign-up mode', () => {
    const h = harness();
    h.actor.send({ type: 'PROCEED', itemCount: 1, signedIn: false, guestCheckoutStatus: 1 });
    h.actor.send({ type: 'SIGN_UP' });
    expect(h.effects).toEqual([{ openAuth: 'signUp' }]);
    expect(h.navigator.paths).toEqual([]);
  });
});

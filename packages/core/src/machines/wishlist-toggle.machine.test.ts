import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { memoryStorage } from '../ports.js';
import { translate, translator } from '../i18n/index.js';
import {
  isWished,
  provideWishlistToggleMachine,
  wishlistRequest,
  wishlistToggleInput,
  wishlistToggleMachine,
  type WishlistChange,
  type WishlistToggleInput,
} from './wishlist-toggle.machine.js';
import {
  wishlistToggleFixtures as f,
  wishlistToggleModelInputs,
  wishlistToggleModelPaths,
  type WishlistToggleModelEvent,
} from './wishlist-toggle.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof wishlistToggleMachine>;

function harness(input: WishlistToggleInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const synced: { kind: string; id: number; wished: boolean }[] = [];
  const machine = provideWishlistToggleMachine({
    actors: {
      wishlist: fromPromise<unknown, WishlistChange>(({ input: change }) =>
        calls.start(change.action, change),
      ),
    },
    notifier,
    t: translator(locale),
    syncWishlist: (change) => void synced.push(change),
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, synced };
}

type Harness = ReturnType<typeof harness>;

async function apply(h: Harness, event: WishlistToggleModelEvent): Promise<void> {
  await replayEvent(h, event);
}

/** The toasts of a step, from the spec. */
function expectedToasts(prev: Snapshot, event: WishlistToggleModelEvent) {
  switch (event.type) {
    case 'TOGGLE':
      return prev.matches('unwished') && !prev.context.signedIn
        ? [{ kind: 'error', message: 'You are not logged in' }]
        : [];
    case 'xstate.done.actor.add':
      return [
        {
          kind: 'success',
          message:
            event.output === f.added
              ? 'Successfully added!'
              : translate('en', 'wishlist.toast.added'),
        },
      ];
    case 'xstate.done.actor.remove':
      return [{ kind: 'success', message: 'Successfully removed!' }];
    case 'xstate.error.actor.add':
    case 'xstate.error.actor.remove':
      return [
        {
          kind: 'error',
          message: event.error === f.already ? 'Already in your wishlist' : 'Zone id is required!',
        },
      ];
    default:
      return [];
  }
}

describe('wishlistToggleMachine (model-based)', () => {
  const pathsByInput = wishlistToggleModelInputs.map((input) => ({
    input,
    paths: wishlistToggleModelPaths(input),
  }));

  for (const { input, paths } of pathsByInput) {
    describe(`${JSON.stringify(input)}, ${paths.length} paths`, () => {
      it('finds more than 8 paths', () => {
        expect(paths.length).toBeGreaterThan(8);
      });

      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev: Snapshot = h.actor.getSnapshot();
            let toastsSeen = 0;
            let callsSeen = 0;
            let where = '';
            for (const step of path.steps) {
              const event = step.event as WishlistToggleModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await apply(h, event);
              where += ` → ${event.type}`;
              const snap: Snapshot = h.actor.getSnapshot();
              const state = String(snap.value);
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);

              // The heart follows whether the id is in the wishlist.
              if (state === 'wished' || state === 'unwished') {
                expect(state === 'wished', where).toBe(snap.context.wished);
              }
              // Removing asks first; adding needs sign-in.
              expect(snap.hasTag('confirm'), where).toBe(state === 'confirmingRemove');
              if (state === 'adding') expect(snap.context.signedIn, where).toBe(true);

              if (event.type !== 'xstate.init') {
                expect(h.notifier.toasts.slice(toastsSeen), where).toEqual(
                  expectedToasts(prev, event),
                );
              }
              toastsSeen = h.notifier.toasts.length;

              const fresh = h.calls.calls.slice(callsSeen);
              callsSeen = h.calls.calls.length;
              const entered = (s: string) => state === s && String(prev.value) !== s;
              const change = (action: 'add' | 'remove') => ({
                name: action,
                input: { action, kind: input.kind, id: input.id },
              });
              expect(fresh, where).toEqual(
                entered('adding') ? [change('add')] : entered('removing') ? [change('remove')] : [],
              );
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
    const leaves = getStateNodes(wishlistToggleMachine.root).filter((n) => n.type === 'atomic');
    expect(leaves.map((n) => n.key).sort()).toEqual(
      ['adding', 'confirmingRemove', 'removing', 'showing', 'unwished', 'wished'].sort(),
    );
    for (const leaf of leaves.filter((n) => n.key !== 'showing')) {
      expect(
        ends.some((s) => s.matches(leaf.key as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('wishlistToggleMachine', () => {
  it('updates the local wishlist after a change, and in Arabic asks before removing', async () => {
    const h = harness({ kind: 'item', id: 5, wished: true, signedIn: true }, 'ar');
    h.actor.send({ type: 'TOGGLE' });
    expect(h.actor.getSnapshot().hasTag('confirm')).toBe(true);
    expect(translate('ar', 'wishlist.confirm.remove')).toBe(
      'هل أنت متأكد أنك تريد حذف هذا العنصر؟',
    );
    expect(translate('en', 'wishlist.confirm.remove')).toBe(
      'Are you sure you want to delete this item?',
    );
    h.actor.send({ type: 'CONFIRM' });
    h.calls.resolve('remove', {});
    await settle();
    expect(h.synced).toEqual([{ kind: 'item', id: 5, wished: false }]);
    expect(h.notifier.toasts).toEqual([{ kind: 'success', message: 'تمت الإزالة من المفضّلة.' }]);
  });

  it('maps changes to the general and the rental wishlist calls', () => {
    expect(wishlistRequest({ action: 'add', kind: 'item', id: 3 })).toEqual({
      method: 'POST',
      path: '/customer/wish-list/add',
      query: { item_id: 3 },
    });
    expect(wishlistRequest({ action: 'remove', kind: 'store', id: 8 })).toEqual({
      method: 'DELETE',
      path: '/customer/wish-list/remove',
      query: { store_id: 8 },
    });
    expect(wishlistRequest({ action: 'add', kind: 'vehicle', id: 1 })).toEqual({
      method: 'POST',
      path: '/rental/user/wish-list/add',
      query: { vehicle_id: 1 },
    });
    expect(wishlistRequest({ action: 'remove', kind: 'provider', id: 2 })).toEqual({
      method: 'DELETE',
      path: '/rental/user/wish-list/remove',
      query: { provider_id: 2 },
    });
  });

  it('reads the heart from the wishlist and sign-in from storage', () => {
    const lists = { item: [{ id: 5 }], store: [], vehicles: [{ id: 9 }], providers: null };
    expect(isWished(lists, 'item', 5)).toBe(true);
    expect(isWished(lists, 'store', 5)).toBe(false);
    expect(isWished(lists, 'vehicle', 9)).toBe(true);
    expect(isWished(null, 'provider', 1)).toBe(false);
    expect(wishlistToggleInput(memoryStorage({ token: 't' }), lists, 'vehicle', 9)).toEqual({
      kind: 'vehicle',
      id: 9,
      wished: true,
      signedIn: true,
    });
    expect(wishlistToggleInput(memoryStorage(), lists, 'item', 1).signedIn).toBe(false);
  });
});

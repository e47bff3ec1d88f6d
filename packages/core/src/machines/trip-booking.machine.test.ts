import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { translate, translator } from '../i18n/index.js';
import { showToast } from './effects.js';
import { tripBookingMachine, provideTripBookingMachine } from './trip-booking.machine.js';
import { tripBookingView } from './trip-booking.connect.js';
import type { BookTripInput, BookTripResult, TripBookingInput } from './trip-booking.types.js';
import {
  tripBookingFixtures as f,
  tripBookingModelPaths,
  tripBookingScenarios,
  type TripBookingModelEvent,
} from './trip-booking.model.js';
import { pendingCalls, recordingNotifier } from '../testing/fakes.js';
import { chunkPaths, leafStates, replayEvent, replayPaths, settle } from '../testing/harness.js';

type Snapshot = SnapshotFrom<typeof tripBookingMachine>;

function harness(input: TripBookingInput, locale = 'en') {
  const notifier = recordingNotifier();
  const calls = pendingCalls();
  const t = translator(locale);
  const booked: number[] = [];
  let signIns = 0;
  const machine = tripBookingMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise<string>(() => calls.start('newIdempotencyKey', undefined)),
      bookTrip: fromPromise<BookTripResult, BookTripInput>(({ input: i }) =>
        calls.start('bookTrip', i),
      ),
    },
    actions: {
      notify: (_, params) => showToast(notifier, t, params),
      requireSignIn: () => void (signIns += 1),
      tripBooked: (_, params) => void booked.push(params.tripId),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, notifier, calls, booked, signIns: () => signIns };
}

// ------------------------------------------------------------------ the spec, as an oracle

/** Camry 12/h × 3 h + Urvan 12/h × 3 h × 2 = 108; Desert Wheels' 5 % tax, added: 113.40. */
const TRIP_AMOUNT = 113.4;

type Ctx = Snapshot['context'];

const contactOf = (c: Ctx) => c.contact;
const validEmail = (e: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(e);

/** What the first refusal of PLACE says, in the spec's order, or null when it books. */
function refusal(c: Ctx): string | null {
  if (c.cart.carts.length === 0) return translate('en', 'trip.booking.error.emptyCart');
  const contact = contactOf(c);
  if ((contact?.contact_person_name ?? '') === '') return 'name is required';
  if ((contact?.contact_person_number ?? '') === '') return 'phone number required';
  if ((contact?.contact_person_email ?? '') === '') return 'Email is required';
  if (!validEmail(contact!.contact_person_email!)) return 'Please insert a valid email.';
  if (c.now.seconds >= 14 * 3600 + 30 * 60) return 'The pickup time must be in the future.';
  return null;
}

function expectedBody(c: Ctx) {
  return {
    trip_amount: TRIP_AMOUNT,
    trip_type: 'hourly',
    provider_id: 4,
    payment_method: 'cash_on_delivery',
    contact_person_name: c.contact!.contact_person_name,
    contact_person_number: c.contact!.contact_person_number,
    contact_person_email: c.contact!.contact_person_email,
    ...(c.note === '' ? {} : { additional_note: c.note }),
  };
}

function expectedToasts(prev: Snapshot, next: Snapshot, event: TripBookingModelEvent): string[] {
  switch (event.type) {
    case 'SET_PAYMENT':
      return prev.matches('editing') ? [translate('en', 'trip.booking.error.paymentMethod')] : [];
    case 'PLACE': {
      if (!prev.matches('editing')) return [];
      const why = refusal(prev.context);
      return why == null ? [] : [why];
    }
    case 'xstate.done.actor.bookTrip':
      return [translate('en', 'trip.booking.booked')];
    case 'xstate.error.actor.bookTrip':
      return [
        event.error === f.refusal
          ? 'Nissan Urvan: only 1 unit is free at the pickup time.'
          : translate('en', 'common.error.network'),
      ];
    case 'xstate.error.actor.newIdempotencyKey':
      return [translate('en', 'common.error.generic')];
    default:
      void next;
      return [];
  }
}

describe('tripBookingMachine (model-based)', () => {
  const all = tripBookingScenarios.map((s) => ({ ...s, paths: tripBookingModelPaths(s.input) }));

  for (const { name, input, paths } of all) {
    describe(`${name} (${paths.length} paths)`, () => {
      for (const chunk of chunkPaths(paths)) {
        it(`replays ${chunk.name}`, async () => {
          await replayPaths(chunk, async (path) => {
            const h = harness(input);
            let prev = h.actor.getSnapshot();
            let toasts = 0;
            let callsSeen = 0;
            const trail: string[] = [];
            const keys = new Map<string, string>();
            for (const step of path.steps) {
              const event = step.event as TripBookingModelEvent | { type: 'xstate.init' };
              if (event.type !== 'xstate.init') await replayEvent(h, event);
              trail.push(event.type);
              const where = `${name}: ${trail.join(' → ')}`;
              const snap = h.actor.getSnapshot();
              const c = snap.context;
              expect(snap.value, where).toEqual(step.state.value);
              expect(snap.context, where).toEqual(step.state.context);
              expect(snap.hasTag('busy'), where).toBe(snap.matches('placing'));
              expect(snap.hasTag('failed'), where).toBe(snap.matches('failed'));
              expect(snap.hasTag('signIn'), where).toBe(snap.matches('signInRequired'));

              // the guest gate: guests book only while guest checkout is on
              if (event.type === 'xstate.init') {
                const gated = !input.signedIn && input.config.guest_checkout_status !== 1;
                expect(snap.matches('signInRequired'), where).toBe(gated);
                expect(h.signIns(), where).toBe(gated ? 1 : 0);
                expect(
                  h.notifier.toasts.map((t) => t.message),
                  where,
                ).toEqual(gated ? ['Sign in to book your trip.'] : []);
              } else {
                expect(
                  h.notifier.toasts.slice(toasts).map((t) => t.message),
                  where,
                ).toEqual(expectedToasts(prev, snap, event));
              }
              toasts = h.notifier.toasts.length;
              if (!c.signedIn && !snap.matches('signInRequired')) {
                expect(input.config.guest_checkout_status, where).toBe(1);
              }

              // booking sends core's amount and the contact; a body keeps its key
              for (const call of h.calls.calls.slice(callsSeen)) {
                if (call.name !== 'bookTrip') continue;
                const { idempotencyKey, body } = call.input as BookTripInput;
                expect(body, where).toEqual(expectedBody(c));
                expect(refusal(c), where).toBeNull();
                const json = JSON.stringify(body);
                if (keys.has(json)) expect(idempotencyKey, where).toBe(keys.get(json));
                keys.set(json, idempotencyKey);
              }
              callsSeen = h.calls.calls.length;
              if (snap.status === 'done') {
                expect(snap.output, where).toEqual({ tripId: 100001 });
                expect(h.booked, where).toEqual([100001]);
              }
              prev = snap;
            }
            h.actor.stop();
          });
        });
      }
    });
  }

  it('reaches every state of the machine', () => {
    const ends = all.flatMap(({ paths }) => paths.map((p) => p.state));
    for (const leaf of leafStates(tripBookingMachine).filter((n) => n.key !== 'gate')) {
      expect(
        ends.some((s) => s.matches(leaf.path.join('.') as never)),
        leaf.id,
      ).toBe(true);
    }
  });
});

describe('tripBookingMachine', () => {
  it('prices the trip with core and books with a fresh key (the provided machine)', async () => {
    const notifier = recordingNotifier();
    const booked: number[] = [];
    const sent: BookTripInput[] = [];
    const machine = provideTripBookingMachine({
      actors: {
        bookTrip: fromPromise<BookTripResult, BookTripInput>(async ({ input }) => {
          sent.push(input);
          return { trip_id: 100001 };
        }),
      },
      newId: () => 'key-42',
      notifier,
      t: translator('ar'),
      onSignInRequired: () => undefined,
      onBooked: (id) => void booked.push(id),
    });
    const actor = createActor(machine, { input: tripBookingScenarios[0]!.input }).start();
    const view = tripBookingView(actor.getSnapshot().context);
    expect(view.totals).toMatchObject({ price: 108, tax: 5.4, total: TRIP_AMOUNT });
    expect(view.contactErrors.map((e) => e.code)).toEqual([
      'contact_person_name',
      'contact_person_number',
      'contact_person_email',
    ]);
    actor.send({ type: 'SET_CONTACT', contact: f.contact });
    actor.send({ type: 'PLACE' });
    await settle();
    await settle();
    expect(sent).toEqual([
      {
        idempotencyKey: 'key-42',
        body: {
          trip_amount: TRIP_AMOUNT,
          trip_type: 'hourly',
          provider_id: 4,
          payment_method: 'cash_on_delivery',
          ...f.contact,
        },
      },
    ]);
    expect(booked).toEqual([100001]);
    expect(notifier.toasts).toEqual([
      { kind: 'success', message: translate('ar', 'trip.booking.booked') },
    ]);
  });

  it('a guest without guest checkout signs in first, then books with the profile’s contact', () => {
    const h = harness(tripBookingScenarios[1]!.input);
    expect(h.actor.getSnapshot().hasTag('signIn')).toBe(true);
    h.actor.send({ type: 'PLACE' });
    expect(h.calls.calls).toEqual([]);
    h.actor.send({ type: 'SIGNED_IN', contact: f.profile });
    h.actor.send({ type: 'PLACE' });
    expect(h.calls.calls.map((c) => c.name)).toEqual(['newIdempotencyKey']);
  });

  it('the context serialises', () => {
    const h = harness(tripBookingScenarios[2]!.input);
    const context = h.actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

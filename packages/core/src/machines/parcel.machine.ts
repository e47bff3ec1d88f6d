/**
 * # parcelMachine: sending a parcel
 *
 * One per parcel flow: the parcel module's "Send a parcel" (web) and `storefront parcel send`
 * (CLI). Issue 14 'Parcel': category → sender → receiver → parcel details → instructions and note
 * → who pays → payment → place; on success the order id (the page says "Your parcel request
 * submitted successfully! to check your parcel status please track order." with Track Order).
 *
 * ## Input
 * `{ categoryId }` (null: none chosen yet; the parcel home may pass the card the customer chose).
 *
 * ## States
 * - `category`: CHOOSE_CATEGORY `{ categoryId }`; NEXT → `sender` when one is chosen, else the
 *   field issue 'parcel.error.categoryRequired'.
 * - `sender` / `receiver`: SET_SENDER / SET_RECEIVER `{ party }` (name, phone, address and pin,
 *   street, house, floor); NEXT → `checkingSender` / `checkingReceiver` when the name, the phone
 *   and the pin are there; else their field issues, and a missing pin toasts "Sender or Receiver
 *   location is missing". BACK → the step before.
 * - `checkingSender` / `checkingReceiver` (tag `busy`): the `checkZone` actor (is the pin inside
 *   an active zone?). In a zone → `receiver` / `details`; outside → back with the address issue
 *   'parcel.error.senderOutOfZone' / 'parcel.error.receiverOutOfZone' toasted (a receiver nobody
 *   delivers to is refused before payment); failed → back with the error toasted.
 * - `details`: SET_DETAILS `{ weight, dimension }` (one dimension); NEXT → `instructions` when
 *   core's `parcelDetailsIssues` has none, else those field issues. BACK → `receiver`.
 * - `instructions`: CHOOSE_INSTRUCTION `{ instruction }` (one of the server's, or null), SET_NOTE
 *   `{ note }`; NEXT → `payer`. BACK → `details`.
 * - `payer`: CHOOSE_PAYER `{ payer }` (a receiver who pays pays cash on delivery: the method is
 *   set to it); NEXT → `payment` when chosen, else 'parcel.error.payerRequired'. BACK.
 * - `payment`: CHOOSE_PAYMENT `{ method }` (digital and wallet only for a sender who pays); PLACE
 *   → `placing` when a method is chosen, else 'payment.error.selectMethod' toasted. BACK.
 * - `placing` (tag `busy`): the `placeParcel` actor with the whole request. Done → `placed`
 *   (the order id, and the gateway's page for a digital payment: `parcelPlaced`); refused →
 *   `payment` with the server's message toasted and kept in `error`.
 * - `placed` (final).
 *
 * ## Effects (named, implemented by `provideParcelMachine`)
 * Actors `checkZone` (`{ lat, lng }` → `{ inZone }`), `placeParcel` (`ParcelRequest` →
 * `{ orderId, redirectLink? }`); actions `notify`, `parcelPlaced`.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import {
  parcelDetailsIssues,
  type ChargePayer,
  type ParcelPaymentMethod,
} from '../domain/parcel.js';
import { isValidLatLng } from '../domain/geo.js';
import { toUiError, type UiError } from '../domain/ui-error.js';
import { errorToast, notProvided, showToast, type NotifyParams } from './effects.js';

/** A sender or a receiver: a contact and an address with its pin. */
export interface ParcelParty {
  name: string;
  phone: string;
  address: string;
  lat: number | null;
  lng: number | null;
  road: string;
  house: string;
  floor: string;
}

export const EMPTY_PARTY: ParcelParty = {
  name: '',
  phone: '',
  address: '',
  lat: null,
  lng: null,
  road: '',
  house: '',
  floor: '',
};

export type PartyField = 'name' | 'phone' | 'address';

export interface ParcelInput {
  categoryId: number | null;
  /** The sender as known (a signed-in customer's name and phone, the header's location). */
  sender?: ParcelParty;
}

/** Field issues of the current step: field → i18n key. */
export type ParcelIssues = Partial<Record<string, string>>;

export interface ParcelRequest {
  categoryId: number;
  sender: ParcelParty;
  receiver: ParcelParty;
  weight: string;
  dimension: string;
  instruction: string | null;
  note: string;
  payer: ChargePayer;
  paymentMethod: ParcelPaymentMethod;
}

export interface ParcelPlaced {
  orderId: number;
  /** The gateway's page of a digital payment. */
  redirectLink?: string | null;
}

export interface ParcelContext {
  categoryId: number | null;
  sender: ParcelParty;
  receiver: ParcelParty;
  weight: string;
  dimension: string | null;
  instruction: string | null;
  note: string;
  payer: ChargePayer | null;
  paymentMethod: ParcelPaymentMethod | null;
  issues: ParcelIssues;
  error: UiError | null;
  orderId: number | null;
}

export type ParcelEvent =
  | { type: 'CHOOSE_CATEGORY'; categoryId: number }
  | { type: 'SET_SENDER'; party: ParcelParty }
  | { type: 'SET_RECEIVER'; party: ParcelParty }
  | { type: 'SET_DETAILS'; weight: string; dimension: string | null }
  | { type: 'CHOOSE_INSTRUCTION'; instruction: string | null }
  | { type: 'SET_NOTE'; note: string }
  | { type: 'CHOOSE_PAYER'; payer: ChargePayer }
  | { type: 'CHOOSE_PAYMENT'; method: ParcelPaymentMethod }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'PLACE' };

export const PARCEL_KEYS = {
  categoryRequired: 'parcel.error.categoryRequired',
  nameRequired: 'parcel.error.nameRequired',
  phoneRequired: 'parcel.error.phoneRequired',
  addressRequired: 'parcel.error.addressRequired',
  locationMissing: 'parcel.error.locationMissing',
  senderOutOfZone: 'parcel.error.senderOutOfZone',
  receiverOutOfZone: 'parcel.error.receiverOutOfZone',
  payerRequired: 'parcel.error.payerRequired',
  selectMethod: 'payment.error.selectMethod',
} as const;

export const MAX_PARCEL_NOTE_LENGTH = 1000;

/** The steps in order, with the state each one is. */
export const PARCEL_STEPS = [
  'category',
  'sender',
  'receiver',
  'details',
  'instructions',
  'payer',
  'payment',
] as const;
export type ParcelStep = (typeof PARCEL_STEPS)[number];

/** The field issues of a sender or a receiver (empty: complete). */
export function partyIssues(party: ParcelParty): ParcelIssues {
  const issues: ParcelIssues = {};
  if (party.name.trim() === '') issues.name = PARCEL_KEYS.nameRequired;
  if (party.phone.trim() === '') issues.phone = PARCEL_KEYS.phoneRequired;
  if (!isValidLatLng({ lat: party.lat, lng: party.lng })) {
    issues.address = PARCEL_KEYS.addressRequired;
  }
  return issues;
}

const hasPin = (party: ParcelParty) => isValidLatLng({ lat: party.lat, lng: party.lng });

/** The field issues of the parcel's details (core's rule). */
export function detailIssues(context: Pick<ParcelContext, 'weight' | 'dimension'>): ParcelIssues {
  return Object.fromEntries(
    parcelDetailsIssues({ weight: context.weight, dimension: context.dimension }).map((i) => [
      i.code,
      i.key,
    ]),
  );
}

/** The request to place (null until every step is complete). */
export function parcelRequestOf(context: ParcelContext): ParcelRequest | null {
  if (
    context.categoryId == null ||
    context.payer == null ||
    context.paymentMethod == null ||
    context.dimension == null
  ) {
    return null;
  }
  return {
    categoryId: context.categoryId,
    sender: context.sender,
    receiver: context.receiver,
    weight: context.weight,
    dimension: context.dimension,
    instruction: context.instruction,
    note: context.note,
    payer: context.payer,
    paymentMethod: context.paymentMethod,
  };
}

const MACHINE = 'parcelMachine';

const apiActors = {
  checkZone: fromPromise<{ inZone: boolean }, { lat: number; lng: number }>(
    notProvided(MACHINE, 'checkZone'),
  ),
  placeParcel: fromPromise<ParcelPlaced, ParcelRequest>(notProvided(MACHINE, 'placeParcel')),
};

export type ParcelActors = typeof apiActors;

const isEmpty = (issues: ParcelIssues) => Object.keys(issues).length === 0;

export const parcelMachine = setup({
  types: {} as {
    context: ParcelContext;
    events: ParcelEvent;
    input: ParcelInput;
    tags: 'busy';
  },
  actors: apiActors,
  guards: {
    hasCategory: ({ context }) => context.categoryId != null,
    senderPinMissing: ({ context }) => !hasPin(context.sender),
    receiverPinMissing: ({ context }) => !hasPin(context.receiver),
    senderComplete: ({ context }) => isEmpty(partyIssues(context.sender)),
    receiverComplete: ({ context }) => isEmpty(partyIssues(context.receiver)),
    detailsComplete: ({ context }) => isEmpty(detailIssues(context)),
    hasPayer: ({ context }) => context.payer != null,
    hasMethod: ({ context }) => context.paymentMethod != null,
    methodAllowed: ({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      return context.payer === 'sender' || event.method === 'cash_on_delivery';
    },
    inZone: (_, params: { inZone: boolean }) => params.inZone,
  },
  actions: {
    chooseCategory: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_CATEGORY');
      return { categoryId: event.categoryId, issues: {} };
    }),
    setSender: assign(({ event }) => {
      assertEvent(event, 'SET_SENDER');
      return { sender: event.party, issues: {} };
    }),
    setReceiver: assign(({ event }) => {
      assertEvent(event, 'SET_RECEIVER');
      return { receiver: event.party, issues: {} };
    }),
    setDetails: assign(({ event }) => {
      assertEvent(event, 'SET_DETAILS');
      return { weight: event.weight, dimension: event.dimension, issues: {} };
    }),
    chooseInstruction: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_INSTRUCTION');
      return { instruction: event.instruction };
    }),
    setNote: assign(({ event }) => {
      assertEvent(event, 'SET_NOTE');
      return { note: event.note.slice(0, MAX_PARCEL_NOTE_LENGTH) };
    }),
    choosePayer: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_PAYER');
      const cashOnly = event.payer === 'receiver';
      return {
        payer: event.payer,
        paymentMethod: cashOnly
          ? ('cash_on_delivery' as const)
          : context.payer === 'receiver'
            ? null
            : context.paymentMethod,
        issues: {},
      };
    }),
    choosePayment: assign(({ event }) => {
      assertEvent(event, 'CHOOSE_PAYMENT');
      return { paymentMethod: event.method, error: null };
    }),
    setIssues: assign((_, params: { issues: ParcelIssues }) => ({ issues: params.issues })),
    clearIssues: assign({ issues: {}, error: null }),
    setError: assign((_, params: { error: unknown }) => ({ error: toUiError(params.error) })),
    setPlaced: assign((_, params: { orderId: number }) => ({ orderId: params.orderId })),
    // effects, implemented by provideParcelMachine
    notify: notProvided(MACHINE, 'notify') as (_: unknown, params: NotifyParams) => void,
    parcelPlaced: notProvided(MACHINE, 'parcelPlaced') as (
      _: unknown,
      params: ParcelPlaced,
    ) => void,
  },
}).createMachine({
  id: 'parcel',
  initial: 'category',
  context: ({ input }) => ({
    categoryId: input.categoryId,
    sender: input.sender ?? EMPTY_PARTY,
    receiver: EMPTY_PARTY,
    weight: '',
    dimension: null,
    instruction: null,
    note: '',
    payer: null,
    paymentMethod: null,
    issues: {},
    error: null,
    orderId: null,
  }),
  states: {
    category: {
      on: {
        CHOOSE_CATEGORY: { actions: 'chooseCategory' },
        NEXT: [
          { guard: 'hasCategory', target: 'sender', actions: 'clearIssues' },
          {
            actions: {
              type: 'setIssues',
              params: { issues: { category: PARCEL_KEYS.categoryRequired } },
            },
          },
        ],
      },
    },
    sender: {
      on: {
        SET_SENDER: { actions: 'setSender' },
        BACK: { target: 'category', actions: 'clearIssues' },
        NEXT: [
          { guard: 'senderComplete', target: 'checkingSender', actions: 'clearIssues' },
          {
            guard: 'senderPinMissing',
            actions: [
              {
                type: 'setIssues',
                params: ({ context }) => ({ issues: partyIssues(context.sender) }),
              },
              { type: 'notify', params: { kind: 'error', key: PARCEL_KEYS.locationMissing } },
            ],
          },
          {
            actions: {
              type: 'setIssues',
              params: ({ context }) => ({ issues: partyIssues(context.sender) }),
            },
          },
        ],
      },
    },
    checkingSender: {
      tags: 'busy',
      invoke: {
        id: 'checkZone',
        src: 'checkZone',
        input: ({ context }) => ({ lat: context.sender.lat!, lng: context.sender.lng! }),
        onDone: [
          {
            guard: { type: 'inZone', params: ({ event }) => event.output },
            target: 'receiver',
          },
          {
            target: 'sender',
            actions: [
              {
                type: 'setIssues',
                params: { issues: { address: PARCEL_KEYS.senderOutOfZone } },
              },
              { type: 'notify', params: { kind: 'error', key: PARCEL_KEYS.senderOutOfZone } },
            ],
          },
        ],
        onError: {
          target: 'sender',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    receiver: {
      on: {
        SET_RECEIVER: { actions: 'setReceiver' },
        BACK: { target: 'sender', actions: 'clearIssues' },
        NEXT: [
          { guard: 'receiverComplete', target: 'checkingReceiver', actions: 'clearIssues' },
          {
            guard: 'receiverPinMissing',
            actions: [
              {
                type: 'setIssues',
                params: ({ context }) => ({ issues: partyIssues(context.receiver) }),
              },
              { type: 'notify', params: { kind: 'error', key: PARCEL_KEYS.locationMissing } },
            ],
          },
          {
            actions: {
              type: 'setIssues',
              params: ({ context }) => ({ issues: partyIssues(context.receiver) }),
            },
          },
        ],
      },
    },
    checkingReceiver: {
      tags: 'busy',
      invoke: {
        id: 'checkZone',
        src: 'checkZone',
        input: ({ context }) => ({ lat: context.receiver.lat!, lng: context.receiver.lng! }),
        onDone: [
          {
            guard: { type: 'inZone', params: ({ event }) => event.output },
            target: 'details',
          },
          {
            target: 'receiver',
            actions: [
              {
                type: 'setIssues',
                params: { issues: { address: PARCEL_KEYS.receiverOutOfZone } },
              },
              { type: 'notify', params: { kind: 'error', key: PARCEL_KEYS.receiverOutOfZone } },
            ],
          },
        ],
        onError: {
          target: 'receiver',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    details: {
      on: {
        SET_DETAILS: { actions: 'setDetails' },
        BACK: { target: 'receiver', actions: 'clearIssues' },
        NEXT: [
          { guard: 'detailsComplete', target: 'instructions', actions: 'clearIssues' },
          {
            actions: {
              type: 'setIssues',
              params: ({ context }) => ({ issues: detailIssues(context) }),
            },
          },
        ],
      },
    },
    instructions: {
      on: {
        CHOOSE_INSTRUCTION: { actions: 'chooseInstruction' },
        SET_NOTE: { actions: 'setNote' },
        BACK: 'details',
        NEXT: 'payer',
      },
    },
    payer: {
      on: {
        CHOOSE_PAYER: { actions: 'choosePayer' },
        BACK: { target: 'instructions', actions: 'clearIssues' },
        NEXT: [
          { guard: 'hasPayer', target: 'payment', actions: 'clearIssues' },
          {
            actions: {
              type: 'setIssues',
              params: { issues: { payer: PARCEL_KEYS.payerRequired } },
            },
          },
        ],
      },
    },
    payment: {
      on: {
        CHOOSE_PAYMENT: { guard: 'methodAllowed', actions: 'choosePayment' },
        BACK: { target: 'payer', actions: 'clearIssues' },
        PLACE: [
          { guard: 'hasMethod', target: 'placing', actions: 'clearIssues' },
          {
            actions: [
              { type: 'setIssues', params: { issues: { payment: PARCEL_KEYS.selectMethod } } },
              { type: 'notify', params: { kind: 'error', key: PARCEL_KEYS.selectMethod } },
            ],
          },
        ],
      },
    },
    placing: {
      tags: 'busy',
      invoke: {
        id: 'placeParcel',
        src: 'placeParcel',
        input: ({ context }) => parcelRequestOf(context)!,
        onDone: {
          target: 'placed',
          actions: [
            { type: 'setPlaced', params: ({ event }) => ({ orderId: event.output.orderId }) },
            { type: 'parcelPlaced', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'payment',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => errorToast(context.error) },
          ],
        },
      },
    },
    placed: { type: 'final' },
  },
});

/** What `provideParcelMachine` needs. */
export interface ParcelMachineDeps {
  actors: ParcelActors;
  notifier: Notifier;
  t: Translate;
  /** The parcel is placed: show the success (or go to the gateway's page). */
  onPlaced: (placed: ParcelPlaced) => void;
}

/** The machine wired to adapters: the same machine for web and CLI. */
export function provideParcelMachine(deps: ParcelMachineDeps) {
  return parcelMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showToast(deps.notifier, deps.t, params),
      parcelPlaced: (_, params) => deps.onPlaced(params),
    },
  });
}

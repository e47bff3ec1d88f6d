/**
 * The model of `parcelMachine` that its model-based test walks (and that `storefront machines
 * paths parcel` can list): a category chosen or not, a sender and a receiver complete or without
 * a pin, pins in a zone or outside every zone (or the check failing), valid or missing details,
 * an instruction and a note, either payer, cash or a digital payment, and the server's answers to
 * the placement. BACK is walked from the details step (the others go back the same way; the unit
 * tests cover them).
 */
import { ApiError } from '../api/errors.js';
import { modelPaths } from './model-paths.js';
import {
  EMPTY_PARTY,
  parcelMachine,
  type ParcelEvent,
  type ParcelInput,
  type ParcelParty,
  type ParcelPlaced,
} from './parcel.machine.js';

const sender: ParcelParty = {
  name: 'Sara Haddad',
  phone: '+971501112233',
  address: 'Burj Khalifa, Downtown Dubai',
  lat: 25.1972,
  lng: 55.2744,
  road: '',
  house: '',
  floor: '',
};
const receiver: ParcelParty = {
  name: 'Omar Khalil',
  phone: '+971504445566',
  address: 'Dubai Marina Walk',
  lat: 25.0805,
  lng: 55.1403,
  road: 'Marina Walk',
  house: '12',
  floor: '3',
};

export const parcelFixtures = {
  sender,
  receiver,
  noPin: { ...receiver, lat: null, lng: null } satisfies ParcelParty,
  placed: { orderId: 100_123 } satisfies ParcelPlaced,
  refused: new ApiError(403, {
    errors: [{ code: 'receiver_details', message: 'We do not deliver there yet.' }],
  }),
  offline: new TypeError('Failed to fetch'),
} as const;

const f = parcelFixtures;

export type ParcelModelEvent =
  | ParcelEvent
  | { type: 'xstate.done.actor.checkZone'; output: { inZone: boolean } }
  | { type: 'xstate.error.actor.checkZone'; error: unknown }
  | { type: 'xstate.done.actor.placeParcel'; output: ParcelPlaced }
  | { type: 'xstate.error.actor.placeParcel'; error: unknown };

export const parcelModelEvents: ParcelModelEvent[] = [
  { type: 'CHOOSE_CATEGORY', categoryId: 2 },
  { type: 'SET_SENDER', party: f.sender },
  { type: 'SET_RECEIVER', party: f.noPin },
  { type: 'SET_RECEIVER', party: f.receiver },
  { type: 'SET_DETAILS', weight: '', dimension: null },
  { type: 'SET_DETAILS', weight: '2.5', dimension: 'small' },
  { type: 'CHOOSE_INSTRUCTION', instruction: 'Handle with care' },
  { type: 'SET_NOTE', note: 'Ring twice' },
  { type: 'CHOOSE_PAYER', payer: 'receiver' },
  { type: 'CHOOSE_PAYER', payer: 'sender' },
  { type: 'CHOOSE_PAYMENT', method: 'digital_payment' },
  { type: 'CHOOSE_PAYMENT', method: 'cash_on_delivery' },
  { type: 'NEXT' },
  { type: 'PLACE' },
  { type: 'xstate.done.actor.checkZone', output: { inZone: true } },
  { type: 'xstate.done.actor.checkZone', output: { inZone: false } },
  { type: 'xstate.error.actor.checkZone', error: f.offline },
  { type: 'xstate.done.actor.placeParcel', output: f.placed },
  { type: 'xstate.error.actor.placeParcel', error: f.refused },
];

/** BACK, walked in a model of its own (from every step; the context then stays small). */
export const parcelBackEvents: ParcelModelEvent[] = [
  { type: 'CHOOSE_CATEGORY', categoryId: 2 },
  { type: 'SET_RECEIVER', party: f.receiver },
  { type: 'SET_DETAILS', weight: '2.5', dimension: 'small' },
  { type: 'CHOOSE_PAYER', payer: 'sender' },
  { type: 'CHOOSE_PAYMENT', method: 'cash_on_delivery' },
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'xstate.done.actor.checkZone', output: { inZone: true } },
];

export const parcelModelInputs: ParcelInput[] = [
  { categoryId: null, sender: EMPTY_PARTY },
  { categoryId: 1, sender: f.sender },
];

export function parcelModelPaths(input: ParcelInput, events = parcelModelEvents) {
  return modelPaths(parcelMachine, {
    input,
    events: events as unknown as ParcelEvent[],
  });
}

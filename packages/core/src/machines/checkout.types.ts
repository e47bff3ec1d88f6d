/** The types of `checkoutMachine` (checkout.machine.ts): its input, context, events, actors' inputs and outputs, and view. */
import type {
  CheckoutAddress,
  CheckoutEvaluation,
  CheckoutPage,
  CheckoutSource,
  DeliveryInstruction,
  GuestContact,
  PaymentMethod,
  PlaceOrderBody,
  UnavailableItemNote,
} from '../domain/checkout.js';
import type { Coupon, CouponIssue } from '../domain/coupon.js';
import type { OrderType } from '../domain/delivery.js';
import type { PrescriptionFileFacts, PrescriptionIssue } from '../domain/prescription.js';
import type { RuleIssue } from '../domain/issue.js';
import type { LocalDateTime } from '../domain/schedule.js';
import type { UiError } from '../domain/ui-error.js';
import type { NotifyParams } from './effects.js';

export interface CheckoutInput {
  page: CheckoutPage;
  signedIn: boolean;
  source: CheckoutSource;
  at: LocalDateTime;
  address?: CheckoutAddress | null;
  contact?: GuestContact | null;
}

export interface CheckoutAttempt {
  /** The Idempotency-Key of this body. */
  key: string;
  body: PlaceOrderBody;
  /** The prescriptions sent with it (issue 12). */
  prescriptions: PrescriptionAttachment[];
}

/**
 * A prescription attached at checkout (issue 12): its facts as core's rule reads them, and an id
 * by which the adapter finds the file itself (a browser `File`, a path on disk).
 */
export interface PrescriptionAttachment extends PrescriptionFileFacts {
  id: string;
}

export interface CheckoutContext {
  page: CheckoutPage;
  signedIn: boolean;
  source: CheckoutSource;
  at: LocalDateTime;
  orderType: OrderType;
  address: CheckoutAddress | null;
  contact: GuestContact | null;
  coupon: Coupon | null;
  /** The code being applied (or applied). */
  couponCode: string;
  /** Why the last coupon was refused: core's rule … */
  couponIssue: CouponIssue | null;
  /** … or the server. */
  couponError: UiError | null;
  paymentMethod: PaymentMethod | null;
  dmTips: number;
  /** The scheduled time (store's time zone), or null: as soon as possible. */
  scheduleAt: LocalDateTime | null;
  unavailableItemNote: UnavailableItemNote | null;
  deliveryInstruction: DeliveryInstruction | null;
  /** Cutlery asked for (sent only while the store offers it). */
  cutlery: boolean;
  attempt: CheckoutAttempt | null;
  orderId: number | null;
  error: UiError | null;
  /** The delivery address is saved as it is ('Save this Address' ticked and done). */
  addressSaved: boolean;
  /** The prescriptions attached (a pharmacy order with an item that needs one; issue 12). */
  prescriptions: PrescriptionAttachment[];
}

export type CheckoutEvent =
  | { type: 'SET_ORDER_TYPE'; orderType: OrderType }
  | { type: 'SET_ADDRESS'; address: CheckoutAddress }
  | { type: 'SET_ADDRESS_DETAILS'; road?: string; house?: string; floor?: string }
  | { type: 'SET_CONTACT'; contact: GuestContact }
  | { type: 'SET_PAYMENT'; method: string }
  | { type: 'SET_TIPS'; amount: number }
  | { type: 'SET_SCHEDULE'; scheduleAt: LocalDateTime | null }
  | {
      type: 'SET_NOTES';
      unavailableItemNote?: UnavailableItemNote | null;
      deliveryInstruction?: DeliveryInstruction | null;
    }
  | { type: 'SET_CUTLERY'; cutlery: boolean }
  | { type: 'APPLY_COUPON'; code: string }
  | { type: 'REMOVE_COUPON' }
  | { type: 'SAVE_ADDRESS' }
  | { type: 'SET_NOW'; at: LocalDateTime }
  | { type: 'UPDATE_SOURCE'; source: CheckoutSource }
  | { type: 'SET_PRESCRIPTIONS'; files: PrescriptionAttachment[] }
  | { type: 'PLACE' }
  | { type: 'RETRY' }
  | { type: 'EDIT' };

export interface ApplyCouponInput {
  code: string;
  store_id: number;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  body: PlaceOrderBody;
  /** Sent as multipart `order_attachment[]` (issue 12); absent or empty: none. */
  prescriptions?: PrescriptionAttachment[];
}

/** What `saveAddress` saves: the checkout's delivery address (an id: update it). */
export interface SaveAddressInput {
  address: CheckoutAddress;
}

/** The saved address: its id (null when the server does not say), type and contact. */
export interface SaveAddressResult {
  id: number | null;
  address_type: string;
  contact_person_name?: string | null;
  contact_person_number?: string | null;
  /** The server's message ('Successfully added!'), toasted; null shows 'addresses.toast.saved'. */
  message: string | null;
}

/** The server's answer to `customer/order/place`. */
export interface PlaceOrderResult {
  order_id: number;
}

/** A toast: a translated key / server messages, or a rule's issue (formatted with money). */
export interface CheckoutNotifyParams extends NotifyParams {
  issue?: RuleIssue;
}

export interface CheckoutView extends Omit<CheckoutEvaluation, 'issues'> {
  /** Every reason the order cannot be placed: core's checkout, then the prescriptions. */
  issues: (CheckoutEvaluation['issues'][number] | PrescriptionIssue)[];
  /** The order needs a prescription: the upload shows (issue 12). */
  needsPrescription: boolean;
  orderTypes: OrderType[];
  paymentMethods: PaymentMethod[];
  /** The address section shows (delivery). */
  needsAddress: boolean;
  /** The guest contact card and form show (a guest). */
  needsContact: boolean;
  /** The tip picker shows (`dm_tips_status` on, delivery). */
  showTips: boolean;
  /** The 'Schedule' choice shows (the store takes scheduled orders). */
  showSchedule: boolean;
  /** The delivery instruction shows (delivery). */
  showDeliveryInstruction: boolean;
  /** The cutlery toggle shows (food module, the store offers cutlery). */
  showCutlery: boolean;
  /** Nothing stops the order. */
  canPlace: boolean;
  /** The place-order body of the current choices. */
  body: PlaceOrderBody;
}

/** The types of `checkoutMachine` (checkout.machine.ts): its input, context, events, actors' inputs and outputs, and view. */
import type {
  CheckoutAddress,
  CheckoutEvaluation,
  CheckoutPage,
  CheckoutSource,
  DeliveryInstruction,
  GuestContact,
  PlaceOrderBody,
  UnavailableItemNote,
} from '../domain/checkout.js';
import type { Coupon, CouponIssue } from '../domain/coupon.js';
import type { OrderType } from '../domain/delivery.js';
import type {
  PaymentConfig,
  PaymentIssue,
  PaymentOptions,
  PaymentSplit,
  PaymentZone,
} from '../domain/payment.js';
import type { PrescriptionFileFacts, PrescriptionIssue } from '../domain/prescription.js';
import type { RuleIssue } from '../domain/issue.js';
import type { LocalDateTime } from '../domain/schedule.js';
import type { UiError } from '../domain/ui-error.js';
import type { NotifyParams } from './effects.js';

/** An order's payment method on the wire (`payment_method`; reference §6.7). */
export type OrderPaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

/** The payment facts besides the cart's (`GET config` and the store's zone; domain/payment.ts). */
export interface CheckoutPaymentFacts {
  config: PaymentConfig;
  /** The store's zone's payment flags; null: no restriction. */
  zone: PaymentZone | null;
}

/** Where a digital payment starts from and comes back to. */
export interface CheckoutGatewayReturn {
  /** Where the browser returns after the gateway's page (the web app's callback route). */
  callback: string | null;
  /** `payment_platform`: web or cli. */
  platform: string;
}

export interface CheckoutInput {
  page: CheckoutPage;
  signedIn: boolean;
  source: CheckoutSource;
  at: LocalDateTime;
  address?: CheckoutAddress | null;
  contact?: GuestContact | null;
  /** The payment facts (default: cash on delivery only, as the source's config and zone say). */
  payment?: CheckoutPaymentFacts;
  /** The customer's wallet balance (absent: 0; a guest has none). */
  walletBalance?: number;
  /** Where a digital payment comes back (default: no callback, from the web). */
  gatewayReturn?: CheckoutGatewayReturn;
}

/** The place-order body with the payment's fields (`partial_payment`, the gateway, its return). */
export interface CheckoutPlaceBody extends PlaceOrderBody {
  /** 1: the wallet pays what it has and `payment_method` the rest. */
  partial_payment: 0 | 1;
  /** The gateway of a digital payment (or a partial payment's digital rest), else null. */
  payment_gateway: string | null;
  /** Where the browser returns after the gateway (digital only), else null. */
  callback: string | null;
  payment_platform: string | null;
}

export interface CheckoutAttempt {
  /** The Idempotency-Key of this body. */
  key: string;
  body: CheckoutPlaceBody;
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
  /**
   * The payment method chosen (`payment_method`), or null: none yet ('Please select a payment
   * method'). With `partialPayment`, the method of the rest (cash on delivery or digital).
   */
  paymentMethod: OrderPaymentMethod | null;
  /** The gateway of a digital payment (null: the first offered). */
  paymentGateway: string | null;
  /** The wallet pays part, `paymentMethod` the rest. */
  partialPayment: boolean;
  /** The customer's wallet balance (0 for a guest). */
  walletBalance: number;
  payment: CheckoutPaymentFacts;
  gatewayReturn: CheckoutGatewayReturn;
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
  /** A placed digital order's gateway page (the customer goes there to pay). */
  redirectLink: string | null;
  /** A placed digital order's payment. */
  paymentId: string | null;
}

export type CheckoutEvent =
  | { type: 'SET_ORDER_TYPE'; orderType: OrderType }
  | { type: 'SET_ADDRESS'; address: CheckoutAddress }
  | { type: 'SET_ADDRESS_DETAILS'; road?: string; house?: string; floor?: string }
  | { type: 'SET_CONTACT'; contact: GuestContact }
  /** A method (`payment_method`; with a partial payment, the rest's) and a digital gateway. */
  | { type: 'SET_PAYMENT'; method: string; gateway?: string | null }
  /** Pay part with the wallet (on), or not (off). */
  | { type: 'SET_PARTIAL'; partial: boolean }
  /** The wallet balance was read again. */
  | { type: 'SET_WALLET'; balance: number }
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
  body: CheckoutPlaceBody;
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

/** The server's answer to `customer/order/place` (a digital order: its payment and page). */
export interface PlaceOrderResult {
  order_id: number;
  payment_id?: string | null;
  redirect_link?: string | null;
}

/** A toast: a translated key / server messages, or a rule's issue (formatted with money). */
export interface CheckoutNotifyParams extends NotifyParams {
  issue?: RuleIssue;
}

/** The payment section: what is offered and what the choice does (domain/payment.ts). */
export interface CheckoutPaymentView {
  options: PaymentOptions;
  /** The wire methods offered, in order (cash on delivery, digital, wallet). */
  methods: OrderPaymentMethod[];
  /** The wallet balance shown (0 for a guest). */
  walletBalance: number;
  /** The wallet covers the whole total. */
  walletCovers: boolean;
  /** The partial payment choice shows: offered, and the wallet holds something but not enough. */
  showPartial: boolean;
  /** With a partial payment: what the wallet pays and the rest ('Wallet Balance', 'Remaining Balance'). */
  split: PaymentSplit | null;
  /** The methods the rest may be paid with (partial payment). */
  restMethods: OrderPaymentMethod[];
  /** The gateway the digital payment goes through (the one chosen, else the first), or null. */
  gateway: string | null;
  /** Why the choice cannot pay, or null. */
  issue: PaymentIssue | null;
  /** Placing goes on to the gateway's page. */
  viaGateway: boolean;
}

export interface CheckoutView extends Omit<CheckoutEvaluation, 'issues'> {
  /** Every reason the order cannot be placed: core's checkout, the payment, the prescriptions. */
  issues: (CheckoutEvaluation['issues'][number] | PaymentIssue | PrescriptionIssue)[];
  /** The order needs a prescription: the upload shows (issue 12). */
  needsPrescription: boolean;
  orderTypes: OrderType[];
  /** The wire methods offered (as `payment.methods`). */
  paymentMethods: OrderPaymentMethod[];
  payment: CheckoutPaymentView;
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
  body: CheckoutPlaceBody;
}

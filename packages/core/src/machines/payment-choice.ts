/**
 * The payment choice of a checkout (orders: `checkoutMachine`; trips: `tripBookingMachine`), read
 * with core's payment rules (domain/payment.ts): what is offered to this customer, what a choice
 * (a method, a digital gateway, paying with the wallet first) does with the total and the wallet
 * balance, and why it cannot pay. Both machines keep the same fields in their context and decide
 * with these reads; their views show `paymentChoiceView`.
 */
import {
  chosenGateway,
  orderPaymentSelection,
  paymentIssue,
  paymentOptions,
  paymentPlan,
  paymentSplit,
  walletCovers,
  type PaymentAmounts,
  type PaymentOptions,
  type PaymentSelection,
  type RestKind,
} from '../domain/payment.js';
import type {
  CheckoutPaymentFacts,
  CheckoutPaymentView,
  OrderPaymentMethod,
} from './checkout.types.js';

/** The payment fields a checkout's context keeps. */
export interface PaymentChoiceState {
  signedIn: boolean;
  payment: CheckoutPaymentFacts;
  /** The method chosen (with `partialPayment`, the rest's), or null: none yet. */
  paymentMethod: OrderPaymentMethod | null;
  /** The digital gateway chosen (null: the first offered). */
  paymentGateway: string | null;
  partialPayment: boolean;
  /** The customer's wallet balance (a guest's is not counted). */
  walletBalance: number;
}

/** The payment methods offered to this customer (cash, digital, wallet, partial). */
export function choiceOptions(state: Pick<PaymentChoiceState, 'payment' | 'signedIn'>) {
  return paymentOptions({
    config: state.payment.config,
    zone: state.payment.zone,
    guest: !state.signedIn,
  });
}

const REST_METHOD: Record<RestKind, OrderPaymentMethod> = {
  cash: 'cash_on_delivery',
  digital: 'digital_payment',
};

/** The wire methods of the options, in order. */
export function offeredPaymentMethods(options: PaymentOptions): OrderPaymentMethod[] {
  const methods: OrderPaymentMethod[] = [];
  if (options.cash) methods.push('cash_on_delivery');
  if (options.digital) methods.push('digital_payment');
  if (options.wallet) methods.push('wallet');
  return methods;
}

/** The choice as the payment rules read it. */
export function choiceSelection(state: PaymentChoiceState): PaymentSelection {
  return orderPaymentSelection({
    payment_method: state.paymentMethod,
    partial_payment: state.partialPayment ? 1 : 0,
    payment_gateway: state.paymentGateway,
  });
}

/** The payment amounts of a total: the wallet balance of a customer (a guest has none). */
export function choiceAmounts(
  state: Pick<PaymentChoiceState, 'signedIn' | 'walletBalance'>,
  total: number,
  digits: number,
): PaymentAmounts {
  return {
    total,
    walletBalance: state.signedIn ? Math.max(0, state.walletBalance) : 0,
    digits,
  };
}

/** The payment section of a total (see `CheckoutPaymentView`). */
export function paymentChoiceView(
  state: PaymentChoiceState,
  total: number,
  digits: number,
): CheckoutPaymentView {
  const options = choiceOptions(state);
  const selection = choiceSelection(state);
  const amounts = choiceAmounts(state, total, digits);
  const covers = walletCovers(amounts);
  const issue = paymentIssue(options, selection, amounts, { guest: !state.signedIn });
  const plan = issue == null ? paymentPlan(selection, amounts) : null;
  const gateway =
    selection.kind === 'digital' || selection.rest === 'digital'
      ? (chosenGateway(options, state.paymentGateway)?.gateway ?? null)
      : null;
  return {
    options,
    methods: offeredPaymentMethods(options),
    walletBalance: amounts.walletBalance,
    walletCovers: covers,
    showPartial: options.partial && amounts.walletBalance > 0 && !covers,
    split: state.partialPayment ? paymentSplit(amounts) : null,
    restMethods: options.partialRest.map((k) => REST_METHOD[k]),
    gateway,
    issue,
    viaGateway: plan != null && plan.gatewayAmount > 0,
  };
}

/**
 * Whether `method` (with `gateway`) is offered: as a whole payment, or, with a partial payment,
 * as the rest's method; a gateway only for a digital one, and one offered.
 */
export function isOfferedChoice(
  state: PaymentChoiceState,
  method: string,
  gateway?: string | null,
): boolean {
  const options = choiceOptions(state);
  const methods: readonly string[] = state.partialPayment
    ? options.partialRest.map((k) => REST_METHOD[k])
    : offeredPaymentMethods(options);
  if (!methods.includes(method)) return false;
  if (gateway == null || gateway === '') return true;
  return method === 'digital_payment' && options.gateways.some((g) => g.gateway === gateway);
}

/**
 * Whether paying with the wallet first may start: offered, and the wallet holds something but not
 * the whole total.
 */
export function canStartPartial(state: PaymentChoiceState, total: number, digits: number) {
  if (state.partialPayment || !choiceOptions(state).partial) return false;
  const amounts = choiceAmounts(state, total, digits);
  return amounts.walletBalance > 0 && !walletCovers(amounts);
}

/** The choice after SET_PAYMENT: the method, and the gateway of a digital one. */
export function chosenPayment(method: string, gateway: string | null | undefined) {
  return {
    paymentMethod: method as OrderPaymentMethod,
    paymentGateway: method === 'digital_payment' ? (gateway ?? null) : null,
  };
}

/**
 * The choice after SET_PARTIAL: on, the rest is to be chosen ('* Please select an option to pay
 * the rest of the amount'); off, the rest stays the method.
 */
export function partialChoice(partial: boolean) {
  return partial
    ? { partialPayment: true, paymentMethod: null, paymentGateway: null }
    : { partialPayment: false };
}

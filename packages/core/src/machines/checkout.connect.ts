/**
 * What a UI reads from `checkoutMachine`'s context (`checkoutView`: everything the page shows),
 * derived with the domain rules; the machine decides with the same reads.
 *
 * The payment (domain/payment.ts, as the server's `order/place` checks it): checkout's own rules
 * judge cash on delivery (offered, the cash-on-delivery limit, for a partial payment's cash rest
 * too); core's payment rules judge the choice ('Please select a payment method', 'Your wallet
 * balance is insufficient for payment.', '* Please select an option to pay the rest of the
 * amount', ...) on the order's total and the customer's wallet balance.
 */
import {
  allowedOrderTypes,
  evaluateCheckout,
  offersCutlery,
  offersSchedule,
  placeOrderBody,
  type CheckoutChoices,
} from '../domain/checkout.js';
import { couponIssue, type Coupon, type CouponIssue } from '../domain/coupon.js';
import { decimalDigits } from '../domain/money.js';
import type { PaymentAmounts, PaymentOptions } from '../domain/payment.js';
import { prescriptionIssues, requiresPrescription } from '../domain/prescription.js';
import type {
  CheckoutContext,
  CheckoutPaymentFacts,
  CheckoutPaymentView,
  CheckoutPlaceBody,
  CheckoutView,
} from './checkout.types.js';
import { choiceAmounts, choiceOptions, paymentChoiceView } from './payment-choice.js';

export { offeredPaymentMethods } from './payment-choice.js';

const on = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** The payment facts of a source alone: its config's and zone's cash on delivery. */
export function sourcePaymentFacts(
  source: Pick<CheckoutContext['source'], 'config' | 'zone'>,
): CheckoutPaymentFacts {
  return {
    config: { cash_on_delivery: source.config.cash_on_delivery ?? null },
    zone: { cash_on_delivery: source.zone.cash_on_delivery ?? null },
  };
}

/** The payment methods offered to this customer (cash, digital, wallet). */
export function checkoutPaymentOptions(
  context: Pick<CheckoutContext, 'payment' | 'signedIn'>,
): PaymentOptions {
  return choiceOptions(context);
}

/** The payment amounts of a total: the wallet balance of a customer (a guest has none). */
export function checkoutPaymentAmounts(context: CheckoutContext, total: number): PaymentAmounts {
  return choiceAmounts(context, total, decimalDigits(context.source.config));
}

/** The payment section of a total (see `CheckoutPaymentView`). */
export function checkoutPaymentView(context: CheckoutContext, total: number): CheckoutPaymentView {
  return paymentChoiceView(context, total, decimalDigits(context.source.config));
}

/** Whether cash is left to pay on delivery: cash on delivery, or a partial payment's cash rest. */
const paysCash = (context: CheckoutContext) => context.paymentMethod === 'cash_on_delivery';

/** The customer's choices, as the rules read them. */
export function checkoutChoices(context: CheckoutContext): CheckoutChoices {
  return {
    orderType: context.orderType,
    // Checkout's own payment check covers cash; core's payment rules judge the others.
    paymentMethod: paysCash(context) ? 'cash_on_delivery' : context.paymentMethod,
    address: context.address,
    contact: context.signedIn ? null : context.contact,
    coupon: context.coupon,
    dmTips: context.dmTips,
    scheduleAt: context.scheduleAt,
    unavailableItemNote: context.unavailableItemNote,
    deliveryInstruction: context.deliveryInstruction,
    cutlery: context.cutlery,
  };
}

/** Everything the checkout page shows, derived from the context (see the notes). */
export function checkoutView(context: CheckoutContext): CheckoutView {
  const { source } = context;
  const choices = checkoutChoices(context);
  const evaluation = evaluateCheckout(source, choices, {
    guest: !context.signedIn,
    at: context.at,
  });
  // A pharmacy order with an item that needs a prescription needs one uploaded (issue 12).
  const needsPrescription = requiresPrescription(
    source.moduleType,
    source.lines.map((l) => l.item),
  );
  const payment = checkoutPaymentView(context, evaluation.totals.total);
  const cash = paysCash(context);
  const issues = [
    // as the server: checkout's payment check judges cash only, the payment rules the rest
    ...evaluation.issues.filter((i) => cash || i.code !== 'payment_method'),
    ...(payment.issue == null ? [] : [payment.issue]),
    ...prescriptionIssues(context.prescriptions ?? [], { required: needsPrescription }),
  ];
  return {
    ...evaluation,
    issues,
    needsPrescription,
    orderTypes: allowedOrderTypes(source.config, source.store),
    paymentMethods: payment.methods,
    payment,
    needsAddress: context.orderType === 'delivery',
    needsContact: !context.signedIn,
    showTips: context.orderType === 'delivery' && on(source.config.dm_tips_status),
    showSchedule: offersSchedule(source.store),
    showDeliveryInstruction: context.orderType === 'delivery',
    showCutlery: offersCutlery(source),
    canPlace: issues.length === 0,
    body: checkoutPlaceBody(context, choices, evaluation.totals, payment),
  };
}

/** The place-order body: checkout's, with the payment's fields. */
function checkoutPlaceBody(
  context: CheckoutContext,
  choices: CheckoutChoices,
  totals: CheckoutView['totals'],
  payment: CheckoutPaymentView,
): CheckoutPlaceBody {
  const body = placeOrderBody(context.source, choices, context.page, totals);
  return {
    ...body,
    payment_method: context.paymentMethod ?? '',
    partial_payment: context.partialPayment ? 1 : 0,
    payment_gateway: payment.gateway,
    callback: payment.viaGateway ? context.gatewayReturn.callback : null,
    payment_platform: payment.viaGateway ? context.gatewayReturn.platform : null,
  };
}

/** Why core's rule refuses a coupon the server returned, for this cart, or null. */
export function localCouponIssue(context: CheckoutContext, coupon: Coupon): CouponIssue | null {
  const totals = checkoutView(context).totals;
  return couponIssue(coupon, {
    today: context.at.date,
    moduleId: context.source.moduleId,
    storeId: context.source.store.id,
    storeZoneId: context.source.store.zone_id,
    base: totals.subtotal,
    ...(context.signedIn ? {} : { customer: { kind: 'guest' as const } }),
  });
}

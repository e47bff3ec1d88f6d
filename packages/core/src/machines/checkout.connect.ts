/**
 * What a UI reads from `checkoutMachine`'s context (`checkoutView`: everything the page shows),
 * derived with the domain rules; the machine decides with the same reads.
 */
import {
  allowedOrderTypes,
  allowedPaymentMethods,
  evaluateCheckout,
  offersCutlery,
  offersSchedule,
  placeOrderBody,
  type CheckoutChoices,
} from '../domain/checkout.js';
import { couponIssue, type Coupon, type CouponIssue } from '../domain/coupon.js';
import { prescriptionIssues, requiresPrescription } from '../domain/prescription.js';
import type { CheckoutContext, CheckoutView } from './checkout.types.js';

const on = (v: unknown): boolean => v === true || v === 1 || v === '1';

/** The customer's choices, as the rules read them. */
export function checkoutChoices(context: CheckoutContext): CheckoutChoices {
  return {
    orderType: context.orderType,
    paymentMethod: context.paymentMethod,
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
  const issues = [
    ...evaluation.issues,
    ...prescriptionIssues(context.prescriptions ?? [], { required: needsPrescription }),
  ];
  return {
    ...evaluation,
    issues,
    needsPrescription,
    orderTypes: allowedOrderTypes(source.config, source.store),
    paymentMethods: allowedPaymentMethods(source.config, source.zone),
    needsAddress: context.orderType === 'delivery',
    needsContact: !context.signedIn,
    showTips: context.orderType === 'delivery' && on(source.config.dm_tips_status),
    showSchedule: offersSchedule(source.store),
    showDeliveryInstruction: context.orderType === 'delivery',
    showCutlery: offersCutlery(source),
    canPlace: issues.length === 0,
    body: placeOrderBody(source, choices, context.page, evaluation.totals),
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

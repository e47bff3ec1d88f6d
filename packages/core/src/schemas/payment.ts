/**
 * Request schemas of the payment and cancellation operations (issue 12; reference §1.3):
 * `PUT customer/order/payment-method`, `GET customer/order/cancellation-reasons`. The order
 * placement's payment fields are in ordering.ts (`placeOrderRequest`), the trip payment's in
 * rental-user.ts (`tripPaymentRequest`).
 */
import * as v from 'valibot';
import { attributeName as attribute } from './validate.js';
import { BODY_MESSAGE, field, idField, textField } from './fields.js';
import { pageLimit, pageOffset } from './catalogue.js';
import { MAX_GUEST_ID_LENGTH } from './ordering.js';

/** The methods an order waiting for its digital payment may switch to. */
export const SWITCH_PAYMENT_METHODS = ['cash_on_delivery', 'wallet'] as const;

/**
 * `PUT customer/order/payment-method`: the order, the method to switch to (cash on delivery when
 * absent, as the v1 API always switches to it) and the guest.
 */
export const orderPaymentMethodRequest = v.object(
  {
    order_id: idField('order_id'),
    payment_method: field<string>(
      'payment_method',
      (raw) =>
        typeof raw === 'string' &&
        (SWITCH_PAYMENT_METHODS as readonly string[]).includes(raw.trim())
          ? { value: raw.trim() }
          : { error: `The selected ${attribute('payment_method')} is invalid.` },
      { fallback: 'cash_on_delivery' },
    ),
    guest_id: textField('guest_id', MAX_GUEST_ID_LENGTH),
  },
  BODY_MESSAGE,
);

/** Who a cancellation reason is for (`order_cancel_reasons.user_type`). */
export const CANCEL_REASON_TYPES = ['customer', 'store', 'deliveryman', 'admin'] as const;

/** `GET customer/order/cancellation-reasons`: a page of the reasons, of one `type` when given. */
export const cancellationReasonsQuery = v.object({
  limit: pageLimit(),
  offset: pageOffset,
  type: field<(typeof CANCEL_REASON_TYPES)[number] | null>(
    'type',
    (raw) =>
      typeof raw === 'string' && (CANCEL_REASON_TYPES as readonly string[]).includes(raw.trim())
        ? { value: raw.trim() as (typeof CANCEL_REASON_TYPES)[number] }
        : { error: `The selected ${attribute('type')} is invalid.` },
    { fallback: null },
  ),
});

export type OrderPaymentMethodRequest = v.InferOutput<typeof orderPaymentMethodRequest>;

/**
 * A payment the browser left for the gateway's page, remembered in this tab (sessionStorage) for
 * the way back: what it pays for (a new order's id is not known when its callback is sent, so the
 * callback names only the kind) and a guest's phone for the confirmation.
 */
import type { PaymentSubject } from '@storefront/core/machines/payment-return.types';

const KEY = 'pendingPayment';

export interface PendingPayment extends PaymentSubject {
  /** The payment the gateway was opened for (the callback's `payment_id`). */
  paymentId: string | null;
  /** The contact phone of the order (a guest tracks it with the id and this phone). */
  phone: string | null;
}

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPayment(pending: PendingPayment): void {
  try {
    store()?.setItem(KEY, JSON.stringify(pending));
  } catch {
    // a full or blocked storage: the way back then names no order
  }
}

/**
 * The payment remembered for the callback's `payment_id` (any remembered one of the same kind
 * when the callback carries no id), or null.
 */
export function rememberedPayment(
  paymentId: string | null,
  kind: PaymentSubject['kind'] | null,
): PendingPayment | null {
  try {
    const raw = store()?.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Partial<PendingPayment>;
    if (
      (pending.kind !== 'order' && pending.kind !== 'trip') ||
      typeof pending.id !== 'number' ||
      (kind != null && pending.kind !== kind)
    ) {
      return null;
    }
    if (paymentId != null && pending.paymentId != null && pending.paymentId !== paymentId) {
      return null;
    }
    return {
      kind: pending.kind,
      id: pending.id,
      paymentId: pending.paymentId ?? null,
      phone: typeof pending.phone === 'string' ? pending.phone : null,
    };
  } catch {
    return null;
  }
}

/** Leaves for the gateway's page, remembering the payment for the way back. */
export function goToGateway(link: string, pending: PendingPayment): void {
  rememberPayment(pending);
  window.location.assign(link);
}

/**
 * The signed-in customer's `customer/info` on its own (the header's avatar needs only this, not
 * the auth calls of account.ts).
 */
import { unwrap, type Signal } from './calls.js';
import type { ApiClient } from './client.js';
import type { components } from './schema.gen.js';

export type CustomerInfo = components['schemas']['CustomerInfo'];

/** The signed-in customer's `customer/info` (401 without a valid token). */
export function getCustomerInfo(api: ApiClient, signal?: Signal): Promise<CustomerInfo> {
  return unwrap(api.GET('/customer/info', { signal }));
}

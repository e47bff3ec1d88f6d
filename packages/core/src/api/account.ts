/**
 * The customer's account over the typed client: the auth machines' calls (`AuthCall`, sent to
 * the operation `AUTH_ENDPOINTS` names) and the signed-in customer (`GET customer/info`). The
 * web app's actors and the CLI's send them with these same functions.
 */
import { AUTH_ENDPOINTS, type AuthCall } from '../domain/auth.js';
import { unwrap, type Signal } from './calls.js';
import type { ApiClient } from './client.js';
import { getCustomerInfo, type CustomerInfo } from './customer-info.js';
import { sendProfileUpdate } from './profile.js';

/** `GET customer/info` as the server answers it. */
export { getCustomerInfo, type CustomerInfo };

/** Sends one of the machines' auth calls (`AUTH_ENDPOINTS` gives its method and path). */
export async function sendAuthCall(
  api: ApiClient,
  call: AuthCall,
  signal?: Signal,
): Promise<unknown> {
  // A profile update is a multipart form (its photo), not a JSON body.
  if (call.op === 'update-profile') return sendProfileUpdate(api, call.body, signal);
  const { method, path } = AUTH_ENDPOINTS[call.op];
  // The body types are the machines' (core's domain types of the same contract operations).
  const body = call.body as never;
  if (method === 'PUT') return unwrap(api.PUT('/auth/reset-password', { body, signal }));
  // Every POST operation of AUTH_ENDPOINTS is in the contract; the path is chosen at run time.
  return unwrap(api.POST(path as '/auth/login', { body, signal }));
}

/** The signed-in customer, as the UI shows them. */
export interface Customer {
  id: number;
  /** First and last name joined ('' when the account has none yet). */
  name: string;
  phone: string | null;
  email: string | null;
  image: string | null;
  isPhoneVerified: boolean;
  orderCount: number;
  memberSinceDays: number;
}

/** The summary of a `customer/info` answer. */
export function toCustomer(info: CustomerInfo): Customer {
  return {
    id: info.id,
    name: [info.f_name, info.l_name].filter((s) => s != null && s.trim() !== '').join(' '),
    phone: info.phone,
    email: info.email,
    image: info.image_full_url ?? null,
    isPhoneVerified: info.is_phone_verified === 1,
    orderCount: info.order_count,
    memberSinceDays: info.member_since_days,
  };
}

/** The signed-in customer (GET customer/info). */
export async function getCustomer(api: ApiClient, signal?: Signal): Promise<Customer> {
  return toCustomer(await getCustomerInfo(api, signal));
}

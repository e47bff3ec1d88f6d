import { getCustomerInfo, type CustomerInfo } from '@storefront/core/api/customer-info';
import { unwrap } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import { isSignedIn } from '@storefront/core/domain/session';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CUSTOMER_INFO_KEY } from './customer-key.js';

export type { CustomerInfo };
// The order and coupon lists are in order-queries.ts (with the ordering calls they need).
export { CUSTOMER_INFO_KEY, CUSTOMER_KEY, forgetCustomer } from './customer-key.js';

/** GET customer/info, the one query of the signed-in customer (fetched again after sign-in). */
export function customerInfoQuery() {
  return {
    queryKey: CUSTOMER_INFO_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CustomerInfo> =>
      getCustomerInfo(api, signal),
  };
}

/**
 * The signed-in customer: the header's avatar, the profile pages, the new-address form's
 * prefilled name and phone.
 */
export function useCustomerInfo() {
  const session = useSession();
  return useQuery({
    ...customerInfoQuery(),
    enabled: isSignedIn(session),
    staleTime: 60_000,
    // A 401 ends the session (the client's onSessionExpired); retrying would only repeat it.
    retry: false,
  });
}

/**
 * POST customer/update-interest (`interest`: category ids): the customer's interests, replacing
 * the stored list.
 */
export function updateInterest(
  client: ApiClient,
  interest: number[],
): Promise<{ message: string }> {
  return unwrap(client.POST('/customer/update-interest', { body: { interest } }));
}

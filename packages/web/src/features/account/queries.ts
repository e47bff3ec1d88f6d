import { getCustomerInfo, type CustomerInfo } from '@storefront/core/api/account';
import { unwrap } from '@storefront/core/api/calls';
import type { ApiClient } from '@storefront/core/api/client';
import { listCoupons, listOrders, type OrderListKind } from '@storefront/core/api/ordering';
import { isSignedIn } from '@storefront/core/domain/session';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';

export type { CustomerInfo };

/**
 * The signed-in customer's data. Every key starts with `customer`, so that signing out (or an
 * expired session) forgets all of it at once (`forgetCustomer`).
 */
export const CUSTOMER_KEY = 'customer';
export const CUSTOMER_INFO_KEY = [CUSTOMER_KEY, 'info'] as const;

/** Orders per page in the profile's lists. */
export const ORDERS_PAGE_SIZE = 10;

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

/** The customer's running or finished orders of the stored module, page by page. */
export function useCustomerOrders(kind: OrderListKind) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [CUSTOMER_KEY, 'orders', kind, session.module?.id ?? null, session.language],
    queryFn: ({ pageParam, signal }) =>
      listOrders(api, kind, { limit: ORDERS_PAGE_SIZE, offset: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.offset * last.limit < last.total_size ? last.offset + 1 : undefined,
    enabled: isSignedIn(session),
    retry: false,
  });
}

/** The coupons this customer can use in the stored module and zones (GET coupon/list). */
export function useCustomerCoupons() {
  const session = useSession();
  return useQuery({
    queryKey: [
      CUSTOMER_KEY,
      'coupons',
      session.module?.id ?? null,
      session.zoneId,
      session.language,
    ],
    queryFn: ({ signal }) => listCoupons(api, { signal }),
    enabled: isSignedIn(session),
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

/** Forgets every query of the signed-in customer (after a logout or an expired session). */
export function forgetCustomer(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [CUSTOMER_KEY] });
}

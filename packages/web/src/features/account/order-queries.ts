import { listCoupons, listOrders, type OrderListKind } from '@storefront/core/api/ordering';
import { isSignedIn } from '@storefront/core/domain/session';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CUSTOMER_KEY } from './customer-key.js';

// The profile's order and coupon lists, apart from the customer's info (the header's avatar
// needs that one at first paint, without the ordering calls).

/** Orders per page in the profile's lists. */
export const ORDERS_PAGE_SIZE = 10;

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

import { orderingOwner, trackOrder } from '@storefront/core/api/ordering';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { readCurrentSession, useSession } from '../../app/session.js';
import { keepsRefreshing } from './steps.js';

export { keepsRefreshing };

/** While an order is moving, tracking refreshes this often. */
export const TRACK_REFRESH_MS = 5_000;

/**
 * An order with its status timestamps (`customer/order/track`): the owner's by id (this guest's
 * or customer's), or anyone's with its contact number. Refetched every 5 s while the order is
 * moving, and no more once it is delivered (or canceled, failed…).
 */
export function useTrackedOrder(orderId: number | null, phone: string | null) {
  const session = useSession();
  const owner = orderingOwner(session);
  return useQuery({
    queryKey: ['order-track', orderId, phone ?? '', owner.guestId ?? 'customer', session.language],
    queryFn: ({ signal }) =>
      trackOrder(api, orderId ?? 0, {
        ...orderingOwner(readCurrentSession()),
        contactNumber: phone,
        signal,
      }),
    enabled: orderId != null,
    retry: false,
    refetchInterval: (query) => (keepsRefreshing(query.state.data) ? TRACK_REFRESH_MS : false),
    refetchIntervalInBackground: false,
  });
}

import { getOrderDetails, orderingOwner, trackOrder } from '@storefront/core/api/ordering';
import { getPrescriptionFile, listOrderPrescriptions } from '@storefront/core/api/order-extras';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_KEY } from '../account/customer-key.js';
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
    queryKey: [
      ORDER_TRACK_KEY,
      orderId,
      phone ?? '',
      owner.guestId ?? 'customer',
      session.language,
    ],
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

/** The lines of one of the owner's orders (`customer/order/details`: 404 for anyone else). */
export function useOrderLines(orderId: number | null) {
  const session = useSession();
  const owner = orderingOwner(session);
  return useQuery({
    queryKey: [ORDER_LINES_KEY, orderId, owner.guestId ?? 'customer', session.language],
    queryFn: ({ signal }) =>
      getOrderDetails(api, orderId ?? 0, { ...orderingOwner(readCurrentSession()), signal }),
    enabled: orderId != null,
    retry: false,
  });
}

/** The prescriptions of one of the owner's orders (issue 12). */
export function useOrderPrescriptions(orderId: number, enabled: boolean) {
  const session = useSession();
  const owner = orderingOwner(session);
  return useQuery({
    queryKey: [ORDER_PRESCRIPTIONS_KEY, orderId, owner.guestId ?? 'customer'],
    queryFn: ({ signal }) =>
      listOrderPrescriptions(api, orderId, { ...orderingOwner(readCurrentSession()), signal }),
    enabled,
    retry: false,
  });
}

/**
 * One prescription file as a link of this page (`blob:`): the file is asked with the owner's
 * token or guest id, never by a public link; the link is let go when the page no longer needs it.
 */
export function usePrescriptionUrl(id: number) {
  const query = useQuery({
    queryKey: [ORDER_PRESCRIPTIONS_KEY, 'file', id],
    queryFn: async ({ signal }) => {
      const blob = (await getPrescriptionFile(api, id, {
        ...orderingOwner(readCurrentSession()),
        signal,
      })) as Blob;
      return URL.createObjectURL(blob);
    },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
  });
  return query;
}

export const ORDER_TRACK_KEY = 'order-track';
export const ORDER_LINES_KEY = 'order-lines';
export const ORDER_PRESCRIPTIONS_KEY = 'order-prescriptions';

/** After a cancel or a review: the order, its lines and the order lists are read again. */
export function refreshOrder(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [ORDER_TRACK_KEY] }),
    queryClient.invalidateQueries({ queryKey: [ORDER_LINES_KEY] }),
    queryClient.invalidateQueries({ queryKey: [CUSTOMER_KEY, 'orders'] }),
  ]);
}

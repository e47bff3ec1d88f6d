import {
  ADDRESS_PAGE_LIMIT,
  listAddresses,
  type SavedAddress,
} from '@storefront/core/api/addresses';
import { isSignedIn, type Session } from '@storefront/core/domain/session';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { CUSTOMER_INFO_KEY, type CustomerInfo } from '../account/queries.js';

export const ADDRESSES_KEY = 'addresses';

/** Per customer: a new sign-in (a new token) never sees the previous customer's list. */
export const addressesKey = (session: Pick<Session, 'token'>) => [ADDRESSES_KEY, session.token];

/**
 * The signed-in customer's saved addresses (the largest page the server gives), newest first.
 * Refetched whenever a list opens (spec §4 'Saved list is refetched on open'): callers pass
 * `refetchOnMount: 'always'` through `useSavedAddresses({ fresh: true })`.
 */
export function useSavedAddresses({ fresh = false }: { fresh?: boolean } = {}) {
  const session = useSession();
  return useQuery({
    queryKey: addressesKey(session),
    queryFn: async ({ signal }): Promise<SavedAddress[]> =>
      (await listAddresses(api, { limit: ADDRESS_PAGE_LIMIT, signal })).addresses,
    enabled: isSignedIn(session),
    staleTime: 30_000,
    refetchOnMount: fresh ? 'always' : true,
  });
}

/** Refetches the saved lists (after a save). */
export function refreshAddresses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [ADDRESSES_KEY] });
}

/** The saved addresses already loaded for this session (no request). */
export function cachedAddresses(queryClient: QueryClient, session: Pick<Session, 'token'>) {
  return queryClient.getQueryData<SavedAddress[]>(addressesKey(session)) ?? [];
}

/** The customer already loaded for this session (no request), or null. */
export function cachedCustomer(queryClient: QueryClient): CustomerInfo | null {
  return queryClient.getQueryData<CustomerInfo>(CUSTOMER_INFO_KEY) ?? null;
}

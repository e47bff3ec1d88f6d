import {
  getLoyaltyTransactions,
  getWalletBonuses,
  getWalletTransactions,
} from '@storefront/core/api/wallet';
import { isSignedIn } from '@storefront/core/domain/session';
import type { WalletFilter } from '@storefront/core/domain/wallet';
import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../app/api.js';
import { useSession } from '../../../app/session.js';
import { CUSTOMER_INFO_KEY, CUSTOMER_KEY } from '../customer-key.js';

// The wallet and loyalty queries of the signed-in customer: under `customer`, so that a logout
// forgets them with the rest.

const WALLET_KEY = [CUSTOMER_KEY, 'wallet'] as const;
const LOYALTY_KEY = [CUSTOMER_KEY, 'loyalty'] as const;

/** The next page of a `{total_size, limit, offset}` page, if any. */
const nextPage = (last: { total_size: number; limit: number; offset: number }) =>
  last.offset * last.limit < last.total_size ? last.offset + 1 : undefined;

/** The wallet history, of one filter or all, page by page. */
export function useWalletHistory(type: WalletFilter | null) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...WALLET_KEY, 'history', type],
    queryFn: ({ pageParam, signal }) =>
      getWalletTransactions(api, { offset: pageParam, type }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: isSignedIn(session),
    retry: false,
  });
}

/** The loyalty-point history, page by page. */
export function useLoyaltyHistory() {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...LOYALTY_KEY, 'history'],
    queryFn: ({ pageParam, signal }) => getLoyaltyTransactions(api, { offset: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: isSignedIn(session),
    retry: false,
  });
}

/** The top-up bonuses running today, in the page's language. */
export function useWalletBonuses(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: [...WALLET_KEY, 'bonuses', session.language],
    queryFn: ({ signal }) => getWalletBonuses(api, signal),
    enabled: enabled && isSignedIn(session),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** After money moved: the balances (customer info) and both histories are read again. */
export function refreshBalances(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_KEY }),
    queryClient.invalidateQueries({ queryKey: [...WALLET_KEY, 'history'] }),
    queryClient.invalidateQueries({ queryKey: [...LOYALTY_KEY, 'history'] }),
  ]);
}

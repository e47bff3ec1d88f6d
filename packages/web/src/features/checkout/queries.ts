import { unwrap } from '@storefront/core/api/calls';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';

/** `GET most-tips`: the tip customers give most often (null when nobody has tipped yet). */
export function useMostTips() {
  return useQuery({
    queryKey: ['most-tips'],
    queryFn: async ({ signal }): Promise<number | null> =>
      (await unwrap(api.GET('/most-tips', { signal }))).most_tips_amount ?? null,
    staleTime: 10 * 60_000,
  });
}

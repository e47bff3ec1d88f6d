import { getBasicCampaignDetails } from '@storefront/core/api/v1-more';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { CACHE } from '../catalogue/cache.js';
import { useScope } from '../catalogue/queries.js';

/** A running basic campaign with its stores of the visitor's zones (issue 14). */
export function useCampaignDetails(id: number) {
  const scope = useScope();
  return useQuery({
    queryKey: ['campaigns', 'basic', id, ...scope.key],
    queryFn: ({ signal }) => getBasicCampaignDetails(api, id, { ...scope.options, signal }),
    staleTime: CACHE.listsStaleMs,
    enabled: id > 0 && scope.hasZone,
    retry: false,
  });
}

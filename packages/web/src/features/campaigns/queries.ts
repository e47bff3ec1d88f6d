import { FIRST_PAGE, nextOffset } from '@storefront/core/api/catalogue';
import {
  getBasicCampaignDetails,
  listOfferStores,
  type OfferStoreKind,
} from '@storefront/core/api/v1-more';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
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

/**
 * A page by page list of the discounted, recommended or top-offer stores (issue 14). Top offers
 * near me are ordered by distance from the stored point: the call sends it and the key holds it,
 * so choosing another place in the same zone reorders them.
 */
export function useOfferStorePages(kind: OfferStoreKind) {
  const scope = useScope();
  const { currentLatLng } = useSession();
  const origin = kind === 'top-offer-near-me' ? currentLatLng : null;
  return useInfiniteQuery({
    queryKey: ['stores', 'offer', kind, 'pages', ...scope.key, origin?.lat, origin?.lng],
    queryFn: ({ signal, pageParam }) =>
      listOfferStores(api, kind, { ...scope.options, origin, offset: pageParam, signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => nextOffset(last.offset, last.stores),
    staleTime: CACHE.listsStaleMs,
    enabled: scope.hasZone,
  });
}

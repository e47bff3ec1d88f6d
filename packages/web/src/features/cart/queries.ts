import {
  cartLinesOf,
  getCart,
  orderingActors,
  orderingOwner,
  storeDiscountTermsOf,
  type Cart,
} from '@storefront/core/api/ordering';
import { cartScope, cartScopeKey, cartTotals, type CartScope } from '@storefront/core/domain/cart';
import { freeDeliveryProgress } from '@storefront/core/domain/delivery';
import { minimumOrderShortfall } from '@storefront/core/domain/minimum-order';
import { decimalDigits, toAmount } from '@storefront/core/domain/money';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api.js';
import { useConfig } from '../../app/queries.js';
import { readCurrentSession } from '../../app/session.js';
import { useStoreDetails } from '../catalogue/queries.js';
import { useCartScope } from './scope.js';

export { hasCart, useCartScope } from './scope.js';

/**
 * The cart through react-query: one query per cart scope (core's `cartScopeKey`: kind, module,
 * owner), so a module switch or a new owner refetches (spec §4 'Cart refetch'). Every cart call
 * answers with the whole cart, which replaces the query's data: the badge, the drawer and
 * checkout read this one query and price it with core's rules.
 */

/** The cart scope of the session now (outside React: the actors read it per call). */
export function currentCartScope() {
  const session = readCurrentSession();
  return cartScope({ module: session.module, token: session.token, guestId: session.guestId });
}

/** A cart scope's query (the checkout's, prefetched before its first render: critical.ts). */
export const cartQuery = (scope: CartScope) =>
  queryOptions({
    queryKey: cartScopeKey(scope),
    queryFn: ({ signal }): Promise<Cart> =>
      getCart(api, {
        ...orderingOwner(readCurrentSession()),
        moduleId: scope.moduleId,
        signal,
      }),
    staleTime: 30_000,
  });

export function useCart() {
  const { enabled, scope } = useCartScope();
  return useQuery({ ...cartQuery(scope), enabled });
}

/**
 * The cart as the drawer and the badge show it: its lines priced with core's `cartTotals` (with
 * the running store discount's terms of the cart's store) and the free-delivery progress.
 */
export function useCartView() {
  const cart = useCart();
  const { moduleType } = useCartScope();
  const { data: config } = useConfig();
  const entries = useMemo(() => cart.data ?? [], [cart.data]);
  const lines = useMemo(() => cartLinesOf(entries), [entries]);
  const storeId = entries[0]?.item.store_id ?? null;
  const store = useStoreDetails(storeId == null ? '' : String(storeId));
  const digits = decimalDigits(config);
  const terms = store.data ? storeDiscountTermsOf(store.data) : null;
  const totals = useMemo(
    () => cartTotals(lines, moduleType ?? 'grocery', { storeDiscount: terms, digits }),
    [lines, moduleType, terms, digits],
  );
  const progress = freeDeliveryProgress(totals.subtotal, config?.free_delivery_over, lines.length);
  const minimumOrder = Math.max(0, toAmount(store.data?.minimum_order));
  const shortfall = minimumOrderShortfall(
    totals.itemsPrice,
    store.data?.minimum_order,
    lines.length,
    digits,
  );
  return {
    query: cart,
    entries,
    lines,
    totals,
    progress,
    /** The store's minimum order (0: none) and, below it, the amount still missing. */
    minimumOrder,
    shortfall,
    moduleType: moduleType ?? null,
    digits,
    /** The totals are final once the store's discount terms are known (or there is no line). */
    ready: cart.isSuccess && (storeId == null || !store.isPending),
  };
}

/** The query key of a module's cart for the session's owner (default: the session's module). */
export function cartKeyOf(moduleId?: number | null) {
  const scope = currentCartScope();
  return cartScopeKey(moduleId == null ? scope : { ...scope, moduleId });
}

/**
 * The machines' cart actors for a module's cart (default: the session's module), putting every
 * answered cart in that cart's query.
 */
export function createCartActors(queryClient: QueryClient, moduleId?: number | null) {
  return orderingActors(api, {
    guestId: () => orderingOwner(readCurrentSession()).guestId,
    moduleId: () => moduleId ?? null,
    onCart: (cart) => queryClient.setQueryData(cartKeyOf(moduleId), cart),
  });
}

export function useCartActors() {
  const queryClient = useQueryClient();
  return useMemo(() => createCartActors(queryClient), [queryClient]);
}

/** A module's cart in the cache now (for the machines' inputs at the moment they start). */
export function cachedCart(queryClient: QueryClient, moduleId?: number | null): Cart {
  return queryClient.getQueryData<Cart>(cartKeyOf(moduleId)) ?? [];
}

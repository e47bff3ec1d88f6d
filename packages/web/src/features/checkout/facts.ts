import {
  buyNowLine,
  checkoutSourceOf,
  loadStoreZone,
  type CheckoutFacts,
} from '@storefront/core/api/ordering';
import type { CatalogueStoreDetails } from '@storefront/core/api/catalogue';
import type { CartLine } from '@storefront/core/domain/cart';
import type { CheckoutPage, CheckoutSource } from '@storefront/core/domain/checkout';
import type { ModuleType, Session } from '@storefront/core/domain/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api.js';
import { useConfig } from '../../app/queries.js';
import { queryClient } from '../../app/query-client.js';
import { useSession } from '../../app/session.js';
import { scopeOf, storeDetailsQuery, useStoreDetails } from '../catalogue/queries.js';
import { cartQuery, useCartView } from '../cart/queries.js';
import { cartScopeOf } from '../cart/scope.js';
import { buyNowStore } from './buy-now.js';
import { checkoutPage } from './page.js';

export interface CheckoutLines {
  page: CheckoutPage;
  lines: CartLine[];
  storeId: number | null;
  moduleId: number | null;
  moduleType: ModuleType | null;
  /** The lines are still loading (the cart query). */
  pending: boolean;
  error: boolean;
  retry: () => void;
}

/**
 * The lines a checkout orders: the cart query's (page=cart, the lines the drawer shows), or the
 * Buy Now / Order Now line the quick view handed over (page=buy_now|campaign; the cart is not
 * touched).
 */
export function useCheckoutLines(page: CheckoutPage): CheckoutLines {
  const session = useSession();
  const cart = useCartView();
  const buyNow = useMemo(() => (page === 'cart' ? null : buyNowStore.read(page)), [page]);
  const buyNowLines = useMemo(
    () => (buyNow ? [buyNowLine(buyNow.line, buyNow.item)] : []),
    [buyNow],
  );
  if (page !== 'cart') {
    return {
      page,
      lines: buyNowLines,
      storeId: buyNow?.item.store_id ?? null,
      moduleId: buyNow?.moduleId ?? session.module?.id ?? null,
      moduleType: buyNow?.item.module_type ?? session.module?.module_type ?? null,
      pending: false,
      error: false,
      retry: () => undefined,
    };
  }
  return {
    page,
    lines: cart.lines,
    storeId: cart.totals.storeId,
    moduleId: session.module?.id ?? null,
    moduleType: session.module?.module_type ?? null,
    pending: cart.query.isPending,
    error: cart.query.isError,
    retry: () => void cart.query.refetch(),
  };
}

/** The zone of a cart's store, with its module's rates (`store` is there once it is enabled). */
const storeZoneQuery = (storeId: number | null, store: CatalogueStoreDetails | undefined) =>
  queryOptions({
    queryKey: ['store-zone', storeId],
    queryFn: ({ signal }) => loadStoreZone(api, store!, signal),
    staleTime: 10 * 60_000,
  });

/**
 * The checkout facts of the lines' store (core's `CheckoutSource`): config, the store's details
 * and its zone with the module's rates, the same facts the server prices the order from.
 */
export function useCheckoutSource(lines: CheckoutLines) {
  const config = useConfig();
  const store = useStoreDetails(lines.storeId == null ? '' : String(lines.storeId));
  const zone = useQuery({
    ...storeZoneQuery(lines.storeId, store.data),
    enabled: store.data != null,
  });
  const source = useMemo<CheckoutSource | null>(() => {
    if (
      config.data == null ||
      store.data == null ||
      zone.data == null ||
      lines.moduleId == null ||
      lines.moduleType == null
    ) {
      return null;
    }
    const facts: CheckoutFacts = {
      moduleId: lines.moduleId,
      moduleType: lines.moduleType,
      lines: lines.lines,
      config: config.data,
      store: store.data,
      zone: zone.data,
    };
    return checkoutSourceOf(facts);
  }, [config.data, store.data, zone.data, lines.moduleId, lines.moduleType, lines.lines]);
  const queries = [config, store, zone];
  return {
    source,
    store: store.data ?? null,
    config: config.data ?? null,
    /** The store's zone (its payment flags too). */
    zone: zone.data ?? null,
    error: queries.some((q) => q.isError),
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}

/**
 * Before the first render of `/checkout?page=cart` (app/critical.ts), what its form first shows,
 * as the page asks for it: the cart's lines, then their store's details, then the store's zone
 * (issue 9: asked for at the page's mount, one after the other, they were the page's largest
 * paint's wait). A failure is left to the page, which asks again.
 */
export async function prefetchCheckout(
  session: Pick<Session, 'language' | 'zoneId' | 'module' | 'token' | 'guestId'>,
): Promise<void> {
  const { scope, enabled } = cartScopeOf(session);
  const page = new URLSearchParams(window.location.search).get('page');
  if (!enabled || checkoutPage(page) !== 'cart') return;
  const storeId = (await queryClient.fetchQuery(cartQuery(scope)))[0]?.item.store_id;
  if (storeId == null) return;
  const store = await queryClient.fetchQuery(storeDetailsQuery(String(storeId), scopeOf(session)));
  await queryClient.prefetchQuery(storeZoneQuery(storeId, store));
}

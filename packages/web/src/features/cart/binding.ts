import { cartEntryRefs, cartLineRefs, getCart, orderingOwner } from '@storefront/core/api/ordering';
import { checkoutPath } from '@storefront/core/domain/checkout';
import { parseZoneIds } from '@storefront/core/domain/session';
import type { CatalogItem } from '@storefront/core/domain/item';
import { itemConfigCartActors } from '@storefront/core/machines/add-to-cart.machine';
import type { ItemConfigCartActors } from '@storefront/core/machines/item-config.machine';
import type {
  BuyNowParams,
  CartCallResult,
  CartLinePayload,
} from '@storefront/core/machines/item-config.types';
import type { CartLineRef } from '@storefront/core/domain/item';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise, toPromise } from 'xstate';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { readCurrentSession } from '../../app/session.js';
import { buyNowStore, itemModuleId } from '../checkout/buy-now.js';
import { cartUi } from './cart-ui.js';
import { cachedCart, cartKeyOf, createCartActors } from './queries.js';
import { createInspectedActor } from '../inspector/inspected-actor.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/** What the quick view needs from the cart: see features/item/cart-binding.ts. */
export interface StorefrontCartBinding {
  actorsFor: (item: CatalogItem) => ItemConfigCartActors;
  buyNow: (params: BuyNowParams) => void;
  cartLines: (item: CatalogItem) => CartLineRef[];
}

/**
 * The item-configuration machine's cart actors for one item: core's add-to-cart machine
 * (`itemConfigCartActors`) over the item's module cart, fetched first when it is not cached, so
 * the replace-cart check always sees the real cart. Each add-to-cart actor is followed by the
 * replace dialog and the delivery-location dialog (cart-ui.ts).
 */
export function cartActorsFor(queryClient: QueryClient, item: CatalogItem): ItemConfigCartActors {
  const moduleId = itemModuleId(item);
  const actors = createCartActors(queryClient, moduleId);
  const inner = itemConfigCartActors({
    actors: actors.addToCart,
    notifier,
    t,
    storeId: item.store_id,
    cart: () => cartEntryRefs(cachedCart(queryClient, moduleId)),
    // A store opened by a shared link: no zone yet, the location dialog asks first (issue 15).
    hasZone: () => parseZoneIds(readCurrentSession().zoneId).length > 0,
    onActor: (actor) => cartUi.watch(actor),
  });
  const loadCart = () =>
    queryClient.ensureQueryData({
      queryKey: cartKeyOf(moduleId),
      queryFn: ({ signal }) =>
        getCart(api, { ...orderingOwner(readCurrentSession()), moduleId, signal }),
    });
  return {
    addToCart: fromPromise<CartCallResult, CartLinePayload>(async ({ input, signal }) => {
      await loadCart();
      const child = createInspectedActor(inner.addToCart, { input });
      signal.addEventListener('abort', () => child.stop(), { once: true });
      return toPromise(child.start());
    }),
    updateCart: inner.updateCart,
  };
}

export function useStorefrontCartBinding(): StorefrontCartBinding {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      actorsFor: (item) => cartActorsFor(queryClient, item),
      buyNow: (params) => {
        buyNowStore.save(params);
        navigatorPort.go(checkoutPath(params.page));
      },
      cartLines: (item) => cartLineRefs(cachedCart(queryClient, itemModuleId(item)), item.id),
    }),
    [queryClient],
  );
}

import { cartScope, cartScopeKey } from '@storefront/core/domain/cart-scope';
import type { ModuleType, Session } from '@storefront/core/domain/session';
import { useSession } from '../../app/session.js';

// Whether and which cart the session has, apart from the cart's queries and pricing (the header
// draws the cart button at first paint with only this).

/** Modules that have a cart (parcel orders and rental bookings have their own flows). */
export function hasCart(moduleType: ModuleType | null | undefined): boolean {
  return moduleType != null && moduleType !== 'parcel' && moduleType !== 'rental';
}

export function useCartScope() {
  return cartScopeOf(useSession());
}

/** useCartScope outside React (the checkout's prefetch before the first render, critical.ts). */
export function cartScopeOf(session: Pick<Session, 'module' | 'token' | 'guestId'>) {
  const scope = cartScope({
    module: session.module,
    token: session.token,
    guestId: session.guestId,
  });
  const enabled =
    scope.owner != null && scope.moduleId != null && hasCart(session.module?.module_type);
  return { scope, key: cartScopeKey(scope), enabled, moduleType: session.module?.module_type };
}

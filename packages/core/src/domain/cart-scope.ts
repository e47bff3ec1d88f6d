import type { ModuleType } from './session.js';

// Which cart the storefront shows (spec §4 'Cart refetch'): its kind, module and owner. Apart
// from the cart's pricing rules (cart.ts re-exports it), so that a page can tell whether it has
// a cart without loading them.

/** Rental loads booking items; every other module its normal cart (spec §4 'Cart refetch'). */
export type CartKind = 'cart' | 'booking';

/** Which cart the storefront shows: its kind, module and owner. */
export interface CartScope {
  kind: CartKind;
  moduleId: number | null;
  /** `customer` for a signed-in customer, `guest:<id>` for a guest, null without either. */
  owner: string | null;
}

export interface CartScopeFacts {
  module: { id: number; module_type: ModuleType } | null;
  token: string | null;
  guestId: string | null;
}

export function cartScope(facts: CartScopeFacts): CartScope {
  const signedIn = facts.token != null && facts.token !== '';
  return {
    kind: facts.module?.module_type === 'rental' ? 'booking' : 'cart',
    moduleId: facts.module?.id ?? null,
    owner: signedIn ? 'customer' : facts.guestId ? `guest:${facts.guestId}` : null,
  };
}

/** A query key for the cart of a scope: it changes exactly when the cart must be refetched. */
export function cartScopeKey(
  scope: CartScope,
): readonly [string, CartKind, number | null, string | null] {
  return ['cart', scope.kind, scope.moduleId, scope.owner];
}

import { sendAuthCall } from '@storefront/core/api/account';
import type { AuthCall } from '@storefront/core/domain/auth';
import type { ModuleType } from '@storefront/core/domain/session';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { CUSTOMER_INFO_KEY, customerInfoQuery } from '../account/queries.js';
import { refreshWishlist } from '../wishlist/queries.js';

/** Every cart query starts with this (core's `cartScopeKey`). */
const CART_KEY = ['cart'] as const;

/**
 * The auth machines' actors in the browser: `auth` sends a machine's call with core's
 * `sendAuthCall` (the stored guest id is in the call's body, so the guest's cart moves to the
 * customer); `reloadSession` loads the customer's profile and refetches the cart and the
 * wishlist (whose keys carry the owner, so the customer's own come in); `firebaseSend` refuses:
 * Firebase phone codes need Firebase's SDK, which this app does not load.
 */
export function createAuthActors(queryClient: QueryClient) {
  return {
    auth: fromPromise<unknown, AuthCall>(({ input, signal }) => sendAuthCall(api, input, signal)),
    reloadSession: fromPromise<unknown, { moduleType: ModuleType | null }>(async () => {
      await Promise.all([
        queryClient.fetchQuery({ ...customerInfoQuery(), staleTime: 0 }),
        queryClient.invalidateQueries({ queryKey: CART_KEY }),
        refreshWishlist(queryClient),
      ]);
      return queryClient.getQueryData(CUSTOMER_INFO_KEY) ?? null;
    }),
    firebaseSend: fromPromise<{ sessionInfo: string }, { phone: string }>(() =>
      Promise.reject(new Error(i18n.t('auth.firebase.unavailable'))),
    ),
  };
}

/** The translate function the machines take (core's `Translate`). */
export const translate = (key: string, vars?: Record<string, string | number>) =>
  i18n.t(key, vars ?? {});

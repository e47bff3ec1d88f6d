import type { ApiClient } from '@storefront/core/api/client';
import type { Translate } from '@storefront/core/i18n/index';
import {
  provideWishlistToggleMachine,
  type WishlistChange,
} from '@storefront/core/machines/wishlist-toggle.machine';
import type { Notifier } from '@storefront/core/ports';
import { fromPromise } from 'xstate';
import { changeWishlist } from './api.js';

/**
 * Core's wishlistToggleMachine for one heart, over the real API (`changeWishlist`): toasts go
 * to the notifier, and `onChange` runs after each successful change (the wishlist refetch).
 */
export function heartLogic(deps: {
  api: ApiClient;
  notifier: Notifier;
  t: Translate;
  onChange: (change: Omit<WishlistChange, 'action'> & { wished: boolean }) => void;
}) {
  return provideWishlistToggleMachine({
    actors: {
      wishlist: fromPromise<unknown, WishlistChange>(({ input, signal }) =>
        changeWishlist(deps.api, input, signal),
      ),
    },
    notifier: deps.notifier,
    t: deps.t,
    syncWishlist: deps.onChange,
  });
}

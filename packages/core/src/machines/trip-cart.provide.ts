/** `tripCartMachine` bound to adapters: the trip cart calls, toasts and the cart cache. */
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import type { RentalCartResponse } from '../domain/rental.js';
import { showToast } from './effects.js';
import { tripCartMachine, type TripCartApiActors } from './trip-cart.machine.js';

/** What `provideTripCartMachine` needs. */
export interface TripCartMachineDeps {
  /** The trip cart calls (`rentalActors(api, …).tripCart`, api/rental.ts). */
  actors: TripCartApiActors;
  notifier: Notifier;
  t: Translate;
  /** Every cart the server answered (to refresh a cache: the drawer, the badge). */
  onCart?: (cart: RentalCartResponse) => void;
  /** The last vehicle was removed: the cached cart is cleared. */
  onCleared?: () => void;
}

/** The trip cart machine wired to adapters: the same machine for web and CLI. */
export function provideTripCartMachine(deps: TripCartMachineDeps) {
  return tripCartMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => {
        if (params.messages != null && params.messages.length > 0) {
          showToast(deps.notifier, deps.t, params);
        } else deps.notifier.notify(params.kind, deps.t(params.key, params.values));
      },
      cartChanged: (_, params) => deps.onCart?.(params.cart),
      cartCleared: () => deps.onCleared?.(),
    },
  });
}

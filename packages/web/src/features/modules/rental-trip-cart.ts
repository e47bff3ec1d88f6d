import { orderingOwner } from '@storefront/core/api/ordering';
import { rentalActors } from '@storefront/core/api/rental';
import { isSignedIn, type StoredModule } from '@storefront/core/domain/session';
import {
  provideRentalModuleMachine,
  type RentalModuleOutput,
} from '@storefront/core/machines/rental-module.machine';
import { toPromise } from 'xstate';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { queryClient } from '../../app/query-client.js';
import { readCurrentSession } from '../../app/session.js';
import { tripCartKey } from '../trips/cart-store.js';
import { createInspectedActor } from '../inspector/inspected-actor.js';

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * The rental module was chosen (rental-and-auth §4 'Selecting a rental module with a non-empty
 * rental cart'): core's rentalModuleMachine, as `storefront module use rental` runs it. A trip
 * cart whose pickup zone is among the stored zones stays ('Location set successfully'), else it
 * is cleared ('Your cart has been cleared as the selected zone does not support the previous
 * pickup point.'); an empty cart says nothing. The toasts go through the web notifier; a cleared
 * cart replaces the trip cart's cached query (features/trips `tripCartKey`), which is then
 * refetched. A visitor with neither a token nor a guest id yet has no cart to check (null).
 */
export async function checkRentalTripCart(
  module: StoredModule,
): Promise<RentalModuleOutput | null> {
  const session = readCurrentSession();
  if (!isSignedIn(session) && orderingOwner(session).guestId == null) return null;
  const logic = provideRentalModuleMachine({
    actors: rentalActors(api, {
      guestId: () => orderingOwner(readCurrentSession()).guestId,
      moduleId: () => module.id,
    }).rentalModule,
    notifier,
    t,
    onCart: (cart) => {
      const queryKey = tripCartKey();
      queryClient.setQueryData(queryKey, cart);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  const actor = createInspectedActor(logic, { input: { zoneIds: readCurrentSession().zoneId } });
  actor.start();
  return toPromise(actor);
}

import { toStoredModule } from '@storefront/core/api/calls';
import type { StoredModule } from '@storefront/core/domain/session';
import { readSession } from '@storefront/core/domain/session';
import { provideModuleMachine } from '@storefront/core/machines/module.machine';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { i18n } from '../../app/i18n.js';
import { modulesQuery } from '../../app/queries.js';
import { queryClient } from '../../app/query-client.js';
import { fromPromise } from 'xstate';
import { checkRentalTripCart } from './rental-trip-cart.js';

/**
 * Core's module machine wired to the browser ports. Once a module is chosen (stored, toasted,
 * on its way to /home), choosing the rental module checks the trip cart against the stored zones
 * (core's rentalModuleMachine, as the CLI's `module use rental` does).
 */
export const moduleLogic = provideModuleMachine({
  // The modules through the page's query cache: the switcher and the page share one request.
  actors: {
    loadModules: fromPromise<StoredModule[]>(async () => {
      const { zoneId, language } = readSession(storage);
      const modules = await queryClient.fetchQuery(modulesQuery(zoneId, language));
      return modules.map(toStoredModule);
    }),
  },
  storage,
  notifier,
  navigator: navigatorPort,
  t: (key, vars) => i18n.t(key, vars ?? {}),
}).provide({
  actions: {
    navigate: (_, params) => {
      navigatorPort.go(params.path);
      const chosen = readSession(storage).module;
      if (chosen?.module_type === 'rental') void checkRentalTripCart(chosen);
    },
  },
});

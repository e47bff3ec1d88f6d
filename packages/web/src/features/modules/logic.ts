import { createModuleActors } from '@storefront/core/api/actors';
import { readSession } from '@storefront/core/domain/session';
import { provideModuleMachine } from '@storefront/core/machines/module.machine';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';
import { checkRentalTripCart } from './rental-trip-cart.js';

/**
 * Core's module machine wired to the browser ports. Once a module is chosen (stored, toasted,
 * on its way to /home), choosing the rental module checks the trip cart against the stored zones
 * (core's rentalModuleMachine, as the CLI's `module use rental` does).
 */
export const moduleLogic = provideModuleMachine({
  actors: createModuleActors(api),
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

import { createModuleActors } from '@storefront/core/api/actors';
import { provideModuleMachine } from '@storefront/core/machines/module.machine';
import { navigatorPort } from '../../adapters/navigator.js';
import { notifier } from '../../adapters/notifier.js';
import { storage } from '../../adapters/storage.js';
import { api } from '../../app/api.js';
import { i18n } from '../../app/i18n.js';

/** Core's module machine wired to the browser ports. */
export const moduleLogic = provideModuleMachine({
  actors: createModuleActors(api),
  storage,
  notifier,
  navigator: navigatorPort,
  t: (key, vars) => i18n.t(key, vars ?? {}),
});

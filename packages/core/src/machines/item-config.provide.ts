/** `itemConfigMachine` bound to adapters: the cart actors, buy now, toasts. */
import type { Notifier } from '../ports.js';
import type { Translate } from '../i18n/index.js';
import { showToast } from './effects.js';
import type { BuyNowParams, ItemNotifyParams } from './item-config.types.js';
import { itemConfigMachine, type ItemConfigCartActors } from './item-config.machine.js';

/** What `provideItemConfigMachine` needs: the cart actors and the adapters' effects. */
export interface ItemConfigMachineDeps {
  actors: ItemConfigCartActors;
  /** Keep the line for checkout and go to `/checkout?page=<page>`. */
  buyNow: (params: BuyNowParams) => void;
  notifier: Notifier;
  t: Translate;
}

/** Shows a toast: the server's messages when present, else `key` translated with `vars`. */
export function showItemToast(notifier: Notifier, t: Translate, params: ItemNotifyParams): void {
  if ((params.messages ?? []).some((m) => m.trim() !== '')) {
    showToast(notifier, t, params);
    return;
  }
  notifier.notify(params.kind, t(params.key, params.vars));
}

/** The item-configuration machine wired to adapters: the same machine for web and CLI. */
export function provideItemConfigMachine(deps: ItemConfigMachineDeps) {
  return itemConfigMachine.provide({
    actors: deps.actors,
    actions: {
      notify: (_, params) => showItemToast(deps.notifier, deps.t, params),
      buyNow: (_, params) => deps.buyNow(params),
    },
  });
}

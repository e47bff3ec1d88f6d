import { timeOfDayOf } from '@storefront/core/domain/availability';
import type { CatalogItem } from '@storefront/core/domain/item';
import type { ModuleType } from '@storefront/core/domain/session';
import { provideItemConfigMachine } from '@storefront/core/machines/item-config.provide';
import { itemConfigView, submitIssue } from '@storefront/core/machines/item-config.connect';
import type { ItemConfigEvent } from '@storefront/core/machines/item-config.types';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { notifier } from '../../adapters/notifier.js';
import { i18n } from '../../app/i18n.js';
import { useCartBinding } from './cart-binding.js';
import { useInspectedActorRef } from '../inspector/use-inspected-actor-ref.js';

/** How often the availability window is re-checked against the clock. */
const CLOCK_TICK_MS = 30_000;

const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars ?? {});

/**
 * Core's itemConfigMachine for one item (the same machine the CLI's `item price` runs), with
 * the browser's toasts and the cart's actors. Returns the derived view.
 */
export function useItemConfig(item: CatalogItem, moduleType: ModuleType, campaign?: boolean) {
  const binding = useCartBinding();
  // The machine is built once per item view (a cart arriving later does not restart it).
  const [logic] = useState(() =>
    provideItemConfigMachine({
      actors: binding.actorsFor(item),
      buyNow: (params) => binding.buyNow(params),
      notifier,
      t,
    }),
  );
  const actor = useInspectedActorRef(logic, {
    input: {
      item,
      moduleType,
      ...(campaign != null ? { campaign } : {}),
      cartLines: binding.cartLines(item),
      timeOfDay: timeOfDayOf(new Date()),
    },
  });
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const view = useMemo(() => itemConfigView(context), [context]);
  const issue = useMemo(() => submitIssue(context), [context]);

  useEffect(() => {
    const timer = window.setInterval(
      () => actor.send({ type: 'SET_TIME', timeOfDay: timeOfDayOf(new Date()) }),
      CLOCK_TICK_MS,
    );
    return () => window.clearInterval(timer);
  }, [actor]);

  return {
    context,
    view,
    busy,
    done,
    /** The configuration breaks a rule (a submit would be refused with a message). */
    hasIssue: issue != null,
    send: (event: ItemConfigEvent) => actor.send(event),
  };
}

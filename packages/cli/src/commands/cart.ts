/**
 * `storefront cart …`: the cart of the stored module, for a guest (a guest id is created on the
 * first use, as the web app does) or a signed-in customer, through core's machines (the web
 * app's): `cart add` configures the item with the item-configuration machine (the quick view's)
 * and adds it through the add-to-cart machine (the replace-cart question: `--yes` confirms, a
 * terminal asks, anything else refuses); `cart update` and `cart remove` drive the cart-line
 * machine (the drawer's stepper); `cart list` prices the cart with core's `cartTotals` and the
 * free-delivery progress (the drawer's numbers).
 */
import type { Command } from 'commander';
import {
  cartTotals,
  decimalDigits,
  freeDeliveryProgress,
  itemConfigCartActors,
  itemConfigView,
  provideCartLineMachine,
  provideItemConfigMachine,
  submitIssue,
  timeOfDayOf,
  type AddToCartActorRef,
  type AddToCartOutcome,
  type CartLineContext,
  type CartTotals,
  type CatalogItem,
  type ItemConfigContext,
  type ModuleType,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { getItemDetails, getStoreDetails } from '@storefront/core/api/catalogue';
import {
  cartEntryRefs,
  cartLineRefs,
  cartLinesOf,
  clearCart,
  describeCartLine,
  storeDiscountTermsOf,
  type Cart,
} from '@storefront/core/api/ordering';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { table } from '../output.js';
import {
  askOnTerminal,
  cartActors,
  chooseEvent,
  ensureOwner,
  loadCart,
  moneyFormatter,
  parseAddOn,
  parseOption,
  positiveInt,
  requireModule,
  requireZone,
  scopeOptions,
  type AddOnChoice,
  type OptionChoice,
} from './shared.js';

// ---------------------------------------------------------------- the cart as the drawer shows it

export interface CartLineRow {
  id: number;
  itemId: number;
  name: string;
  options: string[];
  addOns: { id: number; name: string; quantity: number }[];
  quantity: number;
  /** The line's price (after its discount), as the drawer shows it. */
  price: string;
  /** Before the discount, when a discount lowers it. */
  original: string | null;
}

export interface CartSummary {
  storeId: number | null;
  lines: CartLineRow[];
  itemsPrice: string;
  discount: string;
  subtotal: string;
  /** Plain numbers, for scripts. */
  amounts: { itemsPrice: number; discount: number; subtotal: number };
  freeDelivery: { show: boolean; percent: number; remaining: string; reached: boolean } | null;
}

/** The cart priced with core's rules (the running store discount's terms of the cart's store). */
export async function cartSummary(
  context: Context,
  cart: Cart,
  moduleType: ModuleType,
): Promise<{ summary: CartSummary; totals: CartTotals }> {
  const config = await unwrap(context.api.GET('/config'));
  const money = await moneyFormatter(context);
  const lines = cartLinesOf(cart);
  const storeId = cart[0]?.item.store_id ?? null;
  const store = storeId == null ? null : await getStoreDetails(context.api, storeId);
  const totals = cartTotals(lines, moduleType, {
    storeDiscount: store ? storeDiscountTermsOf(store) : null,
    digits: decimalDigits(config),
  });
  const progress = freeDeliveryProgress(totals.subtotal, config.free_delivery_over, lines.length);
  return {
    totals,
    summary: {
      storeId,
      lines: lines.map((line, i) => {
        const price = totals.lines[i]!;
        const { options, addOns } = describeCartLine(line);
        return {
          id: line.id,
          itemId: line.item.id,
          name: line.item.name,
          options,
          addOns,
          quantity: line.quantity,
          price: money(price.roundedTotal),
          original:
            price.roundedOriginal > price.roundedTotal ? money(price.roundedOriginal) : null,
        };
      }),
      itemsPrice: money(totals.itemsPrice),
      discount: money(totals.productDiscount),
      subtotal: money(totals.subtotal),
      amounts: {
        itemsPrice: totals.itemsPrice,
        discount: totals.productDiscount,
        subtotal: totals.subtotal,
      },
      freeDelivery: progress.show
        ? {
            show: true,
            percent: progress.percent,
            remaining: money(progress.remaining),
            reached: progress.reached,
          }
        : null,
    },
  };
}

export function formatCart(summary: CartSummary, t: Context['t']): string {
  if (summary.lines.length === 0) {
    return `${t('cart.empty.title')}\n${t('cart.empty.description')}`;
  }
  const rows = summary.lines.map((line) => [
    String(line.id),
    [
      line.name,
      ...line.options,
      ...line.addOns.map((a) => t('cart.line.addOn', { name: a.name, quantity: a.quantity })),
    ].join(' · '),
    String(line.quantity),
    line.original ? `${line.price} (was ${line.original})` : line.price,
  ]);
  const lines = [table(['LINE', 'ITEM', 'QTY', 'PRICE'], rows), ''];
  if (summary.freeDelivery) {
    lines.push(
      summary.freeDelivery.reached
        ? t('cart.freeDelivery.reached')
        : `${t('cart.freeDelivery.remaining', { amount: summary.freeDelivery.remaining })} (${Math.round(summary.freeDelivery.percent)}%)`,
    );
  }
  lines.push(`${t('cart.subtotal')}: ${summary.subtotal}`);
  return lines.join('\n');
}

async function printCart(context: Context, moduleId: number, moduleType: ModuleType, extra = {}) {
  const cart = await loadCart(context, moduleId);
  const { summary } = await cartSummary(context, cart, moduleType);
  context.output.result({ ...extra, cart: summary }, () => formatCart(summary, context.t));
}

// ---------------------------------------------------------------- cart add

export interface AddRequest {
  options: OptionChoice[];
  addOns: AddOnChoice[];
  quantity: number;
  /** Confirms replacing another store's cart. */
  yes: boolean;
  /** Answers the replace question when not confirmed by `yes` (null: cannot ask). */
  ask: (question: string) => Promise<boolean | null>;
}

export interface AddResult {
  outcome: AddToCartOutcome;
  item: { id: number; name: string };
  quantity: number;
}

/**
 * Configures the item with the item-configuration machine and submits it (Add to Cart, or
 * Update To Cart when the same variation is in the cart); the add-to-cart machine decides
 * whether to add, update, or first ask to replace another store's cart.
 */
export async function addToCart(
  context: Context,
  item: CatalogItem,
  moduleType: ModuleType,
  cart: Cart,
  request: AddRequest,
): Promise<AddResult> {
  const actors = cartActors(context);
  let addOutcome: AddToCartOutcome | null = null;
  let refused = false;
  const watch = (actor: AddToCartActorRef) => {
    actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') addOutcome = snapshot.output?.outcome ?? null;
      if (snapshot.status !== 'active' || !snapshot.hasTag('confirm')) return;
      const question = context.t('cart.replace.message');
      if (request.yes) {
        actor.send({ type: 'CONFIRM' });
        return;
      }
      void request.ask(question).then((answer) => {
        if (answer == null) refused = true;
        actor.send({ type: answer ? 'CONFIRM' : 'CANCEL' });
      });
    });
  };
  const cartActorsOfItem = itemConfigCartActors({
    actors: actors.addToCart,
    notifier: context.notifier,
    t: context.t,
    storeId: item.store_id,
    cart: () => cartEntryRefs(cart),
    onActor: watch,
  });
  const machine = provideItemConfigMachine({
    actors: cartActorsOfItem,
    buyNow: () => undefined,
    notifier: context.notifier,
    t: context.t,
  });
  const actor = startMachine(context, machine, {
    item,
    moduleType,
    cartLines: cartLineRefs(cart, item.id),
    timeOfDay: timeOfDayOf(new Date()),
  });
  try {
    for (const choice of request.options) actor.send(chooseEvent(item, moduleType, choice));
    for (const addOn of request.addOns) {
      actor.send({ type: 'SET_ADDON_QTY', addOnId: addOn.id, quantity: addOn.quantity });
    }
    const quantityOf = () => (actor.getSnapshot().context as ItemConfigContext).quantity;
    for (let guard = 0; guard < 10_000 && quantityOf() !== request.quantity; guard += 1) {
      const before = quantityOf();
      actor.send({ type: before < request.quantity ? 'INCREMENT' : 'DECREMENT' });
      if (quantityOf() === before) break;
    }
    const configured = actor.getSnapshot().context as ItemConfigContext;
    if (configured.quantity !== request.quantity) {
      throw new CliError(
        `The quantity stays at ${configured.quantity}: ${context.notifier.toasts.at(-1)?.message ?? ''}`.trim(),
        EXIT.failure,
        'quantity',
      );
    }
    const issue = submitIssue(configured);
    if (issue != null) {
      throw new CliError(context.t(issue.key, issue.vars), EXIT.failure, 'variation');
    }
    const button = itemConfigView(configured).buttons.find(
      (b) => b.kind === 'addToCart' || b.kind === 'updateCart',
    );
    if (button?.event == null || button.disabled) {
      const why = itemConfigView(configured).buttons.find((b) => b.disabled);
      throw new CliError(
        why
          ? `"${item.name}" cannot be added: ${context.t(why.labelKey)}`
          : `"${item.name}" cannot be added to the cart (a campaign item is ordered with checkout --buy-now)`,
        EXIT.failure,
        'item_id',
      );
    }
    actor.send({ type: button.event });
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Adding to the cart');
    const context_ = done.context as ItemConfigContext;
    if (done.status !== 'done') {
      if (refused) {
        throw new CliError(
          `${context.t('cart.replace.message')}\nRun again with --yes to replace the cart.`,
          EXIT.failure,
          'confirm_required',
        );
      }
      if (addOutcome === 'cancelled') {
        throw new CliError('The cart was left as it was.', EXIT.failure, 'cancelled');
      }
      throw flowError(context_.error, context.t, true);
    }
    return {
      outcome: addOutcome ?? (context_.outcome === 'updated' ? 'updated' : 'added'),
      item: { id: item.id, name: item.name },
      quantity: context_.quantity,
    };
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- cart update / remove

async function lineMachine(
  context: Context,
  lineId: number,
  moduleId: number,
  moduleType: ModuleType,
) {
  const cart = await loadCart(context, moduleId);
  const line = cartLinesOf(cart).find((l) => l.id === lineId);
  if (line == null) {
    const ids = cart.map((e) => e.id).join(', ');
    throw usageError(`The cart has no line ${lineId} (its lines: ${ids || 'none'})`);
  }
  const config = await unwrap(context.api.GET('/config'));
  const machine = provideCartLineMachine({
    actors: cartActors(context).cartLine,
    notifier: context.notifier,
    t: context.t,
  });
  return startMachine(context, machine, { line, moduleType, digits: decimalDigits(config) });
}

/** Steps a line to `quantity` with the stepper's events (one request per step, as the drawer). */
export async function updateLine(
  context: Context,
  lineId: number,
  quantity: number,
  module: { id: number; type: ModuleType },
): Promise<void> {
  const actor = await lineMachine(context, lineId, module.id, module.type);
  try {
    const current = () => (actor.getSnapshot().context as CartLineContext).line.quantity;
    for (let guard = 0; guard < 10_000 && current() !== quantity; guard += 1) {
      const before = current();
      const toasts = context.notifier.toasts.length;
      actor.send({ type: before < quantity ? 'INCREMENT' : 'DECREMENT' });
      const snapshot = await settle(actor, (s) => !s.hasTag('busy'), 'Updating the line');
      const lineContext = snapshot.context as CartLineContext;
      if (lineContext.error) throw flowError(lineContext.error, context.t, true);
      if (current() === before) {
        const message = context.notifier.toasts.slice(toasts).at(-1)?.message;
        throw new CliError(
          `The quantity stays at ${before}${message ? `: ${message}` : ''}`,
          EXIT.failure,
          'quantity',
        );
      }
    }
  } finally {
    actor.stop();
  }
}

/** Removes a line with the line's delete button. */
export async function removeLine(
  context: Context,
  lineId: number,
  module: { id: number; type: ModuleType },
): Promise<void> {
  const actor = await lineMachine(context, lineId, module.id, module.type);
  try {
    actor.send({ type: 'REMOVE' });
    const snapshot = await settle(
      actor,
      (s) => s.status === 'done' || !s.hasTag('busy'),
      'Removing the line',
    );
    if (snapshot.status !== 'done') {
      throw flowError((snapshot.context as CartLineContext).error, context.t, true);
    }
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- commands

export function registerCartCommands(program: Command, run: Runner): void {
  const cart = program
    .command('cart')
    .description("the cart of the stored module (a guest's, or a signed-in customer's)");

  cart
    .command('list')
    .description('list the cart lines with their prices, the free-delivery progress and Subtotal')
    .action(
      run(async (context) => {
        const module = requireModule(context);
        await ensureOwner(context);
        await printCart(context, module.id, module.type);
      }),
    );

  cart
    .command('add')
    .argument('<item>', 'the item id or slug')
    .description(
      'add an item (options, add-ons, quantity) as the quick view does; asks before replacing another store’s cart',
    )
    .option('--option <group=value>', 'choose an option (repeatable)', parseOption, [])
    .option('--addon <id:qty>', 'add an add-on with a quantity (repeatable)', parseAddOn, [])
    .option('--qty <n>', 'the quantity', positiveInt, 1)
    .option('--yes', "replace another store's cart without asking", false)
    .action(
      run(
        async (
          context,
          id: string,
          options: { option: OptionChoice[]; addon: AddOnChoice[]; qty: number; yes: boolean },
        ) => {
          requireZone(context);
          const module = requireModule(context);
          await ensureOwner(context);
          const wanted = id.trim();
          if (wanted === '') throw usageError('the item id is empty');
          const item = await getItemDetails(context.api, wanted, scopeOptions({}));
          const moduleType = item.module_type ?? module.type;
          const current = await loadCart(context, module.id);
          const result = await addToCart(context, item, moduleType, current, {
            options: options.option,
            addOns: options.addon,
            quantity: options.qty,
            yes: options.yes,
            ask: askOnTerminal,
          });
          await printCart(context, module.id, module.type, {
            outcome: result.outcome,
            item: result.item,
            toasts: context.notifier.toasts,
          });
        },
      ),
    );

  cart
    .command('update')
    .argument('<line>', 'the cart line (see cart list)', positiveInt)
    .requiredOption('--qty <n>', 'the new quantity', positiveInt)
    .description('change a line’s quantity with the drawer’s stepper (its stock and limits apply)')
    .action(
      run(async (context, line: number, options: { qty: number }) => {
        const module = requireModule(context);
        await ensureOwner(context);
        await updateLine(context, line, options.qty, module);
        await printCart(context, module.id, module.type, { toasts: context.notifier.toasts });
      }),
    );

  cart
    .command('remove')
    .argument('<line>', 'the cart line (see cart list)', positiveInt)
    .description('remove a line from the cart')
    .action(
      run(async (context, line: number) => {
        const module = requireModule(context);
        await ensureOwner(context);
        await removeLine(context, line, module);
        await printCart(context, module.id, module.type, { toasts: context.notifier.toasts });
      }),
    );

  cart
    .command('clear')
    .description('empty the cart of the module')
    .action(
      run(async (context) => {
        const module = requireModule(context);
        const guestId = await ensureOwner(context);
        await clearCart(context.api, { guestId, moduleId: module.id });
        await printCart(context, module.id, module.type);
      }),
    );
}

/**
 * `storefront item show ID` and `storefront item price ID`: an item's details, and the price of
 * a configuration computed by core's itemConfigMachine, the machine the web app's quick view
 * runs: options, add-ons and quantity go in as the machine's events; the unit price, total,
 * validity, messages and buttons come out of `itemConfigView`.
 */
import type { Command } from 'commander';
import { fromPromise } from 'xstate';
import {
  availabilityWindow,
  formatRating,
  formatTimeWindow,
  foodVariationsOf,
  isCampaignItem,
  itemAddOns,
  itemBadges,
  itemConfigView,
  provideItemConfigMachine,
  submitIssue,
  timeOfDayOf,
  toAmount,
  usesFoodVariations,
  variationBounds,
  type CatalogItem,
  type ItemConfigCartActors,
  type ItemConfigContext,
  type ModuleType,
} from '@storefront/core';
import { getItemDetails, type CatalogueItemDetails } from '@storefront/core/api/catalogue';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { startMachine } from '../machines/run.js';
import { keyValues } from '../output.js';
import {
  chooseEvent,
  moneyFormatter,
  parseAddOn,
  parseOption,
  positiveInt,
  scopeOptions,
  sessionModuleType,
  type AddOnChoice,
  type OptionChoice,
} from './shared.js';

// ---------------------------------------------------------------- the machine

/**
 * The CLI prices configurations; it never orders: the cart actors refuse (the machine is only
 * sent choice events here, never a submit).
 */
const NO_CART: ItemConfigCartActors = {
  addToCart: fromPromise(() => Promise.reject(new Error('item price does not add to the cart'))),
  updateCart: fromPromise(() => Promise.reject(new Error('item price does not update the cart'))),
};

export interface PriceResult {
  item: { id: number; name: string; moduleType: ModuleType; campaign: boolean };
  options: OptionChoice[];
  addOns: { id: number; name: string; quantity: number; price: string }[];
  quantity: number;
  unitPrice: string;
  discountedUnitPrice: string;
  total: string;
  /** The undiscounted total, when a discount lowers it. */
  original: string | null;
  valid: boolean;
  /** The message a submit would be refused with, or null. */
  message: string | null;
  /** Every broken variation rule (and the inline out-of-stock note). */
  messages: string[];
  available: boolean;
  buttons: { label: string; enabled: boolean }[];
}

/** Runs the machine with the choices, add-ons and quantity and reads its view. */
export function priceConfiguration(
  context: Pick<Context, 'notifier' | 't' | 'trace'>,
  item: CatalogItem,
  moduleType: ModuleType,
  request: { options: OptionChoice[]; addOns: AddOnChoice[]; quantity: number; now: Date },
  money: (amount: number) => string,
): PriceResult {
  const machine = provideItemConfigMachine({
    actors: NO_CART,
    buyNow: () => undefined,
    notifier: context.notifier,
    t: context.t,
  });
  const actor = startMachine(context as Context, machine, {
    item,
    moduleType,
    cartLines: [],
    timeOfDay: timeOfDayOf(request.now),
  });
  try {
    for (const choice of request.options) actor.send(chooseEvent(item, moduleType, choice));
    const addOnList = itemAddOns(item);
    for (const addOn of request.addOns) {
      if (!addOnList.some((a) => a.id === addOn.id)) {
        const known = addOnList.map((a) => `${a.id} (${a.name})`).join(', ');
        throw usageError(`"${item.name}" has no add-on ${addOn.id} (it has: ${known || 'none'})`);
      }
      actor.send({ type: 'SET_ADDON_QTY', addOnId: addOn.id, quantity: addOn.quantity });
    }
    // The quantity goes up or down one step at a time, as the stepper does; a refused step
    // ('Out of Stock', 'Out of Limits') stops it.
    for (let guard = 0; guard < 10_000; guard += 1) {
      const current = (actor.getSnapshot().context as ItemConfigContext).quantity;
      if (current === request.quantity) break;
      actor.send({ type: current < request.quantity ? 'INCREMENT' : 'DECREMENT' });
      if ((actor.getSnapshot().context as ItemConfigContext).quantity === current) break;
    }
    const machineContext = actor.getSnapshot().context as ItemConfigContext;
    const view = itemConfigView(machineContext);
    const issue = submitIssue(machineContext);
    const messages = [
      ...view.messages.map((m) => context.t(m.key, m.vars)),
      ...(view.stockMessage ? [context.t(view.stockMessage.key, view.stockMessage.vars)] : []),
    ];
    return {
      item: { id: item.id, name: item.name, moduleType, campaign: machineContext.campaign },
      options: request.options,
      addOns: view.addOns.map((a) => {
        const addOn = addOnList.find((x) => x.id === a.id);
        return {
          id: a.id,
          name: addOn?.name ?? String(a.id),
          quantity: a.quantity,
          price: money(toAmount(addOn?.price) * a.quantity),
        };
      }),
      quantity: machineContext.quantity,
      unitPrice: money(view.price.unitPrice),
      discountedUnitPrice: money(view.price.discountedUnitPrice),
      total: money(view.price.total),
      original: view.price.showOriginal ? money(view.price.original) : null,
      valid: issue == null,
      message: issue == null ? null : context.t(issue.key, issue.vars),
      messages,
      available: view.available,
      buttons: view.buttons.map((b) => ({ label: context.t(b.labelKey), enabled: !b.disabled })),
    };
  } finally {
    actor.stop();
  }
}

export function formatPrice(result: PriceResult): string {
  const rows: [string, string][] = [
    ['Item', `${result.item.name} (${result.item.id}, ${result.item.moduleType})`],
    [
      'Options',
      result.options.length ? result.options.map((o) => `${o.group}=${o.value}`).join(', ') : '-',
    ],
    [
      'Add-ons',
      result.addOns.length
        ? result.addOns.map((a) => `${a.name} x${a.quantity} (${a.price})`).join(', ')
        : '-',
    ],
    ['Quantity', String(result.quantity)],
    [
      'Unit price',
      result.discountedUnitPrice !== result.unitPrice
        ? `${result.discountedUnitPrice} (was ${result.unitPrice})`
        : result.unitPrice,
    ],
    ['Total', result.original ? `${result.total} (was ${result.original})` : result.total],
    [
      'Buttons',
      result.buttons.map((b) => (b.enabled ? b.label : `${b.label} (disabled)`)).join(', '),
    ],
  ];
  if (result.message) rows.push(['Message', result.message]);
  for (const extra of result.messages.filter((m) => m !== result.message)) {
    rows.push(['', extra]);
  }
  return keyValues(rows);
}

// ---------------------------------------------------------------- item show

export interface ItemSummary {
  id: number;
  slug: string;
  name: string;
  store: { id: number; name: string };
  moduleType: ModuleType | null;
  price: string;
  discount: string | null;
  rating: string;
  ratingCount: number;
  stock: number | null;
  unit: string | null;
  badges: string[];
  availability: string | null;
  options: { group: string; kind: string; values: string[] }[];
  addOns: { id: number; name: string; price: string }[];
  categories: string[];
  tags: string[];
  description: string;
}

export function summarizeItem(
  item: CatalogueItemDetails,
  money: (amount: number) => string,
  t: Context['t'],
): ItemSummary {
  const moduleType = item.module_type;
  const food = usesFoodVariations(moduleType);
  const badges = itemBadges(item);
  const window = availabilityWindow(item);
  const discount =
    item.store_discount > 0
      ? `${item.store_discount}% (store)`
      : item.discount > 0
        ? item.discount_type === 'percent'
          ? `${item.discount}%`
          : money(item.discount)
        : null;
  return {
    id: item.id,
    slug: item.slug,
    name: item.name,
    store: { id: item.store_id, name: item.store_name },
    moduleType,
    price: money(item.price),
    discount,
    rating: formatRating(item.avg_rating),
    ratingCount: item.rating_count,
    stock: food ? null : item.stock,
    unit: item.unit_type,
    badges: [
      badges.halal && t('item.badge.halal'),
      badges.organic && t('item.badge.organic'),
      badges.recommended && t('item.badge.recommend'),
      moduleType === 'food' && (badges.veg ? t('item.badge.veg') : t('item.badge.nonVeg')),
      badges.prescriptionRequired && t('item.prescriptionRequired'),
      isCampaignItem(item) && 'campaign',
    ].filter((b): b is string => typeof b === 'string'),
    availability: window ? formatTimeWindow(window) : null,
    options: food
      ? foodVariationsOf(item.food_variations).map((g) => {
          const { min, max } = variationBounds(g);
          return {
            group: g.name,
            kind: `${g.type}, ${g.required === 'on' ? 'required' : 'optional'}${g.type === 'multi' ? `, ${min}-${max}` : ''}`,
            values: g.values.map((v) =>
              toAmount(v.optionPrice) > 0
                ? `${v.label} +${money(toAmount(v.optionPrice))}`
                : v.label,
            ),
          };
        })
      : item.choice_options.map((g) => ({ group: g.title, kind: 'single', values: g.options })),
    addOns: itemAddOns(item).map((a) => ({
      id: a.id,
      name: a.name,
      price: money(toAmount(a.price)),
    })),
    categories: item.category_ids.map((c) => c.name),
    tags: item.tags.map((tag) => tag.tag),
    description: item.description,
  };
}

export function formatItem(summary: ItemSummary): string {
  const rows: [string, string][] = [
    ['Item', `${summary.name} (${summary.id}, ${summary.slug})`],
    ['Store', `${summary.store.name} (${summary.store.id})`],
    ['Price', summary.discount ? `${summary.price}, ${summary.discount} off` : summary.price],
    ['Rating', `${summary.rating} (${summary.ratingCount} reviews)`],
  ];
  if (summary.stock != null) rows.push(['Stock', String(summary.stock)]);
  if (summary.unit) rows.push(['Unit', summary.unit]);
  if (summary.badges.length) rows.push(['Badges', summary.badges.join(', ')]);
  if (summary.availability) rows.push(['Available', summary.availability]);
  for (const option of summary.options) {
    rows.push([`${option.group} (${option.kind})`, option.values.join(', ')]);
  }
  if (summary.addOns.length) {
    rows.push(['Add-ons', summary.addOns.map((a) => `${a.id} ${a.name} ${a.price}`).join(', ')]);
  }
  if (summary.categories.length) rows.push(['Categories', summary.categories.join(', ')]);
  if (summary.tags.length) rows.push(['Tags', summary.tags.join(', ')]);
  if (summary.description) rows.push(['Description', summary.description]);
  return keyValues(rows);
}

// ---------------------------------------------------------------- commands

async function loadItem(
  context: Context,
  id: string,
  options: { module?: number; campaign?: boolean },
): Promise<CatalogueItemDetails> {
  const wanted = id.trim();
  if (wanted === '') throw usageError('the item id is empty');
  return getItemDetails(context.api, wanted, {
    ...scopeOptions(options),
    campaign: options.campaign ?? false,
  });
}

export function registerItemCommands(program: Command, run: Runner): void {
  const item = program.command('item').description("an item's details and configured price");

  item
    .command('show')
    .argument('<id>', 'the item id or slug')
    .description("print an item's details: price, rating, options, add-ons, availability")
    .option('--campaign', 'a running campaign item', false)
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(async (context, id: string, options: { module?: number; campaign: boolean }) => {
        const money = await moneyFormatter(context);
        const summary = summarizeItem(await loadItem(context, id, options), money, context.t);
        context.output.result(summary, () => formatItem(summary));
      }),
    );

  item
    .command('price')
    .argument('<id>', 'the item id or slug')
    .description(
      'price a configuration with the quick view machine: unit price, total and any message',
    )
    .option('--option <group=value>', 'choose an option (repeatable)', parseOption, [])
    .option('--addon <id:qty>', 'add an add-on with a quantity (repeatable)', parseAddOn, [])
    .option('--qty <n>', 'the quantity', positiveInt, 1)
    .option('--campaign', 'a running campaign item', false)
    .option('--module <id>', 'another module than the stored one', positiveInt)
    .action(
      run(
        async (
          context,
          id: string,
          options: {
            option: OptionChoice[];
            addon: AddOnChoice[];
            qty: number;
            campaign: boolean;
            module?: number;
          },
        ) => {
          const money = await moneyFormatter(context);
          const details = await loadItem(context, id, options);
          const moduleType = details.module_type ?? sessionModuleType(context);
          if (moduleType == null) {
            throw new CliError('The item has no module type: pass --module', EXIT.failure);
          }
          const result = priceConfiguration(
            context,
            details,
            moduleType,
            {
              options: options.option,
              addOns: options.addon,
              quantity: options.qty,
              now: new Date(),
            },
            money,
          );
          context.output.result(result, () => formatPrice(result));
        },
      ),
    );
}

/**
 * `storefront parcel …` (issue 14): parcel delivery.
 *
 * - `parcel categories`: the categories with their description and own rates (– : the config's).
 * - `parcel quote --category ID --from LAT,LNG --to LAT,LNG [--tip N]`: core's `parcelQuote`
 *   (the distance between the pins, the charge by the category's rates, else the config's), the
 *   amount the server charges.
 * - `parcel send --category ID --from LAT,LNG [--from-address TEXT] --sender-name N
 *   --sender-phone P --to LAT,LNG [--to-address TEXT] --receiver-name N --receiver-phone P
 *   --weight KG --dimension small|medium|large --payer sender|receiver [--payment
 *   cash|digital|wallet] [--instruction TEXT] [--note TEXT]`: core's parcel machine, step by step
 *   as the web flow (the same field errors, "Sender or Receiver location is missing", a pin
 *   outside every zone refused), then placed; prints the order id and "Your parcel request
 *   submitted successfully! …". A refusal exits 1 with its message.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { readSession } from '@storefront/core';
import { listModules, unwrap } from '@storefront/core/api/calls';
import { orderingOwner } from '@storefront/core/api/ordering';
import { fromPromise } from 'xstate';
import {
  listParcelCategories,
  parcelActors,
  placeParcel,
  quoteOf,
  type ParcelCategory,
  type ParcelQuoteConfig,
} from '@storefront/core/api/parcel';
import { PARCEL_DIMENSIONS, type ParcelPaymentMethod } from '@storefront/core/domain/parcel';
import {
  EMPTY_PARTY,
  provideParcelMachine,
  type ParcelParty,
  type ParcelPlaced,
  type ParcelRequest,
} from '@storefront/core/machines/parcel.machine';
import { CliError, EXIT } from '../errors.js';
import { toFailure } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import type { Context, Runner } from '../context.js';
import { keyValues, table } from '../output.js';
import { ensureOwner, moneyFormatter, positiveInt } from './shared.js';

interface Point {
  lat: number;
  lng: number;
}

function point(value: string): Point {
  const [lat, lng, extra] = value.split(',').map((part) => Number(part.trim()));
  if (
    extra !== undefined ||
    lat === undefined ||
    lng === undefined ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    Math.abs(lat) > 90 ||
    Math.abs(lng) > 180
  ) {
    throw new InvalidArgumentError('must be LAT,LNG (for example 25.1972,55.2744)');
  }
  return { lat, lng };
}

function amount(value: string): number {
  const n = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(n) || n < 0) {
    throw new InvalidArgumentError('must be a number from 0');
  }
  return n;
}

const PAYMENTS: Record<string, ParcelPaymentMethod> = {
  cash: 'cash_on_delivery',
  digital: 'digital_payment',
  wallet: 'wallet',
};

function payment(value: string): ParcelPaymentMethod {
  const method = PAYMENTS[value.trim().toLowerCase()];
  if (!method) throw new InvalidArgumentError('must be cash, digital or wallet');
  return method;
}

function payer(value: string): 'sender' | 'receiver' {
  const v = value.trim().toLowerCase();
  if (v !== 'sender' && v !== 'receiver')
    throw new InvalidArgumentError('must be sender or receiver');
  return v;
}

async function parcelModuleId(context: Context): Promise<number> {
  const stored = readSession(context.storage).module;
  if (stored?.module_type === 'parcel') return stored.id;
  const modules = await listModules(context.api);
  const found = modules.find((m) => m.module_type === 'parcel');
  if (!found) throw new CliError('The parcel module is not available', EXIT.failure, 'module');
  return found.id;
}

async function facts(context: Context) {
  const [categories, config] = await Promise.all([
    listParcelCategories(context.api),
    unwrap(context.api.GET('/config')),
  ]);
  return { categories, config: config as unknown as ParcelQuoteConfig };
}

function categoryOf(
  context: Context,
  categories: readonly ParcelCategory[],
  id: number,
): ParcelCategory {
  const found = categories.find((c) => c.id === id);
  if (!found) {
    throw new CliError(
      context.t('parcel.error.categoryNotFound'),
      EXIT.failure,
      'parcel_category_id',
    );
  }
  return found;
}

const party = (
  p: Point,
  address: string | undefined,
  name: string,
  phone: string,
): ParcelParty => ({
  ...EMPTY_PARTY,
  name,
  phone,
  address: address ?? `${p.lat},${p.lng}`,
  lat: p.lat,
  lng: p.lng,
});

export interface SendOptions {
  category: number;
  from: Point;
  fromAddress?: string;
  senderName: string;
  senderPhone: string;
  to: Point;
  toAddress?: string;
  receiverName: string;
  receiverPhone: string;
  weight: string;
  dimension: string;
  payer: 'sender' | 'receiver';
  payment?: ParcelPaymentMethod;
  instruction?: string;
  note?: string;
}

/** Sends a parcel through core's parcel machine (see the module notes). */
export async function sendParcel(context: Context, options: SendOptions) {
  await ensureOwner(context);
  const moduleId = await parcelModuleId(context);
  const { categories, config } = await facts(context);
  const money = await moneyFormatter(context);
  let lastError: unknown = null;
  let placedId: number | null = null;
  const callOptions = {
    guestId: () => orderingOwner(readSession(context.storage)).guestId,
    moduleId: () => moduleId,
    categories: () => categories,
    config: () => config,
    newKey: () => `cli-parcel-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
  };
  const machine = provideParcelMachine({
    actors: {
      checkZone: parcelActors(context.api, callOptions).checkZone,
      placeParcel: fromPromise<ParcelPlaced, ParcelRequest>(async ({ input }) => {
        try {
          return await placeParcel(context.api, input, callOptions);
        } catch (error) {
          lastError = error;
          throw error;
        }
      }),
    },
    notifier: context.notifier,
    t: context.t,
    onPlaced: (placed) => {
      placedId = placed.orderId;
    },
  });
  const toasts = context.notifier.toasts.length;
  const refused = (code: string, issues?: Record<string, string | undefined>) => {
    const toast = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'error');
    const failure = lastError == null ? null : toFailure(lastError, context.apiRoot);
    const fields = Object.values(issues ?? {})
      .filter((key): key is string => key != null)
      .map((key) => context.t(key, { max: 50 }));
    const message =
      toast?.message ?? failure?.message ?? (fields.join(' ') || context.t('common.error.generic'));
    const error = new CliError(message, failure?.exitCode ?? EXIT.failure, failure?.code ?? code);
    error.reported = toast != null;
    return error;
  };
  const actor = startMachine(context, machine, { categoryId: null });
  const idle = (what: string) => settle(actor, (s) => !s.hasTag('busy'), what);
  const next = async (from: string, what: string) => {
    actor.send({ type: 'NEXT' });
    const snap = await idle(what);
    if (snap.value === from) throw refused(from, snap.context.issues);
  };
  try {
    categoryOf(context, categories, options.category);
    actor.send({ type: 'CHOOSE_CATEGORY', categoryId: options.category });
    await next('category', 'Choosing the category');
    actor.send({
      type: 'SET_SENDER',
      party: party(options.from, options.fromAddress, options.senderName, options.senderPhone),
    });
    await next('sender', 'Checking the sender’s location');
    actor.send({
      type: 'SET_RECEIVER',
      party: party(options.to, options.toAddress, options.receiverName, options.receiverPhone),
    });
    await next('receiver', 'Checking the receiver’s location');
    actor.send({ type: 'SET_DETAILS', weight: options.weight, dimension: options.dimension });
    await next('details', 'The parcel details');
    if (options.instruction) {
      actor.send({ type: 'CHOOSE_INSTRUCTION', instruction: options.instruction });
    }
    if (options.note) actor.send({ type: 'SET_NOTE', note: options.note });
    await next('instructions', 'The instructions');
    actor.send({ type: 'CHOOSE_PAYER', payer: options.payer });
    await next('payer', 'Who pays');
    const method = options.payment ?? 'cash_on_delivery';
    actor.send({ type: 'CHOOSE_PAYMENT', method });
    if (actor.getSnapshot().context.paymentMethod !== method) {
      throw new CliError(
        context.t('parcel.error.receiverPaysCash'),
        EXIT.failure,
        'payment_method',
      );
    }
    const quote = quoteOf(
      actor.getSnapshot().context.sender,
      actor.getSnapshot().context.receiver,
      categoryOf(context, categories, options.category),
      config,
    );
    actor.send({ type: 'PLACE' });
    const done = await idle('Placing the parcel');
    if (done.status !== 'done' || placedId == null) throw refused('parcel');
    return {
      orderId: placedId as number,
      message: context.t('parcel.success'),
      payer: options.payer,
      paymentMethod: method,
      distanceKm: quote?.distanceKm ?? 0,
      deliveryCharge: quote?.deliveryCharge ?? 0,
      total: quote?.total ?? 0,
      totalText: money(quote?.total ?? 0),
    };
  } finally {
    actor.stop();
  }
}

export function registerParcelCommands(program: Command, run: Runner): void {
  const parcel = program.command('parcel').description('send a parcel: categories, quote, send');

  parcel
    .command('categories')
    .description('the parcel categories, with their description and own rates')
    .action(
      run(async (context) => {
        const { categories } = await facts(context);
        const money = await moneyFormatter(context);
        const rate = (v: number | null | undefined) => (v == null ? '–' : money(v));
        context.output.result(categories, () =>
          table(
            ['ID', 'NAME', 'PER KM', 'MINIMUM', 'MAXIMUM', 'DESCRIPTION'],
            categories.map((c) => [
              String(c.id),
              c.name,
              rate(c.parcel_per_km_shipping_charge),
              rate(c.parcel_minimum_shipping_charge),
              rate(c.parcel_maximum_shipping_charge),
              c.description,
            ]),
          ),
        );
      }),
    );

  parcel
    .command('quote')
    .description('the charge of a parcel between two pins (what the server charges)')
    .requiredOption('--category <id>', 'the parcel category', positiveInt)
    .requiredOption('--from <lat,lng>', "the sender's pin", point)
    .requiredOption('--to <lat,lng>', "the receiver's pin", point)
    .option('--tip <amount>', 'a tip for the courier', amount, 0)
    .action(
      run(async (context, options: { category: number; from: Point; to: Point; tip: number }) => {
        const { categories, config } = await facts(context);
        const money = await moneyFormatter(context);
        const category = categoryOf(context, categories, options.category);
        const quote = quoteOf(
          party(options.from, undefined, '', ''),
          party(options.to, undefined, '', ''),
          category,
          config,
        )!;
        const total = quote.total + options.tip;
        const result = { category: category.name, ...quote, tip: options.tip, total };
        context.output.result(result, () =>
          keyValues([
            [context.t('parcel.step.category'), category.name],
            [
              context.t('parcel.summary.distance'),
              context.t('parcel.summary.km', { km: quote.distanceKm.toFixed(2) }),
            ],
            [context.t('parcel.summary.charge'), money(quote.deliveryCharge)],
            [context.t('parcel.summary.total'), money(total)],
          ]),
        );
      }),
    );

  parcel
    .command('send')
    .description('send a parcel through the parcel flow, then place it')
    .requiredOption('--category <id>', 'the parcel category', positiveInt)
    .requiredOption('--from <lat,lng>', "the sender's pin", point)
    .option('--from-address <text>', "the sender's address")
    .requiredOption('--sender-name <name>', "the sender's name")
    .requiredOption('--sender-phone <phone>', "the sender's phone")
    .requiredOption('--to <lat,lng>', "the receiver's pin", point)
    .option('--to-address <text>', "the receiver's address")
    .requiredOption('--receiver-name <name>', "the receiver's name")
    .requiredOption('--receiver-phone <phone>', "the receiver's phone")
    .requiredOption('--weight <kg>', 'the weight in kg')
    .requiredOption('--dimension <size>', `one of ${PARCEL_DIMENSIONS.join(', ')}`)
    .requiredOption('--payer <who>', 'sender or receiver', payer)
    .option('--payment <method>', 'cash, digital or wallet (the receiver pays cash)', payment)
    .option('--instruction <text>', 'a delivery instruction')
    .option('--note <text>', 'a note for the courier')
    .action(
      run(async (context, options: SendOptions) => {
        const result = await sendParcel(context, options);
        context.output.result(result, () =>
          [
            result.message,
            keyValues([
              ['Order ID', String(result.orderId)],
              [context.t('parcel.summary.payer'), context.t(`parcel.payer.${result.payer}`)],
              [context.t('parcel.summary.total'), result.totalText],
            ]),
          ].join('\n'),
        );
      }),
    );
}

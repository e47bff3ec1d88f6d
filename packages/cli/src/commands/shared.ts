/**
 * What the command files share (and nothing else does): parsers of their arguments, the
 * session guards (a zone, a module, a cart owner), money as the configuration formats it, the
 * ordering actors bound to the session, and the terminal's yes/no question. A command file
 * imports this module, core and the CLI's own modules (context, errors, output…), never another
 * command file.
 */
import { createInterface } from 'node:readline/promises';
import { InvalidArgumentError } from 'commander';
import {
  foodVariationsOf,
  formatMoney,
  parseZoneIds,
  readSession,
  usesFoodVariations,
  type CatalogItem,
  type ItemConfigEvent,
  type MoneyConfig,
  type ModuleType,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import type { CallOptions } from '@storefront/core/api/catalogue';
import { ensureGuestId } from '@storefront/core/api/guest';
import {
  getCart,
  orderingActors,
  orderingOwner,
  type Cart,
  type OrderingActors,
} from '@storefront/core/api/ordering';
import type { Context } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';

// ---------------------------------------------------------------- arguments

/** A positive whole number option (`--page 2`, `--store 3`). */
export function positiveInt(value: string): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1) {
    throw new InvalidArgumentError('must be a whole number from 1');
  }
  return Number(value);
}

/** The page's module (`--module ID`, else the session's) as call options. */
export function scopeOptions(options: { module?: number }): CallOptions {
  return options.module != null ? { moduleId: options.module } : {};
}

export interface OptionChoice {
  group: string;
  value: string;
}

/** `--option 'Group=Value'` (repeatable). */
export function parseOption(text: string, previous: OptionChoice[] = []): OptionChoice[] {
  const at = text.indexOf('=');
  const group = at > 0 ? text.slice(0, at).trim() : '';
  const value = at > 0 ? text.slice(at + 1).trim() : '';
  if (group === '' || value === '') {
    throw new InvalidArgumentError(`expected Group=Value, got "${text}"`);
  }
  return [...previous, { group, value }];
}

export interface AddOnChoice {
  id: number;
  quantity: number;
}

/** `--addon ID:QTY` (repeatable; QTY 0 leaves the add-on out). */
export function parseAddOn(text: string, previous: AddOnChoice[] = []): AddOnChoice[] {
  const m = /^\s*(\d+)\s*(?::\s*(\d+))?\s*$/.exec(text);
  if (!m) throw new InvalidArgumentError(`expected ID:QTY, got "${text}"`);
  return [...previous, { id: Number(m[1]), quantity: m[2] == null ? 1 : Number(m[2]) }];
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The machine event of a `Group=Value` choice: a food variation's option (by group name and
 * label) or a choice group's value (by title and value). Throws a usage error naming what
 * exists when the item has no such group or value.
 */
export function chooseEvent(
  item: CatalogItem,
  moduleType: ModuleType,
  choice: OptionChoice,
): ItemConfigEvent {
  const groups = usesFoodVariations(moduleType)
    ? foodVariationsOf(item.food_variations).map((g) => ({
        name: g.name,
        values: g.values.map((v) => v.label),
      }))
    : (item.choice_options ?? []).map((g) => ({ name: g.title, values: g.options }));
  const choiceIndex = groups.findIndex((g) => same(g.name, choice.group));
  const group = groups[choiceIndex];
  if (group == null) {
    const names = groups.map((g) => g.name).join(', ');
    throw usageError(`"${item.name}" has no option "${choice.group}" (it has: ${names || 'none'})`);
  }
  const optionIndex = group.values.findIndex((v) => same(v, choice.value));
  if (optionIndex < 0) {
    throw usageError(
      `"${choice.group}" has no value "${choice.value}" (it has: ${group.values.join(', ')})`,
    );
  }
  return { type: 'CHOOSE_OPTION', choiceIndex, optionIndex };
}

// ---------------------------------------------------------------- session guards

/** The catalogue lists need a stored zone (and a module): say how to set them. */
export function requireZone(context: Context): void {
  if (parseZoneIds(readSession(context.storage).zoneId).length === 0) {
    throw new CliError(
      'No location is set: choose one first, for example: storefront location set --search "Dubai Mall"',
      EXIT.failure,
      'zoneId',
    );
  }
}

/** The session's module (the cart is per module); says how to choose one when none is stored. */
export function requireModule(context: Context): { id: number; type: ModuleType } {
  const module = readSession(context.storage).module;
  if (module == null) {
    throw new CliError(
      'No module is chosen: choose one first, for example: storefront module use grocery',
      EXIT.failure,
      'moduleId',
    );
  }
  if (module.module_type === 'parcel' || module.module_type === 'rental') {
    throw new CliError(
      `The ${module.module_type} module has no cart: choose another module (storefront module use grocery)`,
      EXIT.failure,
      'moduleId',
    );
  }
  return { id: module.id, type: module.module_type };
}

/** The session module's type, or null. */
export function sessionModuleType(context: Context): ModuleType | null {
  return readSession(context.storage).module?.module_type ?? null;
}

/**
 * The guest id to send (created and stored on first use, as the web app does on a first
 * visit), or null for a signed-in customer.
 */
export async function ensureOwner(context: Context): Promise<string | null> {
  const session = readSession(context.storage);
  if (orderingOwner(session).guestId == null && (session.token ?? '') === '') {
    const id = await ensureGuestId(context.api, context.storage, { log: () => undefined });
    if (id == null) {
      throw new CliError('Could not create a guest identity', EXIT.unavailable, 'guest_id');
    }
  }
  return orderingOwner(readSession(context.storage)).guestId;
}

// ---------------------------------------------------------------- formatting

/** Money as the configuration formats it (currency side, decimals, K/M/B). */
export async function moneyFormatter(context: Context): Promise<(amount: number) => string> {
  const config = await unwrap(context.api.GET('/config'));
  const money: MoneyConfig = config;
  return (amount) => formatMoney(amount, money);
}

// ---------------------------------------------------------------- actors and the cart

/** The machines' actors bound to the API with the session's owner. */
export function cartActors(context: Context): OrderingActors {
  return orderingActors(context.api, {
    guestId: () => orderingOwner(readSession(context.storage)).guestId,
  });
}

/** The cart of a module for the session's owner (its guest id, or the signed-in customer). */
export async function loadCart(context: Context, moduleId: number): Promise<Cart> {
  return getCart(context.api, {
    ...orderingOwner(readSession(context.storage)),
    moduleId,
  });
}

// ---------------------------------------------------------------- the terminal

/** Asks a yes/no question on the terminal (only when stdin and stdout are terminals). */
export async function askOnTerminal(question: string): Promise<boolean | null> {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

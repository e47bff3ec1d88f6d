/**
 * `storefront wishlist …`: the signed-in customer's wished items and stores, and with `--vehicle`,
 * `--provider` (`list --rental`) the rental wishlist of vehicles and providers. `wishlist add` and
 * `wishlist remove` drive core's wishlist-toggle machine (the web app's heart): adding needs a
 * sign-in ('You are not logged in'); removing asks 'Are you sure you want to delete this item?'
 * on a terminal, `--yes` confirms it elsewhere. `wishlist list` is GET customer/wish-list in the
 * stored zones.
 */
import type { Command } from 'commander';
import { fromPromise } from 'xstate';
import {
  formatZoneIds,
  parseZoneIds,
  provideWishlistToggleMachine,
  readSession,
  wishlistRequest,
  wishlistToggleInput,
  type WishlistChange,
  type WishlistKind,
} from '@storefront/core';
import { unwrap } from '@storefront/core/api/calls';
import { changeRentalWishlist, listRentalWishlist } from '@storefront/core/api/rental';
import type { ApiClient } from '@storefront/core/api/client';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { toFailure } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { table } from '../output.js';
import { askOnTerminal, positiveInt, requireZone } from './shared.js';

/**
 * POST customer/wish-list/add or DELETE customer/wish-list/remove (`wishlistRequest`); vehicles
 * and providers go to the rental wishlist (`rental/user/wish-list/*`).
 */
export async function changeWishlist(api: ApiClient, change: WishlistChange): Promise<unknown> {
  if (change.kind === 'vehicle' || change.kind === 'provider') {
    return changeRentalWishlist(api, change);
  }
  const { method, query } = wishlistRequest(change);
  if (method === 'POST') {
    return unwrap(api.POST('/customer/wish-list/add', { params: { query } }));
  }
  return unwrap(api.DELETE('/customer/wish-list/remove', { params: { query } }));
}

export interface ToggleRequest {
  kind: WishlistKind;
  id: number;
  action: 'add' | 'remove';
  yes: boolean;
  ask: (question: string) => Promise<boolean | null>;
}

/** Adds or removes with the heart's machine; fails with the toast's message. */
export async function toggleWishlist(context: Context, request: ToggleRequest): Promise<string> {
  let lastError: unknown = null;
  const machine = provideWishlistToggleMachine({
    actors: {
      wishlist: fromPromise<unknown, WishlistChange>(async ({ input }) => {
        try {
          return await changeWishlist(context.api, input);
        } catch (error) {
          lastError = error;
          throw error;
        }
      }),
    },
    notifier: context.notifier,
    t: context.t,
    // The next `wishlist list` reads the wishlist from the server.
    syncWishlist: () => undefined,
  });
  // The heart as the wishlist shows it: `add` starts empty, `remove` filled (the server's
  // answer settles an id that was already, or was not, wished).
  const wished = request.action === 'remove';
  const input = wishlistToggleInput(
    context.storage,
    wished ? { [request.kind]: [{ id: request.id }] } : {},
    request.kind,
    request.id,
  );
  const actor = startMachine(context, machine, input);
  const toasts = context.notifier.toasts.length;
  const fail = () => {
    const failure = toFailure(lastError, context.apiRoot);
    const toast = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'error');
    const error = new CliError(
      toast?.message ?? failure.message,
      lastError == null ? EXIT.failure : failure.exitCode,
      lastError == null ? 'not_signed_in' : failure.code,
    );
    error.reported = toast != null;
    return error;
  };
  try {
    actor.send({ type: 'TOGGLE' });
    if (actor.getSnapshot().hasTag('confirm')) {
      const question = context.t('wishlist.confirm.remove');
      const answer = request.yes ? true : await request.ask(question);
      if (answer == null) {
        throw new CliError(
          `${question}\nRun again with --yes to remove it.`,
          EXIT.failure,
          'confirm_required',
        );
      }
      actor.send({ type: answer ? 'CONFIRM' : 'CANCEL' });
      if (!answer)
        throw new CliError('The wishlist was left as it was.', EXIT.failure, 'cancelled');
    }
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Updating the wishlist');
    const success = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'success');
    if (success == null || done.context.wished !== (request.action === 'add')) throw fail();
    return success.message;
  } finally {
    actor.stop();
  }
}

interface WishlistEntry {
  id: number;
  name: string;
}

/** The wished vehicles and providers (the rental wishlist, in the rental module). */
export async function listRentalWishes(context: Context) {
  requireZone(context);
  const lists = await listRentalWishlist(context.api);
  const entry = (e: { id: number; name: string }): WishlistEntry => ({ id: e.id, name: e.name });
  return { vehicles: lists.vehicles.map(entry), providers: lists.providers.map(entry) };
}

export async function listWishlist(context: Context) {
  requireZone(context);
  const zones = parseZoneIds(readSession(context.storage).zoneId);
  const lists = await unwrap(
    context.api.GET('/customer/wish-list', {
      params: { header: { zoneId: formatZoneIds(zones) } },
    }),
  );
  const entry = (e: { id: number; name: string }): WishlistEntry => ({ id: e.id, name: e.name });
  return { items: lists.item.map(entry), stores: lists.store.map(entry) };
}

export function registerWishlistCommands(
  program: Command,
  run: Runner,
  ask: (question: string) => Promise<boolean | null> = askOnTerminal,
): void {
  const wishlist = program
    .command('wishlist')
    .description('the wished items and stores of the signed-in customer');

  const change = (action: 'add' | 'remove') =>
    run(
      async (
        context,
        id: number,
        options: { store?: boolean; vehicle?: boolean; provider?: boolean; yes?: boolean },
      ) => {
        const flags = [options.store, options.vehicle, options.provider].filter(Boolean).length;
        if (flags > 1) throw usageError('--store, --vehicle and --provider exclude each other');
        const kind: WishlistKind = options.store
          ? 'store'
          : options.vehicle
            ? 'vehicle'
            : options.provider
              ? 'provider'
              : 'item';
        const message = await toggleWishlist(context, {
          kind,
          id,
          action,
          yes: options.yes === true,
          ask,
        });
        // The success toast is the human output.
        if (context.output.json) {
          context.output.result(
            { kind, id, wished: action === 'add', message, toasts: context.notifier.toasts },
            () => message,
          );
        }
      },
    );

  wishlist
    .command('add')
    .argument(
      '<id>',
      'the item id (or the store, vehicle or provider id, with its option)',
      positiveInt,
    )
    .option('--store', 'wish a store instead of an item')
    .option('--vehicle', 'wish a vehicle (the rental wishlist)')
    .option('--provider', 'wish a rental provider (the rental wishlist)')
    .description('add an item (or a store, a vehicle, a provider) to the wishlist')
    .action(change('add'));

  wishlist
    .command('remove')
    .argument(
      '<id>',
      'the item id (or the store, vehicle or provider id, with its option)',
      positiveInt,
    )
    .option('--store', 'remove a store instead of an item')
    .option('--vehicle', 'remove a vehicle (the rental wishlist)')
    .option('--provider', 'remove a rental provider (the rental wishlist)')
    .option('--yes', 'confirm without asking')
    .description(
      'remove an item (or a store, a vehicle, a provider) from the wishlist, after confirming',
    )
    .action(change('remove'));

  wishlist
    .command('list')
    .option('--rental', 'the rental wishlist: vehicles and providers')
    .description('the wished items and stores (or vehicles and providers) in the stored zones')
    .action(
      run(async (context, options: { rental?: boolean }) => {
        const section = (title: string, kind: string, rows: WishlistEntry[]) =>
          rows.length === 0
            ? `${title}\n${context.t('wishlist.empty', { kind })}`
            : `${title}\n${table(
                ['ID', 'NAME'],
                rows.map((r) => [String(r.id), r.name]),
              )}`;
        if (options.rental) {
          const rental = await listRentalWishes(context);
          context.output.result(rental, () =>
            [
              section(
                context.t('wishlist.tab.vehicles'),
                context.t('wishlist.kind.vehicles'),
                rental.vehicles,
              ),
              '',
              section(
                context.t('wishlist.tab.providers'),
                context.t('wishlist.kind.providers'),
                rental.providers,
              ),
            ].join('\n'),
          );
          return;
        }
        const result = await listWishlist(context);
        context.output.result(result, () =>
          [
            section(
              context.t('wishlist.tab.items'),
              context.t('wishlist.kind.items'),
              result.items,
            ),
            '',
            section(
              context.t('wishlist.tab.stores'),
              context.t('wishlist.kind.stores'),
              result.stores,
            ),
          ].join('\n'),
        );
      }),
    );
}

/**
 * `storefront wallet …` and `storefront loyalty …`: the signed-in customer's wallet and loyalty
 * points (reference §4.12, §6.10).
 *
 * - `wallet balance`, `wallet transactions [--type T] [--page N] [--limit N]`, `wallet bonuses`.
 * - `wallet add-fund --amount N [--gateway G] [--sandbox success|decline|cancel]` drives core's
 *   wallet-top-up machine (the web app's Add fund modal): the form's messages ('Please Enter
 *   amount', 'Payment method is required') before anything is sent, the server's refusals, then
 *   the gateway's hosted page. Without `--sandbox` it prints the page to pay at; with it, the
 *   sandbox is driven (the success card, the declined one, or Cancel) and the outcome reported
 *   with the new balance: a declined or canceled payment exits 1.
 * - `loyalty points`, `loyalty transactions`, `loyalty convert --points N` (core's
 *   loyalty-transfer machine: empty, below the minimum or above the balance refused before
 *   sending; 'Point to wallet transfer successfully.').
 *
 * Every command needs a signed-in customer (`storefront auth login`).
 */
import { InvalidArgumentError, type Command } from 'commander';
import { getCustomerInfo } from '@storefront/core/api/customer-info';
import { unwrap } from '@storefront/core/api/calls';
import {
  getLoyaltyTransactions,
  getWalletBonuses,
  getWalletTransactions,
  HISTORY_PAGE_SIZE,
  loyaltyTransferActors,
  topUpCallback,
  walletTopUpActors,
} from '@storefront/core/api/wallet';
import { issueText } from '@storefront/core/domain/issue';
import {
  exchangeRate,
  loyaltyTypeKey,
  minimumPoints,
  type LoyaltySettings,
} from '@storefront/core/domain/loyalty';
import { formatMoney, type MoneyConfig } from '@storefront/core/domain/money';
import { isSignedIn, readSession } from '@storefront/core/domain/session';
import {
  signedAmount,
  WALLET_FILTERS,
  walletTypeKey,
  type WalletFilter,
} from '@storefront/core/domain/wallet';
import {
  loyaltyTransferView,
  provideLoyaltyTransferMachine,
} from '@storefront/core/machines/loyalty-transfer.machine';
import {
  provideWalletTopUpMachine,
  topUpView,
} from '@storefront/core/machines/wallet-top-up.machine';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues, table } from '../output.js';
import { driveSandbox, sandboxOutcome, type SandboxOutcome } from '../sandbox.js';
import { positiveInt } from './shared.js';

function requireSignedIn(context: Context): void {
  if (!isSignedIn(readSession(context.storage))) {
    throw new CliError(
      'You are not signed in (storefront auth login)',
      EXIT.failure,
      'not_signed_in',
    );
  }
}

async function configOf(context: Context) {
  return unwrap(context.api.GET('/config'));
}

const moneyOf = (config: MoneyConfig) => (amount: number) =>
  formatMoney(amount, config, { compact: false });

/** `2026-11-21T21:08:01.000Z` → `2026-11-21 21:08` (UTC). */
const stamp = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function walletFilter(value: string): WalletFilter {
  if ((WALLET_FILTERS as readonly string[]).includes(value)) return value as WalletFilter;
  throw new InvalidArgumentError(`must be one of ${WALLET_FILTERS.join(', ')}`);
}

// ---------------------------------------------------------------- wallet

async function balance(context: Context) {
  requireSignedIn(context);
  const [info, config] = await Promise.all([getCustomerInfo(context.api), configOf(context)]);
  const money = moneyOf(config);
  context.output.result(
    {
      wallet_balance: info.wallet_balance,
      loyalty_point: Math.trunc(info.loyalty_point),
      currency_symbol: config.currency_symbol,
    },
    () =>
      keyValues([
        [context.t('wallet.balance'), money(info.wallet_balance)],
        [context.t('loyalty.total'), String(Math.trunc(info.loyalty_point))],
      ]),
  );
}

async function walletTransactions(
  context: Context,
  options: { type?: WalletFilter; page?: number; limit?: number },
) {
  requireSignedIn(context);
  const [page, config] = await Promise.all([
    getWalletTransactions(context.api, {
      offset: options.page ?? 1,
      limit: options.limit ?? HISTORY_PAGE_SIZE,
      type: options.type ?? null,
    }),
    configOf(context),
  ]);
  const money = moneyOf(config);
  context.output.result(page, () => {
    if (page.data.length === 0) {
      return context.t(options.type ? 'wallet.history.emptyFiltered' : 'wallet.history.empty');
    }
    const rows = page.data.map((row) => {
      const amount = signedAmount(row);
      return [
        stamp(row.created_at),
        context.t(walletTypeKey(row.transaction_type)),
        `${amount >= 0 ? '+' : '-'}${money(Math.abs(amount))}`,
        money(row.balance),
      ];
    });
    const shown = (page.offset - 1) * page.limit + page.data.length;
    return `${table(['Date', 'Type', 'Amount', 'Balance'], rows)}\n${context.t('wallet.history.count', { shown, total: page.total_size })}`;
  });
}

async function bonuses(context: Context) {
  requireSignedIn(context);
  const [list, config] = await Promise.all([getWalletBonuses(context.api), configOf(context)]);
  const money = moneyOf(config);
  context.output.result(list, () => {
    if (list.length === 0) return context.t('wallet.bonuses.none');
    return table(
      ['Bonus', 'From', 'Until', 'Title'],
      list.map((b) => [
        b.bonus_type === 'percentage'
          ? `${b.bonus_amount}%${b.maximum_bonus_amount > 0 ? ` (max ${money(b.maximum_bonus_amount)})` : ''}`
          : money(b.bonus_amount),
        money(b.minimum_add_amount),
        b.end_date,
        b.title,
      ]),
    );
  });
}

export interface AddFundOptions {
  amount?: string;
  gateway?: string;
  sandbox?: SandboxOutcome;
}

/** The gateway to pay with: the one asked for, or the only one offered. */
function chooseGateway(gateways: readonly string[], asked: string | undefined): string | null {
  if (asked !== undefined) return asked;
  if (gateways.length > 1) {
    throw usageError(`--gateway is needed: one of ${gateways.join(', ')}`);
  }
  return gateways[0] ?? null;
}

/** Starts a top-up with the machine; pays on the sandbox when asked (see the module notes). */
export async function addFund(context: Context, options: AddFundOptions) {
  requireSignedIn(context);
  const config = await configOf(context);
  const gateways = config.active_payment_method_list.map((g) => g.gateway);
  const gateway = chooseGateway(gateways, options.gateway);
  let link: string | null = null;
  const machine = provideWalletTopUpMachine({
    actors: walletTopUpActors(context.api),
    notifier: context.notifier,
    t: context.t,
    redirect: (to) => {
      link = to;
    },
  });
  const actor = startMachine(context, machine, {
    gateways,
    callback: topUpCallback(new URL(context.apiRoot).origin),
    platform: 'cli',
  });
  const toasts = context.notifier.toasts.length;
  try {
    actor.send({ type: 'SET_AMOUNT', amount: options.amount ?? '' });
    if (gateway != null) actor.send({ type: 'SELECT_METHOD', gateway });
    actor.send({ type: 'SUBMIT' });
    if (!actor.getSnapshot().hasTag('busy')) {
      const view = topUpView(actor.getSnapshot().context);
      const issues = Object.values(view.issues);
      const unknown = gateway != null && !gateways.includes(gateway);
      const message = unknown
        ? `${context.t('wallet.error.method')} (${gateways.join(', ') || '-'})`
        : issues.map((issue) => issueText(issue, context.t, config)).join('\n');
      throw new CliError(message, EXIT.failure, unknown ? 'payment_method' : issues[0]!.code);
    }
    const done = await settle(actor, (s) => !s.hasTag('busy') || s.status === 'done', 'Add fund');
    if (done.status !== 'done' || link == null) {
      const reported = context.notifier.toasts.length > toasts;
      throw flowError(done.context.error, context.t, reported);
    }
  } finally {
    actor.stop();
  }
  const redirectLink: string = link;
  if (!options.sandbox) {
    context.output.result({ redirect_link: redirectLink, paid: false }, () =>
      [context.t('wallet.topUp.description'), redirectLink].join('\n'),
    );
    return;
  }
  const result = await driveSandbox(context.fetch, redirectLink, options.sandbox);
  const info = await getCustomerInfo(context.api);
  const money = moneyOf(config);
  if (result.flag !== 'success') {
    const canceled = result.flag === 'cancel';
    throw new CliError(
      context.t(canceled ? 'wallet.topUp.cancelled' : 'wallet.topUp.failed'),
      EXIT.failure,
      canceled ? 'payment_canceled' : 'payment_failed',
    );
  }
  const message = `${context.t('wallet.topUp.paid')} ${context.t('wallet.topUp.newBalance', {
    amount: money(info.wallet_balance),
  })}`;
  context.output.result(
    { redirect_link: redirectLink, paid: true, wallet_balance: info.wallet_balance, message },
    () => message,
  );
}

// ---------------------------------------------------------------- loyalty

async function points(context: Context) {
  requireSignedIn(context);
  const [info, config] = await Promise.all([getCustomerInfo(context.api), configOf(context)]);
  const settings: LoyaltySettings = config;
  const money = moneyOf(config);
  const total = Math.trunc(info.loyalty_point);
  context.output.result(
    {
      loyalty_point: total,
      exchange_rate: exchangeRate(settings),
      minimum_point: minimumPoints(settings),
    },
    () =>
      keyValues([
        [context.t('loyalty.total'), String(total)],
        [
          '',
          context.t('loyalty.convert.rate', { points: exchangeRate(settings), amount: money(1) }),
        ],
        ['', context.t('loyalty.convert.minimum', { min: minimumPoints(settings) })],
      ]),
  );
}

async function loyaltyTransactions(context: Context, options: { page?: number; limit?: number }) {
  requireSignedIn(context);
  const page = await getLoyaltyTransactions(context.api, {
    offset: options.page ?? 1,
    limit: options.limit ?? HISTORY_PAGE_SIZE,
  });
  context.output.result(page, () => {
    if (page.data.length === 0) return context.t('loyalty.history.empty');
    const rows = page.data.map((row) => {
      const amount = row.credit - row.debit;
      return [
        stamp(row.created_at),
        context.t(loyaltyTypeKey(row.transaction_type)),
        `${amount >= 0 ? '+' : '-'}${Math.abs(amount)}`,
        String(Math.trunc(row.balance)),
      ];
    });
    const shown = (page.offset - 1) * page.limit + page.data.length;
    return `${table(['Date', 'Type', 'Points', 'Balance'], rows)}\n${context.t('loyalty.history.count', { shown, total: page.total_size })}`;
  });
}

/** Converts points with the machine (see the module notes). */
export async function convertPoints(context: Context, options: { points?: string }) {
  requireSignedIn(context);
  const [info, config] = await Promise.all([getCustomerInfo(context.api), configOf(context)]);
  const settings: LoyaltySettings = config;
  const machine = provideLoyaltyTransferMachine({
    actors: loyaltyTransferActors(context.api),
    notifier: context.notifier,
    t: context.t,
    onTransferred: () => undefined,
  });
  const actor = startMachine(context, machine, {
    balance: Math.trunc(info.loyalty_point),
    settings,
  });
  const toasts = context.notifier.toasts.length;
  try {
    actor.send({ type: 'SET_POINTS', points: options.points ?? '' });
    actor.send({ type: 'SUBMIT' });
    const refused = actor.getSnapshot().context.issue;
    if (refused) {
      throw new CliError(context.t(refused.key, refused.values), EXIT.failure, refused.code);
    }
    const worth = loyaltyTransferView(actor.getSnapshot().context).worth;
    const done = await settle(actor, (s) => !s.hasTag('busy'), 'Converting the points');
    if (done.status !== 'done' || done.context.result == null) {
      const reported = context.notifier.toasts.length > toasts;
      throw flowError(done.context.error, context.t, reported);
    }
    const result = done.context.result;
    const message = context.notifier.toasts.slice(toasts).find((t) => t.kind === 'success');
    context.output.result(
      {
        message: message?.message ?? context.t('loyalty.convert.success'),
        converted_amount: result.converted_amount ?? worth,
        wallet_balance: result.wallet_balance ?? null,
        loyalty_point: result.loyalty_point ?? null,
        toasts: context.notifier.toasts,
      },
      () => {
        const money = moneyOf(config);
        return keyValues([
          [context.t('wallet.balance'), money(result.wallet_balance ?? 0)],
          [context.t('loyalty.total'), String(result.loyalty_point ?? 0)],
        ]);
      },
    );
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------- the commands

export function registerWalletCommands(program: Command, run: Runner): void {
  const wallet = program
    .command('wallet')
    .description('the wallet of the signed-in customer: balance, history, bonuses, add fund');

  wallet
    .command('balance')
    .description('the wallet balance (and the loyalty points)')
    .action(run((context) => balance(context)));

  wallet
    .command('transactions')
    .description('the wallet history, newest first')
    .option('--type <type>', `only one kind: ${WALLET_FILTERS.join(', ')}`, walletFilter)
    .option('--page <n>', 'the page (from 1)', positiveInt)
    .option('--limit <n>', `transactions per page (default ${HISTORY_PAGE_SIZE})`, positiveInt)
    .action(
      run((context, options: { type?: WalletFilter; page?: number; limit?: number }) =>
        walletTransactions(context, options),
      ),
    );

  wallet
    .command('bonuses')
    .description('the top-up bonuses running today')
    .action(run((context) => bonuses(context)));

  wallet
    .command('add-fund')
    .description('add money to the wallet through the payment gateway')
    .option('--amount <amount>', 'the amount to add (from 1)')
    .option('--gateway <gateway>', 'the gateway (needed when several are offered)')
    .option(
      '--sandbox <outcome>',
      'drive the sandbox gateway: success, decline or cancel',
      sandboxOutcome,
    )
    .action(run((context, options: AddFundOptions) => addFund(context, options)));
}

export function registerLoyaltyCommands(program: Command, run: Runner): void {
  const loyalty = program
    .command('loyalty')
    .description('the loyalty points of the signed-in customer: points, history, convert');

  loyalty
    .command('points')
    .description('the points, the exchange rate and the minimum to convert')
    .action(run((context) => points(context)));

  loyalty
    .command('transactions')
    .description('the points history, newest first')
    .option('--page <n>', 'the page (from 1)', positiveInt)
    .option('--limit <n>', `transactions per page (default ${HISTORY_PAGE_SIZE})`, positiveInt)
    .action(
      run((context, options: { page?: number; limit?: number }) =>
        loyaltyTransactions(context, options),
      ),
    );

  loyalty
    .command('convert')
    .description('convert loyalty points to wallet money')
    .option('--points <n>', 'the points to convert')
    .action(run((context, options: { points?: string }) => convertPoints(context, options)));
}

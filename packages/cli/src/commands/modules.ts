/**
 * `storefront modules` and `storefront module use <id|type>`: core's moduleMachine, as the web
 * app's module selection modal runs it (load the modules of the stored zones, SELECT one: it is
 * stored, 'A Module has been selected.' is shown and the flow goes to /home). Choosing the rental
 * module then runs core's rentalModuleMachine, as the web app does: a trip cart whose pickup zone
 * is not among the stored zones is cleared (the spec's text), otherwise 'Location set
 * successfully' when it holds vehicles.
 */
import type { Command } from 'commander';
import {
  parseZoneIds,
  provideRentalModuleMachine,
  readSession,
  type RentalModuleOutput,
  type StoredModule,
} from '@storefront/core';
import { createModuleActors } from '@storefront/core/api/actors';
import { ensureGuestId } from '@storefront/core/api/guest';
import { orderingOwner } from '@storefront/core/api/ordering';
import { rentalActors } from '@storefront/core/api/rental';
import {
  moduleMachineInput,
  provideModuleMachine,
  type ModuleContext,
} from '@storefront/core/machines/module.machine';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { table } from '../output.js';

export interface ModuleRow {
  id: number;
  type: string;
  name: string;
  zones: number[];
  selected: boolean;
}

export function moduleRows(
  modules: readonly StoredModule[],
  selectedId: number | null,
): ModuleRow[] {
  return modules.map((m) => ({
    id: m.id,
    type: m.module_type,
    name: m.module_name,
    zones: (m.zones ?? []).map((z) => z.id),
    selected: m.id === selectedId,
  }));
}

export function formatModules(rows: readonly ModuleRow[]): string {
  return table(
    ['', 'ID', 'TYPE', 'NAME'],
    rows.map((row) => [row.selected ? '*' : ' ', String(row.id), row.type, row.name]),
  );
}

/**
 * The module a `module use` argument names: an id, else a module type, else a name
 * (case-insensitive). Throws a usage error when it names none or several.
 */
export function findModule(modules: readonly StoredModule[], wanted: string): StoredModule {
  const text = wanted.trim().toLowerCase();
  const byId = /^\d+$/.test(text) ? modules.filter((m) => m.id === Number(text)) : [];
  const byType = modules.filter((m) => m.module_type === text);
  const byName = modules.filter((m) => m.module_name.toLowerCase() === text);
  const matches = byId.length ? byId : byType.length ? byType : byName;
  const available = modules.map((m) => `${m.id} (${m.module_type})`).join(', ');
  if (matches.length === 0) {
    throw new CliError(
      `No module "${wanted}" in this zone. Available: ${available || 'none'}`,
      EXIT.failure,
      'module',
    );
  }
  if (matches.length > 1) {
    throw usageError(
      `"${wanted}" names several modules; use an id: ${matches.map((m) => m.id).join(', ')}`,
    );
  }
  return matches[0] as StoredModule;
}

/** Starts the module flow and waits for its list (the modules of the stored zones). */
async function loadModules(context: Context) {
  if (parseZoneIds(readSession(context.storage).zoneId).length === 0) {
    throw new CliError(
      'No location is set: choose one first, for example: storefront location set --search "Dubai Mall"',
      EXIT.failure,
      'zoneId',
    );
  }
  await ensureGuestId(context.api, context.storage, {
    log: (message) => context.trace?.note('@storefront.guest', { message }),
  });
  const machine = provideModuleMachine({
    actors: createModuleActors(context.api),
    storage: context.storage,
    notifier: context.notifier,
    navigator: context.navigator,
    t: context.t,
  });
  const actor = startMachine(context, machine, moduleMachineInput(context.storage));
  const loaded = await settle(
    actor,
    (s) => s.matches('ready') || s.matches('empty') || s.matches('failed'),
    'Loading the modules',
  );
  const machineContext = loaded.context as ModuleContext;
  if (loaded.matches('failed')) {
    actor.stop();
    throw flowError(machineContext.error, context.t, true);
  }
  if (loaded.matches('empty')) {
    actor.stop();
    throw new CliError(
      `${context.t('module.empty.title')}. ${context.t('module.empty.description')}`,
      EXIT.failure,
      'no-modules',
    );
  }
  return { actor, modules: machineContext.modules, selectedId: machineContext.selectedId };
}

/**
 * The rental module was chosen: the trip cart is kept when the stored zones hold its pickup zone
 * ('Location set successfully'), else cleared ('Your cart has been cleared as the selected zone
 * does not support the previous pickup point.'); an empty cart says nothing.
 */
async function checkTripCart(context: Context, module: StoredModule): Promise<RentalModuleOutput> {
  const machine = provideRentalModuleMachine({
    actors: rentalActors(context.api, {
      guestId: () => orderingOwner(readSession(context.storage)).guestId,
      moduleId: () => module.id,
    }).rentalModule,
    notifier: context.notifier,
    t: context.t,
  });
  const actor = startMachine(context, machine, { zoneIds: readSession(context.storage).zoneId });
  try {
    const done = await settle(actor, (s) => s.status === 'done', 'Checking the trip cart');
    return done.output as RentalModuleOutput;
  } finally {
    actor.stop();
  }
}

export function registerModuleCommands(program: Command, run: Runner): void {
  program
    .command('modules')
    .description('list the modules available in the stored zone (* marks the chosen one)')
    .action(
      run(async (context) => {
        const { actor, modules, selectedId } = await loadModules(context);
        actor.stop();
        const rows = moduleRows(modules, selectedId);
        context.output.result(rows, () => formatModules(rows));
      }),
    );

  const module = program
    .command('module')
    .description('choose the module (food, grocery, rental…)');
  module
    .command('use')
    .argument('<module>', 'a module id, type (food, grocery…) or name')
    .description('choose a module of the stored zone; the storefront then goes to /home')
    .action(
      run(async (context, wanted: string) => {
        const { actor, modules } = await loadModules(context);
        try {
          const chosen = findModule(modules, wanted);
          const toastsBefore = context.notifier.toasts.length;
          actor.send({ type: 'SELECT', moduleId: chosen.id });
          const done = await settle(
            actor,
            (s) => s.hasTag('done') || s.hasTag('failed'),
            'Choosing the module',
          );
          if (!done.matches('selected')) {
            throw flowError((done.context as ModuleContext).error, context.t, true);
          }
          const tripCart =
            chosen.module_type === 'rental' ? (await checkTripCart(context, chosen)).outcome : null;
          const route = context.navigator.current();
          const row = moduleRows([chosen], chosen.id)[0] as ModuleRow;
          context.output.result(
            {
              module: row,
              route,
              ...(tripCart == null ? {} : { tripCart }),
              toasts: context.notifier.toasts.slice(toastsBefore),
            },
            () => `Module: ${row.name} (${row.type}, id ${row.id}); next: ${route ?? '-'}`,
          );
        } finally {
          actor.stop();
        }
      }),
    );
}

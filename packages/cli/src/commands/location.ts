/**
 * `storefront location set` and `location show`: choosing a location drives core's
 * locationMachine, exactly as the web app's header selector and landing hero do:
 * PICK_POINT for coordinates, SEARCH then PICK_SUGGESTION for a place search.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { isSignedIn, isValidLatLng, parseZoneIds, readSession } from '@storefront/core';
import { createLocationActors } from '@storefront/core/api/actors';
import { ensureGuestId } from '@storefront/core/api/guest';
import type { PlaceSuggestion } from '@storefront/core/domain/location';
import { provideLocationMachine } from '@storefront/core/machines/location.provide';
import type { LocationContext, LocationInput } from '@storefront/core/machines/location.types';
import type { Context, Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import { flowError } from '../failure.js';
import { settle, startMachine } from '../machines/run.js';
import { keyValues } from '../output.js';

export interface LocationView {
  location: string | null;
  lat: number | null;
  lng: number | null;
  /** Zone ids, parsed. */
  zoneIds: number[];
  /** The stored `zoneid` value (a JSON array string). */
  zoneId: string | null;
}

export function storedLocation(context: Context): LocationView {
  const session = readSession(context.storage);
  return {
    location: session.location,
    lat: session.currentLatLng?.lat ?? null,
    lng: session.currentLatLng?.lng ?? null,
    zoneIds: parseZoneIds(session.zoneId),
    zoneId: session.zoneId,
  };
}

export function formatLocation(view: LocationView): string {
  if (view.location === null && view.zoneIds.length === 0) {
    return 'No location is set. Run: storefront location set --search "Dubai Mall"';
  }
  return keyValues([
    ['Location', view.location ?? '-'],
    ['Coordinates', view.lat !== null && view.lng !== null ? `${view.lat}, ${view.lng}` : '-'],
    ['Zones', view.zoneIds.length ? view.zoneIds.join(', ') : '-'],
  ]);
}

/** The machine's input from the session: rental picks up, others deliver; saved addresses need sign-in. */
export function locationInput(context: Context): LocationInput {
  const session = readSession(context.storage);
  return {
    purpose: session.module?.module_type === 'rental' ? 'pickup' : 'delivery',
    signedIn: isSignedIn(session),
  };
}

const number = (name: string) => (value: string) => {
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) {
    throw new InvalidArgumentError(`${name} must be a number.`);
  }
  return parsed;
};

const positiveInteger = (value: string) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new InvalidArgumentError('must be 1 or more.');
  return parsed;
};

interface SetOptions {
  lat?: number;
  lng?: number;
  search?: string;
  pick: number;
}

async function setLocation(context: Context, options: SetOptions): Promise<void> {
  const byPoint = options.lat !== undefined || options.lng !== undefined;
  if (byPoint && options.search !== undefined) {
    throw usageError('give either --lat and --lng, or --search, not both');
  }
  if (!byPoint && options.search === undefined) {
    throw usageError('give --lat and --lng, or --search "a place"');
  }
  if (byPoint) {
    if (options.lat === undefined || options.lng === undefined)
      throw usageError('give both --lat and --lng');
    if (!isValidLatLng({ lat: options.lat, lng: options.lng })) {
      throw usageError('--lat must be within -90..90 and --lng within -180..180');
    }
  } else if (options.search?.trim() === '') {
    throw usageError('--search needs a text');
  }

  await ensureGuestId(context.api, context.storage, {
    log: (message) => context.trace?.note('@storefront.guest', { message }),
  });
  const machine = provideLocationMachine({
    actors: createLocationActors(context.api),
    geolocation: context.geolocation,
    storage: context.storage,
    notifier: context.notifier,
    navigator: context.navigator,
    t: context.t,
  });
  const actor = startMachine(context, machine, locationInput(context));
  const toastsBefore = context.notifier.toasts.length;
  try {
    let suggestions: PlaceSuggestion[] = [];
    let picked: PlaceSuggestion | null = null;
    if (byPoint) {
      actor.send({ type: 'PICK_POINT', lat: options.lat as number, lng: options.lng as number });
    } else {
      const text = (options.search ?? '').trim();
      actor.send({ type: 'SEARCH', text });
      const searched = await settle(
        actor,
        (s) => s.matches({ search: 'idle' }) || s.matches({ search: 'failed' }),
        'The place search',
      );
      const searchContext = searched.context as LocationContext;
      if (searchContext.searchError) throw flowError(searchContext.searchError, context.t, false);
      suggestions = searchContext.suggestions;
      if (suggestions.length === 0) {
        throw new CliError(
          `${context.t('location.search.noResults')}: "${text}"`,
          EXIT.failure,
          'no-results',
        );
      }
      picked = suggestions[options.pick - 1] ?? null;
      if (!picked) {
        throw usageError(
          `--pick ${options.pick}: the search gave ${suggestions.length} suggestion(s)`,
        );
      }
      context.output.line(
        `${context.output.style('dim', `Picked ${options.pick} of ${suggestions.length}:`)} ${picked.text}`,
      );
      actor.send({ type: 'PICK_SUGGESTION', placeId: picked.placeId });
    }

    const done = await settle(
      actor,
      (s) => s.hasTag('done') || s.hasTag('failed'),
      'Choosing the location',
    );
    const machineContext = done.context as LocationContext;
    if (done.hasTag('failed')) {
      const shown = context.notifier.toasts
        .slice(toastsBefore)
        .some((toast) => toast.kind === 'error' && machineContext.error !== null);
      throw flowError(machineContext.error, context.t, shown);
    }
    const view = storedLocation(context);
    context.output.result(
      {
        ...view,
        suggestions: suggestions.map((s) => ({ placeId: s.placeId, text: s.text })),
        picked: picked ? { placeId: picked.placeId, text: picked.text } : null,
        toasts: context.notifier.toasts.slice(toastsBefore),
      },
      () => formatLocation(view),
    );
  } finally {
    actor.stop();
  }
}

export function registerLocationCommands(program: Command, run: Runner): void {
  const location = program
    .command('location')
    .description('choose or show the location (delivery or pickup address)');

  location
    .command('set')
    .description(
      'choose a location by coordinates or by place search (stores location, coordinates and zones)',
    )
    .option('--lat <number>', 'latitude', number('--lat'))
    .option('--lng <number>', 'longitude', number('--lng'))
    .option('--search <text>', 'search for a place and choose a suggestion')
    .addOption(
      new Option('--pick <n>', 'with --search: the suggestion to choose')
        .argParser(positiveInteger)
        .default(1),
    )
    .action(run((context, options: SetOptions) => setLocation(context, options)));

  location
    .command('show')
    .description('show the stored location and zones')
    .action(
      run((context) => {
        const view = storedLocation(context);
        context.output.result(view, () => formatLocation(view));
      }),
    );
}

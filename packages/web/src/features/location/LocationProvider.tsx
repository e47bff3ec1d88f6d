import { isSignedIn } from '@storefront/core/domain/session';
import type { locationMachine } from '@storefront/core/machines/location.machine';
import type { LocationInput } from '@storefront/core/machines/location.types';
import { createContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnyActorLogic } from 'xstate';
import { readCurrentSession, useSession } from '../../app/session.js';
import { createDeferredActor, deferredActorHooks, type DeferredActor } from './deferred-actor.js';

type LocationLogic = typeof locationMachine;
type LocationActorRef = DeferredActor<LocationLogic>;

const ActorContext = createContext<LocationActorRef | null>(null);

/** The location machine's initial state (its value and context), shown until it runs. */
function initialState(input: LocationInput) {
  return {
    value: { choice: { open: 'idle' }, search: 'idle' },
    context: {
      purpose: input.purpose ?? 'delivery',
      signedIn: input.signedIn ?? false,
      searchText: '',
      suggestions: [],
      searchError: null,
      source: null,
      place: null,
      point: null,
      address: null,
      zoneId: null,
      error: null,
    },
  };
}

/**
 * The search text typed before the machine runs, shown at once (the machine sets it on SEARCH,
 * and clears it when it is blank); the machine gets the same events once it runs.
 */
function previewSearch(context: unknown, event: { type: string }): unknown {
  if (event.type !== 'SEARCH') return context;
  const text = (event as { type: 'SEARCH'; text: string }).text;
  return { ...(context as object), searchText: text.trim() === '' ? '' : text };
}

function useDeferredLocationActor(
  start: (input: LocationInput) => Promise<{ stop: () => void } & object>,
  input: LocationInput,
  loadNow: boolean,
): LocationActorRef {
  const [actor] = useState(() =>
    createDeferredActor<LocationLogic>(
      () => start(input) as Promise<never>,
      initialState(input),
      previewSearch,
    ),
  );
  useEffect(() => {
    // Right after the first paint (or at once for a form's own picker); an event sent before
    // starts it earlier.
    const timer = setTimeout(actor.load, loadNow ? 0 : 50);
    return () => clearTimeout(timer);
  }, [actor, loadNow]);
  useEffect(() => () => actor.stop(), [actor]);
  return actor;
}

/**
 * One location actor for the whole app: the header popover, the landing hero and the map picker
 * drive the same core machine, wired to the browser ports in location-logic.ts. Its code loads
 * after the first paint (deferred-actor.ts): the first paint shows the machine's initial state.
 */
export const LocationActor = {
  ...deferredActorHooks<LocationLogic>(ActorContext),
  /** A location actor of other logic for the part below (an address form's own map picker). */
  Provider: function LogicProvider({
    logic,
    options,
    children,
  }: {
    logic: AnyActorLogic;
    options: { input: LocationInput };
    children: ReactNode;
  }) {
    const actor = useDeferredLocationActor(
      (input) => import('./location-logic.js').then((m) => m.startActor(logic, input)),
      options.input,
      true,
    );
    return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
  },
};

export function LocationProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const purpose = session.module?.module_type === 'rental' ? 'pickup' : 'delivery';
  const signedIn = isSignedIn(session);
  // The input is read when an actor starts; later sign-ins and -outs reach it as events.
  const input = useMemo<LocationInput>(
    () => ({ purpose, signedIn: isSignedIn(readCurrentSession()) }),
    [purpose],
  );
  // A new purpose (rental pickup) starts a fresh actor. Signing in or out must not: the key
  // wraps the whole app, so a new key would remount every page.
  return (
    <AppLocationActor key={purpose} input={input}>
      <SessionToLocation signedIn={signedIn} />
      {children}
    </AppLocationActor>
  );
}

function AppLocationActor({ input, children }: { input: LocationInput; children: ReactNode }) {
  const actor = useDeferredLocationActor(
    (start) => import('./location-logic.js').then((m) => m.startLocationActor(start)),
    input,
    false,
  );
  return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
}

/** Tells the location actor when the visitor signs in or out. */
function SessionToLocation({ signedIn }: { signedIn: boolean }) {
  const actor = LocationActor.useActorRef();
  useEffect(() => {
    if (actor.getSnapshot().context.signedIn !== signedIn) {
      actor.send({ type: 'SESSION_CHANGED', signedIn });
    }
  }, [actor, signedIn]);
  return null;
}

/** Calls `onSelected` each time a location is stored (the machine enters `choice.open.selected`). */
export function useOnLocationSelected(onSelected: () => void): void {
  const actor = LocationActor.useActorRef();
  const callback = useRef(onSelected);
  useEffect(() => {
    callback.current = onSelected;
  });
  useEffect(() => {
    let was = actor.getSnapshot().matches({ choice: { open: 'selected' } });
    const sub = actor.subscribe((snapshot) => {
      const is = snapshot.matches({ choice: { open: 'selected' } });
      if (is && !was) callback.current();
      was = is;
    });
    return () => sub.unsubscribe();
  }, [actor]);
}

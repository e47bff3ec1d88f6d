/**
 * The Stately bridge (issue 13): on a developer's opt-in, the running machines are shown in
 * Stately's own inspector (`@statelyai/inspect`, https://stately.ai/inspect) in an iframe of the
 * panel. It needs the internet and sends the machines' states and events to stately.ai, so it is
 * never on by itself:
 *
 * - The panel's Stately tab asks first, and only when the browser is online.
 * - Connecting reloads the page with `?stately=1`: the server then sends that one page a
 *   Content-Security-Policy whose `frame-src` also allows https://stately.ai (server
 *   http/static.ts, only where the inspector is on: demo mode). Every other page keeps
 *   `frame-src 'none'`. The library itself is bundled here (no script from stately.ai), and is
 *   loaded only when the bridge connects.
 * - What is sent is sanitised as the panel's own views are: core's `redactSecrets` on every
 *   event and every context.
 *
 * The app's inspection observer (inspection.ts) forwards each event to the bridge once it is on;
 * the actors already running are announced with their current snapshots.
 */
import { redactSecrets } from '@storefront/core/domain/redact';
import type { AnyActorRef, AnyEventObject, InspectionEvent, MachineContext } from 'xstate';
import { runningActors, setBridge } from './inspection.js';

/** The query parameter of a page that asked for the bridge. */
export const STATELY_PARAM = 'stately';
/** Where Stately's inspector is served (the iframe and the server's frame-src). */
export const STATELY_ORIGIN = 'https://stately.ai';

/** Whether this page was opened for the bridge (`?stately=1`). */
export function statelyRequested(search: string): boolean {
  return new URLSearchParams(search).get(STATELY_PARAM) === '1';
}

/** The page's address with (or without) the bridge's parameter, the inspector kept open. */
export function statelyHref(href: string, on: boolean): string {
  const url = new URL(href);
  if (on) {
    url.searchParams.set(STATELY_PARAM, '1');
    url.searchParams.set('inspect', '');
  } else {
    url.searchParams.delete(STATELY_PARAM);
  }
  return url.toString();
}

/** What the bridge gives Stately: secrets hidden, as in the panel. */
export const sanitizeEvent = (event: AnyEventObject): AnyEventObject =>
  redactSecrets(event) as AnyEventObject;
export const sanitizeContext = (context: MachineContext): MachineContext =>
  redactSecrets(context) as MachineContext;

/** The part of `@statelyai/inspect` the bridge uses (injected in tests). */
export interface StatelyInspector {
  inspect: { next?: (event: InspectionEvent) => void };
  actor(actor: AnyActorRef, snapshot?: unknown): void;
  stop(): void;
}
export type CreateInspector = (options: {
  iframe: HTMLIFrameElement;
  autoStart: boolean;
  sanitizeEvent: typeof sanitizeEvent;
  sanitizeContext: typeof sanitizeContext;
}) => StatelyInspector;

async function libraryInspector(): Promise<CreateInspector> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector as unknown as CreateInspector;
}

/**
 * Connects the app's actors to Stately's inspector in `iframe`; answers how many running actors
 * were announced and how to disconnect.
 */
export async function connectStately(
  iframe: HTMLIFrameElement,
  create?: CreateInspector,
): Promise<{ actors: number; disconnect: () => void }> {
  const make = create ?? (await libraryInspector());
  const inspector = make({ iframe, autoStart: true, sanitizeEvent, sanitizeContext });
  const running = runningActors();
  for (const actor of running) inspector.actor(actor, actor.getSnapshot());
  setBridge((event) => inspector.inspect.next?.(event));
  return {
    actors: running.length,
    disconnect: () => {
      setBridge(null);
      inspector.stop();
    },
  };
}

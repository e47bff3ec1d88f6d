import { createActor, createMachine } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { inspect } from './inspection.js';
import {
  connectStately,
  sanitizeContext,
  sanitizeEvent,
  statelyHref,
  statelyRequested,
  type CreateInspector,
} from './stately-bridge.js';

const toggle = createMachine({
  id: 'toggle',
  context: { token: 'secret-token', count: 0 },
  initial: 'off',
  states: { off: { on: { FLIP: 'on' } }, on: { on: { FLIP: 'off' } } },
});

/** A stand-in for `@statelyai/inspect`'s browser inspector: what it was told. */
function fakeStately() {
  const seen = { options: null as unknown, actors: [] as string[], events: [] as string[] };
  let stopped = false;
  const create: CreateInspector = (options) => {
    seen.options = options;
    return {
      inspect: { next: (event) => void (!stopped && seen.events.push(event.type)) },
      actor: (actor) => void seen.actors.push(actor.id),
      stop: () => void (stopped = true),
    };
  };
  return { seen, create, stopped: () => stopped };
}

const running: { stop(): void }[] = [];
afterEach(() => running.splice(0).forEach((actor) => actor.stop()));

describe('the Stately bridge', () => {
  it('is asked for by ?stately=1, which keeps the inspector open, and dropped again', () => {
    expect(statelyRequested('?inspect&stately=1')).toBe(true);
    expect(statelyRequested('?stately=0')).toBe(false);
    const on = statelyHref('http://localhost:8080/home?lang=ar', true);
    expect(statelyRequested(new URL(on).search)).toBe(true);
    expect(new URL(on).searchParams.has('inspect')).toBe(true);
    const off = statelyHref(on, false);
    expect(statelyRequested(new URL(off).search)).toBe(false);
    expect(new URL(off).searchParams.get('lang')).toBe('ar');
  });

  it('announces the running actors, forwards their events, and stops on disconnect', async () => {
    const first = createActor(toggle, { inspect, id: 'first' }).start();
    running.push(first);
    const stately = fakeStately();
    const iframe = {} as HTMLIFrameElement;
    const { actors, disconnect } = await connectStately(iframe, stately.create);
    expect(actors).toBeGreaterThanOrEqual(1);
    expect(stately.seen.actors).toContain('first');
    expect(stately.seen.options).toMatchObject({ iframe, autoStart: true });

    first.send({ type: 'FLIP' });
    expect(stately.seen.events).toContain('@xstate.event');
    expect(stately.seen.events).toContain('@xstate.snapshot');

    disconnect();
    expect(stately.stopped()).toBe(true);
    const count = stately.seen.events.length;
    first.send({ type: 'FLIP' });
    expect(stately.seen.events.length).toBe(count);
  });

  it('hides secrets in what it sends', () => {
    expect(sanitizeContext({ token: 'secret-token', count: 2 })).toEqual({
      token: '[redacted]',
      count: 2,
    });
    expect(sanitizeEvent({ type: 'SUBMIT', password: 'hunter2', name: 'Layla' })).toEqual({
      type: 'SUBMIT',
      password: '[redacted]',
      name: 'Layla',
    });
  });
});

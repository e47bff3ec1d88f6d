import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyActorRef } from 'xstate';
import { createDeferredActor } from './deferred-actor.js';

const machine = setup({
  types: {
    context: {} as { text: string; sent: string[] },
    events: {} as { type: 'TYPE'; text: string },
  },
}).createMachine({
  context: { text: '', sent: [] },
  on: {
    TYPE: {
      actions: assign(({ context, event }) => ({
        text: event.text,
        sent: [...context.sent, event.text],
      })),
    },
  },
});

const preview = (context: unknown, event: { type: string; text?: string }) =>
  event.type === 'TYPE' ? { ...(context as object), text: event.text } : context;

describe('a deferred actor', () => {
  it('previews the events sent before it runs, then hands them all, in order, to the actor', async () => {
    let started: (actor: AnyActorRef) => void = () => undefined;
    const ready = new Promise<AnyActorRef>((resolve) => (started = resolve));
    const deferred = createDeferredActor<typeof machine>(
      () => ready,
      {
        value: {},
        context: { text: '', sent: [] },
      },
      preview,
    );
    const seen: string[] = [];
    deferred.subscribe((snapshot) => seen.push(snapshot.context.text));

    // Typed while the machine's code loads: shown at once, not reset to the initial text.
    for (const text of ['D', 'Du', 'Dub']) deferred.send({ type: 'TYPE', text });
    expect(deferred.getSnapshot().context.text).toBe('Dub');
    expect(seen).toEqual(['D', 'Du', 'Dub']);

    const actor = createActor(machine).start();
    started(actor);
    await ready;
    await Promise.resolve();
    expect(actor.getSnapshot().context.sent).toEqual(['D', 'Du', 'Dub']);
    expect(deferred.getSnapshot().context.text).toBe('Dub');
    deferred.send({ type: 'TYPE', text: 'Dubai' });
    expect(deferred.getSnapshot().context.text).toBe('Dubai');
    deferred.stop();
  });

  it('without a preview keeps the initial look-alike until it runs', () => {
    const deferred = createDeferredActor<typeof machine>(() => new Promise(() => undefined), {
      value: {},
      context: { text: '', sent: [] },
    });
    deferred.send({ type: 'TYPE', text: 'D' });
    expect(deferred.getSnapshot().context.text).toBe('');
    deferred.stop();
  });
});

import { createActor, createMachine, fromPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acceptedEvents,
  activeNodeIds,
  actorLabel,
  contextSummary,
  lastTransition,
  payloadText,
  statePaths,
  stepChange,
} from './describe.js';
import {
  inspect,
  MAX_STEPS,
  parentOf,
  recordedSteps,
  runningActors,
  startRecording,
  stopRecording,
} from './inspection.js';

const toggle = createMachine({
  id: 'toggle',
  context: { token: 'secret-token', count: 0 },
  initial: 'off',
  states: {
    off: { on: { FLIP: 'on', PING: {} } },
    on: {
      on: { FLIP: 'off' },
      invoke: { id: 'work', src: fromPromise(() => new Promise<number>(() => undefined)) },
    },
  },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => stopRecording());

describe('inspection', () => {
  it('knows the running actors while off, and keeps no step', () => {
    const actor = createActor(toggle, { inspect }).start();
    const idle = createActor(toggle, { inspect });
    expect(runningActors()).toContain(actor);
    // Created but never started (a discarded render): not listed.
    expect(runningActors()).not.toContain(idle);
    actor.send({ type: 'FLIP' });
    expect(recordedSteps()).toHaveLength(0);
    actor.stop();
    expect(runningActors()).not.toContain(actor);
  });

  it('records each event with the transitions taken and the snapshots around it', async () => {
    const actor = createActor(toggle, { inspect }).start();
    startRecording();
    actor.send({ type: 'FLIP' });
    actor.send({ type: 'PING' });
    await flush();
    const steps = recordedSteps().filter((step) => step.actor === actor);
    expect(steps.map((step) => step.event.type)).toEqual(['FLIP', 'PING']);
    const [flip, ping] = steps;
    expect(flip?.before?.value).toBe('off');
    expect(flip?.after?.value).toBe('on');
    expect(flip?.transitions).toEqual([
      { source: 'toggle.off', targets: ['toggle.on'], event: 'FLIP' },
    ]);
    expect(stepChange(flip!)).toEqual({ kind: 'changed', from: ['off'], to: ['on'] });
    expect(lastTransition(flip)).toEqual({
      source: 'toggle.off',
      targets: ['toggle.on'],
      event: 'FLIP',
    });
    // PING is not handled in `on`: no state change.
    expect(stepChange(ping!)).toEqual({ kind: 'none' });
    // The invoked child is a running actor whose parent is the machine.
    const child = runningActors().find((a) => parentOf(a) === actor);
    expect(child && actorLabel(child)).toMatch(/work/);
    actor.stop();
  });

  it('records the start of an actor created while recording', async () => {
    startRecording();
    const actor = createActor(toggle, { inspect }).start();
    await flush();
    const [init] = recordedSteps().filter((step) => step.actor === actor);
    expect(init?.event.type).toBe('xstate.init');
    expect(stepChange(init!)).toEqual({ kind: 'started', to: ['off'] });
    actor.stop();
  });

  it('keeps at most MAX_STEPS steps, and forgets them when stopped', () => {
    const actor = createActor(toggle, { inspect }).start();
    startRecording();
    for (let i = 0; i < MAX_STEPS + 20; i++) actor.send({ type: 'FLIP' });
    expect(recordedSteps()).toHaveLength(MAX_STEPS);
    expect(recordedSteps()[0]?.event.type).toBe('FLIP');
    stopRecording();
    expect(recordedSteps()).toHaveLength(0);
    actor.stop();
  });
});

describe('describe', () => {
  it('flattens state values into leaf paths', () => {
    expect(statePaths({ choice: { open: 'idle' }, search: 'idle' })).toEqual([
      'choice.open.idle',
      'search.idle',
    ]);
    expect(statePaths('off')).toEqual(['off']);
    expect(statePaths(undefined)).toEqual([]);
  });

  it('names the active nodes and the accepted events of a snapshot', () => {
    const actor = createActor(toggle).start();
    expect(activeNodeIds(actor.getSnapshot())).toEqual(['toggle.off']);
    // PING does nothing in `off` (no target, no action): XState's `can` says no.
    expect(acceptedEvents(actor.getSnapshot())).toEqual(['FLIP']);
    actor.stop();
    expect(acceptedEvents(actor.getSnapshot())).toEqual([]);
  });

  it('summarises context and payloads without secrets', () => {
    expect(contextSummary({ token: 'abc', count: 2, list: [1, 2], nested: { a: 1 } })).toEqual([
      { key: 'token', value: '"[redacted]"' },
      { key: 'count', value: '2' },
      { key: 'list', value: '[1,2]' },
      { key: 'nested', value: '{"a":1}' },
    ]);
    expect(payloadText({ type: 'SUBMIT', values: { password: 'x', phone: '1' } })).toBe(
      '{"values":{"password":"[redacted]","phone":"1"}}',
    );
    expect(payloadText({ type: 'FLIP' })).toBe('');
  });
});

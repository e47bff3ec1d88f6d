import { describe, expect, it } from 'vitest';
import { and, not, or } from 'xstate';
import { classifyEvent, eventLabel, guardName } from './machine-graph';

describe('eventLabel and classifyEvent', () => {
  it('name delayed, done, error and eventless transitions', () => {
    expect(eventLabel('xstate.after.debounce.sample.searching.waiting')).toBe('after debounce');
    expect(eventLabel('xstate.after.5000.sample.locating')).toBe('after 5000');
    expect(eventLabel('xstate.done.actor.lookUp')).toBe('done lookUp');
    expect(eventLabel('xstate.error.actor.lookUp')).toBe('error lookUp');
    expect(eventLabel('xstate.done.state.sample.searching')).toBe('done');
    expect(eventLabel('')).toBe('always');
    expect(eventLabel('SEARCH')).toBe('SEARCH');
    expect(classifyEvent('xstate.after.5000.sample.locating')).toEqual({
      kind: 'after',
      name: '5000',
    });
    expect(classifyEvent('SEARCH')).toEqual({ kind: 'event', name: 'SEARCH' });
  });
});

describe('guardName', () => {
  it('names higher-order and parameterised guards', () => {
    expect(guardName(undefined)).toBeNull();
    expect(guardName('ready')).toBe('ready');
    expect(guardName(not('ready'))).toBe('!ready');
    expect(guardName(and(['ready', 'allowed']))).toBe('ready && allowed');
    expect(guardName(or(['ready', 'allowed']))).toBe('ready || allowed');
    expect(guardName({ type: 'sourceIs', params: { source: 'current' } })).toBe(
      'sourceIs(current)',
    );
    expect(guardName({ type: 'dynamic', params: () => ({}) })).toBe('dynamic');
  });
});

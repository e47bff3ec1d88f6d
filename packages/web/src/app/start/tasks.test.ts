import { describe, expect, it } from 'vitest';
import { inTasks, nextTask, stacklessErrors } from './tasks.js';

describe('nextTask', () => {
  it('resolves after the microtasks queued before it, in a later task', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await task;
    expect(order).toEqual(['microtask', 'task']);
  });
});

describe('inTasks', () => {
  it('runs the steps in order, each after the one before has settled', async () => {
    const order: string[] = [];
    await inTasks([
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('a');
      },
      () => order.push('b'),
      () => order.push('c'),
    ]);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('starts each step in a new task, not in the microtasks of the one before', async () => {
    const seen: string[] = [];
    const run = inTasks([() => seen.push('first'), () => seen.push('second')]);
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual(['first']);
    await run;
    expect(seen).toEqual(['first', 'second']);
  });

  it('stops at a failing step and rejects with its error', async () => {
    const seen: string[] = [];
    const run = inTasks([
      () => {
        throw new Error('no code');
      },
      () => seen.push('after'),
    ]);
    await expect(run).rejects.toThrow('no code');
    expect(seen).toEqual([]);
  });
});

describe('stacklessErrors', () => {
  const RealError = globalThis.Error;

  it('makes errors without a stack until restored, with their message', () => {
    const restore = stacklessErrors();
    let made: Error[];
    try {
      made = [new Error('suspended'), (Error as (message: string) => Error)('called'), new Error()];
    } finally {
      restore();
    }
    const [constructed, called, empty] = made;
    for (const error of made) {
      expect(error).toBeInstanceOf(RealError);
      expect(Object.prototype.hasOwnProperty.call(error, 'stack')).toBe(false);
    }
    expect(constructed?.message).toBe('suspended');
    expect(called?.message).toBe('called');
    expect(empty?.message).toBe('');
    expect(globalThis.Error).toBe(RealError);
    expect(new Error('after').stack).toContain('after');
  });
});

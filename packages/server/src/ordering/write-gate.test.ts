import { describe, expect, it } from 'vitest';
import { gatedByStore, STORE_WRITES, WriteGate } from './write-gate.js';

/** A task that runs until `finish` is called, noting when it started. */
function held(started: string[], name: string) {
  let finish: (fail?: boolean) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    finish = (fail) => (fail ? reject(new Error(name)) : resolve(name));
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: (fail?: boolean) => finish(fail),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the write gate', () => {
  it('runs at most its limit at once, the waiting ones in the order they came', async () => {
    const gate = new WriteGate(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => held(started, name));
    const runs = Promise.allSettled(tasks.map((t) => gate.run(t.task)));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    // A task that fails hands its place on as well.
    tasks[0]!.finish(true);
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    tasks[2]!.finish();
    tasks[3]!.finish();
    const results = await runs;
    expect(results.map((r) => r.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(gate.idle).toBe(true);
  });

  it("gates each store apart: another store's write does not wait", async () => {
    const db = {};
    const started: string[] = [];
    const first = Array.from({ length: STORE_WRITES + 1 }, (_, i) => held(started, `1:${i}`));
    const runs = first.map((t) => gatedByStore(db, 1, t.task));
    const other = held(started, '2:0');
    const otherRun = gatedByStore(db, 2, other.task);
    await settle();
    expect(started).toEqual([...first.slice(0, STORE_WRITES).map((_, i) => `1:${i}`), '2:0']);
    other.finish();
    await otherRun;
    for (const t of first) t.finish();
    await Promise.all(runs);
    expect(started).toHaveLength(STORE_WRITES + 2);
    // Idle again: a store's next write runs at once.
    const again = held(started, '1:again');
    const run = gatedByStore(db, 1, again.task);
    await settle();
    expect(started.at(-1)).toBe('1:again');
    again.finish();
    await run;
  });
});

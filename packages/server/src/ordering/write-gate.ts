/**
 * At most a few placement writes of one store at PostgreSQL at once from this process (issue 9).
 * Every order of a store updates the store's row (its order counter) and holds that row's lock
 * until it commits, so a store's placements pass one at a time there anyway; what more of them
 * at once add is contention that costs PostgreSQL's CPU: waiters woken to follow the row's new
 * version, the foreign-key checks' shared locks on the same rows merged into multixacts, buffer
 * locks spun on. One real call of `storefront_place_order` replayed on its own connections (one
 * store, one item) cost PostgreSQL about 0.6 ms at one call at a time, 1.1 ms at three and
 * 1.7 ms at ten, the server's pool size (docs/decisions.md, "Placement: a few writes of a store
 * at once").
 *
 * `gatedByStore(db, storeId, task)` runs `task` once fewer than STORE_WRITES of that store's
 * tasks are running, in the order they came; other stores' tasks do not wait for it. A waiting
 * task holds nothing: its connection is taken from the pool when it runs.
 */

/** A store's placement writes at once from this process (the one at its row, the next ones'
 * inserts before they reach it). */
export const STORE_WRITES = 3;

/** Tasks run at most `limit` at a time, in the order they came. */
export class WriteGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /** Whether nothing runs or waits (the gate may be dropped). */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      // The finished task hands its place on (`release`): the count stays.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const gates = new WeakMap<object, Map<number, WriteGate>>();

/** Runs `task` through `storeId`'s gate on `db` (see the module notes). */
export async function gatedByStore<T>(
  db: object,
  storeId: number,
  task: () => Promise<T>,
): Promise<T> {
  let stores = gates.get(db);
  if (!stores) gates.set(db, (stores = new Map()));
  let gate = stores.get(storeId);
  if (!gate) stores.set(storeId, (gate = new WriteGate(STORE_WRITES)));
  try {
    return await gate.run(task);
  } finally {
    if (gate.idle && stores.get(storeId) === gate) stores.delete(storeId);
  }
}

import { is } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isNodePgDatabase, isNodePgTransaction } from './driver-kind.js';

describe('isNodePgTransaction', () => {
  it("answers as Drizzle's is(value, NodePgTransaction) does", () => {
    const nodePg = Object.create(NodePgTransaction.prototype) as object;
    const pglite = Object.create(PgliteTransaction.prototype) as object;
    class Wrapped extends NodePgTransaction<never, never> {}
    const wrapped = Object.create(Wrapped.prototype) as object;
    for (const value of [nodePg, pglite, wrapped, {}, null, 'tx']) {
      expect(isNodePgTransaction(value)).toBe(is(value, NodePgTransaction));
    }
    expect(isNodePgTransaction(nodePg)).toBe(true);
    expect(isNodePgTransaction(wrapped)).toBe(true);
    expect(isNodePgTransaction(pglite)).toBe(false);
    expect(is(pglite, PgTransaction)).toBe(true);
  });
});

describe('isNodePgDatabase', () => {
  it("answers as Drizzle's is(value, NodePgDatabase) does", () => {
    const nodePg = Object.create(NodePgDatabase.prototype) as object;
    const pglite = Object.create(PgliteDatabase.prototype) as object;
    const transaction = Object.create(NodePgTransaction.prototype) as object;
    for (const value of [nodePg, pglite, transaction, {}, null, 'db']) {
      expect(isNodePgDatabase(value)).toBe(is(value, NodePgDatabase));
    }
    expect(isNodePgDatabase(nodePg)).toBe(true);
    expect(isNodePgDatabase(pglite)).toBe(false);
  });
});

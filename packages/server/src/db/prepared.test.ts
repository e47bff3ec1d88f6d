import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeText, literal, MAX_PREPARED, preparedQueries } from './prepared.js';
import { migratedDatabase } from '../testing/fixtures.js';

describe('literal', () => {
  it('quotes text, doubling quotes and keeping backslashes as they are', () => {
    expect(literal("O'Brien \\n")).toBe("'O''Brien \\n'");
    expect(literal(null)).toBe('NULL');
    expect(literal(undefined)).toBe('NULL');
    expect(literal(42)).toBe("'42'");
    expect(literal(true)).toBe("'true'");
    expect(literal(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
    expect(literal({ a: "it's" })).toBe(`'{"a":"it''s"}'`);
  });

  it('writes arrays as array literals with quoted, escaped elements', () => {
    expect(literal([1, 2, 3])).toBe(`'{"1","2","3"}'`);
    expect(literal(['a"b', 'c\\d', null, "e'f"])).toBe(`'{"a\\"b","c\\\\d",NULL,"e''f"}'`);
    expect(literal([])).toBe("'{}'");
  });

  it('refuses what it cannot write safely', () => {
    expect(literal('a\u0000b')).toBeNull();
    expect(literal(Number.NaN)).toBeNull();
    expect(literal(new Uint8Array([1]))).toBeNull();
    expect(literal(['x', 'a\u0000'])).toBeNull();
    expect(executeText('sf_1', [1, 'a\u0000'])).toBeNull();
    expect(executeText('sf_1', [])).toBe('EXECUTE sf_1');
  });
});

describe('preparedQueries', () => {
  let client: PGlite;
  // Both start from the worker's migrated dump (a restore) instead of an initdb each.
  const original = async () => (await migratedDatabase()).client;

  beforeAll(async () => {
    client = (await migratedDatabase()).client;
    await client.exec(`
      create table t (id serial primary key, name text not null, tags jsonb not null default '[]',
        price double precision, seen timestamptz, flags int[] not null default '{}');
      insert into t (name, tags, price, seen, flags) values
        ('plain', '["a"]', 1.5, '2026-01-01T00:00:00Z', '{1,2}'),
        ('it''s \\ odd "quoted"', '{"k":"v"}', null, null, '{}');
    `);
    preparedQueries(client);
  });
  afterAll(() => client.close());

  it('answers as the usual way does, the first, second and later times, in both row modes', async () => {
    const reference = await original();
    await reference.exec(`
      create table t (id serial primary key, name text not null, tags jsonb not null default '[]',
        price double precision, seen timestamptz, flags int[] not null default '{}');
      insert into t (name, tags, price, seen, flags) values
        ('plain', '["a"]', 1.5, '2026-01-01T00:00:00Z', '{1,2}'),
        ('it''s \\ odd "quoted"', '{"k":"v"}', null, null, '{}');
    `);
    const statement = 'select * from t where id = any($1) or name = $2 order by id';
    const params = [[1], 'it\'s \\ odd "quoted"'];
    const parsers = { 1184: (value: string) => value };
    const expected = await reference.query(statement, params, { rowMode: 'array', parsers });
    for (let i = 0; i < 4; i++) {
      const got = await client.query(statement, params, { rowMode: 'array', parsers });
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
      const objects = await client.query<{ id: number; tags: unknown }>(statement, params);
      expect(objects.rows).toEqual((await reference.query(statement, params)).rows);
    }
    await reference.close();
  });

  it('reports affected rows of prepared writes', async () => {
    const statement = 'update t set price = $1 where name = $2';
    for (let i = 0; i < 3; i++) {
      const result = await client.query(statement, [2 + i, 'plain']);
      expect(result.affectedRows).toBe(1);
    }
    const { rows } = await client.query<{ price: number }>('select price from t where id = 1');
    expect(rows[0]!.price).toBe(4);
  });

  it('raises the database error (with its code) of bad input, prepared or not', async () => {
    const statement = 'select * from t where id = $1';
    await client.query(statement, [1]);
    for (let i = 0; i < 2; i++) {
      await expect(client.query(statement, ['not a number'])).rejects.toMatchObject({
        code: '22P02',
      });
    }
  });

  it('sends what it cannot prepare or quote the usual way', async () => {
    // PostgreSQL cannot infer $1's type here: PREPARE fails, the usual way answers.
    for (let i = 0; i < 3; i++) {
      const { rows } = await client.query<{ v: string }>('select $1 as v', ['x']);
      expect(rows[0]!.v).toBe('x');
    }
    // A NUL character cannot be quoted: the usual way (and its error) for that call.
    const statement = 'select count(*)::int as n from t where name = $1';
    await client.query(statement, ['plain']);
    await client.query(statement, ['plain']);
    await expect(client.query(statement, ['a\u0000b'])).rejects.toThrow();
    expect((await client.query<{ n: number }>(statement, ['plain'])).rows[0]!.n).toBe(1);
  });

  it('prepares a statement text the second time it is seen, once', async () => {
    const statement = 'select name from t where id = $1 and price is distinct from $2';
    const count = async () =>
      (
        await client.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements where statement like $1',
          ['%price is distinct from%'],
        )
      ).rows[0]!.n;
    await client.query(statement, [1, 0]);
    expect(await count()).toBe(0);
    for (let i = 0; i < 3; i++) await client.query(statement, [1, i]);
    expect(await count()).toBe(1);
    expect(MAX_PREPARED).toBeGreaterThan(0);
  });

  it("reads quoting's setting only once a statement is to be prepared, and prepares none while it is off", async () => {
    const other = await original();
    const sent: string[] = [];
    const raw = other.query.bind(other);
    other.query = ((...args: Parameters<PGlite['query']>) => {
      sent.push(args[0]);
      return raw(...args);
    }) as PGlite['query'];
    preparedQueries(other);
    expect(sent).toEqual([]);
    await other.exec('set standard_conforming_strings = off');
    const statement = 'select $1::text as v';
    for (let i = 0; i < 3; i++) {
      const { rows } = await other.query<{ v: string }>(statement, ["it's \\ odd"]);
      expect(rows[0]!.v).toBe("it's \\ odd");
    }
    expect(sent.filter((s) => /standard_conforming_strings/.test(s))).toHaveLength(1);
    const { rows } = await other.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]!.n).toBe(0);
    await other.close();
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/both-databases.js';
import { createTestPostgres, type TestPostgres } from '../testing/postgres.js';
import { MAX_NAMED, preparingClient, StatementNames, withName } from './pg-prepared.js';

describe('StatementNames', () => {
  it('names a text the second time it is seen, the same name ever after', () => {
    const names = new StatementNames();
    expect(names.nameOf('select $1')).toBeNull();
    const name = names.nameOf('select $1');
    expect(name).toBe('sf_0');
    expect(names.nameOf('select $1')).toBe(name);
    expect(names.nameOf('select $1 + 1')).toBeNull();
    expect(names.nameOf('select $1 + 1')).toBe('sf_1');
  });

  it('names at most MAX_NAMED texts', () => {
    const names = new StatementNames();
    for (let i = 0; i < MAX_NAMED; i += 1) {
      names.nameOf(`select ${i}`);
      expect(names.nameOf(`select ${i}`)).toBe(`sf_${i}`);
    }
    names.nameOf('select -1');
    expect(names.nameOf('select -1')).toBeNull();
    expect(names.nameOf('select 0')).toBe('sf_0');
  });
});

describe('withName', () => {
  it('names configs and texts with parameters, and leaves everything else alone', () => {
    const names = new StatementNames();
    const config = { text: 'select $1::int', rowMode: 'array' };
    expect(withName(names, config, [1]).config).toBe(config);
    expect(withName(names, config, [1]).config).toEqual({ ...config, name: 'sf_0' });
    expect(withName(names, { text: 'select $1::int', values: [2] }, undefined).config).toEqual({
      text: 'select $1::int',
      values: [2],
      name: 'sf_0',
    });
    expect(withName(names, 'select $1::int', [3]).config).toEqual({
      text: 'select $1::int',
      name: 'sf_0',
    });
    // Without parameters (the placement's block, `begin`), named by the caller, or a Query object.
    for (let i = 0; i < 2; i += 1) {
      expect(withName(names, { text: 'do $$ begin end $$' }, []).config).toEqual({
        text: 'do $$ begin end $$',
      });
      expect(withName(names, 'begin', undefined).config).toBe('begin');
    }
    const named = { text: 'select $1::text', name: 'mine' };
    expect(withName(names, named, ['a']).config).toBe(named);
    const submittable = { text: 'select $1::text', submit: () => {} };
    withName(names, submittable, ['a']);
    expect(withName(names, submittable, ['a']).config).toBe(submittable);
  });
});

describe('preparingClient on PostgreSQL', () => {
  let postgres: TestPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    postgres = createTestPostgres(await freePort());
    postgres.start();
    pool = new pg.Pool({ connectionString: postgres.url, max: 2, Client: preparingClient() });
  }, 180_000);
  afterAll(async () => {
    await pool?.end();
    postgres?.destroy();
  });

  it('prepares a repeated statement once per connection and answers as before', async () => {
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as n, $2::text as t';
      for (let i = 0; i < 4; i += 1) {
        const result = await client.query({ text, rowMode: 'array' }, [i, `it's ${i}`]);
        expect(result.rows).toEqual([[i + 1, `it's ${i}`]]);
      }
      const prepared = await client.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(prepared.rows).toEqual([{ name: 'sf_0', statement: text }]);
      // A transaction, a simple multi-statement text and an error still behave as before.
      await client.query('begin; create temporary table t (id int); commit');
      await client.query('insert into t values ($1)', [1]);
      await client.query('insert into t values ($1)', [2]);
      await expect(client.query('insert into t values ($1)', ['x'])).rejects.toThrow(/integer/);
      expect((await client.query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
    } finally {
      client.release();
    }
    // Another connection prepares the same text under the same name when it first runs it.
    const [a, b] = await Promise.all([pool.connect(), pool.connect()]);
    try {
      for (const client of [a, b]) {
        const result = await client.query('select $1::int + 1 as n, $2::text as t', [7, 'x']);
        expect(result.rows).toEqual([{ n: 8, t: 'x' }]);
      }
    } finally {
      a.release();
      b.release();
    }
  });
});

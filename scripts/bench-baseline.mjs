#!/usr/bin/env node
// The baselines of `npm run bench`'s API table, each a separate process on 127.0.0.1:
//   node scripts/bench-baseline.mjs bare --port P [--size BYTES]
//       a bare Hono app (@hono/node-server): GET /answer → a constant JSON of about BYTES bytes
//       (the size of GET /api/v1/config);
//   node scripts/bench-baseline.mjs pglite --port P --data DIR
//   node scripts/bench-baseline.mjs postgres --port P --url URL
//       the same app plus one select by primary key, GET /item/:id → `select * from items where
//       id = $1`, on the PGlite folder DIR (stopped server: one process per folder) or on a pg
//       Pool of 10 connections to URL (as the server's pool).
// GET / answers 200 once the app is ready. SIGTERM or SIGINT closes the database and exits.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [mode, ...rest] = process.argv.slice(2);
const option = (name) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 ? rest[at + 1] : undefined;
};
const port = Number(option('port'));
if (!['bare', 'pglite', 'postgres'].includes(mode) || !(port > 0)) {
  console.error(
    'usage: bench-baseline.mjs bare|pglite|postgres --port P [--size N|--data DIR|--url URL]',
  );
  process.exit(2);
}

/** A constant object whose JSON is about `size` bytes, shaped like a settings answer. */
function constantAnswer(size) {
  const answer = { business_name: 'Storefront', currency_symbol: 'AED', settings: [] };
  for (let i = 0; JSON.stringify(answer).length < size; i += 1) {
    answer.settings.push({
      key: `setting_${i}`,
      value: i % 3 === 0 ? null : `value ${i}`,
      on: i % 2,
    });
  }
  return answer;
}

let select = null;
let close = async () => {};
if (mode === 'pglite') {
  const { PGlite } = await import('@electric-sql/pglite');
  // The server's folder has pg_trgm (its search indexes): load it as the server does.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = new PGlite(option('data'), { extensions: { pg_trgm } });
  await client.waitReady;
  select = async (id) => (await client.query('select * from items where id = $1', [id])).rows[0];
  close = () => client.close();
} else if (mode === 'postgres') {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: option('url'), max: 10 });
  select = async (id) => (await pool.query('select * from items where id = $1', [id])).rows[0];
  close = () => pool.end();
}

const app = new Hono();
app.get('/', (c) => c.json({ ok: true }));
if (mode === 'bare') {
  const body = constantAnswer(Number(option('size')) || 9_000);
  app.get('/answer', (c) => c.json(body));
} else {
  app.get('/item/:id', async (c) => {
    const row = await select(Number(c.req.param('id')));
    return row ? c.json(row) : c.json({ errors: [{ code: 'id', message: 'Not found' }] }, 404);
  });
}

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  void close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

// `npm run bench`'s API table: autocannon against the built server, on a fresh PGlite folder and
// on a throwaway PostgreSQL cluster, each beside two baselines measured in the same run (a bare
// Hono answer, and Hono plus one select by primary key on the same database; see
// bench-baseline.mjs). The server and the baselines are separate processes; autocannon runs here.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForStatus } from './lib.mjs';
import { ensurePostgres, startPostgres } from './postgres.mjs';
import {
  BENCH_STOCK,
  HOST,
  SEARCH_TEXT,
  demoFacts,
  newGuest,
  onCleanup,
  placeOne,
  spawnNode,
  startServer,
  table,
  tempDir,
} from './bench-support.mjs';

const baselineScript = new URL('./bench-baseline.mjs', import.meta.url).pathname;

/** One autocannon run; stopped on cleanup. */
function load(url, { connections, duration, requests, headers }) {
  return new Promise((resolve, reject) => {
    let stop = null;
    const instance = autocannon(
      { url, connections, duration, headers, requests, timeout: 10 },
      (error, result) => {
        void stop?.();
        if (error) reject(error);
        else resolve(result);
      },
    );
    stop = onCleanup(() => instance.stop());
  });
}

/**
 * Requests of a stopped run that the server is still answering (autocannon closes its sockets at
 * the end, the server finishes what it started): the next run waits for them, or it would begin
 * with twice the connections in flight (on PGlite, over MAX_IN_FLIGHT: 503s).
 */
const SETTLE_MS = 2_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** A warm-up run (not reported), then the measured one, each after the last one's requests ended. */
async function measure(url, options) {
  await settle();
  if (options.warmup > 0) {
    await load(url, { ...options, duration: options.warmup });
    await settle();
  }
  return load(url, options);
}

/** Starts a baseline process (bench-baseline.mjs) and resolves with its origin and stop. */
async function startBaseline(mode, args) {
  const port = await freePort();
  const proc = spawnNode(baselineScript, [mode, '--port', String(port), ...args], {
    label: `the ${mode} baseline`,
  });
  const origin = `http://${HOST}:${port}`;
  await proc.ready(waitForStatus(`${origin}/`, { timeoutMs: 60_000 }));
  return { ...proc, origin };
}

/** Sets the benchmarked item's stock with the server stopped, so orders never run out. */
async function raiseStock(database, itemId) {
  const sql = 'update items set stock = $1 where id = $2';
  if (database.dataDir) {
    const { PGlite } = await import('@electric-sql/pglite');
    // The server's folder has pg_trgm (its search indexes): load it as the server does.
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const client = new PGlite(database.dataDir, { extensions: { pg_trgm } });
    try {
      await client.query(sql, [BENCH_STOCK, itemId]);
    } finally {
      await client.close();
    }
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(sql, [BENCH_STOCK, itemId]);
    } finally {
      await client.end();
    }
  }
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function row(label, result, baseline, baselineLabel) {
  const failed = result.errors + result.timeouts;
  const ratio =
    baseline && baseline.requests.average > 0
      ? `${(result.requests.average / baseline.requests.average).toFixed(2)}× ${baselineLabel}`
      : '';
  return [
    label,
    fixed(result.requests.average),
    `${fixed(result.latency.p50)} ms`,
    `${fixed(result.latency.p99)} ms`,
    failed > 0 ? `${result.non2xx} (+${failed} err)` : String(result.non2xx),
    ratio,
  ];
}

/** Non-2xx answers by status, e.g. `406×12`. */
function statusNote(result) {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count}`)
    .join(', ');
}

/** The API table of one database: `database` is `{ name, dataDir }` or `{ name, url }`. */
async function benchDatabase(database, options) {
  const run = {
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
  };
  const encoding = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {};
  const where = database.url ? { databaseUrl: database.url } : { dataDir: database.dataDir };

  // 1. Seed (first start) and gather the facts through the API; check that an order is accepted.
  let server = await startServer(where);
  const facts = await demoFacts(server.origin);
  const configSize = (await (await fetch(`${server.origin}/api/v1/config`)).text()).length;
  const guests = [];
  for (let i = 0; i < Math.min(options.connections, 50); i += 1) {
    guests.push(await newGuest(server.origin));
  }
  await placeOne(
    server.origin,
    facts.headers,
    { ...facts.orderBody, guest_id: guests[0] },
    randomUUID(),
  );
  await server.stop();

  // 2. Stock for every order of the run, written with the server stopped.
  await raiseStock(database, facts.item.id);

  // 3. The baselines, each alone.
  const results = [];
  const bare = await startBaseline('bare', ['--size', String(configSize)]);
  const bareResult = await measure(`${bare.origin}/answer`, { ...run, headers: encoding });
  await bare.stop();
  const selectArgs = database.url
    ? ['postgres', '--url', database.url]
    : ['pglite', '--data', database.dataDir];
  const select = await startBaseline(selectArgs[0], selectArgs.slice(1));
  const selectResult = await measure(`${select.origin}/item/${facts.item.id}`, {
    ...run,
    headers: encoding,
  });
  await select.stop();
  results.push(row(`baseline: bare Hono, ${(configSize / 1024).toFixed(1)} KB JSON`, bareResult));
  results.push(row('baseline: Hono + select by id', selectResult));

  // 4. The server's endpoints, with the headers a visitor's client sends.
  server = await startServer(where);
  const headers = { ...facts.headers, ...encoding };
  const get = (path) => ({ url: `${server.origin}/api/v1${path}`, headers });
  const endpoints = [
    { label: 'GET /config', ...get('/config'), baseline: 'bare' },
    { label: `GET /items/details/${facts.item.id}`, ...get(`/items/details/${facts.item.id}`) },
    { label: 'GET /stores/get-stores/all', ...get('/stores/get-stores/all') },
    { label: `GET /items/search?name=${SEARCH_TEXT}`, ...get(`/items/search?name=${SEARCH_TEXT}`) },
    { label: 'GET /categories', ...get('/categories') },
    {
      label: 'GET /customer/cart/list (guest)',
      ...get(`/customer/cart/list?guest_id=${facts.guest}`),
    },
    {
      label: 'GET /rental/vehicle/search?trip_type=hourly',
      url: `${server.origin}/api/v1/rental/vehicle/search?trip_type=hourly`,
      headers: { ...facts.rental.headers, ...encoding },
    },
    {
      label: `GET /rental/vehicle/get-vehicle-details/${facts.rental.vehicle.id}`,
      url: `${server.origin}/api/v1/rental/vehicle/get-vehicle-details/${facts.rental.vehicle.id}`,
      headers: { ...facts.rental.headers, ...encoding },
    },
  ];
  // Each order: a fresh Idempotency-Key, guests in turn (placement locks its owner's row).
  const bodies = guests.map((guest) => JSON.stringify({ ...facts.orderBody, guest_id: guest }));
  let next = 0;
  endpoints.push({
    label: 'POST /customer/order/place (guest)',
    url: server.origin,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/customer/order/place',
        headers: { ...headers, 'content-type': 'application/json' },
        body: bodies[0],
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
          body: bodies[(next += 1) % bodies.length],
        }),
      },
    ],
  });
  const notes = [];
  const chosen = options.rows
    ? endpoints.filter((endpoint) => options.rows.some((text) => endpoint.label.includes(text)))
    : endpoints;
  for (const endpoint of chosen) {
    const result = await measure(endpoint.url, {
      ...run,
      headers: endpoint.headers,
      requests: endpoint.requests,
    });
    const [baseline, baselineLabel] =
      endpoint.baseline === 'bare' ? [bareResult, 'bare'] : [selectResult, 'select'];
    results.push(row(endpoint.label, result, baseline, baselineLabel));
    const note = statusNote(result);
    if (note) notes.push(`${endpoint.label}: ${note}`);
  }
  await server.stop();

  console.log(`\n  ${database.name}`);
  console.log(
    table(['endpoint (/api/v1)', 'req/s', 'p50', 'p99', 'non-2xx', 'vs baseline'], results),
  );
  for (const note of notes) console.log(`    non-2xx answers of ${note}`);
}

/**
 * The API tables. `options`: duration and warmup (s), connections, databases (`pglite`,
 * `postgres`), acceptEncoding (an Accept-Encoding header to send, or none).
 */
export async function benchApi(options) {
  console.log(
    `\nAPI under load (autocannon, ${options.connections} connections, ${options.duration} s per run` +
      ` after a ${options.warmup} s warm-up; the built server, item Local Tomatoes, grocery module,` +
      ` downtown zone${options.acceptEncoding ? `, Accept-Encoding: ${options.acceptEncoding}` : ''})`,
  );
  console.log(
    '  vs baseline: req/s over the bare Hono answer (config) or over Hono + select by id on the' +
      ' same database (the other rows)',
  );
  if (options.databases.includes('pglite')) {
    const folder = tempDir('storefront-bench-api-');
    try {
      await benchDatabase(
        { name: 'PGlite (fresh data folder)', dataDir: join(folder.dir, 'pglite') },
        options,
      );
    } finally {
      await folder.remove();
    }
  }
  if (options.databases.includes('postgres')) {
    const cluster = await startPostgres(await ensurePostgres());
    const stopCluster = onCleanup(() => cluster.stop());
    try {
      await benchDatabase(
        { name: 'PostgreSQL (throwaway cluster, fsync off)', url: cluster.url },
        options,
      );
    } finally {
      await stopCluster();
    }
  }
}

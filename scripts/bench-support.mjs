// What the parts of `npm run bench` share: a registry of what to stop and remove (child
// processes, clusters, temporary folders) run on success, error and Ctrl-C; starting the built
// server on loopback; the demo marketplace's facts a benchmark needs (a grocery visitor, an item,
// a store, a guest with a cart and a valid order body); and plain-text tables.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, root, serverMain, serverProcessEnv, waitForStatus, webDist } from './lib.mjs';

export const HOST = '127.0.0.1';

/**
 * The tree whose build is measured: this checkout, or (`--at REV`) a revision extracted into a
 * temporary folder by bench.mjs.
 */
export const target = { root, serverMain, webDist };

export function setTarget(targetRoot) {
  Object.assign(target, {
    root: targetRoot,
    serverMain: join(targetRoot, 'packages/server/dist/main.js'),
    webDist: join(targetRoot, 'packages/web/dist'),
  });
}

/** A module of the measured tree's built core (`domain/checkout`…). */
export const core = (path) =>
  import(pathToFileURL(join(target.root, `packages/core/dist/${path}.js`)).href);

// ---------------------------------------------------------------- cleanup

const cleanups = new Set();

/** Registers `stop` (sync or async) to run once, on `cleanup()` or on a signal; unregisters it. */
export function onCleanup(stop) {
  let done = null;
  const once = () => (done ??= Promise.resolve().then(stop));
  cleanups.add(once);
  return async () => {
    cleanups.delete(once);
    await once();
  };
}

/** Runs every registered stop, newest first; errors are reported, never thrown. */
export async function cleanup() {
  for (const stop of [...cleanups].reverse()) {
    cleanups.delete(stop);
    try {
      await stop();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}

let signalled = false;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = true;
    console.error(`\n${signal}: stopping what the bench started`);
    // A second signal or a stuck stop must not keep the process alive for long.
    setTimeout(() => process.exit(code), 20_000).unref();
    void cleanup().finally(() => process.exit(code));
  });
}

/** A temporary folder removed on cleanup. */
export function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const remove = onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return { dir, remove };
}

/**
 * Spawns a Node process (own process group) stopped on cleanup: SIGTERM, then SIGKILL after 5 s.
 * Resolves `exited` with the exit code.
 */
export function spawnNode(script, args, { env = {}, label = script } = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: target.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exitCode = code ?? signal;
      resolve(exitCode);
    });
    child.once('error', (error) => {
      keep(String(error));
      exitCode = 1;
      resolve(1);
    });
  });
  const stop = onCleanup(async () => {
    if (exitCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  });
  return {
    child,
    exited,
    stop,
    output: () => output,
    /** Rejects when the process exits before `ready` settles. */
    async ready(promise) {
      await Promise.race([
        promise,
        exited.then((code) => {
          throw new Error(`${label} exited (${code}) before it was ready:\n${output}`);
        }),
      ]);
    },
  };
}

/**
 * Starts the built server on a free loopback port: on the PGlite folder `dataDir`, or on
 * `databaseUrl`. Resolves once GET /api/v1/config answers 200.
 */
export async function startServer({ dataDir, databaseUrl, env = {} }) {
  const port = await freePort();
  const serverEnv = { PORT: String(port), HOST, ...env };
  // An undefined value leaves the variable out of the child's environment.
  if (databaseUrl) Object.assign(serverEnv, { DATABASE_URL: databaseUrl, DATA_DIR: undefined });
  else Object.assign(serverEnv, { DATA_DIR: dataDir, DATABASE_URL: undefined });
  // As `npm start` runs it (lib.mjs, serverProcessEnv).
  const proc = spawnNode(target.serverMain, [], {
    env: serverProcessEnv({ ...process.env, ...serverEnv }),
    label: 'the server',
  });
  const origin = `http://${HOST}:${port}`;
  await proc.ready(waitForStatus(`${origin}/api/v1/config`, { timeoutMs: 300_000 }));
  return { ...proc, origin, port };
}

// ---------------------------------------------------------------- the demo marketplace

export const DOWNTOWN = { lat: 25.1972, lng: 55.2744 };
const DUBAI_MALL = { lat: 25.1985, lng: 55.2796, address: 'The Dubai Mall, Downtown Dubai' };
const STORE_TIME_ZONE = 'Asia/Dubai';
/** The item of the API reads, the product page and the orders: Local Tomatoes (no variations). */
export const ITEM_SLUG = 'local-tomatoes';
export const SEARCH_TEXT = 'fresh';
/** Big enough for any run: orders take one line each from it. */
export const BENCH_STOCK = 1_000_000_000;

async function call(origin, method, path, { headers = {}, body, query } = {}) {
  const url = new URL(`${origin}/api/v1${path}`);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A new guest's id. */
export async function newGuest(origin) {
  return (await call(origin, 'POST', '/auth/guest/request', { body: {} })).guest_id;
}

/**
 * What the benchmarks need from the demo data, read through the API as a client does: the
 * downtown zone and the grocery module (the headers a visitor's client sends), Local Tomatoes and
 * its store, a guest with tomatoes in the cart (enough for the store's minimum order), a valid
 * buy-now order body for that line (priced with core's evaluateCheckout, as the web checkout
 * does), and the localStorage of that visitor as the web app keeps it.
 */
export async function demoFacts(origin) {
  const { addOnsFromPayload } = await core('domain/addons');
  const { evaluateCheckout, placeOrderBody } = await core('domain/checkout');
  const { localDateTime } = await core('domain/schedule');
  const zone = await call(origin, 'GET', '/config/get-zone-id', { query: DOWNTOWN });
  const zoneId = zone.zone_id;
  const modules = await call(origin, 'GET', '/module', { headers: { zoneId } });
  const grocery = modules.find((m) => m.module_type === 'grocery');
  if (!grocery) throw new Error('the demo data has no grocery module');
  const headers = {
    zoneId,
    moduleId: String(grocery.id),
    'X-localization': 'en',
    latitude: String(DOWNTOWN.lat),
    longitude: String(DOWNTOWN.lng),
  };
  const found = await call(origin, 'GET', '/items/search', {
    query: { name: 'Tomatoes', limit: 20 },
    headers,
  });
  const item = found.products.find((p) => p.slug === ITEM_SLUG);
  if (!item) throw new Error(`the demo data has no ${ITEM_SLUG} in the downtown zone`);
  const store = await call(origin, 'GET', `/stores/details/${item.store_id}`, { headers });

  const guest = await newGuest(origin);
  const quantity = Math.max(1, Math.ceil((Number(store.minimum_order) || 0) / item.price) + 1);
  const cart = await call(origin, 'POST', '/customer/cart/add', {
    headers,
    body: { model: 'Item', price: 0, item_id: item.id, quantity, guest_id: guest },
  });

  // The checkout's facts, as tests/contract/checkout.ts gathers them.
  const lookup = await call(origin, 'GET', '/config/get-zone-id', {
    query: { lat: String(store.latitude), lng: String(store.longitude) },
  });
  const storeZone = lookup.zone_data.find((z) => z.id === store.zone_id);
  const source = {
    moduleType: 'grocery',
    moduleId: store.module_id,
    lines: cart.map((e) => ({
      id: e.id,
      item: e.item,
      itemType: e.model,
      variation: e.variation,
      addOns: addOnsFromPayload(e.add_on_ids, e.add_on_qtys),
      quantity: e.quantity,
    })),
    store,
    zone: {
      id: storeZone.id,
      coordinates: storeZone.formated_coordinates,
      cash_on_delivery: storeZone.cash_on_delivery,
      increased_delivery_fee: storeZone.increased_delivery_fee,
      increased_delivery_fee_status: storeZone.increased_delivery_fee_status,
    },
    pivot: storeZone.modules.find((m) => m.id === store.module_id)?.pivot ?? null,
    config: await call(origin, 'GET', '/config'),
    storeDiscount: store.discount,
  };
  const choices = {
    orderType: 'delivery',
    paymentMethod: 'cash_on_delivery',
    address: { address: DUBAI_MALL.address, latitude: DUBAI_MALL.lat, longitude: DUBAI_MALL.lng },
    contact: { contact_person_name: 'Bench Guest', contact_person_number: '+971500000009' },
    coupon: null,
    dmTips: 0,
  };
  const evaluation = evaluateCheckout(source, choices, {
    guest: true,
    at: localDateTime(Date.now(), STORE_TIME_ZONE),
  });
  if (evaluation.issues.length > 0) {
    throw new Error(`the bench order would be refused: ${JSON.stringify(evaluation.issues[0])}`);
  }
  const orderBody = placeOrderBody(source, choices, 'buy_now', evaluation.totals);

  const storage = {
    location: 'Dubai Mall, Downtown Dubai, Dubai, United Arab Emirates',
    currentLatLng: JSON.stringify({ lat: DUBAI_MALL.lat, lng: DUBAI_MALL.lng }),
    zoneid: zoneId,
    module: JSON.stringify({
      id: grocery.id,
      module_type: grocery.module_type,
      module_name: grocery.module_name,
      icon_full_url: grocery.icon_full_url,
      zones: grocery.zones,
    }),
    guest_id: guest,
  };
  const query = (entries) => new URLSearchParams(entries).toString();
  const pages = {
    store: `/store/${store.slug ?? store.id}?${query({
      id: store.id,
      module_id: grocery.id,
      lat: store.latitude,
      lng: store.longitude,
      store_zone_id: store.zone_id,
    })}`,
    product: `/product/${item.slug ?? item.id}?${query({ module_id: grocery.id })}`,
    checkout: '/checkout?page=cart',
  };
  // The rental module (issue 11): its headers and the first vehicle of an hourly search.
  const rentalModule = modules.find((m) => m.module_type === 'rental');
  if (!rentalModule) throw new Error('the demo data has no rental module');
  const rentalHeaders = { ...headers, moduleId: String(rentalModule.id) };
  const hourly = await call(origin, 'GET', '/rental/vehicle/search', {
    query: { trip_type: 'hourly', limit: 10 },
    headers: rentalHeaders,
  });
  const vehicle = hourly.vehicles[0];
  if (!vehicle) throw new Error('the demo data has no hourly vehicle in the downtown zone');
  const rental = { headers: rentalHeaders, vehicle };
  return { headers, grocery, item, store, guest, quantity, orderBody, storage, pages, rental };
}

/** Places one order (a check that `body` is accepted); rejects on a refusal. */
export async function placeOne(origin, headers, body, key) {
  return call(origin, 'POST', '/customer/order/place', {
    headers: { moduleId: headers.moduleId, 'Idempotency-Key': key },
    body,
  });
}

// ---------------------------------------------------------------- output

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers, rows, indent = '  ') {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    indent +
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

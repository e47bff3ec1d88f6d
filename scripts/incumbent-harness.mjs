#!/usr/bin/env node
// Issue 16: the incumbent's own customer web client (a public fork of the 6amMart v3.8 React /
// Next.js web client) against our server. Drives it in Debian's Chromium with playwright-core and
// places (1) a guest cash-on-delivery order and (2) an order of the signed-in demo customer, then
// finds both in our tracking: `GET /api/v1/customer/order/details` (with the guest id or the
// customer's token) and our web app's /track-order (order id and phone). Not part of `npm test`:
// it needs the client's source and a full Next.js build. See docs/compatibility.md, "Checked with
// the incumbent client".
//
// Usage:
//   node scripts/incumbent-harness.mjs <client-dir> <client-port> <server-port> [--build]
//       [--shots <dir>] [--headed]
//
//   <client-dir>   the client's source with its dependencies installed (`npm install
//                  --legacy-peer-deps`); never inside this repository.
//   <client-port>  the port the client is served on (`next start -p`). When nothing answers
//                  there, the harness starts it (and stops it at the end).
//   <server-port>  our server's port. When nothing answers there, the harness starts
//                  packages/server/dist/main.js (build first: `npm run build`) on a fresh data
//                  folder with CORS_ORIGINS set to the client's origin, and stops it at the end.
//   --build        first writes <client-dir>/.env.local (NEXT_PUBLIC_BASE_URL = our server,
//                  NEXT_CLIENT_HOST_URL = the client's origin, no Google Maps key) and runs
//                  `next build` there. The base URL is compiled in: rebuild for other ports.
//   --shots <dir>  where screenshots go (default: a temporary folder, printed).
//   --headed       shows the browser.
//   ONLY=guest or ONLY=signedIn (environment) runs one of the two orders.
//
// Placing the same order again within 5 minutes on the same server is a double submit (the key
// derived without Idempotency-Key): the harness says so instead of counting the replayed answer.
// The demo customer's cart is emptied through our API before the signed-in order.
//
// Exit code 0 when both orders were placed through the client and found in our tracking.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { root } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const startedAt = Date.now();
// The demo marketplace (docs/demo.md): Burj Khalifa is in zone 1 (Downtown).
const PLACE = 'Burj Khalifa';
const DEMO = { phone: '+971500000001', email: 'demo@storefront.test', password: 'Demo@12345' };
const GUEST = {
  name: 'Harness Guest',
  phone: '+971501234567',
  email: 'harness-guest@example.com',
  house: '12',
  floor: '3',
  road: 'Mohammed Bin Rashid Boulevard',
};

// ---------------------------------------------------------------- arguments

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return false;
  args.splice(at, 1);
  return true;
};
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const build = flag('--build');
const headed = flag('--headed');
const shotsDir = resolve(option('--shots') ?? mkdtempSync(join(tmpdir(), 'incumbent-shots-')));
const [clientDirArg, clientPortArg, serverPortArg] = args;
if (!clientDirArg || !Number(clientPortArg) || !Number(serverPortArg)) {
  console.error(
    'usage: node scripts/incumbent-harness.mjs <client-dir> <client-port> <server-port> [--build] [--shots <dir>] [--headed]',
  );
  process.exit(2);
}
const clientDir = resolve(clientDirArg);
const clientOrigin = `http://localhost:${Number(clientPortArg)}`;
const serverOrigin = `http://localhost:${Number(serverPortArg)}`;
mkdirSync(shotsDir, { recursive: true });

// ---------------------------------------------------------------- processes

const started = [];
function startProcess(name, command, argv, options) {
  const child = spawn(command, argv, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  started.push({ name, child, output: () => output });
  return child;
}

function stopAll() {
  for (const { child } of started.reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function waitFor(url, what, seconds) {
  for (let i = 0; i < seconds * 2; i++) {
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  const logs = started.map((p) => `--- ${p.name}\n${p.output()}`).join('\n');
  throw new Error(`${what} did not answer at ${url} within ${seconds} s\n${logs}`);
}

function runToEnd(command, argv, options) {
  return new Promise((done, failed) => {
    const child = spawn(command, argv, { ...options, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? done() : failed(new Error(`${command} ${argv.join(' ')}: exit ${code}`)),
    );
  });
}

const nextBin = join(clientDir, 'node_modules', 'next', 'dist', 'bin', 'next');
if (!existsSync(nextBin)) throw new Error(`${clientDir} has no node_modules/next: npm install it`);
const clientEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

if (build) {
  writeFileSync(
    join(clientDir, '.env.local'),
    [
      `NEXT_PUBLIC_BASE_URL=${serverOrigin}`,
      `NEXT_CLIENT_HOST_URL=${clientOrigin}`,
      'NEXT_PUBLIC_GOOGLE_MAP_KEY=',
      '',
    ].join('\n'),
  );
  console.log(`next build in ${clientDir} (base URL ${serverOrigin})`);
  await runToEnd(process.execPath, [nextBin, 'build'], { cwd: clientDir, env: clientEnv });
}

if (!(await answers(`${serverOrigin}/api/v1/config`))) {
  const main = join(root, 'packages/server/dist/main.js');
  if (!existsSync(main)) throw new Error('packages/server/dist/main.js is missing: npm run build');
  const dataDir = mkdtempSync(join(tmpdir(), 'incumbent-data-'));
  console.log(`starting our server on ${serverOrigin} (data ${dataDir})`);
  startProcess('server', process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(Number(serverPortArg)),
      DATA_DIR: dataDir,
      CORS_ORIGINS: clientOrigin,
    },
  });
  await waitFor(`${serverOrigin}/api/v1/config`, 'our server', 120);
} else {
  console.log(
    `our server already answers at ${serverOrigin} (its CORS_ORIGINS must allow ${clientOrigin})`,
  );
}

if (!(await answers(`${clientOrigin}/`))) {
  console.log(`starting the client on ${clientOrigin}`);
  startProcess(
    'client',
    process.execPath,
    [nextBin, 'start', '-p', String(Number(clientPortArg))],
    {
      cwd: clientDir,
      env: clientEnv,
    },
  );
  await waitFor(`${clientOrigin}/`, 'the client', 120);
} else {
  console.log(`the client already answers at ${clientOrigin}`);
}

// ---------------------------------------------------------------- browser helpers

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: !headed,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

/** Every answer of our server the client got, and those it could not use. */
const seen = new Map();
const refused = [];

async function newSession(label) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    locale: 'en-US',
    permissions: [],
  });
  // Offline: Google Maps, fonts, Firebase and social sign-in scripts fail fast.
  await context.route(/^https:\/\//, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(`${serverOrigin}/api/`)) return;
    const path = url.slice(serverOrigin.length);
    const key = `${response.request().method()} ${path.split('?')[0]}`;
    const status = response.status();
    seen.set(key, status);
    if (status >= 400) {
      let body = '';
      try {
        body = (await response.text()).slice(0, 300);
      } catch {
        // the page navigated away
      }
      refused.push({ session: label, method: response.request().method(), path, status, body });
    }
  });
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (url.startsWith(serverOrigin)) {
      refused.push({
        session: label,
        method: request.method(),
        path: url.slice(serverOrigin.length),
        status: 0,
        body: request.failure()?.errorText ?? 'failed',
      });
    }
  });
  return { context, page };
}

let shot = 0;
async function snap(page, name) {
  const file = join(shotsDir, `${String(++shot).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  return file;
}

async function step(page, name, action) {
  process.stdout.write(`  ${name} … `);
  try {
    const result = await action();
    console.log('ok');
    return result;
  } catch (error) {
    console.log('FAILED');
    const file = await snap(page, `failed-${name.replace(/\W+/g, '-')}`);
    const where = page.url();
    throw new Error(`${name}: ${error.message.split('\n')[0]} at ${where} (screenshot ${file})`, {
      cause: error,
    });
  }
}

/** The client starts in Lao (the fork's default); English keeps the selectors readable. */
async function useEnglish(page) {
  await page.goto(`${clientOrigin}/`, { waitUntil: 'networkidle' });
  const current = page.getByText('English', { exact: true }).first();
  if (await current.isVisible().catch(() => false)) return;
  await page.getByText('Lao', { exact: true }).first().click();
  await page.getByText('English', { exact: true }).first().click();
  // "Are you sure to change language?": the confirming button is the dialog's last.
  await page.locator('.MuiModal-root').last().locator('button').last().click();
  await page.getByPlaceholder('Search location here...').waitFor();
}

async function acceptCookies(page) {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

/** The landing hero: the offline place search (config/place-api-autocomplete), Discover. */
async function pickLocation(page) {
  const search = page.getByPlaceholder('Search location here...');
  await search.click();
  await search.pressSequentially(PLACE, { delay: 40 });
  const details = page.waitForResponse((r) => r.url().includes('/config/place-api-details'));
  await page.getByText(`${PLACE}, Downtown Dubai`).first().click();
  await details;
  await page.getByRole('button', { name: 'Discover' }).click();
}

async function pickModule(page, moduleName) {
  const dialog = page.locator('.MuiModal-root').filter({ hasText: 'Select a type of module' });
  await dialog.getByText(moduleName, { exact: true }).click();
  await page.waitForURL(/\/home/);
  await page.waitForLoadState('networkidle');
}

async function openStore(page, storeName) {
  await page.getByText(storeName, { exact: true }).last().scrollIntoViewIfNeeded();
  await page.getByText(storeName, { exact: true }).last().click();
  await page.waitForURL(/\/store\//);
  await page.getByText('All Products').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Opens the item's quick view on the store page, sets the quantity, adds it to the cart. */
async function addToCart(page, itemName, quantity) {
  await page.getByText(itemName, { exact: true }).filter({ visible: true }).first().click();
  const addButton = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await addButton.waitFor();
  for (let i = 1; i < quantity; i++) {
    await page.locator('button[aria-label="add"]').last().click();
  }
  const added = page.waitForResponse((r) => r.url().includes('/api/v1/customer/cart/add'));
  await addButton.click();
  const response = await added;
  if (!response.ok()) throw new Error(`cart/add answered ${response.status()}`);
  await page.keyboard.press('Escape');
  await addButton.waitFor({ state: 'hidden' });
}

async function openCheckout(page, { guest }) {
  // The header's cart icon (MUI icons carry their name as data-testid).
  await page.locator('button:has([data-testid=ShoppingCartOutlinedIcon])').first().click();
  await page.getByRole('button', { name: 'Proceed To Checkout' }).click();
  if (guest) {
    // "Do you want to login or continue as a guest?"
    await page.getByRole('button', { name: 'Guest', exact: true }).click();
  }
  await page.waitForURL(/\/checkout/, { waitUntil: 'commit' });
  await page.getByText('Order Summary').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The guest's contact and address (the address modal; its map needs Google, absent offline). */
async function fillGuestAddress(page) {
  await page
    .getByText('No Contact Info Added')
    .locator('xpath=ancestor::*[.//button][1]')
    .locator('button')
    .first()
    .click();
  const field = (label) =>
    page.locator('.MuiFormControl-root', { hasText: label }).last().locator('input');
  await field('Contact Person Name').fill(GUEST.name);
  await page.locator('input[type=tel]').last().fill(GUEST.phone);
  await field('Email').fill(GUEST.email);
  await field('House').fill(GUEST.house);
  await field('Floor').fill(GUEST.floor);
  await field('Road').fill(GUEST.road);
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByText(GUEST.name).first().waitFor();
}

/** Cash on delivery is the default method; agree to the terms and place. */
async function placeOrder(page) {
  await page.getByText('Cash On Delivery').first().waitFor();
  await page.getByText('I agree that placing the order').click();
  const placed = page.waitForResponse(
    (r) => r.url().includes('/api/v1/customer/order/place') && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Place Order' }).click();
  const response = await placed;
  const body = await response.json().catch(() => null);
  if (!response.ok()) {
    throw new Error(`order/place answered ${response.status()} ${JSON.stringify(body)}`);
  }
  const request = JSON.parse(response.request().postData() ?? '{}');
  // Without Idempotency-Key the server derives a key from the owner, the cart and the amount
  // for 5 minutes: a rerun within them gets the earlier order's answer (a double submit).
  if (Date.parse(body?.created_at) < startedAt - 5000) {
    throw new Error(
      `order/place answered the earlier order ${body.order_id} of ${body.created_at} (the same ` +
        'owner, cart and amount within 5 minutes is a double submit): wait or use a fresh server',
    );
  }
  return { answer: body, request };
}

// ---------------------------------------------------------------- our tracking

async function api(path, headers = {}) {
  const response = await fetch(`${serverOrigin}${path}`, {
    headers: { Accept: 'application/json', ...headers },
  });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** customer/order/details as its owner asks for it, and our web app's /track-order. */
async function checkTracking(label, { orderId, phone, guestId, token }) {
  const query = guestId ? `&guest_id=${guestId}` : '';
  const details = await api(
    `/api/v1/customer/order/details?order_id=${orderId}${query}`,
    token ? { Authorization: `Bearer ${token}` } : {},
  );
  if (details.status !== 200 || !Array.isArray(details.body) || details.body.length === 0) {
    throw new Error(`order/details answered ${details.status} ${JSON.stringify(details.body)}`);
  }
  const lines = details.body.map(
    (line) => `${line.quantity} x ${line.item_details?.name ?? line.item_id}`,
  );

  const { context, page } = await newSession(`${label} tracking`);
  await page.goto(`${serverOrigin}/track-order`, { waitUntil: 'networkidle' });
  const form = page.getByTestId('track-order-form');
  await form.locator('input[inputmode=numeric]').fill(String(orderId));
  await form.locator('input[type=tel]').fill(phone);
  const tracked = page.waitForResponse((r) => r.url().includes('/api/v1/customer/order/track'));
  await form.locator('button[type=submit]').click();
  const trackResponse = await tracked;
  const track = await trackResponse.json().catch(() => null);
  await page.waitForLoadState('networkidle');
  await snap(page, `${label}-our-track-order`);
  const shown = await page.getByTestId('track-order-page').innerText();
  await context.close();
  if (!trackResponse.ok() || track?.id !== orderId) {
    throw new Error(`our /track-order: ${trackResponse.status()} ${JSON.stringify(track)}`);
  }
  if (/could not|not found/i.test(shown)) throw new Error(`our /track-order shows: ${shown}`);
  return {
    lines,
    page: shown.replace(/\s+/g, ' ').slice(0, 400),
    status: track.order_status,
    amount: track.order_amount,
    payment: track.payment_method,
  };
}

// ---------------------------------------------------------------- the two orders

async function guestOrder() {
  console.log('\n1. A guest places a cash-on-delivery order');
  const { context, page } = await newSession('guest');
  await step(page, 'landing page in English', () => useEnglish(page));
  await acceptCookies(page);
  await step(page, `location ${PLACE}`, () => pickLocation(page));
  await step(page, 'module Grocery', () => pickModule(page, 'Grocery'));
  await snap(page, 'guest-home');
  await step(page, 'store Al Karama Fresh Market', () => openStore(page, 'Al Karama Fresh Market'));
  await step(page, 'add 1 x Alphonso Mangoes (box of 12)', () =>
    addToCart(page, 'Alphonso Mangoes (box of 12)', 1),
  );
  await step(page, 'checkout as a guest', () => openCheckout(page, { guest: true }));
  await step(page, 'contact and address', () => fillGuestAddress(page));
  await snap(page, 'guest-checkout');
  const placed = await step(page, 'place the order (cash on delivery)', () => placeOrder(page));
  await page.waitForTimeout(2000);
  await snap(page, 'guest-placed');
  const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));
  await context.close();
  const orderId = Number(placed.answer.order_id);
  console.log(`  order ${orderId}: ${JSON.stringify(placed.answer)}`);
  const tracking = await checkTracking('guest', {
    orderId,
    phone: placed.request.contact_person_number,
    guestId: guestId ?? placed.request.guest_id,
  });
  console.log(`  our tracking: ${JSON.stringify(tracking)}`);
  return { orderId, ...tracking };
}

async function signIn(page) {
  await page.locator('header').getByRole('button', { name: 'Sign In' }).first().click();
  await page.locator('#signin-email-input').fill(DEMO.email);
  await page.locator('#signin-password-input').fill(DEMO.password);
  const login = page.waitForResponse((r) => r.url().includes('/api/v1/auth/login'));
  await page.locator('form button[type=submit]').filter({ hasText: 'Sign In' }).click();
  const response = await login;
  const body = await response.json().catch(() => null);
  if (!response.ok() || !body?.token) {
    throw new Error(`auth/login answered ${response.status()} ${JSON.stringify(body)}`);
  }
  await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
  await page.waitForLoadState('networkidle');
}

/** A rerun against the same server: empty the demo customer's cart first (our API). */
async function emptyDemoCart() {
  const login = await fetch(`${serverOrigin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      email_or_phone: DEMO.email,
      password: DEMO.password,
      login_type: 'manual',
      field_type: 'email',
    }),
  });
  const { token } = await login.json();
  await fetch(`${serverOrigin}/api/v1/customer/cart/remove`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
}

async function signedInOrder() {
  console.log('\n2. The demo customer signs in and places an order');
  await emptyDemoCart();
  const { context, page } = await newSession('signed-in');
  await step(page, 'landing page in English', () => useEnglish(page));
  await acceptCookies(page);
  await step(page, `location ${PLACE}`, () => pickLocation(page));
  await step(page, 'module Food', () => pickModule(page, 'Food'));
  await step(page, `sign in as ${DEMO.email}`, () => signIn(page));
  await snap(page, 'signed-in-home');
  await step(page, 'store Shawarma Station', () => openStore(page, 'Shawarma Station'));
  await step(page, 'add 2 x Hummus Beiruti', () => addToCart(page, 'Hummus Beiruti', 2));
  await step(page, 'checkout', () => openCheckout(page, { guest: false }));
  await snap(page, 'signed-in-checkout');
  const placed = await step(page, 'place the order (cash on delivery)', () => placeOrder(page));
  await page.waitForTimeout(2000);
  await snap(page, 'signed-in-placed');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await context.close();
  const orderId = Number(placed.answer.order_id);
  console.log(`  order ${orderId}: ${JSON.stringify(placed.answer)}`);
  const tracking = await checkTracking('signed-in', {
    orderId,
    phone: placed.request.contact_person_number,
    token,
  });
  console.log(`  our tracking: ${JSON.stringify(tracking)}`);
  // Demo mode moves orders along by itself: a delivered order has left the running ones.
  let listedIn;
  for (const list of ['running-orders', 'list']) {
    const page = await api(`/api/v1/customer/order/${list}?limit=25&offset=1`, {
      Authorization: `Bearer ${token}`,
    });
    if (page.body?.orders?.some((order) => order.id === orderId)) listedIn ??= list;
  }
  console.log(`  in the customer's orders: ${listedIn ? `customer/order/${listedIn}` : 'NO'}`);
  if (!listedIn) throw new Error(`order ${orderId} is not among the customer's orders`);
  return { orderId, ...tracking };
}

// ---------------------------------------------------------------- run

const results = {};
let failure;
for (const [name, run] of [
  ['guest', guestOrder],
  ['signedIn', signedInOrder],
].filter(([name]) => !process.env.ONLY || process.env.ONLY === name)) {
  try {
    results[name] = await run();
  } catch (error) {
    failure = error;
    console.error(`\n${error.message}`);
  }
}
await browser.close();

const unusable = refused.filter((r) => r.status !== 0 || !/ORB|aborted/i.test(r.body));
console.log(`\nOur server's answers the client could not use (${unusable.length}):`);
const grouped = new Map();
for (const r of unusable) {
  const key = `${r.status} ${r.method} ${r.path.split('?')[0]}`;
  if (!grouped.has(key)) grouped.set(key, r);
}
for (const [key, r] of grouped) console.log(`  ${key}  e.g. ${r.path}  ${r.body.slice(0, 160)}`);
console.log(`\n${seen.size} distinct API calls; screenshots in ${shotsDir}`);
console.log(JSON.stringify(results, null, 2));
stopAll();
process.exit(failure || Object.keys(results).length < 2 ? 1 : 0);

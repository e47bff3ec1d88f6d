#!/usr/bin/env node
// `npm test`: every check of the project, in order, failing fast. Ends with a line
// `N passed, N failed[, N skipped]` (test counts over all steps) that CI reads.
//
//  1. chromium   Debian's Chromium (installed with apt-get when missing and we are root)
//  2. lint       eslint, prettier --check and the import cycle check
//  3. types      generated API types are up to date (scripts/gen-api.mjs --check)
//  4. build      build and typecheck (npm run build, then the tests' own tsconfig)
//  5. unit       unit, property and model-based tests (vitest run)
//  6. contract   contract tests against a live server on a fresh PGlite folder
//  7. postgres   the same contract tests against a throwaway PostgreSQL cluster (DATABASE_URL)
//  8. scenarios  CLI scenarios against a live server
//  9. e2e        browser tests in Chromium against the built app served by the real server
//
// Steps 2, 3 and 4 run side by side, and so do 6, 7 and 8 (each is a server and its test client, about
// one core each), and the browser tests in parts; their logs are buffered and printed whole
// when each ends.
//
// While working on one part: `npm test -- --from contract` or `npm test -- --only e2e` (or
// `--only contract,postgres`; steps before are not run: build first). CI always runs everything.
// `STOREFRONT_TEST_REPORTS=<folder>` keeps each vitest run's JSON report (per-file durations).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { bold, mustRun, root, run } from './lib.mjs';
import { ensurePostgres, startPostgres } from './postgres.mjs';

const CHROMIUM = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
/**
 * Where a step writes: the console, or, for steps that run side by side (`together`), a buffer
 * printed whole when the step ends, so that their logs do not interleave.
 */
const direct = {
  number: 0,
  log: (text) => console.log(text),
  error: (text) => console.error(text),
  stdio: 'inherit',
};

function buffered(number) {
  const chunks = [];
  return {
    number,
    log: (text) => chunks.push(`${text}\n`),
    error: (text) => chunks.push(`${text}\n`),
    stdio: 'pipe',
    write: (chunk) => chunks.push(chunk),
    take: () => chunks.splice(0).join(''),
    flush: () => process.stdout.write(chunks.splice(0).join('')),
  };
}

function header(title, out) {
  out.log(`\n${bold(`━━ ${out.number}. ${title}`)}`);
}

/** The machine's CPU time so far (all cores, ms): busy and total. */
function cpuNow() {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** Per phase (steps run side by side form one): wall time and how busy the cores were. */
const phases = [];

async function timed(name, action) {
  const start = Date.now();
  const cpu = cpuNow();
  try {
    return await action();
  } finally {
    const end = cpuNow();
    const share = end.total > cpu.total ? (end.busy - cpu.busy) / (end.total - cpu.total) : 0;
    phases.push({ name, seconds: (Date.now() - start) / 1000, share });
  }
}

function finish(code) {
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  // Where the time went, to see which phase to speed up and whether the cores were kept busy.
  if (phases.length > 0) {
    console.log(`\nTime per phase (${cpus().length} cores; busy: the machine's CPU use meanwhile)`);
    for (const phase of phases) {
      console.log(
        `  ${phase.name.padEnd(40)} ${phase.seconds.toFixed(0).padStart(5)} s   busy ${(phase.share * 100).toFixed(0).padStart(3)}%`,
      );
    }
  }
  console.log(`\n${code === 0 ? 'All checks passed' : 'Checks failed'} in ${minutes} min`);
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

/** A step that is not a test run counts as one test. Resolves with whether it passed. */
async function gate(title, action, out) {
  header(title, out);
  try {
    await action();
    totals.passed += 1;
    return true;
  } catch (error) {
    out.error(`\n✗ ${title}: ${error instanceof Error ? error.message : String(error)}`);
    totals.failed += 1;
    return false;
  }
}

/**
 * Runs vitest with a JSON report and adds its counts to the totals. Resolves with whether it
 * passed; the caller stops. `env` values that are undefined are removed from the environment.
 */
async function vitest(title, args, env, out) {
  header(title, out);
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv))
    if (value === undefined) delete childEnv[key];
  const reportDir = mkdtempSync(join(tmpdir(), 'storefront-vitest-'));
  const report = join(reportDir, 'report.json');
  const code = await runInto(
    out,
    join(root, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env: childEnv },
  );
  let counts = null;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    counts = {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      skipped: (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0),
      suitesFailed: json.numFailedTestSuites ?? 0,
    };
  }
  // STOREFRONT_TEST_REPORTS=<folder> keeps each run's JSON report there (per-file durations, to
  // see which files to speed up); by default it is removed.
  const keep = process.env.STOREFRONT_TEST_REPORTS;
  if (keep && existsSync(report)) {
    mkdirSync(keep, { recursive: true });
    copyFileSync(report, join(keep, `${title.replace(/[^\w-]+/g, '-').slice(0, 80)}.json`));
  }
  rmSync(reportDir, { recursive: true, force: true });
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    // Worded unlike the closing line, which is the only `N passed, N failed` line CI reads.
    out.log(`${title}: ${counts.passed} tests passed and ${counts.failed} failed`);
  }
  if (code !== 0 || !counts || counts.failed > 0 || counts.suitesFailed > 0) {
    // A run that failed without a failing test (a setup error, a file that did not load) counts once.
    if (!counts || counts.failed === 0) totals.failed += 1;
    out.error(`\n✗ ${title} failed`);
    return false;
  }
  return true;
}

async function ensureChromium(out) {
  if (existsSync(CHROMIUM)) {
    out.log(`${CHROMIUM} is installed`);
    return;
  }
  if (!isRoot) {
    throw new Error(
      `${CHROMIUM} is missing; install Debian's chromium package (apt-get install chromium)`,
    );
  }
  out.log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  await mustRun('apt-get', ['update']);
  await mustRun('apt-get', ['install', '-y', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is still missing after apt-get`);
}

/** `run`, with the output going to the step's sink (buffered when steps run side by side). */
function runInto(out, command, args, options = {}) {
  if (out.stdio === 'inherit') return run(command, args, options);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => out.write(chunk.toString()));
    child.stderr.on('data', (chunk) => out.write(chunk.toString()));
    child.on('error', (error) => {
      out.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function mustRunInto(out, command, args, options = {}) {
  const code = await runInto(out, command, args, options);
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${code}`);
}

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules/.bin', name);
const suite = (name) => ['--config', `tests/${name}/vitest.config.ts`];

/** Contract tests on a throwaway PostgreSQL cluster, stopped even on failure or Ctrl-C. */
async function contractOnPostgres(out) {
  const title = 'Contract tests on PostgreSQL (DATABASE_URL)';
  let cluster;
  try {
    header(`${title}: starting a throwaway cluster`, out);
    cluster = await startPostgres(await ensurePostgres());
    out.log(`throwaway cluster at ${cluster.url}`);
  } catch (error) {
    out.error(`✗ could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    totals.failed += 1;
    return false;
  }
  const onSignal = (code) => () => void cluster.stop().finally(() => process.exit(code));
  const onInt = onSignal(130);
  const onTerm = onSignal(143);
  process.once('SIGINT', onInt);
  process.once('SIGTERM', onTerm);
  try {
    return await vitest(title, suite('contract'), { DATABASE_URL: cluster.url }, out);
  } finally {
    await cluster.stop();
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
}

/**
 * Rough seconds per browser test file (measured with the two parts side by side: the test time
 * of each file in a `npm test -- --only e2e` of dd21e6b, and of the files made journeys in
 * 74b5b19): the files are split into E2E_PARTS parts of about equal time, each with its own
 * server, data folder and browser, run side by side. A file not listed counts 20 s.
 */
const E2E_SECONDS = {
  'trips.test.ts': 65,
  'craft.test.ts': 62,
  'rental.test.ts': 62,
  'account.test.ts': 51,
  'auth.test.ts': 51,
  'catalogue.test.ts': 44,
  'ordering.test.ts': 33,
  'payments.test.ts': 31,
  'date-field.test.ts': 29,
  'search.test.ts': 29,
  'inspector.test.ts': 23,
  'arabic.test.ts': 20,
  'wallet.test.ts': 20,
  'mobile-menu.test.ts': 19,
  'orders-extra.test.ts': 19,
  'storefront.test.ts': 19,
  'content.test.ts': 17,
  'chat.test.ts': 15,
  'addresses.test.ts': 13,
  'checkout-extras.test.ts': 13,
  'trace-replay.test.ts': 12,
  'parcel.test.ts': 11,
  'registration.test.ts': 11,
  'store-link.test.ts': 11,
  'pictures.test.ts': 10,
  'v1-more.test.ts': 9,
  'profile.test.ts': 8,
  'map.test.ts': 7,
  'product.test.ts': 7,
  'wording.test.ts': 6,
  'v1-more-links.test.ts': 5,
};

/**
 * How many parts: two. A third part did not shorten the run: with two parts the cores are
 * already busy (the phase's `busy` figure in the summary was 99% with three), and the extra
 * contention made slow journeys time out. `STOREFRONT_E2E_PARTS` overrides it.
 */
const E2E_PARTS = Math.max(1, Number(process.env.STOREFRONT_E2E_PARTS) || 2);

function e2eParts(count) {
  const files = readdirSync(join(root, 'tests/e2e'))
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => ({ name, seconds: E2E_SECONDS[name] ?? 20 }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const parts = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  for (const file of files) {
    const lightest = parts.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.files.push(`tests/e2e/${file.name}`);
    lightest.seconds += file.seconds;
  }
  return parts.filter((part) => part.files.length > 0);
}

async function e2eInParts(out) {
  const parts = e2eParts(E2E_PARTS);
  const title = 'Browser tests in Chromium (e2e)';
  if (parts.length < 2) return vitest(title, suite('e2e'), { DATABASE_URL: undefined }, out);
  out.log(`\n${bold(`${title}: ${parts.length} parts side by side`)}`);
  const outs = parts.map(() => buffered(out.number));
  const passed = await Promise.all(
    parts.map((part, k) =>
      vitest(
        `${title}, part ${k + 1} of ${parts.length}`,
        [...suite('e2e'), ...part.files],
        { DATABASE_URL: undefined },
        outs[k],
      ).finally(() => (out.stdio === 'inherit' ? outs[k].flush() : out.write(outs[k].take()))),
    ),
  );
  return !passed.includes(false);
}

// Steps with the same `together` run side by side (each on a core: a server and its test
// client), their logs buffered; the others one after another.
const STEPS = [
  { name: 'chromium', run: (out) => gate('Chromium', () => ensureChromium(out), out) },
  {
    name: 'lint',
    together: 'checks',
    run: (out) =>
      gate(
        'Lint: eslint, prettier --check and no import cycles',
        async () => {
          await mustRunInto(out, bin('eslint'), ['.']);
          await mustRunInto(out, bin('prettier'), ['--check', '.', '--log-level=warn']);
          // As `npm run lint`: a cycle once passed `npm test` unseen (ui/DateTimeField).
          await mustRunInto(out, process.execPath, ['scripts/check-cycles.mjs']);
        },
        out,
      ),
  },
  {
    name: 'types',
    together: 'checks',
    run: (out) =>
      gate(
        'Generated API types are up to date',
        () => mustRunInto(out, process.execPath, ['scripts/gen-api.mjs', '--check']),
        out,
      ),
  },
  {
    name: 'build',
    // Beside the lint: eslint, prettier, tsc and the bundler each keep one core busy.
    together: 'checks',
    run: (out) =>
      gate(
        'Build and typecheck (npm run build)',
        async () => {
          await mustRunInto(out, npmCommand, ['run', 'build']);
          await mustRunInto(out, bin('tsc'), ['-p', 'tests/tsconfig.json']);
        },
        out,
      ),
  },
  {
    name: 'unit',
    run: (out) => vitest('Unit, property and model-based tests (vitest run)', [], {}, out),
  },
  {
    name: 'contract',
    together: 'contract',
    run: (out) =>
      vitest('Contract tests on PGlite', suite('contract'), { DATABASE_URL: undefined }, out),
  },
  { name: 'postgres', together: 'contract', run: contractOnPostgres },
  {
    name: 'scenarios',
    // Beside the contract suites: its CLI runs wait on the server (orders move once a second).
    together: 'contract',
    run: (out) =>
      vitest(
        'CLI scenarios against a live server',
        suite('scenarios'),
        { DATABASE_URL: undefined },
        out,
      ),
  },
  { name: 'e2e', run: e2eInParts },
];

function selectSteps(args) {
  const value = (flag) => {
    const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
    if (index < 0) return null;
    return args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  };
  const known = STEPS.map((step) => step.name);
  const check = (name) => {
    if (!known.includes(name)) {
      console.error(`Unknown step "${name}". Steps: ${known.join(', ')}`);
      process.exit(2);
    }
    return name;
  };
  const only = value('--only');
  const from = value('--from');
  if (only) {
    const names = only.split(',').map(check);
    return STEPS.filter((step) => names.includes(step.name));
  }
  if (from) return STEPS.slice(known.indexOf(check(from)));
  return STEPS;
}

const selected = selectSteps(process.argv.slice(2));
if (selected.length < STEPS.length) {
  console.log(`Running only: ${selected.map((step) => step.name).join(', ')}`);
}
const numberOf = (step) => STEPS.indexOf(step) + 1;
for (let i = 0; i < selected.length;) {
  const step = selected[i];
  let end = i + 1;
  while (step.together && selected[end]?.together === step.together) end += 1;
  const side = selected.slice(i, end);
  i = end;
  if (side.length === 1) {
    const ok = await timed(step.name, () => step.run({ ...direct, number: numberOf(step) }));
    if (!ok) finish(1);
    continue;
  }
  const names = side.map((other) => other.name).join(' and ');
  console.log(`\n${bold(`Running ${names} side by side`)}`);
  const outs = side.map((other) => buffered(numberOf(other)));
  const passed = await timed(names, () =>
    Promise.all(side.map((other, k) => other.run(outs[k]).finally(() => outs[k].flush()))),
  );
  if (passed.includes(false)) finish(1);
}
finish(0);

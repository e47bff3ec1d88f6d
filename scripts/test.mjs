#!/usr/bin/env node
// `npm test`: every check of the project, in order, failing fast. Ends with a line
// `N passed, N failed[, N skipped]` (test counts over all steps) that CI reads.
//
//  1. chromium   Debian's Chromium (installed with apt-get when missing and we are root)
//  2. lint       eslint and prettier --check
//  3. types      generated API types are up to date (scripts/gen-api.mjs --check)
//  4. build      build and typecheck (npm run build, then the tests' own tsconfig)
//  5. unit       unit, property and model-based tests (vitest run)
//  6. contract   contract tests against a live server on a fresh PGlite folder
//  7. postgres   the same contract tests against a throwaway PostgreSQL cluster (DATABASE_URL)
//  8. scenarios  CLI scenarios against a live server
//  9. e2e        browser tests in Chromium against the built app served by the real server
//
// While working on one part: `npm test -- --from contract` or `npm test -- --only e2e`
// (steps before it are not run: build first). CI always runs everything.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bold, mustRun, root, run } from './lib.mjs';
import { ensurePostgres, startPostgres } from './postgres.mjs';

const CHROMIUM = '/usr/bin/chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const totals = { passed: 0, failed: 0, skipped: 0 };
const startedAt = Date.now();
let current = { number: 0, title: '' };

function header(title) {
  console.log(`\n${bold(`━━ ${current.number}. ${title}`)}`);
}

function finish(code) {
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  console.log(`\n${code === 0 ? 'All checks passed' : 'Checks failed'} in ${minutes} min`);
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(code);
}

/** A step that is not a test run counts as one test. Resolves with whether it passed. */
async function gate(title, action) {
  header(title);
  try {
    await action();
    totals.passed += 1;
    return true;
  } catch (error) {
    console.error(`\n✗ ${title}: ${error instanceof Error ? error.message : String(error)}`);
    totals.failed += 1;
    return false;
  }
}

/**
 * Runs vitest with a JSON report and adds its counts to the totals. Resolves with whether it
 * passed; the caller stops. `env` values that are undefined are removed from the environment.
 */
async function vitest(title, args, env = {}) {
  header(title);
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv))
    if (value === undefined) delete childEnv[key];
  const reportDir = mkdtempSync(join(tmpdir(), 'storefront-vitest-'));
  const report = join(reportDir, 'report.json');
  const code = await run(
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
  rmSync(reportDir, { recursive: true, force: true });
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    // Worded unlike the closing line, which is the only `N passed, N failed` line CI reads.
    console.log(`${title}: ${counts.passed} tests passed and ${counts.failed} failed`);
  }
  if (code !== 0 || !counts || counts.failed > 0 || counts.suitesFailed > 0) {
    // A run that failed without a failing test (a setup error, a file that did not load) counts once.
    if (!counts || counts.failed === 0) totals.failed += 1;
    console.error(`\n✗ ${title} failed`);
    return false;
  }
  return true;
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    console.log(`${CHROMIUM} is installed`);
    return;
  }
  if (!isRoot) {
    throw new Error(
      `${CHROMIUM} is missing; install Debian's chromium package (apt-get install chromium)`,
    );
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package`);
  await mustRun('apt-get', ['update']);
  await mustRun('apt-get', ['install', '-y', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is still missing after apt-get`);
}

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules/.bin', name);
const suite = (name) => ['--config', `tests/${name}/vitest.config.ts`];

/** Contract tests on a throwaway PostgreSQL cluster, stopped even on failure or Ctrl-C. */
async function contractOnPostgres() {
  const title = 'Contract tests on PostgreSQL (DATABASE_URL)';
  let cluster;
  try {
    header(`${title}: starting a throwaway cluster`);
    cluster = await startPostgres(await ensurePostgres());
    console.log(`throwaway cluster at ${cluster.url}`);
  } catch (error) {
    console.error(
      `✗ could not start PostgreSQL: ${error instanceof Error ? error.message : error}`,
    );
    totals.failed += 1;
    return false;
  }
  const onSignal = (code) => () => void cluster.stop().finally(() => process.exit(code));
  const onInt = onSignal(130);
  const onTerm = onSignal(143);
  process.once('SIGINT', onInt);
  process.once('SIGTERM', onTerm);
  try {
    return await vitest(title, suite('contract'), { DATABASE_URL: cluster.url });
  } finally {
    await cluster.stop();
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  }
}

const STEPS = [
  { name: 'chromium', run: () => gate('Chromium', ensureChromium) },
  {
    name: 'lint',
    run: () =>
      gate('Lint: eslint and prettier --check', async () => {
        await mustRun(bin('eslint'), ['.']);
        await mustRun(bin('prettier'), ['--check', '.', '--log-level=warn']);
      }),
  },
  {
    name: 'types',
    run: () =>
      gate('Generated API types are up to date', () =>
        mustRun(process.execPath, ['scripts/gen-api.mjs', '--check']),
      ),
  },
  {
    name: 'build',
    run: () =>
      gate('Build and typecheck (npm run build)', async () => {
        await mustRun(npmCommand, ['run', 'build']);
        await mustRun(bin('tsc'), ['-p', 'tests/tsconfig.json']);
      }),
  },
  { name: 'unit', run: () => vitest('Unit, property and model-based tests (vitest run)', []) },
  {
    name: 'contract',
    run: () => vitest('Contract tests on PGlite', suite('contract'), { DATABASE_URL: undefined }),
  },
  { name: 'postgres', run: contractOnPostgres },
  {
    name: 'scenarios',
    run: () =>
      vitest('CLI scenarios against a live server', suite('scenarios'), {
        DATABASE_URL: undefined,
      }),
  },
  {
    name: 'e2e',
    run: () => vitest('Browser tests in Chromium (e2e)', suite('e2e'), { DATABASE_URL: undefined }),
  },
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
  if (only) return STEPS.filter((step) => step.name === check(only));
  if (from) return STEPS.slice(known.indexOf(check(from)));
  return STEPS;
}

const selected = selectSteps(process.argv.slice(2));
if (selected.length < STEPS.length) {
  console.log(`Running only: ${selected.map((step) => step.name).join(', ')}`);
}
for (const step of selected) {
  current = { number: STEPS.indexOf(step) + 1, title: step.name };
  if (!(await step.run())) finish(1);
}
finish(0);

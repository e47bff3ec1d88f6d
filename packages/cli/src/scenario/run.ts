/**
 * Runs scenarios: each step through an executor (in the CLI, the same program the `storefront`
 * binary runs, in-process, with `--json`), its expectations checked, its captures kept for the
 * next steps. Everything outside (the program, the clock, the session folder, the outbox) is
 * passed in, so that the unit tests use a fake executor.
 */
import {
  checkStep,
  lookup,
  SESSION_PREFIX,
  show,
  substitute,
  substituteArg,
  toastsOf,
  type Mismatch,
  type Variables,
} from './expect.js';
import { stepCommand, type Scenario, type Step, type StepExpectations } from './format.js';

/** One command of a step, as the executor runs it. */
export interface StepRequest {
  /** The whole argv, global options first (`--api`, `--session`, `--lang`, `--json`, `--trace`). */
  argv: string[];
}

export interface StepResponse {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface RunnerPorts {
  /** Runs one command line (the storefront program). */
  execute(request: StepRequest): Promise<StepResponse>;
  /** The demo outbox's messages (`GET {api}/demo/outbox.json`), newest first. */
  outbox(api: string): Promise<unknown[]>;
  /** A fresh folder for a scenario's session files; `cleanup` removes it. */
  sessionFolder(): { path: (name: string) => string; cleanup(): void };
  /** A session file's JSON object (undefined when there is none yet). */
  readSession(path: string): unknown;
  /** The trace file of a scenario (under `--trace DIR`), emptied; null without `--trace`. */
  traceFile(scenario: Scenario): string | null;
  /** Notes a line in a scenario's trace file (the scenario starting, a step failing). */
  note?(traceFile: string, type: string, data: Record<string, unknown>): void;
  sleep(ms: number): Promise<void>;
  now(): number;
  env: Record<string, string | undefined>;
  /** The server when the scenario's setup names none (the run's `--api`). */
  defaultApi: string;
  /** The language when the scenario's setup names none (the run's `--lang`; else English). */
  defaultLanguage?: 'en' | 'ar';
  /** Six random digits per scenario run, as `${unique}` (a phone or e-mail no earlier run used). */
  unique(): string;
}

export interface StepResult {
  index: number;
  name?: string;
  /** The command as run (after substitution), or the outbox read. */
  command: string;
  line: number | null;
  status: 'passed' | 'failed' | 'skipped';
  exitCode: number | null;
  attempts: number;
  durationMs: number;
  failures: Mismatch[];
  /** A step that could not run (an unknown `${name}`, a capture path that is absent...). */
  error?: string;
  output?: { stdout: string; stderr: string };
}

export interface ScenarioResult {
  file: string;
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  durationMs: number;
  steps: StepResult[];
  trace: string | null;
  /** What kept the scenario from running its steps (its setup). */
  error?: string;
}

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** The outbox's newest message to `destination` (phones compared by their digits). */
function newestMessage(messages: unknown[], destination: string): Record<string, unknown> | null {
  const digits = (text: string) => text.replace(/[^\d+]/g, '');
  const wanted = destination.includes('@') ? destination.toLowerCase() : digits(destination);
  for (const message of messages) {
    const to = (message as { destination?: unknown }).destination;
    if (typeof to !== 'string') continue;
    if ((destination.includes('@') ? to.toLowerCase() : digits(to)) === wanted) {
      return message as Record<string, unknown>;
    }
  }
  return null;
}

/** Runs one scenario to its end or its first failed step. */
export async function runScenario(scenario: Scenario, ports: RunnerPorts): Promise<ScenarioResult> {
  const started = ports.now();
  const folder = ports.sessionFolder();
  const trace = ports.traceFile(scenario);
  const variables: Variables = { unique: ports.unique() };
  let api = ports.defaultApi;
  const steps: StepResult[] = [];
  let failed = false;
  let setupError: string | undefined;
  try {
    // The setup: the server and the variables (which may use ${...} themselves).
    try {
      if (scenario.setup.api) api = substituteArg(scenario.setup.api, variables, ports.env);
      variables.api = api;
      for (const [name, value] of Object.entries(scenario.setup.variables)) {
        variables[name] = substitute(value, variables, ports.env);
      }
    } catch (error) {
      setupError = `setup: ${(error as Error).message}`;
      failed = true;
    }
    if (trace) {
      ports.note?.(trace, '@storefront.scenario', {
        file: scenario.file,
        name: scenario.name,
        steps: scenario.steps.length,
      });
    }
    for (const step of scenario.steps) {
      if (failed) {
        steps.push({
          index: step.index,
          ...(step.name ? { name: step.name } : {}),
          command: stepCommand(step),
          line: step.line,
          status: 'skipped',
          exitCode: null,
          attempts: 0,
          durationMs: 0,
          failures: [],
        });
        continue;
      }
      const result = await runStep(scenario, step, { ports, api, folder, trace, variables });
      steps.push(result);
      if (result.status === 'failed') {
        failed = true;
        if (trace) {
          ports.note?.(trace, '@storefront.scenario.failure', {
            step: result.index,
            command: result.command,
            failures: result.failures.map((f) => f.message),
            ...(result.error ? { error: result.error } : {}),
          });
        }
      }
    }
  } finally {
    folder.cleanup();
  }
  return {
    file: scenario.file,
    name: scenario.name,
    status: failed ? 'failed' : 'passed',
    ...(setupError ? { error: setupError } : {}),
    durationMs: ports.now() - started,
    steps,
    trace,
  };
}

interface StepEnv {
  ports: RunnerPorts;
  api: string;
  folder: { path: (name: string) => string };
  trace: string | null;
  variables: Variables;
}

async function runStep(scenario: Scenario, step: Step, env: StepEnv): Promise<StepResult> {
  const { ports, variables } = env;
  const started = ports.now();
  const base = {
    index: step.index,
    ...(step.name ? { name: step.name } : {}),
    line: step.line,
  };
  let command = stepCommand(step);
  let args: string[] = [];
  let expectations: StepExpectations;
  try {
    if (step.run) {
      args = step.run.map((arg) => substituteArg(arg, variables, ports.env));
      command = stepCommand({ run: args });
    } else {
      command = stepCommand({ outbox: substituteArg(step.outbox!, variables, ports.env) });
    }
    expectations = substitute(step.expect, variables, ports.env) as StepExpectations;
  } catch (error) {
    return {
      ...base,
      command,
      status: 'failed',
      exitCode: null,
      attempts: 0,
      durationMs: ports.now() - started,
      failures: [],
      error: (error as Error).message,
    };
  }

  let attempts = 0;
  let response: StepResponse = { exitCode: 0, stdout: '', stderr: '' };
  let json: unknown;
  let session: unknown;
  let failures: Mismatch[] = [];
  let error: string | undefined;
  while (attempts < step.retry.attempts) {
    if (attempts > 0) await ports.sleep(step.retry.intervalMs);
    attempts += 1;
    error = undefined;
    if (step.outbox !== undefined) {
      const destination = substituteArg(step.outbox, variables, ports.env);
      try {
        const message = newestMessage(await ports.outbox(env.api), destination);
        json = message ?? undefined;
        response = {
          exitCode: message ? 0 : 1,
          stdout: message ? JSON.stringify(message) : '',
          stderr: message ? '' : `no message to ${destination} in the demo outbox`,
        };
        if (!message) error = response.stderr;
      } catch (cause) {
        response = { exitCode: 3, stdout: '', stderr: (cause as Error).message };
        json = undefined;
        error = `the demo outbox could not be read: ${(cause as Error).message}`;
      }
    } else {
      const sessionFile =
        scenario.setup.session === 'fresh' || step.session !== 'main'
          ? env.folder.path(step.session)
          : scenario.setup.session;
      const argv = [
        '--api',
        env.api,
        '--session',
        sessionFile,
        '--lang',
        scenario.setup.language ?? ports.defaultLanguage ?? 'en',
        '--json',
        ...(env.trace ? ['--trace', env.trace] : []),
        ...args,
      ];
      response = await ports.execute({ argv });
      json = parseJson(response.stdout);
      session = ports.readSession(sessionFile);
    }
    const toasts = toastsOf(response.stderr);
    failures = error
      ? []
      : checkStep(expectations, {
          exitCode: response.exitCode,
          json,
          stdout: response.stdout,
          toasts,
          session,
        });
    if (!error && failures.length === 0) break;
  }

  // Captures, once the expectations hold.
  if (!error && failures.length === 0) {
    for (const [name, path] of Object.entries(step.capture)) {
      const fromSession = path.startsWith(SESSION_PREFIX);
      const source = fromSession ? (session ?? {}) : json;
      let found;
      try {
        found = lookup(source, fromSession ? path.slice(SESSION_PREFIX.length) : path);
      } catch (cause) {
        error = `capture ${name}: ${(cause as Error).message}`;
        break;
      }
      if (!found.found) {
        error = `capture ${name} from ${path}: ${source === undefined ? 'the output is not JSON' : found.missing}`;
        break;
      }
      variables[name] = found.value;
    }
  }
  const ok = !error && failures.length === 0;
  return {
    ...base,
    command,
    status: ok ? 'passed' : 'failed',
    exitCode: response.exitCode,
    attempts,
    durationMs: ports.now() - started,
    failures,
    ...(error ? { error } : {}),
    ...(ok ? {} : { output: { stdout: response.stdout, stderr: response.stderr } }),
  };
}

export interface RunSummary {
  scenarios: ScenarioResult[];
  passed: number;
  failed: number;
  skipped: number;
  durationMs: number;
}

/** Runs scenarios in order; with `bail`, the ones after the first failure are skipped. */
export async function runScenarios(
  scenarios: readonly Scenario[],
  ports: RunnerPorts,
  options: { bail?: boolean; onResult?: (result: ScenarioResult) => void } = {},
): Promise<RunSummary> {
  const started = ports.now();
  const results: ScenarioResult[] = [];
  let stop = false;
  for (const scenario of scenarios) {
    let result: ScenarioResult;
    if (stop) {
      result = {
        file: scenario.file,
        name: scenario.name,
        status: 'skipped',
        durationMs: 0,
        steps: [],
        trace: null,
      };
    } else {
      result = await runScenario(scenario, ports);
      if (result.status === 'failed' && options.bail) stop = true;
    }
    results.push(result);
    options.onResult?.(result);
  }
  return {
    scenarios: results,
    passed: results.filter((r) => r.status === 'passed').length,
    failed: results.filter((r) => r.status === 'failed').length,
    skipped: results.filter((r) => r.status === 'skipped').length,
    durationMs: ports.now() - started,
  };
}

/** The failure of a scenario, for people: the scenario, the step (number and command), why. */
export function failureText(result: ScenarioResult): string {
  if (result.error) return `${result.file} › ${result.name}\n  ${result.error}`;
  const step = result.steps.find((s) => s.status === 'failed');
  if (!step) return '';
  const lines = [
    `${result.file} › ${result.name}`,
    `  step ${step.index}${step.name ? ` (${step.name})` : ''}: ${step.command}${step.line ? `  [${result.file}:${step.line}]` : ''}`,
  ];
  if (step.error) {
    lines.push(`  ${step.error}`);
    const stdout = step.output?.stdout.trim();
    if (stdout) lines.push(`  output: ${show(parseJson(stdout) ?? stdout)}`);
  }
  for (const failure of step.failures) {
    if (failure.check === 'json' || failure.check === 'path') {
      lines.push(`  ${failure.message}`);
      continue;
    }
    lines.push(`  at ${failure.path}${failure.check === 'exit' ? '' : ` (${failure.check})`}`);
    lines.push(`    expected: ${show(failure.expected)}`);
    lines.push(`    actual:   ${show(failure.actual)}`);
    if (failure.check === 'exit') {
      const error = (parseJson(step.output?.stdout ?? '') as { error?: { message?: unknown } })
        ?.error?.message;
      if (typeof error === 'string') lines.push(`    error:    ${error}`);
    }
  }
  if (step.attempts > 1) lines.push(`  (after ${step.attempts} attempts)`);
  // When the command ended otherwise than expected, what it said on stderr.
  const stderr = step.output?.stderr.trim();
  if (stderr && !step.error && step.failures.some((f) => f.check === 'exit'))
    lines.push(`  stderr: ${stderr.split('\n').slice(0, 5).join('\n          ')}`);
  return lines.join('\n');
}

/**
 * `storefront scenario run FILE...` and `scenario list FILE...`: QA scenario files (docs/qa.md).
 * Each step runs in-process through the same program as the `storefront` binary (`execute`,
 * given by program.ts), with `--json`, a session of the scenario's own and the scenario's
 * language; `--report json|junit FILE`, `--bail` and `--trace DIR` (one trace per scenario).
 */
import { randomInt } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import { apiBaseUrl, type Context, type Io, type Runner } from '../context.js';
import { CliError, EXIT, usageError } from '../errors.js';
import type { TextSink } from '../output.js';
import { createTrace } from '../trace.js';
import {
  parseScenarios,
  ScenarioFileError,
  stepCommand,
  type Scenario,
} from '../scenario/format.js';
import { REPORT_FORMATS, report, type ReportFormat } from '../scenario/report.js';
import {
  failureText,
  runScenarios,
  type RunnerPorts,
  type ScenarioResult,
} from '../scenario/run.js';

/** Runs the storefront program on an argv with the given streams; resolves with its exit code. */
export type ProgramExecutor = (argv: readonly string[], io: Io) => Promise<number>;

const SCENARIO_FILE = /\.ya?ml$/i;

/** The scenario files named: files as they are, folders for their *.yaml / *.yml files. */
export function scenarioFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      throw usageError(`${path}: no such scenario file`);
    }
    if (stats.isDirectory()) {
      const inside = readdirSync(path)
        .filter((name) => SCENARIO_FILE.test(name))
        .sort()
        .map((name) => join(path, name));
      if (inside.length === 0) throw usageError(`${path}: the folder holds no .yaml file`);
      files.push(...inside);
    } else files.push(path);
  }
  return files;
}

/** Reads and checks every file before anything runs: a broken file stops the run (exit 2). */
export function loadScenarios(paths: readonly string[]): Scenario[] {
  const scenarios: Scenario[] = [];
  const problems: string[] = [];
  for (const path of scenarioFiles(paths)) {
    const shown = relative(process.cwd(), resolve(path)) || path;
    try {
      scenarios.push(...parseScenarios(readFileSync(path, 'utf8'), shown));
    } catch (error) {
      if (error instanceof ScenarioFileError) problems.push(error.message);
      else problems.push(`${shown}: ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) {
    const failure = new CliError(
      problems.length === 1
        ? `Broken scenario file: ${problems[0]}`
        : `Broken scenario files:\n  ${problems.join('\n  ')}`,
      EXIT.usage,
      'scenario_file',
    );
    failure.details = { problems };
    throw failure;
  }
  return scenarios;
}

function capture(): TextSink & { text: string } {
  return {
    text: '',
    write(chunk: string) {
      this.text += chunk;
      return true;
    },
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.ya?ml$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'scenario';

/** The real ports: the program in-process, a temporary session folder, the network. */
export function programPorts(
  context: Context,
  io: Io,
  execute: ProgramExecutor,
  traceDir: string | null,
): RunnerPorts {
  const network = io.fetch ?? ((input, init) => fetch(input, init));
  const env = { ...io.env, NO_COLOR: '1' };
  return {
    async execute({ argv }) {
      const stdout = capture();
      const stderr = capture();
      const exitCode = await execute(argv, {
        stdout,
        stderr,
        env,
        ...(io.home ? { home: io.home } : {}),
        ...(io.fetch ? { fetch: io.fetch } : {}),
      });
      return { exitCode, stdout: stdout.text, stderr: stderr.text };
    },
    async outbox(api) {
      const url = `${apiBaseUrl(api).replace(/\/api\/v1$/, '')}/demo/outbox.json`;
      const response = await network(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) {
        throw new Error(`GET ${url} answered ${response.status} (is the server in demo mode?)`);
      }
      const body = (await response.json()) as { messages?: unknown[] };
      return body.messages ?? [];
    },
    sessionFolder() {
      const folder = mkdtempSync(join(tmpdir(), 'storefront-scenario-'));
      return {
        path: (name) => join(folder, `${name}.json`),
        cleanup: () => rmSync(folder, { recursive: true, force: true }),
      };
    },
    readSession(path) {
      try {
        return JSON.parse(readFileSync(path, 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    traceFile(scenario) {
      if (!traceDir) return null;
      mkdirSync(traceDir, { recursive: true });
      const file = join(
        traceDir,
        `${slug(scenario.file.split(/[\\/]/).at(-1) ?? '')}--${slug(scenario.name)}.jsonl`,
      );
      writeFileSync(file, '');
      return file;
    },
    note(file, type, data) {
      createTrace(file).note(type, data);
    },
    sleep: (ms) => sleep(ms),
    now: () => Date.now(),
    env: io.env,
    defaultApi: context.options.api,
    ...(context.options.lang ? { defaultLanguage: context.language } : {}),
    unique: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  };
}

/** `--report json out.json --report junit out.xml` → the pairs. */
export function reportTargets(
  values: readonly string[] | undefined,
): { format: ReportFormat; file: string }[] {
  if (!values || values.length === 0) return [];
  const targets: { format: ReportFormat; file: string }[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const format = values[i]!;
    const file = values[i + 1];
    if (!(REPORT_FORMATS as readonly string[]).includes(format) || file === undefined) {
      throw usageError(
        `--report takes a format and a file: --report json FILE or --report junit FILE (got "${values.slice(i, i + 2).join(' ')}"; put the scenario files before --report)`,
      );
    }
    targets.push({ format: format as ReportFormat, file });
  }
  return targets;
}

/**
 * Runs `action` with stdin seen as no terminal: a step never stops to ask a question (a
 * confirmation, a code) on the terminal of the person running the scenarios; it answers as in a
 * script (`confirm_required`, `otp_required`), which the scenario expects or avoids with `--yes`
 * and `--otp`.
 */
export async function withoutTerminal<T>(action: () => Promise<T>): Promise<T> {
  const own = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');
  Object.defineProperty(process.stdin, 'isTTY', {
    value: false,
    configurable: true,
    writable: true,
  });
  try {
    return await action();
  } finally {
    if (own) Object.defineProperty(process.stdin, 'isTTY', own);
    else delete (process.stdin as { isTTY?: boolean }).isTTY;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function registerScenarioCommands(
  program: Command,
  run: Runner,
  io: Io,
  execute: ProgramExecutor,
): void {
  const scenario = program
    .command('scenario')
    .description('QA scenario files: CLI steps with expectations, in YAML (docs/qa.md)');

  scenario
    .command('run')
    .description('run scenario files (or folders of them); exit 1 when an expectation fails')
    .argument('<files...>', 'scenario files (.yaml), or folders of them')
    .option('--report <format-and-file...>', 'write a report: json FILE or junit FILE (repeatable)')
    .option('--bail', 'stop at the first failed scenario', false)
    .option('--trace <dir>', "write each scenario's trace (JSON lines, as --trace) into DIR")
    // The program's own --trace FILE is read wherever it stands: here it names the folder, and
    // the run itself writes no trace of its own.
    .hook('preAction', (command) => {
      const dir = program.getOptionValue('trace') as string | undefined;
      if (dir !== undefined) {
        command.setOptionValue('trace', dir);
        program.setOptionValue('trace', undefined);
      }
    })
    .action(
      run(
        async (
          context,
          paths: string[],
          options: { report?: string[]; bail: boolean; trace?: string },
        ) => {
          const targets = reportTargets(options.report);
          const scenarios = loadScenarios(paths);
          const out = context.output;
          const traceDir = options.trace ? resolve(options.trace) : null;
          const ports = programPorts(context, io, execute, traceDir);
          const summary = await withoutTerminal(() =>
            runScenarios(scenarios, ports, {
              bail: options.bail,
              onResult: (result: ScenarioResult) => {
                const time = out.style('dim', `(${seconds(result.durationMs)})`);
                if (result.status === 'passed') {
                  out.line(`${out.style('green', '✓')} ${result.file} › ${result.name} ${time}`);
                } else if (result.status === 'skipped') {
                  out.line(
                    `${out.style('yellow', '-')} ${result.file} › ${result.name} (skipped: --bail)`,
                  );
                } else {
                  out.line(`${out.style('red', '✗')} ${result.file} › ${result.name} ${time}`);
                  out.line(out.style('red', failureText(result).split('\n').slice(1).join('\n')));
                }
              },
            }),
          );
          for (const target of targets) {
            mkdirSync(dirname(resolve(target.file)), { recursive: true });
            writeFileSync(target.file, report(target.format, summary));
          }
          const files = new Set(scenarios.map((s) => s.file)).size;
          const counts = [
            `${summary.passed} passed`,
            `${summary.failed} failed`,
            ...(summary.skipped > 0 ? [`${summary.skipped} skipped`] : []),
          ].join(', ');
          const line = `${counts} (${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}, ${seconds(summary.durationMs)})`;
          const result = {
            passed: summary.passed,
            failed: summary.failed,
            skipped: summary.skipped,
            durationMs: summary.durationMs,
            scenarios: summary.scenarios.map((s) => ({
              ...s,
              ...(s.status === 'failed' ? { failure: failureText(s) } : {}),
            })),
            reports: targets,
          };
          if (summary.failed > 0) {
            out.line('');
            const failure = new CliError(
              `Scenarios failed: ${line}`,
              EXIT.failure,
              'scenario_failed',
            );
            failure.details = result;
            throw failure;
          }
          out.result(result, () => `\n${line}`);
        },
      ),
    );

  scenario
    .command('list')
    .description('list scenario files, their scenarios and steps')
    .argument('<files...>', 'scenario files (.yaml), or folders of them')
    .action(
      run((context, paths: string[]) => {
        const scenarios = loadScenarios(paths);
        const files = [...new Set(scenarios.map((s) => s.file))].map((file) => ({
          file,
          scenarios: scenarios
            .filter((s) => s.file === file)
            .map((s) => ({
              name: s.name,
              ...(s.description ? { description: s.description } : {}),
              line: s.line,
              setup: s.setup,
              steps: s.steps.map((step) => ({
                index: step.index,
                ...(step.name ? { name: step.name } : {}),
                command: stepCommand(step),
                line: step.line,
              })),
            })),
        }));
        const out = context.output;
        context.output.result({ files }, () =>
          files
            .map((file) =>
              [
                out.style('bold', file.file),
                ...file.scenarios.map((s) =>
                  [
                    `  ${s.name}${s.description ? out.style('dim', ` — ${s.description}`) : ''}`,
                    ...s.steps.map(
                      (step) =>
                        `    ${String(step.index).padStart(2)}. ${step.command}${step.name ? out.style('dim', `  # ${step.name}`) : ''}`,
                    ),
                  ].join('\n'),
                ),
              ].join('\n'),
            )
            .join('\n\n'),
        );
      }),
    );
}

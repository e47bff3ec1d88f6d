/**
 * Scenario files (docs/qa.md): YAML, one scenario per document (`---` between them). Each has a
 * name, a setup (a fresh session, the language, the server, variables) and steps: CLI commands
 * with expectations on their exit code, JSON output and toasts, and captures for later steps.
 * The structure is checked with valibot; an error names the file and, when the YAML library
 * gives one, the line.
 */
import * as v from 'valibot';
import { isMap, LineCounter, parseAllDocuments, type Document } from 'yaml';

const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()]);
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const json: v.GenericSchema<Json> = v.lazy(() =>
  v.union([scalar, v.array(json), v.record(v.string(), json)]),
);

/** What a value at a JSON path must be; every key given must hold. */
const MatcherSchema = v.pipe(
  v.strictObject({
    equals: v.optional(json),
    contains: v.optional(json),
    matches: v.optional(v.string()),
    greaterThan: v.optional(v.union([v.number(), v.string()])),
    lessThan: v.optional(v.union([v.number(), v.string()])),
    exists: v.optional(v.boolean()),
    length: v.optional(v.union([v.number(), v.string()])),
  }),
  v.check(
    (matcher) => Object.values(matcher).some((value) => value !== undefined),
    'a matcher needs one of equals, contains, matches, greaterThan, lessThan, exists, length',
  ),
);

const ToastSchema = v.union([
  v.string(),
  v.pipe(
    v.strictObject({
      kind: v.optional(v.picklist(['success', 'info', 'warning', 'error'])),
      message: v.optional(v.string()),
      contains: v.optional(v.string()),
      matches: v.optional(v.string()),
    }),
    v.check(
      (toast) => Object.values(toast).some((value) => value !== undefined),
      'a toast needs one of kind, message, contains, matches',
    ),
  ),
]);

const ExpectSchema = v.strictObject({
  exit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))),
  json: v.optional(v.record(v.string(), v.union([scalar, v.array(json), MatcherSchema]))),
  /** The same on the step's session file (token, guest_id, zoneid, module...). */
  session: v.optional(v.record(v.string(), v.union([scalar, v.array(json), MatcherSchema]))),
  toasts: v.optional(v.array(ToastSchema)),
  noToasts: v.optional(v.boolean()),
});

const nonEmpty = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const variableName = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a variable name is letters, digits and _'),
);

const StepSchema = v.pipe(
  v.strictObject({
    name: v.optional(v.string()),
    run: v.optional(
      v.union([
        nonEmpty,
        v.pipe(v.array(v.union([v.string(), v.number()])), v.minLength(1, 'must not be empty')),
      ]),
    ),
    outbox: v.optional(nonEmpty),
    session: v.optional(variableName),
    expect: v.optional(ExpectSchema),
    capture: v.optional(v.record(variableName, v.string())),
    retry: v.optional(
      v.strictObject({
        attempts: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(600)),
        intervalMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
      }),
    ),
  }),
  v.check(
    (step) => (step.run === undefined) !== (step.outbox === undefined),
    'a step needs a command: run (or outbox), and only one of them',
  ),
);

const SetupSchema = v.strictObject({
  session: v.optional(v.union([v.literal('fresh'), nonEmpty])),
  language: v.optional(v.picklist(['en', 'ar'])),
  api: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(https?:\/\/[^\s]+|\$\{[^}]+\})$/,
        'an http or https URL, such as http://localhost:8080',
      ),
    ),
  ),
  variables: v.optional(v.record(variableName, scalar)),
});

const ScenarioSchema = v.strictObject({
  name: nonEmpty,
  description: v.optional(v.string()),
  setup: v.optional(SetupSchema),
  steps: v.pipe(v.array(StepSchema), v.minLength(1, 'a scenario needs at least one step')),
});

export type Matcher = v.InferOutput<typeof MatcherSchema>;
export type ToastExpectation = v.InferOutput<typeof ToastSchema>;
export type StepExpectations = v.InferOutput<typeof ExpectSchema>;
export type JsonValue = Json;

export interface Step {
  /** 1-based, within its scenario. */
  index: number;
  line: number | null;
  name?: string;
  /** The command's arguments (after `storefront`), before `${...}` substitution. */
  run?: string[];
  /** The demo outbox's newest message to this phone or e-mail, instead of a command. */
  outbox?: string;
  session: string;
  expect: StepExpectations;
  capture: Record<string, string>;
  retry: { attempts: number; intervalMs: number };
}

export interface Scenario {
  file: string;
  name: string;
  description?: string;
  line: number | null;
  setup: {
    session: 'fresh' | string;
    /** Absent: the run's `--lang`, else English. */
    language?: 'en' | 'ar';
    api?: string;
    variables: Record<string, string | number | boolean | null>;
  };
  steps: Step[];
}

/** A file that cannot be read as scenarios: the file, the line when known, and why. */
export class ScenarioFileError extends Error {
  override name = 'ScenarioFileError';
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
  }
}

/** Splits a command line into arguments: spaces separate, quotes ('' or "") group, \ escapes. */
export function splitCommand(text: string): string[] {
  const args: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quote) {
      if (ch === quote) quote = null;
      else if (ch === '\\' && quote === '"' && i + 1 < text.length) current += text[++i];
      else current += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      started = true;
    } else if (ch === '\\' && i + 1 < text.length) {
      current += text[++i];
      started = true;
    } else if (/\s/.test(ch)) {
      if (started) args.push(current);
      current = '';
      started = false;
    } else {
      current += ch;
      started = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} in "${text}"`);
  if (started) args.push(current);
  return args;
}

/** The storefront program's own name in front of a command is allowed and dropped. */
function commandArgs(run: string | readonly (string | number)[]): string[] {
  const args = typeof run === 'string' ? splitCommand(run) : run.map(String);
  return args[0] === 'storefront' ? args.slice(1) : args;
}

function pathText(path: readonly (string | number)[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`))
    .join('');
}

/** The line of the YAML node at `path` (or of its nearest ancestor that exists). */
function lineAt(
  doc: Document,
  counter: LineCounter,
  path: readonly (string | number)[],
): number | null {
  for (let end = path.length; end >= 0; end -= 1) {
    const node = doc.getIn(path.slice(0, end), true) as { range?: [number, number, number] } | null;
    const parent = end > 0 ? doc.getIn(path.slice(0, end - 1), true) : doc.contents;
    // A key that is not allowed: point at the key itself.
    if (end === path.length && isMap(parent)) {
      const pair = parent.items.find(
        (item) => (item.key as { value?: unknown } | null)?.value === path[end - 1],
      );
      const range = (pair?.key as { range?: [number, number, number] } | undefined)?.range;
      if (range) return counter.linePos(range[0]).line;
    }
    if (node && typeof node === 'object' && node.range) return counter.linePos(node.range[0]).line;
    if (end === 0 && doc.contents?.range) return counter.linePos(doc.contents.range[0]).line;
  }
  return null;
}

function issueText(
  issue: v.BaseIssue<unknown>,
  base: (string | number)[] = [],
): { path: (string | number)[]; text: string } {
  const path = [...base, ...(issue.path ?? []).map((item) => item.key as string | number)];
  const last = path.at(-1);
  if (issue.type === 'strict_object') {
    // valibot names the key: a missing one (received undefined), or one that is not allowed.
    return issue.received === 'undefined'
      ? { path, text: `"${String(last)}" is missing` }
      : { path, text: `unknown key "${String(last)}"` };
  }
  // A union's own message says little: the issue of the branch that went deepest says more.
  const nested = (issue as { issues?: v.BaseIssue<unknown>[] }).issues;
  if (issue.type === 'union' && nested && nested.length > 0) {
    const deepest = nested
      .map((inner) => issueText(inner, path))
      .sort((a, b) => b.path.length - a.path.length)[0]!;
    if (deepest.path.length > path.length) return deepest;
  }
  return { path, text: issue.message };
}

/** Reads the scenarios of one file's text. Throws ScenarioFileError. */
export function parseScenarios(text: string, file: string): Scenario[] {
  const counter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: counter, prettyErrors: false });
  if (!Array.isArray(docs)) throw new ScenarioFileError(file, null, 'the file holds no scenario');
  const scenarios: Scenario[] = [];
  for (const doc of docs) {
    const error = doc.errors[0];
    if (error) {
      const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
      throw new ScenarioFileError(file, line, `invalid YAML: ${error.message.split('\n')[0]}`);
    }
    if (doc.contents === null) continue;
    const data: unknown = doc.toJS({ maxAliasCount: 100 });
    const result = v.safeParse(ScenarioSchema, data);
    if (!result.success) {
      const first = result.issues[0]!;
      const { path, text: reason } = issueText(first);
      const where = pathText(path);
      throw new ScenarioFileError(
        file,
        lineAt(doc, counter, path),
        where ? `${where}: ${reason}` : reason,
      );
    }
    const scenario = result.output;
    const steps = scenario.steps;
    scenarios.push({
      file,
      name: scenario.name,
      ...(scenario.description ? { description: scenario.description } : {}),
      line: lineAt(doc, counter, ['name']),
      setup: {
        session: scenario.setup?.session ?? 'fresh',
        ...(scenario.setup?.language ? { language: scenario.setup.language } : {}),
        ...(scenario.setup?.api ? { api: scenario.setup.api } : {}),
        variables: scenario.setup?.variables ?? {},
      },
      steps: steps.map((step, i) => {
        let run: string[] | undefined;
        if (step.run !== undefined) {
          try {
            run = commandArgs(step.run);
          } catch (cause) {
            throw new ScenarioFileError(
              file,
              lineAt(doc, counter, ['steps', i, 'run']),
              `steps[${i}].run: ${(cause as Error).message}`,
            );
          }
          if (run.length === 0) {
            throw new ScenarioFileError(
              file,
              lineAt(doc, counter, ['steps', i, 'run']),
              `steps[${i}].run: the command is missing`,
            );
          }
        }
        return {
          index: i + 1,
          line: lineAt(doc, counter, ['steps', i]),
          ...(step.name ? { name: step.name } : {}),
          ...(run ? { run } : {}),
          ...(step.outbox ? { outbox: step.outbox } : {}),
          session: step.session ?? 'main',
          expect: step.expect ?? {},
          capture: step.capture ?? {},
          retry: {
            attempts: step.retry?.attempts ?? 1,
            intervalMs: step.retry?.intervalMs ?? 1000,
          },
        };
      }),
    });
  }
  if (scenarios.length === 0) throw new ScenarioFileError(file, null, 'the file holds no scenario');
  const seen = new Set<string>();
  for (const scenario of scenarios) {
    if (seen.has(scenario.name)) {
      throw new ScenarioFileError(
        file,
        scenario.line,
        `two scenarios are named "${scenario.name}"`,
      );
    }
    seen.add(scenario.name);
  }
  return scenarios;
}

/** How a step reads in messages and listings: its command line, or the outbox it reads. */
export function stepCommand(step: Pick<Step, 'run' | 'outbox'>): string {
  if (step.outbox !== undefined) return `outbox ${step.outbox}`;
  return (step.run ?? [])
    .map((arg) => (/^[\w@%+=:,./${}-]+$/.test(arg) ? arg : JSON.stringify(arg)))
    .join(' ');
}

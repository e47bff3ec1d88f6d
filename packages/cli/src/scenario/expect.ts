/**
 * The checks of a scenario step: JSON paths (`items[0].id`, `cart.lines[-1].name`,
 * `a["odd key"]`), matchers (equals, contains, matches, greaterThan, lessThan, exists, length),
 * toasts, and `${name}` substitution of captured values and variables.
 */
import type { JsonValue, Matcher, StepExpectations, ToastExpectation } from './format.js';

export type PathKey = string | number;

/** `a.b[0]["c d"][-1]` → ['a', 'b', 0, 'c d', -1]; `$` (or an empty path) is the whole output. */
export function parsePath(path: string): PathKey[] {
  const text = path.trim().replace(/^\$\.?/, '');
  const keys: PathKey[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '.') {
      if (i === 0 || i === text.length - 1 || text[i + 1] === '.' || text[i + 1] === '[') {
        throw new Error(`"${path}" is not a path (a name is missing around a dot)`);
      }
      i += 1;
    } else if (ch === '[') {
      const close = text.indexOf(']', i);
      if (close < 0) throw new Error(`"${path}" is not a path (a [ is not closed)`);
      const inner = text.slice(i + 1, close).trim();
      const quoted = /^(["'])(.*)\1$/.exec(inner);
      if (quoted) keys.push(quoted[2]!);
      else if (/^-?\d+$/.test(inner)) keys.push(Number(inner));
      else
        throw new Error(
          `"${path}" is not a path ([${inner}] is neither an index nor a quoted key)`,
        );
      i = close + 1;
    } else {
      let end = i;
      while (end < text.length && text[end] !== '.' && text[end] !== '[') end += 1;
      keys.push(text.slice(i, end));
      i = end;
    }
  }
  return keys;
}

export type Lookup = { found: true; value: unknown } | { found: false; missing: string };

/** The value at `path` in `data`, or which part of the path was not there. */
export function lookup(data: unknown, path: string): Lookup {
  const keys = parsePath(path);
  let value = data;
  let walked = '';
  for (const key of keys) {
    const here = typeof key === 'number' ? `${walked}[${key}]` : walked ? `${walked}.${key}` : key;
    if (typeof key === 'number') {
      if (!Array.isArray(value)) return { found: false, missing: `${walked || '$'} is not a list` };
      const index = key < 0 ? value.length + key : key;
      if (index < 0 || index >= value.length) {
        return { found: false, missing: `${here} is past the end (${value.length} items)` };
      }
      value = value[index];
    } else {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { found: false, missing: `${walked || '$'} is not an object` };
      }
      if (!Object.hasOwn(value, key)) return { found: false, missing: `${here} is absent` };
      value = (value as Record<string, unknown>)[key];
    }
    walked = here;
  }
  return { found: true, value };
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const ak = Object.keys(a as object);
  const bk = Object.keys(b as object);
  return (
    ak.length === bk.length &&
    ak.every(
      (key) =>
        Object.hasOwn(b as object, key) &&
        deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** `expected` is part of `actual`: equal scalars, an object's listed keys, a list's items in it. */
export function partOf(expected: unknown, actual: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return deepEqual(expected, actual);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) && expected.every((item) => actual.some((other) => partOf(item, other)))
    );
  }
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return false;
  return Object.entries(expected).every(
    ([key, value]) =>
      Object.hasOwn(actual, key) && partOf(value, (actual as Record<string, unknown>)[key]),
  );
}

/** How a value reads in a failure message. */
export function show(value: unknown): string {
  if (value === undefined) return '(nothing)';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** One expectation that did not hold. */
export interface Mismatch {
  /** `exit`, `toasts`, or the JSON path. */
  path: string;
  /** The matcher: equals, contains, matches, greaterThan, lessThan, exists, length, exit, toast. */
  check: string;
  expected: unknown;
  actual: unknown;
  /** One line: what was expected, what there was. */
  message: string;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return null;
}

function regex(pattern: string): RegExp {
  // `/body/flags` or the bare body.
  const literal = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
  return literal ? new RegExp(literal[1]!, literal[2]) : new RegExp(pattern);
}

/** The mismatches of one matcher on the value at `path` (none when it holds). */
export function checkPath(data: unknown, path: string, matcher: Matcher): Mismatch[] {
  const found = lookup(data, path);
  const out: Mismatch[] = [];
  const fail = (check: string, expected: unknown, actual: unknown, why: string) =>
    out.push({ path, check, expected, actual, message: `${path}: ${why}` });
  if (matcher.exists !== undefined) {
    if (matcher.exists !== found.found) {
      fail(
        'exists',
        matcher.exists,
        found.found ? (found as { value: unknown }).value : undefined,
        matcher.exists
          ? `expected to exist, but ${(found as { missing: string }).missing}`
          : `expected to be absent, got ${show((found as { value: unknown }).value)}`,
      );
    }
  }
  const rest = Object.entries(matcher).filter(
    ([key, value]) => key !== 'exists' && value !== undefined,
  );
  if (rest.length === 0) return out;
  if (!found.found) {
    for (const [check, expected] of rest) {
      fail(check, expected, undefined, `expected ${check} ${show(expected)}, but ${found.missing}`);
    }
    return out;
  }
  const actual = found.value;
  for (const [check, expected] of rest) {
    switch (check) {
      case 'equals':
        if (!deepEqual(actual, expected)) {
          fail(check, expected, actual, `expected equals ${show(expected)}, got ${show(actual)}`);
        }
        break;
      case 'contains': {
        const holds =
          typeof actual === 'string'
            ? typeof expected === 'string' && actual.includes(expected)
            : Array.isArray(actual)
              ? // An item holds it, or (a list) each of its items is in the list.
                actual.some((item) => partOf(expected, item)) || partOf(expected, actual)
              : partOf(expected, actual);
        if (!holds) {
          fail(check, expected, actual, `expected contains ${show(expected)}, got ${show(actual)}`);
        }
        break;
      }
      case 'matches': {
        const text = typeof actual === 'string' ? actual : JSON.stringify(actual);
        let pattern: RegExp;
        try {
          pattern = regex(String(expected));
        } catch (error) {
          fail(
            check,
            expected,
            actual,
            `the pattern ${show(expected)} is not a regular expression: ${(error as Error).message}`,
          );
          break;
        }
        if (typeof actual === 'object' && actual !== null) {
          fail(
            check,
            expected,
            actual,
            `expected matches ${show(expected)}, got ${show(actual)} (not a string or number)`,
          );
        } else if (!pattern.test(text ?? '')) {
          fail(check, expected, actual, `expected matches ${show(expected)}, got ${show(actual)}`);
        }
        break;
      }
      case 'greaterThan':
      case 'lessThan': {
        const bound = toNumber(expected);
        const value = toNumber(actual);
        const holds =
          bound !== null &&
          value !== null &&
          typeof actual === 'number' &&
          (check === 'greaterThan' ? value > bound : value < bound);
        if (!holds) {
          fail(check, expected, actual, `expected ${check} ${show(expected)}, got ${show(actual)}`);
        }
        break;
      }
      case 'length': {
        const length =
          typeof actual === 'string' || Array.isArray(actual)
            ? actual.length
            : typeof actual === 'object' && actual !== null
              ? Object.keys(actual).length
              : null;
        if (length === null || length !== toNumber(expected)) {
          fail(
            check,
            expected,
            length,
            `expected length ${show(expected)}, got ${length === null ? `${show(actual)} (no length)` : `${length}: ${show(actual)}`}`,
          );
        }
        break;
      }
    }
  }
  return out;
}

/** A JSON expectation as written: a bare value (or list) means equals. */
export function asMatcher(value: JsonValue | Matcher): Matcher {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
  return { equals: value as JsonValue };
}

export interface Toast {
  kind: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

const MARKS: Record<string, Toast['kind']> = {
  '✓': 'success',
  i: 'info',
  '!': 'warning',
  '✗': 'error',
};

/**
 * The toasts a command showed: with `--json` the CLI writes each on stderr as `✓ message`
 * (success), `i` (info), `!` (warning) or `✗` (error) (adapters/notifier.ts).
 */
export function toastsOf(stderr: string): Toast[] {
  const toasts: Toast[] = [];
  for (const line of stderr.split('\n')) {
    const found = /^(✓|i|!|✗) (.+)$/.exec(line);
    if (found) toasts.push({ kind: MARKS[found[1]!]!, message: found[2]! });
  }
  return toasts;
}

function toastHolds(expected: ToastExpectation, toast: Toast): boolean {
  if (typeof expected === 'string') return toast.message === expected;
  if (expected.kind !== undefined && toast.kind !== expected.kind) return false;
  if (expected.message !== undefined && toast.message !== expected.message) return false;
  if (expected.contains !== undefined && !toast.message.includes(expected.contains)) return false;
  if (expected.matches !== undefined && !regex(expected.matches).test(toast.message)) return false;
  return true;
}

/** What a step printed and how it ended, as the expectations see it. */
export interface StepOutput {
  exitCode: number;
  /** The parsed JSON output; undefined when stdout was not JSON. */
  json: unknown;
  stdout: string;
  toasts: Toast[];
  /** The session file after the step (a JSON object), for `expect.session`. */
  session?: unknown;
}

/** A capture or path on the session file instead of the output: `$session.guest_id`. */
export const SESSION_PREFIX = '$session.';

/** Every expectation of a step that did not hold (exit code first). */
export function checkStep(expectations: StepExpectations, output: StepOutput): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const exit = expectations.exit ?? 0;
  if (output.exitCode !== exit) {
    const error = (output.json as { error?: { message?: unknown } } | undefined)?.error?.message;
    mismatches.push({
      path: 'exit',
      check: 'exit',
      expected: exit,
      actual: output.exitCode,
      message: `exit: expected ${exit}, got ${output.exitCode}${typeof error === 'string' ? ` (${error})` : ''}`,
    });
    // The other expectations were written for the output of the expected ending.
    return mismatches;
  }
  const paths = Object.entries(expectations.json ?? {});
  if (paths.length > 0 && output.json === undefined) {
    mismatches.push({
      path: '$',
      check: 'json',
      expected: 'JSON output',
      actual: output.stdout.trim(),
      message: `the output is not JSON: ${show(output.stdout.trim())}`,
    });
    return mismatches;
  }
  for (const [path, expectation] of paths) {
    try {
      mismatches.push(...checkPath(output.json, path, asMatcher(expectation)));
    } catch (error) {
      mismatches.push({
        path,
        check: 'path',
        expected: path,
        actual: undefined,
        message: (error as Error).message,
      });
    }
  }
  for (const [path, expectation] of Object.entries(expectations.session ?? {})) {
    try {
      for (const mismatch of checkPath(output.session ?? {}, path, asMatcher(expectation))) {
        mismatches.push({
          ...mismatch,
          path: `${SESSION_PREFIX}${path}`,
          message: `${SESSION_PREFIX}${mismatch.message}`,
        });
      }
    } catch (error) {
      mismatches.push({
        path: `${SESSION_PREFIX}${path}`,
        check: 'path',
        expected: path,
        actual: undefined,
        message: (error as Error).message,
      });
    }
  }
  for (const expected of expectations.toasts ?? []) {
    if (!output.toasts.some((toast) => toastHolds(expected, toast))) {
      mismatches.push({
        path: 'toasts',
        check: 'toast',
        expected,
        actual: output.toasts,
        message: `toasts: expected ${show(expected)}, got ${show(output.toasts)}`,
      });
    }
  }
  if (expectations.noToasts && output.toasts.length > 0) {
    mismatches.push({
      path: 'toasts',
      check: 'noToasts',
      expected: [],
      actual: output.toasts,
      message: `toasts: expected none, got ${show(output.toasts)}`,
    });
  }
  return mismatches;
}

const REFERENCE = /\$\{([^}]*)\}/g;

/** Values for `${name}`: captures and variables, plus the run's built-ins. */
export type Variables = Record<string, unknown>;

function resolveName(
  name: string,
  variables: Variables,
  env: Record<string, string | undefined>,
): unknown {
  const key = name.trim();
  const date = /^date([+-]\d+)?$/.exec(key);
  if (date) {
    const day = new Date(Date.now() + Number(date[1] ?? 0) * 86_400_000);
    return day.toISOString().slice(0, 10);
  }
  if (key.startsWith('env.')) {
    const value = env[key.slice(4)];
    if (value === undefined) throw new Error(`\${${key}}: the environment variable is not set`);
    return value;
  }
  if (!Object.hasOwn(variables, key)) {
    const known = Object.keys(variables);
    throw new Error(
      `\${${key}} is not defined (${known.length > 0 ? `known: ${known.join(', ')}` : 'nothing is captured or set yet'})`,
    );
  }
  return variables[key];
}

/**
 * Replaces `${name}` in a string. A string that is only `${name}` takes the value itself (a
 * number stays a number), so that `equals: ${orderId}` compares numbers. `$${` writes `${`.
 */
export function substitute(
  value: unknown,
  variables: Variables,
  env: Record<string, string | undefined> = {},
): unknown {
  if (typeof value === 'string') {
    const whole = /^\$\{([^}]*)\}$/.exec(value);
    if (whole) return resolveName(whole[1]!, variables, env);
    // `$${` is a literal `${`.
    return value
      .split('$${')
      .map((part) =>
        part.replace(REFERENCE, (_all, name: string) => {
          const found = resolveName(name, variables, env);
          return typeof found === 'string' ? found : JSON.stringify(found);
        }),
      )
      .join('${');
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, variables, env));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, substitute(item, variables, env)]),
    );
  }
  return value;
}

/** An argument after substitution: always text. */
export function substituteArg(
  arg: string,
  variables: Variables,
  env: Record<string, string | undefined> = {},
): string {
  const value = substitute(arg, variables, env);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// The runner with a fake executor: the argv of each step, captures, retries, the outbox,
// failures (their output and what is skipped), --bail, traces; and both reports.
import { describe, expect, it } from 'vitest';
import { parseScenarios } from './format.js';
import { jsonReport, junitReport, xmlEscape } from './report.js';
import {
  failureText,
  runScenario,
  runScenarios,
  type RunnerPorts,
  type StepResponse,
} from './run.js';

type Reply = (argv: string[]) => StepResponse;

const ok = (body: unknown, stderr = ''): StepResponse => ({
  exitCode: 0,
  stdout: JSON.stringify(body),
  stderr,
});

/** Ports around a fake program: `replies` answers by the command (argv after the globals). */
function fakePorts(reply: Reply, over: Partial<RunnerPorts> = {}) {
  const calls: string[][] = [];
  const notes: { file: string; type: string; data: Record<string, unknown> }[] = [];
  const sleeps: number[] = [];
  let clock = 0;
  let folders = 0;
  const cleaned: number[] = [];
  const ports: RunnerPorts = {
    async execute({ argv }) {
      calls.push(argv);
      clock += 5;
      // --api URL --session FILE --lang xx --json [--trace FILE] command...
      const start = argv.indexOf('--json') + 1;
      const command = argv[start] === '--trace' ? argv.slice(start + 2) : argv.slice(start);
      return reply(command);
    },
    outbox: async () => [
      { destination: '+971 50 000 0001', code: '654321' },
      { destination: '+971500000001', code: '123456' },
    ],
    sessionFolder: () => {
      const id = (folders += 1);
      return { path: (name) => `/tmp/s${id}/${name}.json`, cleanup: () => cleaned.push(id) };
    },
    readSession: (path) =>
      path.endsWith('other.json') ? undefined : { guest_id: 'g42', zoneid: '[1]' },
    traceFile: () => null,
    note: (file, type, data) => notes.push({ file, type, data }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => clock,
    env: {},
    defaultApi: 'http://localhost:8080',
    unique: () => '042042',
    ...over,
  };
  return { ports, calls, notes, sleeps, cleaned };
}

const ORDER = `
name: Guest order
setup:
  language: ar
  variables: { phone: "+97150\${unique}" }
steps:
  - run: cart add 31 --qty 2
    expect:
      json: { outcome: added }
      toasts: [Item added to cart]
  - run: checkout --phone \${phone}
    capture: { orderId: orderId, total: amounts.total }
  - run: order track \${orderId}
    expect:
      json:
        id: \${orderId}
        amounts.total: { equals: "\${total}" }
  - run: order cancel \${orderId}
`;

const shop: Reply = (command) => {
  const [group, verb, id] = command;
  if (group === 'cart') return ok({ outcome: 'added' }, '✓ Item added to cart\n');
  if (group === 'checkout') return ok({ orderId: 100007, amounts: { total: 41.5 } });
  if (group === 'order' && verb === 'track') {
    return ok({ id: Number(id), status: 'pending', amounts: { total: 41.5 } });
  }
  return ok({ message: 'Order canceled successfully' });
};

describe('runScenario', () => {
  it('runs each step with the globals, a fresh session, the language and --json; captures flow on', async () => {
    const [scenario] = parseScenarios(ORDER, 'order.yaml');
    const { ports, calls, cleaned } = fakePorts(shop);
    const result = await runScenario(scenario!, ports);
    expect(result.status).toBe('passed');
    expect(calls[0]).toEqual([
      '--api',
      'http://localhost:8080',
      '--session',
      '/tmp/s1/main.json',
      '--lang',
      'ar',
      '--json',
      'cart',
      'add',
      '31',
      '--qty',
      '2',
    ]);
    expect(calls[1]!.slice(-2)).toEqual(['--phone', '+97150042042']);
    expect(calls[2]!.slice(-3)).toEqual(['order', 'track', '100007']);
    expect(result.steps.map((s) => [s.index, s.command, s.status])).toEqual([
      [1, 'cart add 31 --qty 2', 'passed'],
      [2, 'checkout --phone +97150042042', 'passed'],
      [3, 'order track 100007', 'passed'],
      [4, 'order cancel 100007', 'passed'],
    ]);
    // The session folder is removed after the scenario.
    expect(cleaned).toEqual([1]);
  });

  it('without a language in its setup, a scenario takes the run’s --lang, else English', async () => {
    const [scenario] = parseScenarios('name: L\nsteps:\n  - run: cart list\n', 'l.yaml');
    const english = fakePorts(shop);
    await runScenario(scenario!, english.ports);
    expect(english.calls[0]!.slice(4, 6)).toEqual(['--lang', 'en']);
    const arabic = fakePorts(shop, { defaultLanguage: 'ar' });
    await runScenario(scenario!, arabic.ports);
    expect(arabic.calls[0]!.slice(4, 6)).toEqual(['--lang', 'ar']);
  });

  it('a failed expectation stops the scenario: the step, the path, expected and actual', async () => {
    const [scenario] = parseScenarios(ORDER, 'order.yaml');
    const { ports, calls } = fakePorts((command) =>
      command[0] === 'order' && command[1] === 'track'
        ? ok({ id: 100007, amounts: { total: 40 } })
        : shop(command),
    );
    const result = await runScenario(scenario!, ports);
    expect(result.status).toBe('failed');
    expect(calls).toHaveLength(3);
    expect(result.steps.map((s) => s.status)).toEqual(['passed', 'passed', 'failed', 'skipped']);
    expect(result.steps[2]!.failures).toEqual([
      {
        path: 'amounts.total',
        check: 'equals',
        expected: 41.5,
        actual: 40,
        message: 'amounts.total: expected equals 41.5, got 40',
      },
    ]);
    expect(failureText(result)).toBe(
      [
        'order.yaml › Guest order',
        '  step 3: order track 100007  [order.yaml:13]',
        '  at amounts.total (equals)',
        '    expected: 41.5',
        '    actual:   40',
      ].join('\n'),
    );
  });

  it('a wrong exit code prints the command’s error', async () => {
    const [scenario] = parseScenarios(
      'name: Coupon\nsteps:\n  - run: checkout --coupon SUMMER30\n',
      'c.yaml',
    );
    const { ports } = fakePorts(() => ({
      exitCode: 1,
      stdout: JSON.stringify({ error: { code: 'coupon', message: 'This coupon has expired' } }),
      stderr: '✗ This coupon has expired\n',
    }));
    const result = await runScenario(scenario!, ports);
    expect(failureText(result)).toBe(
      [
        'c.yaml › Coupon',
        '  step 1: checkout --coupon SUMMER30  [c.yaml:3]',
        '  at exit',
        '    expected: 0',
        '    actual:   1',
        '    error:    This coupon has expired',
        '  stderr: ✗ This coupon has expired',
      ].join('\n'),
    );
  });

  it('an unknown ${name} and an absent capture fail the step with the reason', async () => {
    const [unknown] = parseScenarios('name: U\nsteps:\n  - run: order track ${id}\n', 'u.yaml');
    const first = await runScenario(unknown!, fakePorts(shop).ports);
    expect(first.steps[0]).toMatchObject({
      status: 'failed',
      error: '${id} is not defined (known: unique, api)',
    });
    const [absent] = parseScenarios(
      'name: A\nsteps:\n  - run: cart add 1\n    capture: { orderId: order.id }\n',
      'a.yaml',
    );
    const second = await runScenario(absent!, fakePorts(shop).ports);
    expect(second.steps[0]!.error).toBe('capture orderId from order.id: order is absent');
    expect(failureText(second)).toContain('  output: {"outcome":"added"}');
  });

  it('captures from the session file and checks it: $session.PATH and expect.session', async () => {
    const [scenario] = parseScenarios(
      `name: Session
steps:
  - run: location set --search "Dubai Mall"
    capture: { guestId: $session.guest_id }
    expect:
      session: { zoneid: "[1]", token: { exists: false } }
  - run: order track 1 --guest \${guestId}
  - run: order track 1
    session: other
    expect:
      session: { guest_id: { exists: true } }
`,
      'session.yaml',
    );
    const { ports, calls } = fakePorts(shop);
    const result = await runScenario(scenario!, ports);
    expect(calls[1]!.at(-1)).toBe('g42');
    expect(result.steps[2]!.failures).toEqual([
      {
        path: '$session.guest_id',
        check: 'exists',
        expected: true,
        actual: undefined,
        message: '$session.guest_id: expected to exist, but guest_id is absent',
      },
    ]);
  });

  it('a setup that cannot be read fails the scenario before its steps', async () => {
    const [scenario] = parseScenarios(
      'name: S\nsetup:\n  api: ${env.SHOP_API}\n  variables: { who: "${nobody}" }\nsteps:\n  - run: cart list\n',
      's.yaml',
    );
    const { ports, calls } = fakePorts(shop);
    const result = await runScenario(scenario!, ports);
    expect(calls).toEqual([]);
    expect(result.status).toBe('failed');
    expect(result.steps[0]!.status).toBe('skipped');
    expect(failureText(result)).toBe(
      's.yaml › S\n  setup: ${env.SHOP_API}: the environment variable is not set',
    );
    const withEnv = fakePorts(shop, { env: { SHOP_API: 'http://shop.test' } });
    const second = await runScenario(scenario!, withEnv.ports);
    expect(failureText(second)).toBe(
      's.yaml › S\n  setup: ${nobody} is not defined (known: unique, api)',
    );
    expect(
      junitReport({ scenarios: [second], passed: 0, failed: 1, skipped: 0, durationMs: 0 }),
    ).toContain('<failure message="setup: ${nobody} is not defined (known: unique, api)"');
  });

  it('retries a step until its expectations hold, at its interval', async () => {
    const [scenario] = parseScenarios(
      `name: Track
steps:
  - run: order track 1
    retry: { attempts: 5, intervalMs: 250 }
    expect: { json: { status: delivered } }
`,
      't.yaml',
    );
    const statuses = ['pending', 'confirmed', 'delivered'];
    const { ports, calls, sleeps } = fakePorts(() => ok({ status: statuses.shift() }));
    const result = await runScenario(scenario!, ports);
    expect(result.status).toBe('passed');
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([250, 250]);
    expect(result.steps[0]!.attempts).toBe(3);

    const never = fakePorts(() => ok({ status: 'pending' }));
    const failed = await runScenario(scenario!, never.ports);
    expect(failed.steps[0]!.attempts).toBe(5);
    expect(failureText(failed)).toContain('(after 5 attempts)');
  });

  it('reads a code from the demo outbox (phones compared by digits) and uses other sessions', async () => {
    const [scenario] = parseScenarios(
      `name: Sign-up
setup: { session: ./keep.json, api: http://shop.test }
steps:
  - outbox: "+971500000001"
    expect: { json: { code: { matches: '^\\d{6}$' } } }
    capture: { code: code }
  - run: auth otp verify --otp \${code}
  - run: order track 1
    session: other
`,
      's.yaml',
    );
    const { ports, calls } = fakePorts(shop);
    const result = await runScenario(scenario!, ports);
    expect(result.status).toBe('passed');
    // The newest message to the phone (first in the list).
    expect(calls[0]!.slice(0, 4)).toEqual([
      '--api',
      'http://shop.test',
      '--session',
      './keep.json',
    ]);
    expect(calls[0]!.at(-1)).toBe('654321');
    expect(calls[1]![3]).toBe('/tmp/s1/other.json');

    const [missing] = parseScenarios('name: M\nsteps:\n  - outbox: a@b.c\n', 'm.yaml');
    const none = await runScenario(missing!, fakePorts(shop).ports);
    expect(none.steps[0]!.error).toBe('no message to a@b.c in the demo outbox');
  });

  it('writes a trace per scenario: --trace to every step, and notes', async () => {
    const [scenario] = parseScenarios(
      'name: T\nsteps:\n  - run: cart add 1\n    expect: { json: { outcome: removed } }\n',
      't.yaml',
    );
    const { ports, calls, notes } = fakePorts(shop, { traceFile: () => '/traces/t.jsonl' });
    const result = await runScenario(scenario!, ports);
    expect(result.trace).toBe('/traces/t.jsonl');
    expect(calls[0]).toContain('--trace');
    expect(calls[0]![calls[0]!.indexOf('--trace') + 1]).toBe('/traces/t.jsonl');
    expect(notes.map((n) => n.type)).toEqual([
      '@storefront.scenario',
      '@storefront.scenario.failure',
    ]);
    expect(notes[1]!.data).toMatchObject({
      step: 1,
      command: 'cart add 1',
      failures: ['outcome: expected equals "removed", got "added"'],
    });
  });
});

const TWO = `name: Fails
steps:
  - run: cart add 1
    expect: { exit: 1 }
---
name: Passes
steps:
  - run: cart add 1
`;

describe('runScenarios and reports', () => {
  it('--bail skips the scenarios after the first failure', async () => {
    const scenarios = parseScenarios(TWO, 'two.yaml');
    const all = await runScenarios(scenarios, fakePorts(shop).ports);
    expect([all.passed, all.failed, all.skipped]).toEqual([1, 1, 0]);
    const bailed = await runScenarios(scenarios, fakePorts(shop).ports, { bail: true });
    expect(bailed.scenarios.map((s) => s.status)).toEqual(['failed', 'skipped']);
  });

  it('the JSON report has the counts, every step and the failure text', async () => {
    const summary = await runScenarios(parseScenarios(TWO, 'two.yaml'), fakePorts(shop).ports);
    const report = JSON.parse(jsonReport(summary, new Date('2026-01-05T10:00:00Z')));
    expect(report).toMatchObject({
      generatedAt: '2026-01-05T10:00:00.000Z',
      passed: 1,
      failed: 1,
      skipped: 0,
      scenarios: [
        {
          file: 'two.yaml',
          name: 'Fails',
          status: 'failed',
          steps: [{ index: 1, command: 'cart add 1', exitCode: 0, status: 'failed' }],
        },
        { name: 'Passes', status: 'passed' },
      ],
    });
    expect(report.scenarios[0].failure).toContain('at exit');
    expect(report.scenarios[1].failure).toBeUndefined();
  });

  it('the JUnit report is well-formed XML: a suite per file, a case per scenario', async () => {
    const scenarios = [
      ...parseScenarios(TWO, 'two.yaml'),
      ...parseScenarios('name: "A <b> & \\"c\\""\nsteps: [{ run: cart add 1 }]\n', 'other.yaml'),
    ];
    const summary = await runScenarios(scenarios, fakePorts(shop).ports, { bail: true });
    const xml = junitReport(summary, new Date('2026-01-05T10:00:00Z'));
    expect(wellFormed(xml)).toEqual([
      'testsuites',
      'testsuites/testsuite',
      'testsuites/testsuite/testcase',
      'testsuites/testsuite/testcase/failure',
      'testsuites/testsuite/testcase/system-out',
      'testsuites/testsuite/testcase/system-err',
      'testsuites/testsuite/testcase',
      'testsuites/testsuite/testcase/skipped',
      'testsuites/testsuite',
      'testsuites/testsuite/testcase',
      'testsuites/testsuite/testcase/skipped',
    ]);
    expect(xml).toContain(
      '<testsuites name="storefront scenarios" tests="3" failures="1" errors="0" skipped="2"',
    );
    expect(xml).toContain(
      '<testsuite name="two.yaml" tests="2" failures="1" errors="0" skipped="1" time="0.005" timestamp="2026-01-05T10:00:00">',
    );
    expect(xml).toContain(
      '<failure message="step 1: exit: expected 1, got 0" type="expectation">two.yaml › Fails',
    );
    expect(xml).toContain(
      '<testcase name="A &lt;b&gt; &amp; &quot;c&quot;" classname="other.yaml"',
    );
    expect(xmlEscape('a\u0000b\u001bc')).toBe('abc');
  });
});

/**
 * A small XML 1.0 well-formedness check (no library in the repository): the declaration, tags
 * that nest and close, quoted attributes, known entities, no stray `<` or `&`. Returns the
 * element paths in document order.
 */
function wellFormed(xml: string): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  const paths: string[] = [];
  const token = /<(\/?)([A-Za-z][\w-]*)((?:\s+[\w-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while (at < body.length) {
    token.lastIndex = at;
    match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 40)}`);
    at = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    const entities = (text ?? attributes ?? '').match(/&[^;\s]*;?/g) ?? [];
    for (const entity of entities) {
      if (!/^&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);$/.test(entity)) {
        throw new Error(`bad entity ${entity}`);
      }
    }
    if (text !== undefined) {
      if (stack.length === 0 && text.trim() !== '') throw new Error('text outside the root');
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) throw new Error(`</${name}> closes nothing open`);
      continue;
    }
    paths.push([...stack, name].join('/'));
    if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  return paths;
}

// Scenario files: the format's defaults, commands as strings or lists, and broken files named
// with their line.
import { describe, expect, it } from 'vitest';
import { parseScenarios, ScenarioFileError, splitCommand, stepCommand } from './format.js';

function brokenBy(text: string): ScenarioFileError {
  try {
    parseScenarios(text, 'flows/broken.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(ScenarioFileError);
    return error as ScenarioFileError;
  }
  throw new Error('the file was accepted');
}

describe('parseScenarios', () => {
  it('reads a scenario with its defaults: a fresh session, English, the run’s server', () => {
    const [scenario] = parseScenarios(
      ['name: Guest order', 'steps:', '  - run: cart add 31 --qty 2', ''].join('\n'),
      'a.yaml',
    );
    expect(scenario).toMatchObject({
      file: 'a.yaml',
      name: 'Guest order',
      line: 1,
      setup: { session: 'fresh', variables: {} },
    });
    expect(scenario!.setup.api).toBeUndefined();
    expect(scenario!.setup.language).toBeUndefined();
    expect(scenario!.steps).toEqual([
      {
        index: 1,
        line: 3,
        run: ['cart', 'add', '31', '--qty', '2'],
        session: 'main',
        expect: {},
        capture: {},
        retry: { attempts: 1, intervalMs: 1000 },
      },
    ]);
  });

  it('reads every document of a file as a scenario, with setup, lists and the outbox', () => {
    const text = `
name: First
setup:
  session: fresh
  language: ar
  api: http://localhost:9999
  variables: { phone: "+971500000001", count: 2 }
steps:
  - run: [storefront, checkout, --name, Sara Ahmed, --qty, 2]
    session: other
    capture: { orderId: orderId }
    retry: { attempts: 5, intervalMs: 10 }
    expect:
      exit: 1
      json:
        orderId: { greaterThan: 100000 }
        status: pending
      toasts: [Item added to cart, { kind: error, contains: coupon }]
---
name: Second
steps:
  - outbox: \${phone}
`;
    const [first, second] = parseScenarios(text, 'b.yaml');
    expect(first!.setup).toEqual({
      session: 'fresh',
      language: 'ar',
      api: 'http://localhost:9999',
      variables: { phone: '+971500000001', count: 2 },
    });
    // `storefront` in front is dropped; numbers become text.
    expect(first!.steps[0]!.run).toEqual(['checkout', '--name', 'Sara Ahmed', '--qty', '2']);
    expect(first!.steps[0]).toMatchObject({
      session: 'other',
      capture: { orderId: 'orderId' },
      retry: { attempts: 5, intervalMs: 10 },
      expect: { exit: 1, toasts: ['Item added to cart', { kind: 'error', contains: 'coupon' }] },
    });
    expect(second).toMatchObject({ name: 'Second', line: 20 });
    expect(second!.steps[0]!.outbox).toBe('${phone}');
    expect(stepCommand(second!.steps[0]!)).toBe('outbox ${phone}');
  });

  it('names the file and the line of invalid YAML', () => {
    const error = brokenBy('name: x\nsteps:\n  - run: [cart, add\n');
    expect(error.file).toBe('flows/broken.yaml');
    expect(error.line).toBe(4);
    expect(error.message).toMatch(/^flows\/broken\.yaml:4: invalid YAML: /);
  });

  it('names an unknown key and its line', () => {
    const error = brokenBy('name: x\nsteps:\n  - run: cart list\n    expekt: { exit: 0 }\n');
    expect(error.message).toBe('flows/broken.yaml:4: steps[0].expekt: unknown key "expekt"');
  });

  it('names an unknown matcher inside a JSON expectation', () => {
    const error = brokenBy(
      'name: x\nsteps:\n  - run: cart list\n    expect:\n      json:\n        a.b: { equal: 1 }\n',
    );
    expect(error.message).toBe(
      'flows/broken.yaml:6: steps[0].expect.json.a.b.equal: unknown key "equal"',
    );
  });

  it('refuses a step without a command, an empty command and a missing name', () => {
    expect(brokenBy('name: x\nsteps:\n  - expect: { exit: 0 }\n').message).toBe(
      'flows/broken.yaml:3: steps[0]: a step needs a command: run (or outbox), and only one of them',
    );
    expect(brokenBy('name: x\nsteps:\n  - run: "  "\n').message).toBe(
      'flows/broken.yaml:3: steps[0].run: must not be empty',
    );
    expect(brokenBy('name: x\nsteps:\n  - run: storefront\n').message).toBe(
      'flows/broken.yaml:3: steps[0].run: the command is missing',
    );
    expect(brokenBy('steps:\n  - run: cart list\n').message).toBe(
      'flows/broken.yaml:1: name: "name" is missing',
    );
    expect(brokenBy('name: x\nsteps: []\n').message).toContain(
      'a scenario needs at least one step',
    );
  });

  it('refuses a wrong type, an empty file and two scenarios of one name', () => {
    expect(brokenBy('name: x\nsteps:\n  - run: a\n    expect: { exit: "1" }\n').message).toBe(
      'flows/broken.yaml:4: steps[0].expect.exit: Invalid type: Expected number but received "1"',
    );
    expect(brokenBy('name: x\nsetup: { api: localhost }\nsteps: [{ run: a }]\n').message).toBe(
      'flows/broken.yaml:2: setup.api: an http or https URL, such as http://localhost:8080',
    );
    expect(brokenBy('# nothing\n').message).toBe('flows/broken.yaml: the file holds no scenario');
    expect(
      brokenBy('name: x\nsteps: [{ run: a }]\n---\nname: x\nsteps: [{ run: b }]\n').message,
    ).toBe('flows/broken.yaml:4: two scenarios are named "x"');
  });
});

describe('splitCommand', () => {
  it('splits on spaces and keeps quoted words and escapes together', () => {
    expect(splitCommand(`checkout --name "Sara Ahmed" --note 'it''s' a\\ b ""`)).toEqual([
      'checkout',
      '--name',
      'Sara Ahmed',
      '--note',
      'its',
      'a b',
      '',
    ]);
    expect(() => splitCommand('cart add "31')).toThrow('unclosed "');
  });

  it('prints a command back with quotes where a word needs them', () => {
    expect(stepCommand({ run: ['checkout', '--name', 'Sara Ahmed', '--tip', '10'] })).toBe(
      'checkout --name "Sara Ahmed" --tip 10',
    );
  });
});

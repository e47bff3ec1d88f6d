// `storefront scenario run|list` and `storefront completion` through the whole program: scenario
// files in a temporary folder whose steps need no server (the machines commands) or a fake one
// (the demo outbox), their reports and traces, broken files, and the completion scripts.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXIT } from '../errors.js';
import { buildProgram, run } from '../program.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-scenario-cmd-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const outboxFetch = (async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/demo/outbox.json') {
    return new Response(
      JSON.stringify({ messages: [{ destination: '+971500000001', code: '246810' }] }),
      { headers: { 'Content-Type': 'application/json' } },
    );
  }
  return new Response('not found', { status: 404 });
}) as typeof fetch;

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await run(['--api', 'http://shop.test', ...args], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { NO_COLOR: '1' },
    home: dir,
    fetch: outboxFetch,
  });
  return { code, stdout, stderr };
}

const file = (name: string, text: string) => {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
};

const MACHINES = `name: The machines are listed
steps:
  - run: machines list
    expect:
      json:
        "[0].name": location
        "[0].states": { greaterThan: 1 }
    capture: { first: "[0].name" }
  - run: [machines, show, "\${first}", --format, dot]
  - name: an unknown machine is a usage error
    run: machines show nope
    expect:
      exit: 2
      json:
        error.message: { contains: No machine "nope" }
---
name: The sign-up code is in the outbox
steps:
  - outbox: "+971 50 000 0001"
    capture: { code: code }
  - run: machines show \${code}
    expect: { exit: 2 }
`;

const FAILING = `name: A wrong expectation
steps:
  - run: machines list
    expect:
      json:
        "[0].name": checkout
  - run: machines list
`;

describe('storefront scenario run', () => {
  it('runs every scenario of the files: ✓ per scenario and the counts; exit 0', async () => {
    const path = file('machines.yaml', MACHINES);
    const result = await cli(['scenario', 'run', path]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/✓ .*machines\.yaml › The machines are listed \(\d+\.\d s\)/);
    expect(result.stdout).toMatch(/✓ .*machines\.yaml › The sign-up code is in the outbox/);
    expect(result.stdout).toMatch(/2 passed, 0 failed \(2 scenarios in 1 file, \d+\.\d s\)\n$/);
  });

  it('a failure prints the step, the path, the expected and the actual value, and exits 1', async () => {
    const path = file('failing.yaml', FAILING);
    const result = await cli(['scenario', 'run', path, file('ok.yaml', MACHINES)]);
    expect(result.code).toBe(EXIT.failure);
    expect(result.stdout).toContain('✗ ');
    expect(result.stdout).toContain(
      [
        '  step 1: machines list  [',
        // The file and line of the step follow.
      ][0],
    );
    expect(result.stdout).toMatch(/failing\.yaml:3\]\n {2}at \[0\]\.name \(equals\)\n/);
    expect(result.stdout).toContain('    expected: "checkout"\n    actual:   "location"\n');
    expect(result.stderr).toMatch(/^Error: Scenarios failed: 2 passed, 1 failed \(3 scenarios/);
  });

  it('with --json: the results, or the failure with them as details', async () => {
    const passed = await cli(['--json', 'scenario', 'run', file('m.yaml', MACHINES)]);
    expect(JSON.parse(passed.stdout)).toMatchObject({ passed: 2, failed: 0, skipped: 0 });
    const failed = await cli(['--json', 'scenario', 'run', file('f.yaml', FAILING)]);
    expect(failed.code).toBe(EXIT.failure);
    const error = JSON.parse(failed.stdout).error;
    expect(error.code).toBe('scenario_failed');
    expect(error.details.scenarios[0].failure).toContain('at [0].name (equals)');
  });

  it('--bail stops at the first failed scenario; the rest are skipped', async () => {
    const result = await cli([
      'scenario',
      'run',
      file('f.yaml', FAILING),
      file('m.yaml', MACHINES),
      '--bail',
    ]);
    expect(result.code).toBe(EXIT.failure);
    expect(result.stdout).toContain('(skipped: --bail)');
    expect(result.stderr).toContain('0 passed, 1 failed, 2 skipped');
  });

  it('--report json FILE and --report junit FILE; --trace DIR writes one trace per scenario', async () => {
    const reports = join(dir, 'out');
    const traces = join(dir, 'traces');
    const result = await cli([
      'scenario',
      'run',
      file('m.yaml', MACHINES),
      '--report',
      'json',
      join(reports, 'scenarios.json'),
      '--report',
      'junit',
      join(reports, 'junit.xml'),
      '--trace',
      traces,
    ]);
    expect(result.code).toBe(EXIT.ok);
    const report = JSON.parse(readFileSync(join(reports, 'scenarios.json'), 'utf8'));
    expect(report).toMatchObject({ passed: 2, failed: 0 });
    const xml = readFileSync(join(reports, 'junit.xml'), 'utf8');
    expect(xml).toMatch(/<testsuites name="storefront scenarios" tests="2" failures="0"/);
    expect(readdirSync(traces).sort()).toEqual([
      'm--the-machines-are-listed.jsonl',
      'm--the-sign-up-code-is-in-the-outbox.jsonl',
    ]);
    const lines = readFileSync(join(traces, 'm--the-machines-are-listed.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; argv?: string[] });
    expect(lines[0]).toMatchObject({
      type: '@storefront.scenario',
      name: 'The machines are listed',
    });
    // The same JSON lines as the global --trace: each command's own note.
    expect(
      lines.filter((l) => l.type === '@storefront.command').map((l) => l.argv?.at(-1)),
    ).toEqual(['list', 'dot', 'nope']);
  });

  it('a bad --report is a usage error', async () => {
    const result = await cli([
      'scenario',
      'run',
      file('m.yaml', MACHINES),
      '--report',
      'html',
      'x',
    ]);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stderr).toContain('--report takes a format and a file');
  });

  it('a broken file is named with its line, and nothing runs (exit 2)', async () => {
    const broken = file('broken.yaml', 'name: x\nsteps:\n  - run: machines list\n    expekt: {}\n');
    const result = await cli(['scenario', 'run', file('m.yaml', MACHINES), broken]);
    expect(result.code).toBe(EXIT.usage);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^Error: Broken scenario file: .*broken\.yaml:4: steps\[0\]\.expekt: unknown key "expekt"\n$/,
    );
    const missing = await cli(['scenario', 'run', join(dir, 'nope.yaml')]);
    expect(missing.code).toBe(EXIT.usage);
    expect(missing.stderr).toContain('nope.yaml: no such scenario file');
  });

  it('a folder runs its .yaml files', async () => {
    file('flows/a.yaml', MACHINES);
    file('flows/readme.txt', 'not a scenario');
    const result = await cli(['--json', 'scenario', 'run', join(dir, 'flows')]);
    expect(JSON.parse(result.stdout).passed).toBe(2);
  });
});

describe('storefront scenario list', () => {
  it('shows the files, their scenarios and steps', async () => {
    const path = file('m.yaml', MACHINES);
    const result = await cli(['scenario', 'list', path]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('  The machines are listed\n     1. machines list\n');
    expect(result.stdout).toContain(
      '     3. machines show nope  # an unknown machine is a usage error\n',
    );
    expect(result.stdout).toContain('     1. outbox +971 50 000 0001\n');
    const json = JSON.parse((await cli(['--json', 'scenario', 'list', path])).stdout);
    expect(json.files[0].scenarios[1].steps).toEqual([
      { index: 1, command: 'outbox +971 50 000 0001', line: 19 },
      { index: 2, command: 'machines show ${code}', line: 21 },
    ]);
  });
});

describe('storefront completion', () => {
  const commandNames = () =>
    buildProgram(
      { stdout: { write: () => true }, stderr: { write: () => true }, env: {} },
      () => {},
    ).commands.map((c) => c.name());

  it('bash: completes the commands of the program and their subcommands and options', async () => {
    const { code, stdout } = await cli(['completion', 'bash']);
    expect(code).toBe(0);
    const top = /^ {4}''\) words='([^']*)' ;;$/m.exec(stdout)?.[1]?.split(' ') ?? [];
    for (const name of commandNames()) expect(top).toContain(name);
    const script = file('storefront.bash', stdout);
    const complete = (words: string[]) =>
      spawnSync(
        'bash',
        [
          '-c',
          `source '${script}'; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _storefront; printf '%s\\n' "\${COMPREPLY[@]}"`,
        ],
        { encoding: 'utf8' },
      ).stdout.trim();
    expect(complete(['storefront', 'scen'])).toBe('scenario');
    expect(complete(['storefront', 'scenario', ''])).toBe('run\nlist\n--help');
    expect(complete(['storefront', '--api', 'http://x', 'scenario', 'run', 'a.yaml', '--b'])).toBe(
      '--bail',
    );
    expect(complete(['storefront', 'cart', 'add', '31', '--q'])).toBe('--qty');
    // Fixed lists of values: an option's choices, an argument's.
    expect(complete(['storefront', 'machines', 'show', 'location', '--format', ''])).toBe(
      'mermaid\ndot',
    );
    expect(complete(['storefront', 'completion', ''])).toBe('bash\nzsh');
  });

  it('zsh: a compdef script with the commands and their descriptions', async () => {
    const { code, stdout } = await cli(['completion', 'zsh']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^#compdef storefront\n/);
    expect(stdout).toContain(
      "'scenario:QA scenario files: CLI steps with expectations, in YAML (docs/qa.md)'",
    );
    expect(stdout).toContain("'scenario run') entries=(");
    expect((await cli(['completion', 'fish'])).code).toBe(EXIT.usage);
    // Where zsh is installed, the script loads and completes (compdef, _describe and compadd
    // replaced by ones that print what they are given).
    if (existsSync('/bin/zsh') || existsSync('/usr/bin/zsh')) {
      const script = file('_storefront', stdout);
      const complete = (words: string[]) =>
        spawnSync(
          'zsh',
          [
            '-c',
            [
              'compdef() { :; }',
              `source '${script}'`,
              '_describe() { print -l -- ${(P)${@[-1]}} | cut -d: -f1 }',
              'compadd() { shift; print -l -- "$@" }',
              `words=(${words.map((w) => `'${w}'`).join(' ')}); CURRENT=${words.length}; _storefront`,
            ].join('\n'),
          ],
          { encoding: 'utf8' },
        );
      const scenario = complete(['storefront', 'scenario', '']);
      expect(scenario.stdout.trim(), scenario.stderr).toBe('run\nlist\n--help');
      expect(complete(['storefront', 'checkout', '--delivery-instruction', '']).stdout.trim()).toBe(
        'frontDoor\nreception\nnoCall\nnoBell',
      );
    }
  });
});

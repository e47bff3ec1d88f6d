// The shipped scenario files (tests/scenarios/*.yaml, docs/qa.md) against the suite's server:
// each file is run by the real `storefront scenario run` (the built CLI, in-process) with a JSON
// report, the files side by side; one test per scenario reads its result, and a failure shows
// the runner's message (the scenario, the step, the path, the expected and the actual value).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { run } from '../../packages/cli/dist/program.js';
import { parseScenarios } from '../../packages/cli/dist/scenario/format.js';
import { repoRoot } from '../support/server.js';

const api = inject('serverUrl');
const folder = join(repoRoot, 'tests/scenarios');
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.yaml'))
  .sort();

interface Report {
  scenarios: { file: string; name: string; status: string; failure?: string }[];
}

let dir: string;
/** Each file's run, started together: the scenarios mostly wait on the server. */
const runs = new Map<string, Promise<{ report: Report; output: string }>>();

async function runFile(file: string): Promise<{ report: Report; output: string }> {
  const reportFile = join(dir, `${file}.json`);
  let output = '';
  const sink = {
    write(chunk: string) {
      output += chunk;
      return true;
    },
  };
  await run(['--api', api, 'scenario', 'run', join(folder, file), '--report', 'json', reportFile], {
    stdout: sink,
    stderr: sink,
    env: { ...process.env, NO_COLOR: '1' },
    home: dir,
  });
  return { report: JSON.parse(readFileSync(reportFile, 'utf8')) as Report, output };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-scenario-files-'));
  for (const file of files) runs.set(file, runFile(file));
});
afterAll(async () => {
  await Promise.allSettled(runs.values());
  rmSync(dir, { recursive: true, force: true });
});

it('ships scenario files', () => {
  expect(files.length).toBeGreaterThan(0);
});

for (const file of files) {
  const path = join('tests/scenarios', file);
  const scenarios = parseScenarios(readFileSync(join(folder, file), 'utf8'), path);

  describe(file, () => {
    for (const scenario of scenarios) {
      it(scenario.name, async () => {
        const { report, output } = await runs.get(file)!;
        const result = report.scenarios.find((s) => s.name === scenario.name);
        expect(result, output).toBeDefined();
        expect(result!.status, result!.failure ?? output).toBe('passed');
      });
    }
  });
}

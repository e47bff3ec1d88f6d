/**
 * Reports of a scenario run for CI: `--report json FILE` (the results as they are) and
 * `--report junit FILE` (JUnit XML: a test suite per file, a test case per scenario).
 */
import { failureText, type RunSummary, type ScenarioResult } from './run.js';

export const REPORT_FORMATS = ['json', 'junit'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export function jsonReport(summary: RunSummary, generatedAt: Date = new Date()): string {
  return `${JSON.stringify(
    {
      generatedAt: generatedAt.toISOString(),
      passed: summary.passed,
      failed: summary.failed,
      skipped: summary.skipped,
      durationMs: summary.durationMs,
      scenarios: summary.scenarios.map((scenario) => ({
        ...scenario,
        ...(scenario.status === 'failed' ? { failure: failureText(scenario) } : {}),
      })),
    },
    null,
    2,
  )}\n`;
}

/** Text for XML: the five entities, and characters XML 1.0 does not allow left out. */
export function xmlEscape(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

function testCase(result: ScenarioResult): string {
  const open = `    <testcase name="${xmlEscape(result.name)}" classname="${xmlEscape(result.file)}" time="${seconds(result.durationMs)}"`;
  if (result.status === 'passed') return `${open}/>`;
  if (result.status === 'skipped') return `${open}>\n      <skipped/>\n    </testcase>`;
  const step = result.steps.find((s) => s.status === 'failed');
  const first = step?.error ?? step?.failures[0]?.message ?? 'failed';
  const message = result.error ?? `step ${step?.index ?? '?'}: ${first}`;
  const output = step?.output
    ? `\n      <system-out>${xmlEscape(step.output.stdout)}</system-out>\n      <system-err>${xmlEscape(step.output.stderr)}</system-err>`
    : '';
  return `${open}>\n      <failure message="${xmlEscape(message)}" type="expectation">${xmlEscape(failureText(result))}</failure>${output}\n    </testcase>`;
}

export function junitReport(summary: RunSummary, generatedAt: Date = new Date()): string {
  const files = [...new Set(summary.scenarios.map((s) => s.file))];
  const suites = files.map((file) => {
    const cases = summary.scenarios.filter((s) => s.file === file);
    const count = (status: ScenarioResult['status']) =>
      cases.filter((s) => s.status === status).length;
    const time = cases.reduce((sum, s) => sum + s.durationMs, 0);
    return [
      `  <testsuite name="${xmlEscape(file)}" tests="${cases.length}" failures="${count('failed')}" errors="0" skipped="${count('skipped')}" time="${seconds(time)}" timestamp="${generatedAt.toISOString().slice(0, 19)}">`,
      ...cases.map(testCase),
      '  </testsuite>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="storefront scenarios" tests="${summary.scenarios.length}" failures="${summary.failed}" errors="0" skipped="${summary.skipped}" time="${seconds(summary.durationMs)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}

export function report(format: ReportFormat, summary: RunSummary): string {
  return format === 'json' ? jsonReport(summary) : junitReport(summary);
}

import path from 'node:path';
import type { PlaywrightTestConfig, ReporterDescription } from '@playwright/test';

/**
 * Where the e2e layers leave what a person or a CI reads after a run (issue #30), under e2e/artifacts/ with stable
 * names a CI uploads as they are:
 *   junit-e2e-api.xml, junit-e2e-browser.xml   one <testcase> per test the layer ran (passed, failed or skipped)
 *   summary-e2e-api.txt, summary-e2e-browser.txt   the one summary line each layer prints
 *   html-report/                               Playwright's report (`npm run test:e2e:report` opens it)
 *   test-results/                              traces and screenshots of failed browser tests (linked from the report)
 * The same functions set up the product's configs and the throwaway configs that test this set-up.
 */
export const ARTIFACTS_DIR = path.join(import.meta.dirname, '..', 'artifacts');

export type Layer = 'e2e-api' | 'e2e-browser';

export function artifactPaths(dir = ARTIFACTS_DIR) {
  return {
    junit: (layer: Layer) => path.join(dir, `junit-${layer}.xml`),
    summary: (layer: Layer) => path.join(dir, `summary-${layer}.txt`),
    htmlReport: path.join(dir, 'html-report'),
    testResults: path.join(dir, 'test-results'),
  };
}

/** Playwright: the list in the terminal, JUnit and the HTML report (never opened by the run itself). */
export function playwrightReporters(dir = ARTIFACTS_DIR): ReporterDescription[] {
  const paths = artifactPaths(dir);
  return [['list'], ['junit', { outputFile: paths.junit('e2e-browser') }], ['html', { outputFolder: paths.htmlReport, open: 'never' }]];
}

/** What a failed browser test leaves behind: its trace and a screenshot; passing tests leave nothing. */
export const FAILURE_ARTIFACTS = {
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
} as const satisfies PlaywrightTestConfig['use'];

/** Vitest's command-line options for the terminal output plus the JUnit file of the e2e api layer. */
export function vitestReporterArgs(dir = ARTIFACTS_DIR): string[] {
  return ['--reporter=default', '--reporter=junit', `--outputFile.junit=${artifactPaths(dir).junit('e2e-api')}`];
}

export interface JunitCounts {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
}

const TESTCASE = /<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g;

/** Counts the <testcase> elements of a JUnit file by outcome (a failure or an error counts as failed). */
export function countJunit(xml: string): JunitCounts {
  const cases = xml.match(TESTCASE) ?? [];
  const failed = cases.filter((testcase) => /<(failure|error)\b/.test(testcase)).length;
  const skipped = cases.filter((testcase) => !/<(failure|error)\b/.test(testcase) && /<skipped\b/.test(testcase)).length;
  return { tests: cases.length, failed, skipped, passed: cases.length - failed - skipped };
}

const unescapeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!);

/**
 * Vitest lists the tests its name filter (`-t`) left out as skipped <testcase>s; a test left out was not run, so
 * they go. A skipped test the filter selected (test.skip, skipIf) stays. `matches` gets the full name as vitest
 * matches it: describe titles and the test title joined by spaces.
 */
export function dropFilteredTestcases(xml: string, matches: (fullName: string) => boolean): string {
  let removed = 0;
  const kept = xml.replace(TESTCASE, (testcase) => {
    const name = /\bname="([^"]*)"/.exec(testcase)?.[1];
    if (name === undefined || !/<skipped\b/.test(testcase) || matches(unescapeXml(name).split(' > ').join(' '))) return testcase;
    removed++;
    return '';
  });
  if (removed === 0) return xml;
  // The totals on <testsuites>/<testsuite> follow the cases that remain.
  return kept
    .replace(/<testsuite\b[^>]*>[\s\S]*?<\/testsuite>/g, (suite) => {
      const counts = countJunit(suite);
      return suite.replace(/^<testsuite\b[^>]*>/, (open) => setAttributes(open, { tests: counts.tests, skipped: counts.skipped }));
    })
    .replace(/<testsuites\b[^>]*>/, (open) => setAttributes(open, { tests: countJunit(kept).tests }))
    .replace(/\n\s*\n(\s*<)/g, '\n$1');
}

function setAttributes(tag: string, values: Record<string, number>): string {
  let result = tag;
  for (const [name, value] of Object.entries(values))
    result = new RegExp(`\\b${name}="`).test(result) ? result.replace(new RegExp(`\\b${name}="[^"]*"`), `${name}="${value}"`) : result;
  return result;
}

/** The one line a layer prints at its end, e.g. `e2e-api: 27 passed, 0 failed, 1 skipped in 41.2 s`. */
export function summaryLine(layer: Layer, counts: JunitCounts, seconds: number): string {
  return `${layer}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${seconds.toFixed(1)} s`;
}

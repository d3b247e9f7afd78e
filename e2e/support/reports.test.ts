import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { attempt as runCommand } from './attempt.ts';
import { layerArgs, parseE2eArgs, vitestNamePattern } from './run-args.ts';
import { ARTIFACTS_DIR, artifactPaths, countJunit, dropFilteredTestcases, summaryLine, vitestReporterArgs } from './reports.ts';

/**
 * The report set-up of the e2e layers, tested on throwaway suites (not the product): a deliberately failing test,
 * a passing one, a skipped one and one the filter leaves out, run by the real runners with the reporters, failure
 * artifacts and filter/shard translation that `npm run test:e2e` uses.
 */
const repoRoot = path.join(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const reportsModule = path.join(import.meta.dirname, 'reports.ts');
const debianChromium = '/usr/lib/chromium/chromium';
const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function attempt(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return runCommand(command, args, { cwd, env: { ...process.env, ...env, CI: '1', PLAYWRIGHT_HTML_OPEN: 'never' } });
}

/** The testcase names of two shards: none in both, all of them together. */
function expectEveryTestOnce(shards: string[][], total: number): void {
  expect(shards.map((names) => names.length > 0)).toEqual([true, true]);
  const all = shards.flat().sort();
  expect(new Set(all).size).toBe(all.length);
  expect(all).toHaveLength(total);
}

function files(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
}

function testcaseNames(xml: string): string[] {
  return [...xml.matchAll(/<testcase\b[^>]*\bname="([^"]*)"/g)].map((match) => match[1]!).sort();
}

/** A Playwright suite inside the repository (so it resolves @playwright/test), git-ignored under e2e/artifacts. */
function playwrightSuite(): { dir: string; artifacts: string; config: string } {
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(ARTIFACTS_DIR, 'reporter-check-'));
  made.push(dir);
  const artifacts = path.join(dir, 'artifacts');
  const config = path.join(dir, 'throwaway.config.ts');
  fs.writeFileSync(
    config,
    `import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { artifactPaths, FAILURE_ARTIFACTS, playwrightReporters } from ${JSON.stringify(reportsModule)};
const artifacts = process.env.THROWAWAY_ARTIFACTS ?? ${JSON.stringify(artifacts)};
export default defineConfig({
  testDir: ${JSON.stringify(dir)},
  outputDir: artifactPaths(artifacts).testResults,
  reporter: playwrightReporters(artifacts),
  fullyParallel: true,
  workers: 2,
  use: { ...FAILURE_ARTIFACTS, launchOptions: { executablePath: fs.existsSync(${JSON.stringify(debianChromium)}) ? ${JSON.stringify(debianChromium)} : undefined } },
});
`,
  );
  fs.writeFileSync(
    path.join(dir, 'one.spec.ts'),
    `import { expect, test } from '@playwright/test';
test('passes @content', async () => { expect(1 + 1).toBe(2); });
test('fails on purpose @content', async ({ page }) => {
  await page.setContent('<h1>Dzień dobry</h1>');
  await expect(page.locator('h1')).toHaveText('Do widzenia', { timeout: 300 });
});
test.skip('skipped @content', async () => {});
test('left out by the filter @admin', async () => {});
`,
  );
  fs.writeFileSync(
    path.join(dir, 'two.spec.ts'),
    `import { expect, test } from '@playwright/test';
test.describe('group @content', () => {
  for (const n of [1, 2, 3]) test(\`case \${n}\`, async () => { expect(n).toBeGreaterThan(0); });
});
`,
  );
  return { dir, artifacts, config };
}

/** A vitest suite in a temporary folder: three files, one failing test, one skipped, one left out by the filter. */
function vitestSuite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-report-check-'));
  made.push(dir);
  fs.writeFileSync(
    path.join(dir, 'a.test.ts'),
    `import { describe, expect, test } from 'vitest';
describe('sign-in @auth', () => {
  test('passes', () => expect(1).toBe(1));
  test('fails on purpose', () => expect(1).toBe(2));
  test.skip('skipped', () => {});
});
test('left out by the filter @admin', () => {});
`,
  );
  for (const name of ['b', 'c'])
    fs.writeFileSync(
      path.join(dir, `${name}.test.ts`),
      `import { expect, test } from 'vitest';\ntest('${name} one @auth', () => expect(1).toBe(1));\ntest('${name} two @auth', () => expect(2).toBe(2));\n`,
    );
  return dir;
}

const vitest = (dir: string, artifacts: string, argv: string[]) =>
  attempt(
    bin('vitest'),
    ['run', '--root', dir, ...vitestReporterArgs(artifacts), ...layerArgs('api', parseE2eArgs(['api', ...argv]))],
    dir,
  );

describe('reports of the vitest layer', () => {
  test('JUnit holds one testcase per test run (a filtered-out test is not one) and the failure', { timeout: 60_000 }, async () => {
    const dir = vitestSuite();
    const artifacts = path.join(dir, 'artifacts');
    const argv = ['--grep', '@auth'];
    const result = await vitest(dir, artifacts, argv);
    expect(result.code).toBe(1);
    const junitPath = artifactPaths(artifacts).junit('e2e-api');
    const pattern = new RegExp(vitestNamePattern('@auth')!);
    const xml = dropFilteredTestcases(fs.readFileSync(junitPath, 'utf8'), (name) => pattern.test(name));
    // 8 tests in the files, one left out by --grep: 7 run (5 passed, 1 failed, 1 skipped). Vitest's own line counts
    // the one left out as skipped too.
    expect(countJunit(xml)).toEqual({ tests: 7, passed: 5, failed: 1, skipped: 1 });
    expect(result.output).toMatch(/1 failed \| 5 passed \| 2 skipped \(8\)/);
    expect(xml).toMatch(/<testsuites [^>]*tests="7"/);
    expect(xml).toContain('fails on purpose');
    expect(xml).toMatch(/<failure[^>]*>[\s\S]*expected 1 to be 2/);
    expect(testcaseNames(xml).join('\n')).not.toContain('left out by the filter');
    expect(summaryLine('e2e-api', countJunit(xml), 12.345)).toBe('e2e-api: 5 passed, 1 failed, 1 skipped in 12.3 s');
  });

  test('--shard=1/2 and --shard=2/2 together run every test once', { timeout: 60_000 }, async () => {
    const dir = vitestSuite();
    const names = await Promise.all(
      ['1/2', '2/2'].map(async (shard) => {
        const artifacts = path.join(dir, `artifacts-${shard.replace('/', 'of')}`);
        await vitest(dir, artifacts, [`--shard=${shard}`]);
        return testcaseNames(fs.readFileSync(artifactPaths(artifacts).junit('e2e-api'), 'utf8'));
      }),
    );
    expectEveryTestOnce(names, 8);
  });
});

describe('reports of the browser layer', () => {
  test(
    'JUnit counts the tests run; the HTML report and test-results keep the trace and screenshot of the failed test only',
    { timeout: 120_000 },
    async () => {
      const { dir, artifacts, config } = playwrightSuite();
      const result = await attempt(
        bin('playwright'),
        ['test', '-c', config, ...layerArgs('browser', parseE2eArgs(['browser', '--grep', '@content']))],
        dir,
      );
      expect(result.code, result.output).toBe(1);
      const paths = artifactPaths(artifacts);
      const xml = fs.readFileSync(paths.junit('e2e-browser'), 'utf8');
      expect(countJunit(xml)).toEqual({ tests: 6, passed: 4, failed: 1, skipped: 1 });
      expect(testcaseNames(xml).join('\n')).not.toContain('left out by the filter');
      expect(result.output).toMatch(/1 failed[\s\S]*1 skipped[\s\S]*4 passed/);

      const results = files(paths.testResults);
      expect(results.filter((file) => file.endsWith('trace.zip'))).toHaveLength(1);
      expect(results.filter((file) => file.endsWith('.png'))).toHaveLength(1);
      expect(results.join('\n')).toMatch(/fails-on-purpose/);
      expect(fs.existsSync(path.join(paths.htmlReport, 'index.html'))).toBe(true);
      const reportData = files(path.join(paths.htmlReport, 'data'));
      expect(reportData.filter((file) => file.endsWith('.zip'))).toHaveLength(1);
      expect(reportData.filter((file) => file.endsWith('.png'))).toHaveLength(1);
    },
  );

  test('--shard=1/2 and --shard=2/2 together run every test once', { timeout: 120_000 }, async () => {
    const { dir, config } = playwrightSuite();
    // Both shards at once, each with its own artifacts folder, as two CI machines would run them.
    const names = await Promise.all(
      ['1/2', '2/2'].map(async (shard) => {
        const artifacts = path.join(dir, `artifacts-${shard.replace('/', 'of')}`);
        const args = layerArgs('browser', parseE2eArgs(['browser', `--shard=${shard}`, '--grep-invert', 'fails on purpose']));
        await attempt(bin('playwright'), ['test', '-c', config, ...args], dir, { THROWAWAY_ARTIFACTS: artifacts });
        return testcaseNames(fs.readFileSync(artifactPaths(artifacts).junit('e2e-browser'), 'utf8'));
      }),
    );
    expectEveryTestOnce(names, 6);
  });
});

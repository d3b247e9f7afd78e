import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { systemStateDir } from '../stack/src/shared/paths.ts';

/**
 * .github/workflows/tests.yml against what it must stay in line with: .ci/run (this project's CI), the README's e2e
 * backends, the pinned Supabase CLI and the report paths. `npm run lint` checks the file's syntax and expressions
 * (actionlint); this checks what it does.
 */
const repoRoot = path.join(import.meta.dirname, '..');
const workflowPath = path.join(repoRoot, '.github', 'workflows', 'tests.yml');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number>;
}
interface Job {
  strategy?: { matrix?: Record<string, unknown[]> };
  container?: { image: string; options?: string };
  env?: Record<string, string>;
  steps: Step[];
}
const workflow = parse(fs.readFileSync(workflowPath, 'utf8')) as {
  on: { schedule?: { cron: string }[]; pull_request?: unknown; push?: unknown };
  concurrency?: { group: string };
  jobs: Record<string, Job>;
};
const nvmrc = fs.readFileSync(path.join(repoRoot, '.nvmrc'), 'utf8').trim();
const runs = (job: Job) => job.steps.filter((step) => step.run !== undefined).map((step) => step.run!.trim());

describe('the GitHub Actions workflow', () => {
  test('the local-stack job is .ci/run, as root in node:<.nvmrc>-bookworm with CI=true, as this project CI runs it', () => {
    const job = workflow.jobs['local-stack']!;
    expect(job.container?.image).toBe(`node:${nvmrc}-bookworm`);
    expect(job.container?.options).toMatch(/--user root\b/);
    expect(job.env?.CI).toBe('true');
    // Its only command is .ci/run itself, so its steps cannot drift from what .ci/run does.
    expect(runs(job)).toEqual(['bash .ci/run']);
    const ciRun = fs.readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
    expect(ciRun).toMatch(/^npm ci\b/m);
    expect(ciRun).toMatch(/^npm test$/m);
    // What it caches is where .ci/run's npm ci and the stack (as root) look for them.
    const cached = job.steps.filter((step) => step.uses?.startsWith('actions/cache@')).map((step) => step.with?.path);
    expect(cached).toEqual(['~/.npm', path.join(systemStateDir(), 'templates')]);
  });

  test('no job runs Node 20: setup-node reads .nvmrc, but in the matrix job over Node 22 and 24', () => {
    const setups = Object.entries(workflow.jobs).flatMap(([name, job]) =>
      job.steps.filter((step) => step.uses?.startsWith('actions/setup-node@')).map((step) => ({ name, with: step.with ?? {} })),
    );
    const matrixJobs = Object.entries(workflow.jobs).filter(([, job]) => job.strategy?.matrix?.node);
    expect(matrixJobs.map(([, job]) => job.strategy?.matrix?.node)).toEqual([[22, 24]]);
    for (const setup of setups) {
      if (setup.name === matrixJobs[0]![0]) expect(setup.with['node-version']).toBe('${{ matrix.node }}');
      else expect(setup.with, setup.name).toEqual(expect.objectContaining({ 'node-version-file': '.nvmrc' }));
      expect(setup.with['node-version'] ?? '', setup.name).not.toMatch(/^20/);
    }
    expect(setups.length).toBeGreaterThanOrEqual(3);
    const matrixRuns = runs(matrixJobs[0]![1]);
    expect(matrixRuns).toContain('npm run -s test:unit');
    expect(matrixRuns.some((run) => run.startsWith('npm run test:e2e') && run.includes('@smoke'))).toBe(true);
  });

  test('.ci/run runs the suite on the Node .nvmrc names (installed from the npm registry when older), unit + @smoke on 22', () => {
    const ciRun = fs.readFileSync(path.join(repoRoot, '.ci', 'run'), 'utf8');
    const lines = ciRun.split('\n');
    const install = lines.findIndex((line) => line.includes('.ci/node.sh "$wanted"'));
    expect(install).toBeGreaterThan(-1);
    expect(install).toBeLessThan(lines.indexOf('npm ci --no-audit --no-fund'));
    expect(ciRun).toMatch(/PATH="\$node22:\$PATH" npm run -s test:unit/);
    expect(ciRun).toMatch(/PATH="\$node22:\$PATH" npm run -s test:e2e -- --grep @smoke/);
    expect(ciRun).toMatch(/node22="\$\(\.ci\/node\.sh 22\)"/);
  });

  test('the Supabase CLI job starts the pinned CLI, runs the e2e suite against it and always stops it', () => {
    const job = workflow.jobs['supabase-cli']!;
    const steps = runs(job);
    const start = steps.indexOf('npx supabase start');
    const e2e = job.steps.findIndex((step) => step.run?.startsWith('npm run test:e2e') && step.env?.E2E_ENV === 'supabase');
    const stop = job.steps.find((step) => step.run?.startsWith('npx supabase stop'));
    expect(start).toBeGreaterThan(-1);
    expect(e2e).toBeGreaterThan(job.steps.findIndex((step) => step.run === 'npx supabase start'));
    expect(stop?.if).toMatch(/always\(\)/);
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.supabase).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('the self-host job runs the e2e suite with E2E_ENV=compose after writing .env', () => {
    const job = workflow.jobs['self-host']!;
    const order = job.steps.map((step) => step.run ?? '');
    const envStep = order.findIndex((run) => run.startsWith('node docker/generate-env.mjs > .env'));
    const e2e = job.steps.findIndex((step) => step.run?.startsWith('npm run test:e2e') && step.env?.E2E_ENV === 'compose');
    expect(envStep).toBeGreaterThan(-1);
    expect(e2e).toBeGreaterThan(envStep);
  });

  test('every job uploads e2e/artifacts/ unless cancelled; one run per ref at a time; a nightly run', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const upload = job.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect(upload?.with?.path, name).toBe('e2e/artifacts/');
      expect(upload?.if, name).toMatch(/!cancelled\(\)/);
    }
    expect(workflow.concurrency?.group).toContain('github.ref');
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\S+ \S+ \* \* \*$/);
    expect(workflow.on.pull_request).toBeDefined();
  });
});

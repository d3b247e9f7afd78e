import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { attempt as runCommand } from './attempt.ts';
import { destructivePolicy, type EnvSource } from './env.ts';
import { artifactPaths, countJunit } from './reports.ts';

/**
 * The guard of the smoke run against a deployment: @destructive tests (they change or leave data they did not
 * create) run only against a test environment. Checked through the real runners with an E2E_ENV_FILE target whose
 * URLs lead nowhere, so nothing but the guard can decide what happens.
 */
const repoRoot = path.join(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-guard-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function envFile(name: string, extra = ''): string {
  const file = path.join(dir, name);
  // `supabase status -o env` format; port 9 (discard) on loopback answers nothing.
  fs.writeFileSync(
    file,
    [
      'API_URL="http://127.0.0.1:9"',
      'FUNCTIONS_URL="http://127.0.0.1:9/functions/v1"',
      'DB_URL="postgresql://postgres:postgres@127.0.0.1:9/postgres"',
      'MAILPIT_URL="http://127.0.0.1:9"',
      'ANON_KEY="anon"',
      'SERVICE_ROLE_KEY="service"',
      extra,
    ].join('\n'),
  );
  return file;
}

function attempt(command: string, args: string[], env: Record<string, string>) {
  return runCommand(command, args, { cwd: repoRoot, env: { ...process.env, E2E_ENV: '', E2E_TEST_ENVIRONMENT: '', ...env } });
}

describe('destructivePolicy', () => {
  const file: EnvSource = { kind: 'file', path: 'staging.env' };
  test('backends the run starts, and the local supabase start, are test environments', () => {
    for (const kind of ['local', 'compose', 'supabase'] as const) expect(destructivePolicy({ kind }, {}).allowed).toBe(true);
  });
  test('an env file target only when marked E2E_TEST_ENVIRONMENT=yes, in the environment or in the file', () => {
    expect(destructivePolicy(file, {})).toMatchObject({ allowed: false, reason: expect.stringMatching(/E2E_TEST_ENVIRONMENT=yes/) });
    expect(destructivePolicy(file, { E2E_TEST_ENVIRONMENT: 'no' }, { E2E_TEST_ENVIRONMENT: 'yes' }).allowed).toBe(false);
    expect(destructivePolicy(file, { E2E_TEST_ENVIRONMENT: 'yes' }).allowed).toBe(true);
    expect(destructivePolicy(file, {}, { E2E_TEST_ENVIRONMENT: 'true' }).allowed).toBe(true);
  });
});

describe('against an unmarked deployment', { timeout: 120_000 }, () => {
  test('the browser suite lists no @destructive test; marked as a test environment, it lists them', async () => {
    const list = (file: string) =>
      attempt(
        path.join(repoRoot, 'node_modules', '.bin', 'playwright'),
        ['test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=list'],
        {
          E2E_ENV_FILE: file,
          E2E_BASE_URL: 'http://127.0.0.1:9',
        },
      );
    const [unmarked, marked] = await Promise.all([list(envFile('staging.env')), list(envFile('test.env', 'E2E_TEST_ENVIRONMENT=yes'))]);
    expect(unmarked.output).toMatch(/@smoke/);
    expect(unmarked.output).not.toMatch(/@destructive/);
    expect(marked.output).toMatch(/@destructive/);
  });

  test('npm run test:e2e leaves them out; selected by hand anyway, the api layer refuses them before they start', async () => {
    const file = envFile('staging.env');
    const runner = await attempt(process.execPath, ['--import', 'tsx', 'scripts/e2e.ts', 'api', '--grep', '@destructive'], {
      E2E_ENV_FILE: file,
    });
    expect(runner.output).toMatch(/not marked as a test environment/);
    expect(runner.output).toMatch(/Leaving out @destructive tests/);
    expect(runner.output).toMatch(/No e2e test matched/);
    expect(runner.code).not.toBe(0);

    const artifacts = path.join(dir, 'artifacts');
    const junit = artifactPaths(artifacts).junit('e2e-api');
    const byHand = await attempt(
      path.join(repoRoot, 'node_modules', '.bin', 'vitest'),
      ['run', '--project', 'e2e-api', '-t', 'every admin gets a mail', '--reporter=junit', `--outputFile.junit=${junit}`],
      { E2E_ENV_FILE: file },
    );
    expect(byHand.code).not.toBe(0);
    const xml = fs.readFileSync(junit, 'utf8');
    expect(countJunit(xml)).toMatchObject({ failed: 1, passed: 0 });
    expect(xml).toMatch(/Refused: this test is @destructive/);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createTestWorkdir, runCli } from '../../stack/test/support/stack.ts';
import { parseEnv } from '../../stack/src/status.ts';
import { repoRoot } from '../../stack/src/shared/paths.ts';
import {
  chooseSource,
  composeEnv,
  describeSource,
  dockerMissingMessage,
  E2eEnvError,
  parseDotenv,
  toE2eVariables,
  validateEnv,
  type EnvSource,
} from './env.ts';

export interface Backend {
  source: EnvSource;
  /** The `supabase status -o env` names and values. */
  env: Record<string, string>;
  /** A site this source already serves (compose does); the browser setup builds one otherwise. */
  siteUrl?: string;
  /** Stops what this setup started (nothing for a backend it only points at). */
  teardown(): Promise<void>;
}

const run = promisify(execFile);

/**
 * Resolves the backend for an e2e run from E2E_ENV / E2E_ENV_FILE (see env.ts), starting the local stack or the
 * compose deployment when that is the source, and exports its values as `E2E_<NAME>` into process.env.
 */
export async function startBackend(processEnv: NodeJS.ProcessEnv = process.env, options: LocalStackOptions = {}): Promise<Backend> {
  const source = chooseSource(processEnv);
  const backend = await open(source, options);
  try {
    validateEnv(backend.env, source);
  } catch (error) {
    await backend.teardown();
    throw error;
  }
  Object.assign(processEnv, toE2eVariables(backend.env));
  console.log(`e2e backend: ${describeSource(source)} at ${backend.env.API_URL}`);
  return backend;
}

export interface LocalStackOptions {
  /** Services the local stack may leave out (`stack up -x`); other sources are used as they are. */
  exclude?: string[];
}

async function open(source: EnvSource, options: LocalStackOptions): Promise<Backend> {
  switch (source.kind) {
    case 'file': {
      let text: string;
      try {
        text = fs.readFileSync(path.resolve(source.path), 'utf8');
      } catch (error) {
        throw new E2eEnvError(`E2E_ENV_FILE=${source.path} cannot be read: ${(error as Error).message}`);
      }
      return { source, env: parseEnv(text), teardown: async () => {} };
    }
    case 'supabase':
      return { source, env: await supabaseStatus(), teardown: async () => {} };
    case 'compose':
      return startCompose(source);
    case 'local':
      return startLocalStack(source, options);
  }
}

async function startLocalStack(source: EnvSource, options: LocalStackOptions): Promise<Backend> {
  const workdir = await createTestWorkdir();
  const teardown = async (strict = true) => {
    const down = await runCli(workdir, ['down']);
    reportServiceErrors(path.join(workdir, '.stack', 'logs'));
    if (down.code !== 0) reportStopOrder(path.join(workdir, '.stack', 'logs', 'supervisor.log'));
    fs.rmSync(workdir, { recursive: true, force: true });
    // A service whose stop() hangs makes the CLI wait 30 s and kill the supervisor: a bug, never a pass.
    if (strict && down.code !== 0) throw new Error(`stack down failed:\n${down.stdout}${down.stderr}`);
  };
  // Tests play several visitors through X-Forwarded-For (per-address limits); the gateway keeps that header only
  // from a trusted proxy, which the test runner on this machine is.
  const exclude = options.exclude?.length ? ['-x', options.exclude.join(',')] : [];
  const up = await runCli(workdir, ['up', ...exclude], { STACK_TRUSTED_PROXIES: '127.0.0.1' });
  if (up.code !== 0) {
    await teardown(false);
    throw new Error(`The e2e stack did not start:\n${up.stdout}${up.stderr}`);
  }
  const status = await runCli(workdir, ['status', '-o', 'env']);
  if (status.code !== 0) {
    await teardown(false);
    throw new Error(`stack status failed:\n${status.stderr}`);
  }
  return { source, env: parseEnv(status.stdout), teardown };
}

// postgres-meta logs the SIGTERM of every `stack down` at error level; it is not an error of the run.
const STOP_NOTICE = /"msg":"SIGTERM signal received, server closing/;

/**
 * The error lines the stack's services logged during the run (a 500 a test saw, with its cause), printed before
 * the throwaway stack is deleted, so a failure in CI can be explained from its output. Logs hold no tokens.
 */
function reportServiceErrors(logsDir: string): void {
  if (!fs.existsSync(logsDir)) return;
  for (const file of fs.readdirSync(logsDir).filter((name) => name.endsWith('.log'))) {
    const errors = fs
      .readFileSync(path.join(logsDir, file), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"level":"error"') && !STOP_NOTICE.test(line));
    if (errors.length === 0) continue;
    console.error(`e2e stack: ${errors.length} error line(s) in ${file} (last ${Math.min(errors.length, 10)}):`);
    for (const line of errors.slice(-10)) console.error(`  ${line.slice(0, 2000)}`);
  }
}

/** The supervisor's last lines (which service stopped after how long), when `stack down` did not finish. */
function reportStopOrder(file: string): void {
  if (!fs.existsSync(file)) return;
  const lines = fs.readFileSync(file, 'utf8').trimEnd().split('\n');
  console.error(`e2e stack: the last ${Math.min(lines.length, 20)} lines of supervisor.log:`);
  for (const line of lines.slice(-20)) console.error(`  ${line.slice(0, 500)}`);
}

async function supabaseStatus(): Promise<Record<string, string>> {
  try {
    const { stdout } = await run('npx', ['--no-install', 'supabase', 'status', '-o', 'env'], {
      cwd: repoRoot,
      timeout: 120_000,
      maxBuffer: 4 * 1024 * 1024,
    });
    return parseEnv(stdout);
  } catch (error) {
    const failure = error as Error & { stderr?: string };
    throw new E2eEnvError(
      `E2E_ENV=supabase: \`npx supabase status -o env\` failed in ${repoRoot}. Install the Supabase CLI and run ` +
        `\`npx supabase start\` first.\n${failure.stderr?.trim() || failure.message}`,
    );
  }
}

async function startCompose(source: EnvSource): Promise<Backend> {
  const envFile = path.join(repoRoot, '.env');
  if (!fs.existsSync(envFile))
    throw new E2eEnvError(
      `E2E_ENV=compose reads ${envFile}, which does not exist: "node docker/generate-env.mjs > .env" writes one from .env.example with fresh secrets.`,
    );
  const dotenv = parseDotenv(fs.readFileSync(envFile, 'utf8'));
  // Checked before Docker is asked for anything, so a bad .env fails fast with its own message.
  composeEnv(dotenv);

  // Loaded only here: the other sources never need testcontainers.
  const { DockerComposeEnvironment, Wait, getContainerRuntimeClient } = await import('testcontainers');
  let host: string;
  try {
    host = (await getContainerRuntimeClient()).info.containerRuntime.host;
  } catch (error) {
    throw new E2eEnvError(dockerMissingMessage(error));
  }
  const { env, siteUrl } = composeEnv(dotenv, host);
  const started = await new DockerComposeEnvironment(repoRoot, 'docker-compose.yml')
    .withEnvironmentFile('.env')
    .withProfiles('mailpit')
    .withBuild()
    // Every long-running service declares a health check but the edge runtime, whose image has no tool to probe
    // with; it is polled through Kong below. The one-shot jobs have exited by the time `up` returns (Kong waits
    // for them).
    .withDefaultWaitStrategy(Wait.forHealthCheck())
    .withWaitStrategy('functions-1', Wait.forListeningPorts())
    .withStartupTimeout(10 * 60_000)
    .up();
  const teardown = () => started.down({ removeVolumes: true }).then(() => undefined);
  try {
    await waitForOk(`${env.API_URL}/functions/v1/_health`, 120_000);
  } catch (error) {
    await teardown();
    throw error;
  }
  return { source, env, siteUrl, teardown };
}

async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = `${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last})`);
}

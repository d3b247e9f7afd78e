/**
 * Which backend the e2e suites (e2e/api and e2e/browser) run against, and the env they get from it. Pure: no
 * process is started and no file is read here; backend.ts does that with what these functions decide.
 *
 * Every suite sees the backend only through the names `supabase status -o env` prints, prefixed with `E2E_`
 * (`E2E_API_URL`, `E2E_ANON_KEY`, …), whichever source provided them.
 */

/** Where the backend's env comes from. */
export type EnvSource =
  /** Default: the local stack, started on free ports in a temporary folder and stopped afterwards. */
  | { kind: 'local' }
  /** An already running backend described by a file holding `supabase status -o env` output. */
  | { kind: 'file'; path: string }
  /** `npx supabase status -o env` in the repository (a running `supabase start`). */
  | { kind: 'supabase' }
  /** The root docker-compose.yml, brought up with testcontainers and torn down afterwards. */
  | { kind: 'compose' };

/** The names every suite needs; a backend missing one is refused before any test runs. */
export const REQUIRED_NAMES = ['API_URL', 'ANON_KEY', 'SERVICE_ROLE_KEY', 'DB_URL', 'MAILPIT_URL'] as const;

const E2E_ENV_VALUES = ['local', 'supabase', 'compose'] as const;

export class E2eEnvError extends Error {
  override name = 'E2eEnvError';
}

/** Reads E2E_ENV and E2E_ENV_FILE. An unknown E2E_ENV or both set at once is an error, never a silent default. */
export function chooseSource(env: Record<string, string | undefined>): EnvSource {
  const file = env.E2E_ENV_FILE?.trim() || undefined;
  const kind = env.E2E_ENV?.trim() || undefined;
  if (kind !== undefined && !(E2E_ENV_VALUES as readonly string[]).includes(kind))
    throw new E2eEnvError(`E2E_ENV=${kind} is not known; use one of: ${E2E_ENV_VALUES.join(', ')} (or E2E_ENV_FILE=path).`);
  if (file && kind && kind !== 'local')
    throw new E2eEnvError(`Set either E2E_ENV=${kind} or E2E_ENV_FILE=${file}, not both: each names the backend to test.`);
  if (file) return { kind: 'file', path: file };
  if (kind === 'supabase') return { kind: 'supabase' };
  if (kind === 'compose') return { kind: 'compose' };
  return { kind: 'local' };
}

export function describeSource(source: EnvSource): string {
  switch (source.kind) {
    case 'local':
      return 'the local stack';
    case 'file':
      return `E2E_ENV_FILE=${source.path}`;
    case 'supabase':
      return 'E2E_ENV=supabase (npx supabase status -o env)';
    case 'compose':
      return 'E2E_ENV=compose (docker-compose.yml and .env)';
  }
}

/** Throws one error naming every required variable the source did not provide (empty counts as missing). */
export function validateEnv(env: Record<string, string>, source: EnvSource): Record<string, string> {
  const missing = REQUIRED_NAMES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    const hint =
      source.kind === 'supabase'
        ? ' Is `npx supabase start` running in this repository?'
        : source.kind === 'file'
          ? ' The file should hold the output of `supabase status -o env` (or `npm run -s stack:status -- -o env`).'
          : '';
    throw new E2eEnvError(`${describeSource(source)} did not provide ${missing.join(', ')}.${hint}`);
  }
  for (const name of ['API_URL', 'DB_URL', 'MAILPIT_URL'] as const) {
    try {
      new URL(env[name]!);
    } catch {
      throw new E2eEnvError(`${describeSource(source)} gave ${name}=${JSON.stringify(env[name])}, which is not a URL.`);
    }
  }
  return env;
}

/** `E2E_<NAME>` for every value, the form the suites read. */
export function toE2eVariables(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [`E2E_${name}`, value]));
}

/**
 * Parses a docker-compose `.env` file: `NAME=value`, optional `export `, `#` comments (whole-line, or after an
 * unquoted value preceded by whitespace), single quotes literal, double quotes with \n \" \\ escapes.
 */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, name, rest] = match as unknown as [string, string, string];
    let value: string;
    if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      value = end === -1 ? rest.slice(1) : rest.slice(1, end);
    } else if (rest.startsWith('"')) {
      const body = /^"((?:[^"\\]|\\.)*)"/.exec(rest);
      value = (body ? body[1]! : rest.slice(1)).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    } else {
      value = rest.replace(/\s+#.*$/, '').trim();
    }
    values[name] = value;
  }
  return values;
}

/** The .env names of docker-compose.yml that the e2e env is derived from (all listed in .env.example). */
export const COMPOSE_NAMES = [
  'KONG_HTTP_PORT',
  'POSTGRES_HOST_PORT',
  'POSTGRES_PASSWORD',
  'POSTGRES_DB',
  'MAILPIT_UI_PORT',
  'WEB_PORT',
  'ANON_KEY',
  'SERVICE_ROLE_KEY',
  'JWT_SECRET',
] as const;

/**
 * The `supabase status -o env` names for a docker-compose deployment, from its `.env`: every port the compose file
 * publishes on the host comes from there, so the mapping needs no Docker API. `host` is where those ports are
 * reachable (127.0.0.1, or the Docker host testcontainers reports).
 */
export function composeEnv(dotenv: Record<string, string>, host = '127.0.0.1'): { env: Record<string, string>; siteUrl: string } {
  const missing = COMPOSE_NAMES.filter((name) => !dotenv[name]?.trim());
  if (missing.length > 0)
    throw new E2eEnvError(`.env lacks ${missing.join(', ')}; copy .env.example to .env and fill it in (see the README, Self-hosting).`);
  for (const name of ['KONG_HTTP_PORT', 'POSTGRES_HOST_PORT', 'MAILPIT_UI_PORT', 'WEB_PORT'] as const) {
    const port = Number(dotenv[name]);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new E2eEnvError(`.env has ${name}=${JSON.stringify(dotenv[name])}, which is not a port number.`);
  }
  const api = `http://${host}:${dotenv.KONG_HTTP_PORT}`;
  const password = encodeURIComponent(dotenv.POSTGRES_PASSWORD!);
  return {
    env: {
      API_URL: api,
      REST_URL: `${api}/rest/v1`,
      FUNCTIONS_URL: `${api}/functions/v1`,
      GRAPHQL_URL: `${api}/graphql/v1`,
      STORAGE_URL: `${api}/storage/v1`,
      DB_URL: `postgresql://postgres:${password}@${host}:${dotenv.POSTGRES_HOST_PORT}/${encodeURIComponent(dotenv.POSTGRES_DB!)}`,
      MAILPIT_URL: `http://${host}:${dotenv.MAILPIT_UI_PORT}`,
      ANON_KEY: dotenv.ANON_KEY!,
      SERVICE_ROLE_KEY: dotenv.SERVICE_ROLE_KEY!,
      JWT_SECRET: dotenv.JWT_SECRET!,
    },
    siteUrl: `http://${host}:${dotenv.WEB_PORT}`,
  };
}

/** What a missing Docker engine looks like to testcontainers, turned into a message saying what to do. */
export function dockerMissingMessage(cause: unknown): string {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return [
    'E2E_ENV=compose needs a running Docker engine (with the compose plugin), and none was found.',
    `testcontainers said: ${detail}`,
    'Start Docker (or set DOCKER_HOST), or run the suite against the local stack (unset E2E_ENV), a running',
    '`npx supabase start` (E2E_ENV=supabase) or any backend described by E2E_ENV_FILE=path.',
  ].join('\n');
}

/** The mark that lets @destructive tests run against a target the run did not start: `E2E_TEST_ENVIRONMENT=yes`. */
export const TEST_ENVIRONMENT_MARK = 'E2E_TEST_ENVIRONMENT';

export interface DestructivePolicy {
  allowed: boolean;
  /** Why, in one sentence, for the run's output and for a refused test's error. */
  reason: string;
}

/**
 * Whether tests tagged @destructive (they change or leave data they did not create) may run against this source.
 * A backend the run starts and removes (the local stack, compose) or the local `supabase start` is a test
 * environment; a target named by E2E_ENV_FILE (a staging or production deployment) only when marked with
 * E2E_TEST_ENVIRONMENT=yes, in the environment or as a line of that file.
 */
export function destructivePolicy(
  source: EnvSource,
  processEnv: Record<string, string | undefined>,
  fileEnv: Record<string, string> = {},
): DestructivePolicy {
  if (source.kind !== 'file') return { allowed: true, reason: `${describeSource(source)} is a test environment.` };
  const mark = (processEnv[TEST_ENVIRONMENT_MARK]?.trim() || fileEnv[TEST_ENVIRONMENT_MARK] || '').trim().toLowerCase();
  if (['yes', 'true', '1'].includes(mark))
    return { allowed: true, reason: `${describeSource(source)} is marked ${TEST_ENVIRONMENT_MARK}=${mark}.` };
  return {
    allowed: false,
    reason:
      `${describeSource(source)} is not marked as a test environment, so @destructive tests (they change or leave data ` +
      `they did not create) are refused; set ${TEST_ENVIRONMENT_MARK}=yes (or add that line to the file) only for a throwaway backend.`,
  };
}

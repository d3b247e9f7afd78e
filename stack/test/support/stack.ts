import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import * as toml from 'smol-toml';
import * as jose from 'jose';
import pg from 'pg';
import { repoRoot } from '../../src/shared/paths.ts';
import { isPortFree } from '../../src/shared/ports.ts';
import { portClaims } from './port-reservation.ts';
import { parseEnv } from '../../src/status.ts';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

// The launcher users run (npm run stack:*): the bundled CLI, rebuilt when sources change.
const cliPath = path.join(repoRoot, 'stack', 'bin', 'stack.mjs');

/** Runs the real stack CLI as a user would, against one workdir. */
export function runCli(workdir: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cliPath, ...args, '--workdir', workdir], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The kernel's range for the local ports of outgoing connections; a port chosen now but bound later must avoid it. */
function ephemeralRangeStart(): number {
  try {
    return Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

const claims = portClaims();
/** The ports each workdir's config was given, given back when its stack is disposed. */
const workdirPorts = new Map<string, number[]>();

/**
 * A free port for a test stack's config: the stack binds it seconds later, so it is drawn below the ephemeral range,
 * where no outgoing connection (to Postgres, say) can take it meanwhile, and claimed, so a test file running in
 * another worker meanwhile does not choose it too.
 */
async function stablePort(): Promise<number> {
  const high = Math.min(ephemeralRangeStart(), 65536) - 1;
  const low = Math.max(10000, high - 20000);
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (!claims.claim(port)) continue;
    if (await isPortFree(port)) return port;
    claims.release(port);
  }
  throw new Error(`no free port found between ${low} and ${high}`);
}

export interface TestWorkdirOptions {
  /** Extra files under supabase/, e.g. { 'migrations/29990101000000_bad.sql': '...' }. */
  files?: Record<string, string>;
  /** Changes to the parsed config.toml before it is written. */
  config?: (config: Record<string, Record<string, unknown>>) => void;
  /** Services to leave out (`stack up -x`). */
  exclude?: string[];
  /**
   * Start the dashboard's services too (postgres-meta, the dashboard, /mcp). Off by default: postgres-meta alone takes
   * seconds of CPU to start, and only the tests of those services use them.
   */
  studio?: boolean;
  /** Environment of the stack's processes (e.g. MP_MAX_MESSAGES for a larger inbox). */
  env?: NodeJS.ProcessEnv;
  /** Keep the project folder private (mode 700, as /root or a CI workspace) instead of opening it (755). */
  private?: boolean;
}

/**
 * A throwaway project: a copy of this repo's supabase/ folder whose ports are moved to free ones, so tests never
 * touch a developer's stack or data.
 */
export async function createTestWorkdir(options: TestWorkdirOptions = {}): Promise<string> {
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'obrazy-stack-test-'));
  fs.chmodSync(workdir, options.private ? 0o700 : 0o755);
  fs.cpSync(path.join(repoRoot, 'supabase'), path.join(workdir, 'supabase'), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.temp`) && !source.endsWith('.env'),
  });
  const configFile = path.join(workdir, 'supabase', 'config.toml');
  const config = toml.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, Record<string, unknown>>;
  const section = (name: string) => (config[name] ??= {});
  const ports: number[] = [];
  workdirPorts.set(workdir, ports);
  const port = async () => {
    const chosen = await stablePort();
    ports.push(chosen);
    return chosen;
  };
  section('api').port = await port();
  section('db').port = await port();
  section('db').shadow_port = await port();
  section('studio').port = await port();
  section('local_smtp').port = await port();
  section('local_smtp').smtp_port = await port();
  section('local_smtp').pop3_port = await port();
  section('analytics').port = await port();
  // Tests play many users from one address; the per-client auth limits (always on in the local stack) are raised
  // for them. auth-limits.test.ts sets small ones to test the limits themselves.
  const auth = section('auth') as Record<string, Record<string, unknown>>;
  auth.rate_limit = { ...auth.rate_limit, sign_in_sign_ups: 10_000, token_refresh: 10_000, token_verifications: 10_000 };
  options.config?.(config);
  fs.writeFileSync(configFile, toml.stringify(config));
  for (const [name, contents] of Object.entries(options.files ?? {})) {
    fs.mkdirSync(path.dirname(path.join(workdir, 'supabase', name)), { recursive: true });
    fs.writeFileSync(path.join(workdir, 'supabase', name), contents);
  }
  return workdir;
}

export interface TestStack {
  workdir: string;
  env: Record<string, string>;
  up(): Promise<CliResult>;
  down(): Promise<CliResult>;
  /** Stops the stack and deletes the workdir. */
  dispose(): Promise<void>;
}

/** What `studio: true` adds to a test stack. */
const STUDIO_SERVICES = ['meta', 'mcp', 'studio'];

/** Starts a stack for a fresh test workdir and reads its `status -o env`, as the e2e suite does. */
export async function startTestStack(options: TestWorkdirOptions = {}): Promise<TestStack> {
  const workdir = await createTestWorkdir(options);
  const exclude = [...(options.exclude ?? []), ...(options.studio ? [] : STUDIO_SERVICES)];
  const up = async () => {
    const result = await runCli(workdir, ['up', ...(exclude.length ? ['-x', exclude.join(',')] : [])], options.env);
    if (result.code !== 0) throw new Error(`stack up failed:\n${result.stdout}\n${result.stderr}`);
    return result;
  };
  const forget = () => {
    fs.rmSync(workdir, { recursive: true, force: true });
    for (const port of workdirPorts.get(workdir) ?? []) claims.release(port);
    workdirPorts.delete(workdir);
  };
  try {
    await up();
  } catch (error) {
    // A stack that failed to start leaves nothing running (the CLI stops what it started); its folder and ports go too.
    forget();
    throw error;
  }
  const status = await runCli(workdir, ['status', '-o', 'env']);
  if (status.code !== 0) throw new Error(`stack status failed:\n${status.stderr}`);
  return {
    workdir,
    env: parseEnv(status.stdout),
    up,
    down: () => runCli(workdir, ['down']),
    async dispose() {
      const down = await runCli(workdir, ['down']);
      forget();
      // A service whose stop() hangs makes the CLI wait 30 s and kill the supervisor: a bug, never a pass.
      if (down.code !== 0) throw new Error(`stack down failed:\n${down.stdout}\n${down.stderr}`);
    },
  };
}

/** Signs a user access token the way the auth service does, with the test stack's own ES256 key. */
export async function signUserToken(workdir: string, claims: jose.JWTPayload, expiresInSeconds = 3600): Promise<string> {
  const keys = JSON.parse(fs.readFileSync(path.join(workdir, '.stack', 'keys', 'signing_keys.json'), 'utf8')) as (jose.JWK & {
    kid: string;
  })[];
  // WebCrypto refuses a private key whose key_ops include "verify", as the stored JWKs have them.
  const { key_ops: _ops, ...jwk } = keys[0]!;
  const now = Math.floor(Date.now() / 1000);
  return new jose.SignJWT({ role: 'authenticated', aud: 'authenticated', iat: now, exp: now + expiresInSeconds, ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: jwk.kid, typ: 'JWT' })
    .sign(await jose.importJWK(jwk, 'ES256'));
}

/**
 * The superuser's URL for a stack's DB_URL: `supabase_admin`, as on the Supabase image, where `postgres` (DB_URL) is
 * not a superuser. Fixtures that need a superuser (session_replication_role, roles, other owners' tables) use it.
 */
export function adminDbUrl(dbUrl: string): string {
  const url = new URL(dbUrl);
  url.username = 'supabase_admin';
  return url.toString();
}

/** Runs SQL as the URL's role (DB_URL: `postgres`; adminDbUrl(): the superuser), for fixtures and for looking at what a service stored. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  dbUrl: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}

/**
 * A service's log (`.stack/logs/<service>.log`) once it holds every one of `texts`, or as it stands after `timeoutMs`
 * (the caller's assertion then shows it). Lines reach the file in batches and a child's output arrives on its own
 * schedule, so a test that reads the log right after an answer would race them.
 */
export async function serviceLog(workdir: string, service: string, texts: string[], timeoutMs = 5_000): Promise<string> {
  const file = path.join(workdir, '.stack', 'logs', `${service}.log`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (texts.every((text) => log.includes(text)) || Date.now() >= deadline) return log;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads `read()` every 100 ms until `done` holds or `timeoutMs` passed, and returns the last value (the caller asserts on it). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

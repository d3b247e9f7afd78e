import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ServiceStartError, startServiceProcess } from '../../../shared/child-process.ts';
import type { Logger } from '../../../shared/log.ts';
import { freePort, isPortFree } from '../../../shared/ports.ts';
import { MetaError } from '../errors.ts';

/** The version the Supabase CLI pins in apps/cli-go/pkg/config/templates/Dockerfile (`supabase/postgres-meta:v0.96.6`). */
export const POSTGRES_META_PACKAGE = '@supabase/postgres-meta';

/** postgres-meta's own entry point (`node dist/server/server.js`, the container's command), from node_modules. */
export function postgresMetaEntry(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve(`${POSTGRES_META_PACKAGE}/package.json`)), 'dist', 'server', 'server.js');
}

/** Only what postgres-meta reads: no secrets of ours, no SENTRY_DSN from the developer's shell. */
function baseEnv(dbUrl: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PG_META_DB_URL: dbUrl };
}

export interface TypegenOptions {
  dbUrl: string;
  /** Schemas in the order the CLI passes them (PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS). */
  schemas: readonly string[];
  /** The CLI turns one-to-one detection off only for PostgREST v9. */
  detectOneToOne: boolean;
  timeoutSeconds?: number;
}

/**
 * postgres-meta in its type-generation mode, with the environment `supabase gen types typescript` gives its container
 * (apps/cli-go/internal/gen/types/types.go): it prints the file to stdout and exits.
 */
export function runTypegen(options: TypegenOptions): Promise<string> {
  const timeout = String(options.timeoutSeconds ?? 15);
  const env = {
    ...baseEnv(options.dbUrl),
    PG_CONN_TIMEOUT_SECS: timeout,
    PG_QUERY_TIMEOUT_SECS: timeout,
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: options.schemas.join(','),
    PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: String(options.detectOneToOne),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [postgresMetaEntry()], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else reject(new MetaError(`postgres-meta's type generator exited with code ${code}:\n${stderr}`));
    });
  });
}

export interface MetaServerOptions {
  dbUrl: string;
  log: Logger;
}

export interface RunningMetaServer {
  port: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** A port whose successor is free as well: postgres-meta binds PG_META_PORT and its admin app on PG_META_PORT + 1. */
async function portPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await freePort();
    if (port < 65535 && (await isPortFree(port + 1))) return port;
  }
  throw new MetaError('no two consecutive free ports for postgres-meta');
}

/** The real postgres-meta server on loopback, its pino JSON lines going to the service log as they are. */
export async function startMetaServer(options: MetaServerOptions): Promise<RunningMetaServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ServiceStartError) || !/EADDRINUSE|address already in use/i.test(error.message)) throw error;
      options.log.info('postgres-meta found a port taken meanwhile; starting again on other ports', { attempt });
    }
  }
}

async function startOnce(options: MetaServerOptions): Promise<RunningMetaServer> {
  const port = await portPair();
  const env = { ...baseEnv(options.dbUrl), PG_META_HOST: '127.0.0.1', PG_META_PORT: String(port) };
  // The CLI's health check: GET /health answers 200.
  const service = await startServiceProcess(process.execPath, [postgresMetaEntry()], env, options.log, {
    name: 'postgres-meta',
    url: `http://127.0.0.1:${port}/health`,
    timeoutMs: 30_000,
  });
  return {
    port,
    pid: service.child.pid,
    stop: service.stop,
  };
}

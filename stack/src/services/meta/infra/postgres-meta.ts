import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'undici';
import { ServiceStartError, spawnServiceProcess } from '../../../shared/child-process.ts';
import type { Logger } from '../../../shared/log.ts';
import { MetaError } from '../errors.ts';
import { privateSocketDir } from '../../../shared/socket-dir.ts';
import { SOCKET_PRELOAD_IMPORT } from './socket-preload.ts';

/** The version the Supabase CLI pins in apps/cli-go/pkg/config/templates/Dockerfile (`supabase/postgres-meta:v0.96.6`). */
export const POSTGRES_META_PACKAGE = '@supabase/postgres-meta';
/** Its scheduling priority: below the normal 0 (19 is the lowest). */
const META_PRIORITY = 10;

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
  /** The file holding this install's CRYPTO_KEY (infra/crypto-key.ts); postgres-meta reads it itself. */
  cryptoKeyFile: string;
}

export interface RunningMetaServer {
  /** The unix socket (named pipe on Windows) postgres-meta's API listens on. */
  socketPath: string;
  /** Connections to that socket, for the relay and the ready check. */
  pool: Pool;
  pid: number | undefined;
  /**
   * Settles once postgres-meta answers /health (resolves) or has exited, not answered in time or been stopped
   * (rejects, after stopping it). The server loads for seconds, so nothing waits for it but the requests it serves.
   */
  ready: Promise<void>;
  stop(): Promise<void>;
}

// postgres-meta loads slowly (Sentry, Fastify, swagger): ~1 s alone, over 20 s on a busy CI machine.
const READY_TIMEOUT_MS = 60_000;

/** A fresh socket path in a private (0700) folder (shared/socket-dir.ts). */
function socketPath(): { path: string; cleanup(): void } {
  const folder = privateSocketDir('stack-meta');
  return { path: folder.path('api.sock'), cleanup: () => folder.cleanup() };
}

/**
 * postgres-meta takes more than a second of CPU to load, while the services the stack waits for start beside it: at a
 * lower priority it gets the CPU they leave, and on a two-core laptop `stack up` returns a few tenths of a second
 * sooner. Where the system refuses, it runs at the normal priority.
 */
function lowerPriority(pid: number | undefined, log: Logger): void {
  if (pid === undefined) return;
  try {
    os.setPriority(pid, META_PRIORITY);
  } catch (error) {
    log.info('postgres-meta runs at the normal priority', { error: (error as Error).message });
  }
}

/**
 * The real postgres-meta server, listening on a unix socket instead of a TCP port (infra/socket-preload.ts): no web
 * page, rebound name or other local user reaches it; its pino JSON lines go to the service log as they are. Returns
 * as soon as the process is spawned; `ready` tells when it serves.
 */
export function startMetaServer(options: MetaServerOptions): RunningMetaServer {
  const socket = socketPath();
  const env = {
    ...baseEnv(options.dbUrl),
    // The port is only a placeholder: the preload binds the socket instead.
    PG_META_HOST: '127.0.0.1',
    PG_META_PORT: '1',
    STACK_META_SOCKET: socket.path,
    CRYPTO_KEY_FILE: options.cryptoKeyFile,
  };
  const service = spawnServiceProcess(process.execPath, ['--import', SOCKET_PRELOAD_IMPORT, postgresMetaEntry()], env, options.log);
  lowerPriority(service.child.pid, options.log);
  const pool = new Pool('http://localhost', { connect: { socketPath: socket.path }, connections: 64, keepAliveTimeout: 30_000 });
  let stopping = false;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopping = true;
    stopped ??= (async () => {
      await service.stop();
      await pool.destroy().catch(() => undefined);
      socket.cleanup();
    })();
    return stopped;
  };
  // The CLI's health check: GET /health answers 200.
  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (stopping) throw new ServiceStartError('postgres-meta was stopped before it was ready');
      if (service.child.exitCode !== null) {
        await stop();
        throw new ServiceStartError(`postgres-meta exited with code ${service.child.exitCode}:\n${service.output()}`);
      }
      if (Date.now() >= deadline) {
        await stop();
        throw new ServiceStartError(`postgres-meta did not answer /health in ${READY_TIMEOUT_MS / 1000} s:\n${service.output()}`);
      }
      const status = await pool.request({ path: '/health', method: 'GET' }).then(
        async (response) => (await response.body.dump(), response.statusCode),
        () => 0,
      );
      if (status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  })();
  // Whoever waits on it sees the error; an unwatched failure is not an unhandled rejection.
  ready.catch(() => undefined);
  return { socketPath: socket.path, pool, pid: service.child.pid, ready, stop };
}

import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { startServiceProcess } from '../../../shared/child-process.ts';
import type { Logger } from '../../../shared/log.ts';
import { privateSocketDir } from '../../../shared/socket-dir.ts';
import { postgrestBinaryPath } from './binary-source.ts';

export interface PostgrestOptions {
  /** PostgREST's environment for the unix socket it is to listen on (domain/settings.ts). */
  env: (socketPath: string) => Record<string, string>;
  log: Logger;
}

export interface RunningRest {
  /** The unix socket PostgREST's API listens on (in a private 0700 folder); it has no TCP port. */
  socketPath: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

const runFile = promisify(execFile);

/** The binary for this platform (binary-source.ts: installed by npm, or fetched for Apple silicon), found once. */
let binary: string | undefined;
export function postgrestBinary(): string {
  binary ??= postgrestBinaryPath();
  return binary;
}

const versionOf = (output: string) => /PostgREST\s+(\S+)/.exec(output)?.[1] ?? output.trim();

/** The PostgREST release the stack runs, as its binary reports it (`PostgREST 12.0.2` → `12.0.2`). */
export function postgrestVersion(): string {
  return versionOf(execFileSync(postgrestBinary(), ['--version'], { encoding: 'utf8', timeout: 5000 }));
}

/** postgrestVersion without blocking: asked while PostgREST starts, for `stack status`. */
export async function postgrestVersionAsync(): Promise<string> {
  return versionOf((await runFile(postgrestBinary(), ['--version'], { encoding: 'utf8', timeout: 5000 })).stdout);
}

/**
 * The real PostgREST binary, listening on a unix socket of a fresh private folder. It is ready once its API answers
 * 200 on that socket: PostgREST answers every request 503 until its schema cache is loaded; `OPTIONS /` is asked, not
 * `GET /`, whose OpenAPI document takes it 60-90 ms to build.
 */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningRest> {
  const folder = privateSocketDir('stack-rest');
  const socketPath = folder.path('api.sock');
  try {
    const service = await startServiceProcess(postgrestBinary(), [], options.env(socketPath), options.log, {
      name: 'PostgREST',
      url: 'http://localhost/',
      method: 'OPTIONS',
      socketPath,
      timeoutMs: 15_000,
    });
    return {
      socketPath,
      pid: service.child.pid,
      async stop() {
        await service.stop();
        folder.cleanup();
      },
    };
  } catch (error) {
    folder.cleanup();
    throw error;
  }
}

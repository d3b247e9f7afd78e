import { execFileSync } from 'node:child_process';
import { ServiceStartError, startServiceProcess } from '../../../shared/child-process.ts';
import type { Logger } from '../../../shared/log.ts';
import { freePort } from '../../../shared/ports.ts';
import { postgrestBinaryPath } from './binary-source.ts';

export interface PostgrestOptions {
  /** PostgREST's environment for the two ports it is to bind (domain/settings.ts). */
  env: (port: number, adminPort: number) => Record<string, string>;
  log: Logger;
}

export interface RunningRest {
  port: number;
  adminPort: number;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The binary for this platform (binary-source.ts: installed by npm, or fetched for Apple silicon), found once. */
let binary: string | undefined;
export function postgrestBinary(): string {
  binary ??= postgrestBinaryPath();
  return binary;
}

/** The PostgREST release the stack runs, as its binary reports it (`PostgREST 12.0.2` → `12.0.2`). */
export function postgrestVersion(): string {
  const output = execFileSync(postgrestBinary(), ['--version'], { encoding: 'utf8', timeout: 5000 });
  return /PostgREST\s+(\S+)/.exec(output)?.[1] ?? output.trim();
}

/**
 * The real PostgREST binary, with the environment `options.env` gives for its ports. Its two ports are chosen free just before
 * it binds them; should another process take one in between ("Address in use"), it starts again on new ones.
 */
export async function startPostgrest(options: PostgrestOptions): Promise<RunningRest> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startPostgrestOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof ServiceStartError) || !/address in use/i.test(error.message)) throw error;
      options.log.info('PostgREST found a port taken meanwhile; starting again on other ports', { attempt });
    }
  }
}

async function startPostgrestOnce(options: PostgrestOptions): Promise<RunningRest> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const service = await startServiceProcess(postgrestBinary(), [], options.env(port, adminPort), options.log, {
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

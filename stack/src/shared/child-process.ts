import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, fetch as undiciFetch } from 'undici';
import type { Logger } from './log.ts';

/** A program a service runs (PostgREST, postgres-meta), its output going to the service log. */
export interface ServiceProcess {
  child: ChildProcess;
  /** The last 4 000 characters it printed, for an error message when it fails to start. */
  output(): string;
  /** SIGTERM, then SIGKILL if it is still running 3 s later. */
  stop(): Promise<void>;
}

export function spawnServiceProcess(command: string, args: string[], env: NodeJS.ProcessEnv, log: Logger): ServiceProcess {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    log.raw(text);
    output = (output + text).slice(-4000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A program that exited or did not get ready: the message says which, with what it printed. */
export class ServiceStartError extends Error {}

export interface ReadyCheck {
  /** The program's name in errors ("PostgREST"). */
  name: string;
  /** Polled until it answers 200. */
  url: string;
  /** How it is asked (default GET). */
  method?: string;
  /** The unix socket `url` is asked on, when the program listens on one instead of a TCP port. */
  socketPath?: string;
  timeoutMs: number;
}

/**
 * Spawns the program (spawnServiceProcess) and waits until `ready.url` answers 200; if it exits first or the time runs
 * out, it is killed and a ServiceStartError says so.
 */
export async function startServiceProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: Logger,
  ready: ReadyCheck,
): Promise<ServiceProcess> {
  const service = spawnServiceProcess(command, args, env, log);
  const { child } = service;
  const dispatcher = ready.socketPath ? new Agent({ connect: { socketPath: ready.socketPath } }) : undefined;
  try {
    const deadline = Date.now() + ready.timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new ServiceStartError(`${ready.name} exited with code ${child.exitCode}:\n${service.output()}`);
      if (Date.now() >= deadline)
        throw new ServiceStartError(`${ready.name} did not answer ${ready.url} in ${ready.timeoutMs / 1000} s:\n${service.output()}`);
      const method = ready.method ?? 'GET';
      const status = await (dispatcher ? undiciFetch(ready.url, { dispatcher, method }) : fetch(ready.url, { method })).then(
        async (response) => {
          await response.body?.cancel();
          return response.status;
        },
        () => 0,
      );
      if (status === 200) return service;
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    await dispatcher?.close();
  }
}

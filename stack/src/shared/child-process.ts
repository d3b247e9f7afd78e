import { spawn, type ChildProcess } from 'node:child_process';
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

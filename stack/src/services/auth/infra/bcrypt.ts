import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';

/**
 * bcrypt runs in one child process at nice 19: a burst of sign-ins still uses every core, but the scheduler gives
 * the stack's event loop (gateway, auth, storage, realtime) the CPU first, so other requests are not stalled.
 */
interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

let worker: ChildProcess | undefined;
const pending = new Map<number, Pending>();
let nextId = 0;

function ensureWorker(): ChildProcess {
  if (worker && worker.connected) return worker;
  // TypeScript source: loaded with tsx, also when the stack itself runs from its plain-JavaScript bundle.
  const child = fork(path.join(import.meta.dirname, 'bcrypt-worker.ts'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: ['--import', import.meta.resolve('tsx')],
  });
  try {
    os.setPriority(child.pid!, 19);
  } catch {
    // Not permitted here: bcrypt still works, only without the lower priority.
  }
  child.on('message', (message: { id: number; ok: boolean; value?: string | boolean; error?: string }) => {
    const job = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) job?.resolve(message.value!);
    else job?.reject(new Error(message.error));
  });
  child.on('exit', () => {
    if (worker === child) worker = undefined;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error('the bcrypt worker exited'));
    }
  });
  // The worker must never keep the stack's process alive on its own.
  child.unref();
  child.channel?.unref();
  worker = child;
  return child;
}

function run(op: 'hash' | 'verify', password: string, hash?: string): Promise<string | boolean> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    ensureWorker().send({ id, op, password, hash });
  });
}

export const bcryptHash = (password: string) => run('hash', password) as Promise<string>;
export const bcryptVerify = (password: string, hash: string) => run('verify', password, hash) as Promise<boolean>;

export function stopBcrypt(): void {
  worker?.kill();
  worker = undefined;
}

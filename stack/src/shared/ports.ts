import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** Resolves true when nothing listens on host:port and we may bind it. */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** An unused loopback port chosen by the OS, for internal services nobody addresses directly. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ProcessState = 'running' | 'zombie' | 'gone';

/** Linux's /proc, where a zombie can be told from a running process; macOS and Windows have none. */
const hasProcFs = existsSync('/proc/self/stat');

/**
 * A zombie has exited but is not yet reaped (this machine's init reaps slowly); for us it is gone, for kill(pid, 0)
 * not. Without /proc (macOS, Windows) kill(pid, 0) alone answers: a process it finds runs. `system` is for tests.
 */
export function processState(pid: number, system = { hasProcFs, readStat: procStatFields }): ProcessState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  if (!system.hasProcFs) return 'running';
  try {
    return system.readStat(pid)[0] === 'Z' ? 'zombie' : 'running';
  } catch {
    return 'gone';
  }
}

export function isProcessAlive(pid: number): boolean {
  return processState(pid) === 'running';
}

/** Polls until the process is gone (or a zombie); false when it still runs after `timeoutMs`. */
export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isProcessAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isProcessAlive(pid);
}

/** The fields of /proc/<pid>/stat after the command name (state, ppid, pgrp…); the name may contain spaces. */
export function procStatFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The kernel's name for a running process (`postgres`, `postgrest`…), or undefined when it is gone. */
export function processName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

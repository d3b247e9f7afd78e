import { readFileSync } from 'node:fs';
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

/** A zombie has exited but is not yet reaped (this machine's init reaps slowly); for us it is gone, for kill(pid, 0) not. */
export function processState(pid: number): ProcessState {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  try {
    // Field 3 of /proc/<pid>/stat is the state; the command name before it may contain spaces, hence the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.charAt(stat.lastIndexOf(')') + 2) === 'Z' ? 'zombie' : 'running';
  } catch {
    return 'gone';
  }
}

export function isProcessAlive(pid: number): boolean {
  return processState(pid) === 'running';
}

/** The kernel's name for a running process (`postgres`, `postgrest`…), or undefined when it is gone. */
export function processName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

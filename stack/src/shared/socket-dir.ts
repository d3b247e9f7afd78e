import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A folder for internal unix sockets that only this user may enter, and the socket paths in it. */
export interface SocketDir {
  /** A socket path in the folder (a named pipe on Windows, whose names are global). */
  path(name: string): string;
  /** Removes the folder and every socket in it. */
  cleanup(): void;
}

/**
 * A fresh private (0700, from mkdtemp) folder under the machine's temporary folder: no other local user can connect
 * to a socket in it, and no web page can reach a unix socket at all. Names stay short, as macOS limits a socket's
 * path to 104 bytes.
 */
export function privateSocketDir(prefix: string): SocketDir {
  if (process.platform === 'win32') {
    const id = crypto.randomUUID();
    return { path: (name) => `\\\\.\\pipe\\${prefix}-${id}-${name}`, cleanup: () => undefined };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return { path: (name) => path.join(folder, name), cleanup: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

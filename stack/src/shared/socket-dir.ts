import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from './ports.ts';

/** A folder for internal unix sockets that only this user may enter, and the socket paths in it. */
export interface SocketDir {
  /** A socket path in the folder (a named pipe on Windows, whose names are global). */
  path(name: string): string;
  /** Removes the folder and every socket in it. */
  cleanup(): void;
}

/** The folders privateSocketDir makes: `<prefix>-<pid of the process that made it>-<mkdtemp's six characters>`. */
const socketDirName = /^stack-(?:rest|meta|fn)-(\d+)-[A-Za-z0-9]{6}$/;

let swept = false;

/**
 * A fresh private (0700, from mkdtemp) folder under the machine's temporary folder: no other local user can connect
 * to a socket in it, and no web page can reach a unix socket at all. Names stay short, as macOS limits a socket's
 * path to 104 bytes. The folder's name carries the process's pid, so that a process that was killed before it could
 * remove its folders (kill -9, a crash) leaves nothing behind for long: the first folder made by a later process
 * removes those whose process is gone.
 */
export function privateSocketDir(prefix: 'stack-rest' | 'stack-meta' | 'stack-fn'): SocketDir {
  if (process.platform === 'win32') {
    const id = crypto.randomUUID();
    return { path: (name) => `\\\\.\\pipe\\${prefix}-${id}-${name}`, cleanup: () => undefined };
  }
  if (!swept) {
    swept = true;
    removeOrphanedSocketDirs(os.tmpdir());
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${process.pid}-`));
  return { path: (name) => path.join(folder, name), cleanup: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/**
 * Removes the socket folders in `tmp` that this user's processes made and that outlived them (a zombie counts as
 * gone). A folder of a running process (this one included), of another user, or of another name is left alone; so is anything that cannot be
 * read. Returns the names it removed.
 */
export function removeOrphanedSocketDirs(tmp: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(tmp);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(socketDirName.exec(name)?.[1]);
    if (!pid || pid === process.pid || isProcessAlive(pid)) continue;
    const folder = path.join(tmp, name);
    try {
      const stat = fs.lstatSync(folder);
      if (!stat.isDirectory() || stat.uid !== process.getuid?.()) continue;
      fs.rmSync(folder, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Gone already, or not ours to remove.
    }
  }
  return removed;
}

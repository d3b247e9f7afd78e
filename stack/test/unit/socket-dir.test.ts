// The private folders of internal unix sockets (PostgREST's, postgres-meta's, the functions' workers') outlive a
// process killed with SIGKILL; the next process that makes one removes those whose process is gone.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateSocketDir, removeOrphanedSocketDirs } from '../../src/shared/socket-dir.ts';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'socket-dirs-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

function folder(name: string): string {
  const full = path.join(tmp, name);
  fs.mkdirSync(full, { mode: 0o700 });
  fs.writeFileSync(path.join(full, 's.sock'), '');
  return full;
}

describe.skipIf(process.platform === 'win32')('socket folders', () => {
  test('a folder whose process is gone is removed; one of a running process, or of another name, is not', () => {
    const dead = deadPid();
    folder(`stack-rest-${dead}-AbC123`);
    folder(`stack-fn-${dead}-xYz789`);
    folder(`stack-meta-${process.pid}-Qwe456`);
    folder(`stack-rest-${process.ppid}-Rty012`);
    folder(`stack-other-${dead}-AbC123`);
    folder(`stack-rest-AbC123`);
    fs.writeFileSync(path.join(tmp, `stack-meta-${dead}-File00`), '');

    expect(removeOrphanedSocketDirs(tmp).sort()).toEqual([`stack-fn-${dead}-xYz789`, `stack-rest-${dead}-AbC123`]);
    expect(fs.readdirSync(tmp).sort()).toEqual(
      [
        `stack-meta-${process.pid}-Qwe456`,
        `stack-meta-${dead}-File00`,
        `stack-other-${dead}-AbC123`,
        'stack-rest-AbC123',
        `stack-rest-${process.ppid}-Rty012`,
      ].sort(),
    );
  });

  test('a folder is named after the process that made it, private to this user, and removed by cleanup()', () => {
    const dir = privateSocketDir('stack-rest');
    const made = path.dirname(dir.path('x.sock'));
    expect(path.basename(made)).toMatch(new RegExp(`^stack-rest-${process.pid}-[A-Za-z0-9]{6}$`));
    expect(fs.statSync(made).mode & 0o777).toBe(0o700);
    // Its own process is running: a sweep leaves it.
    expect(removeOrphanedSocketDirs(path.dirname(made))).not.toContain(path.basename(made));
    dir.cleanup();
    expect(fs.existsSync(made)).toBe(false);
  });

  test('an unreadable temporary folder removes nothing and throws nothing', () => {
    expect(removeOrphanedSocketDirs(path.join(tmp, 'missing'))).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../../src/shared/ports.ts';

/**
 * Ports claimed by test processes of this user, one file per port holding the claimer's pid. A test stack's ports are
 * chosen free but bound seconds later, and the test files run in parallel workers (processes): without a claim both
 * workers can choose the same free port, and the second stack to start fails ("Port … is already in use"). A claim
 * lasts as long as its process runs (test workers are killed at the end of a run, without exit handlers, so a claim
 * of a process that is gone is taken over) and at most `maxAgeMs`, in case the pid has been reused.
 */
export interface PortClaims {
  /** True when this process now holds `port`; false when a running process holds it. */
  claim(port: number): boolean;
  /** Gives a claim of this process back (when its stack is gone), so another can take the port. */
  release(port: number): void;
}

const maxAgeMs = 6 * 60 * 60 * 1000;
const abandonedLockMs = 10_000;

function userId(): string {
  return typeof process.getuid === 'function' ? String(process.getuid()) : os.userInfo().username;
}

export function portClaims(dir = path.join(os.tmpdir(), `obrazy-test-ports-${userId()}`)): PortClaims {
  const mine = new Set<string>();
  // The claim appears whole or not at all: written to a file of this process, then linked to the port's name (which
  // fails when the name exists). A file created under the port's name and written after would be empty for a moment,
  // and another process reading it then would take it for a broken claim and take it over.
  const write = (file: string) => {
    const draft = `${file}.${process.pid}.draft`;
    fs.writeFileSync(draft, String(process.pid), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } finally {
      fs.rmSync(draft, { force: true });
    }
    mine.add(file);
  };
  const stale = (file: string): boolean => {
    try {
      const pid = Number(fs.readFileSync(file, 'utf8'));
      const age = Date.now() - fs.statSync(file).mtimeMs;
      return !Number.isInteger(pid) || pid <= 0 || age > maxAgeMs || (pid !== process.pid && !isProcessAlive(pid));
    } catch {
      // Gone meanwhile (its holder gave it back): free to claim.
      return true;
    }
  };
  // Only one process at a time takes a stale claim over: it holds the port's takeover lock (a folder, made
  // exclusively) and checks again under it that the claim is still stale before removing it. Without the lock, two
  // processes that both read the stale claim could both remove it, the second removing the first one's fresh claim:
  // both won the port. A takeover lasts microseconds: a lock older than `abandonedLockMs` was left by a process that
  // died in one, and is removed (this attempt still fails; the port is free for the next). `claimIt` false only
  // removes the stale claim (the sweep below).
  const takeOver = (file: string, claimIt = true): boolean => {
    const lock = `${file}.takeover`;
    try {
      fs.mkdirSync(lock, { mode: 0o700 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > abandonedLockMs) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      return false;
    }
    try {
      if (!stale(file)) return false;
      fs.rmSync(file, { force: true });
      if (claimIt) write(file);
      return true;
    } catch (error) {
      // Claimed by another process between the removal and this claim (it found the name free): it holds the port.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  };
  // Once per process, before its first claim: the claims of processes that are gone are removed (test workers are
  // killed without exit handlers, so nothing else gives them back), and so are the drafts and takeover locks such a
  // process left. Each removal is a takeover that does not claim: it cannot remove a claim another process holds.
  let swept = false;
  const sweep = () => {
    swept = true;
    for (const name of fs.readdirSync(dir)) {
      const file = path.join(dir, name);
      const draft = /^\d+\.(\d+)\.draft$/.exec(name);
      try {
        if (/^\d+$/.test(name)) {
          if (stale(file)) takeOver(file, false);
        } else if (draft) {
          if (!isProcessAlive(Number(draft[1]))) fs.rmSync(file, { force: true });
        } else if (/^\d+\.takeover$/.test(name) && Date.now() - fs.statSync(file).mtimeMs > abandonedLockMs) {
          fs.rmSync(file, { recursive: true, force: true });
        }
      } catch {
        // Removed by another process meanwhile.
      }
    }
  };
  return {
    claim(port) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      if (!swept) sweep();
      const file = path.join(dir, String(port));
      if (mine.has(file)) return false;
      try {
        write(file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return stale(file) && takeOver(file);
    },
    release(port) {
      const file = path.join(dir, String(port));
      if (!mine.delete(file)) return;
      try {
        if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemStateDir, type StackPaths } from './shared/paths.ts';
import { writeFileAtomic } from './shared/keys.ts';
import { isProcessAlive } from './shared/ports.ts';

export interface ServiceState {
  name: string;
  /** Loopback URL of the service itself (internal services get OS-chosen ports). */
  url: string;
  pid?: number;
  startMs: number;
  /** The program's version (RunningService.version). */
  version?: string;
  /** Still starting in the background (RunningService.ready): the stack is up without it. */
  starting?: true;
  /** It did not finish starting: why (its log says more). */
  failed?: string;
}

/** What a running supervisor publishes in `.stack/state.json`, for status, down and the next up. */
export interface StackState {
  supervisorPid: number;
  workdir: string;
  startedAt: string;
  ready: boolean;
  services: ServiceState[];
  /** Postmaster pid, kept so a later up can stop a Postgres whose supervisor was killed. */
  postgresPid?: number;
  /** The supervisor resets in place on RESET_SIGNAL (a background supervisor of this version; not a test's). */
  resetsInPlace?: boolean;
  /** A reset in place is under way: the services are stopping or starting again in the same supervisor. */
  resetting?: boolean;
}

export function readState(paths: StackPaths): StackState | undefined {
  try {
    return JSON.parse(fs.readFileSync(paths.state, 'utf8')) as StackState;
  } catch {
    return undefined;
  }
}

export function writeState(paths: StackPaths, state: StackState): void {
  writeFileAtomic(paths.state, JSON.stringify(state, null, 2) + '\n');
}

export function clearState(paths: StackPaths): void {
  fs.rmSync(paths.state, { force: true });
}

/** The running supervisor of this workdir, if any. */
export function runningState(paths: StackPaths): StackState | undefined {
  const state = readState(paths);
  return state && isProcessAlive(state.supervisorPid) ? state : undefined;
}

/** A removed cluster waiting to be deleted in the background: `<data>.removed-<pid>-<random>`, beside it. */
const REMOVED_MARK = '.removed-';
/** How long after a removal in the background the files are deleted: the new database starts first. */
const REMOVAL_DELAY_MS = 2000;

/**
 * Deletes the database cluster; one kept under the system state folder (private project folder, as root) goes with
 * its folder. With `inBackground` (a reset in place), the cluster is renamed aside at once, which frees its path for
 * the new one, and its ~50 MB are deleted a moment later without blocking; removed clusters a process did not get to
 * delete (it stopped first) go with the next removal.
 */
export function removeDatabase(paths: StackPaths, options: { inBackground?: boolean } = {}): void {
  const folder = path.dirname(paths.data);
  const removedPrefix = `${path.basename(paths.data)}${REMOVED_MARK}`;
  const removed = fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter((entry) => entry.startsWith(removedPrefix))
        .map((entry) => path.join(folder, entry))
    : [];
  if (options.inBackground && fs.existsSync(paths.data)) {
    const aside = `${paths.data}${REMOVED_MARK}${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.renameSync(paths.data, aside);
    removed.push(aside);
  } else fs.rmSync(paths.data, { recursive: true, force: true });
  // The cluster's own folder goes too, but for the spare copy of the template (the next new database).
  if (paths.data.startsWith(systemStateDir() + path.sep)) {
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      if (entry !== `${path.basename(paths.data)}.spare` && !entry.startsWith(removedPrefix))
        fs.rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
  if (!options.inBackground) {
    for (const cluster of removed) fs.rmSync(cluster, { recursive: true, force: true });
    return;
  }
  setTimeout(() => {
    for (const cluster of removed) fs.rm(cluster, { recursive: true, force: true }, () => undefined);
  }, REMOVAL_DELAY_MS).unref();
}

/**
 * A reset the running supervisor does in place (`stack reset` signals it with SIGUSR2): it appends each step to
 * `reset.jsonl` — `{type: 'progress', …}` lines, then `{type: 'ready'}` or `{type: 'failed', message}` — which the
 * CLI follows.
 */
export const RESET_SIGNAL = 'SIGUSR2';

export function resetLog(paths: StackPaths): string {
  return path.join(paths.root, 'reset.jsonl');
}

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

/** Deletes the database cluster; one kept under the system state folder (private project folder, as root) goes with its folder. */
export function removeDatabase(paths: StackPaths): void {
  fs.rmSync(paths.data, { recursive: true, force: true });
  // The cluster's own folder goes too, but for the spare copy of the template (the next new database).
  if (paths.data.startsWith(systemStateDir() + path.sep)) {
    const folder = path.dirname(paths.data);
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      if (entry !== `${path.basename(paths.data)}.spare`) fs.rmSync(path.join(folder, entry), { recursive: true, force: true });
  }
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

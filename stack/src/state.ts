import fs from 'node:fs';
import type { StackPaths } from './shared/paths.ts';
import { writeFileAtomic } from './shared/keys.ts';
import { isProcessAlive } from './shared/ports.ts';

export interface ServiceState {
  name: string;
  /** Loopback URL of the service itself (internal services get OS-chosen ports). */
  url: string;
  pid?: number;
  startMs: number;
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

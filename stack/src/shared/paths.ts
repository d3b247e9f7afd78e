import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the local stack writes for one project lives under `<workdir>/.stack/`. */
export interface StackPaths {
  root: string;
  data: string;
  logs: string;
  keys: string;
  state: string;
  lock: string;
}

export function stackPaths(workdir: string): StackPaths {
  const root = process.env.STACK_DIR ? path.resolve(process.env.STACK_DIR) : path.join(workdir, '.stack');
  return {
    root,
    data: clusterDir(root),
    logs: path.join(root, 'logs'),
    keys: path.join(root, 'keys'),
    state: path.join(root, 'state.json'),
    lock: path.join(root, 'supervisor.lock'),
  };
}

/** Root of this repository (stack/src/shared → repo). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Where the stack keeps what Postgres must reach when a project folder is private (root only). */
export const systemStateDir = (): string => process.env.STACK_SYSTEM_DIR ?? '/var/lib/obrazy-ai-stack';

export const runningAsRoot = (): boolean => process.getuid?.() === 0;

/** Whether every existing folder on the way to `target` lets other users pass (o+x), as the `postgres` user needs. */
export function reachableByOthers(target: string): boolean {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    if (fs.existsSync(dir) && (fs.statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/**
 * The cluster folder of a project whose stack folder is `stackRoot`: inside it, unless the stack runs as root and
 * the OS user `postgres` (which Postgres runs as) could not reach it; then a per-project folder under the system
 * state folder, named by a hash of the stack folder's path, so the user's folder permissions never change.
 */
export function clusterDir(stackRoot: string): string {
  const inside = path.join(stackRoot, 'data');
  // The folders above the stack folder decide (the stack folder itself is ours and made reachable when needed).
  if (!runningAsRoot() || reachableByOthers(path.dirname(path.resolve(stackRoot)))) return inside;
  const key = crypto.createHash('sha256').update(path.resolve(stackRoot)).digest('hex').slice(0, 16);
  return path.join(systemStateDir(), 'clusters', key, 'data');
}

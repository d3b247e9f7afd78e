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
    data: path.join(root, 'data'),
    logs: path.join(root, 'logs'),
    keys: path.join(root, 'keys'),
    state: path.join(root, 'state.json'),
    lock: path.join(root, 'supervisor.lock'),
  };
}

/** Root of this repository (stack/src/shared → repo). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The local stack as the top-level scripts use it: through its command line, like any other client of it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from '../../stack/src/status.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const cli = path.join(repoRoot, 'stack', 'bin', 'stack.mjs');

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Runs `stack <args> --workdir <workdir>`; with `inherit`, its output also goes to ours as it comes. */
export function stackCli(args: string[], workdir: string, inherit = false): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args, '--workdir', workdir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', inherit ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (inherit) process.stdout.write(chunk);
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

export type RunningStack = {
  /** `stack status -o env`: API_URL, ANON_KEY, … as `supabase status -o env` prints them. */
  env: Record<string, string>;
  /** Whether this process started it (and so stops it again). */
  startedHere: boolean;
  /** Stops the stack when this process started it; leaves a stack that was already running alone. */
  release: () => Promise<void>;
};

/** The running local stack of `workdir`, started in the background first when it is not running. */
export async function ensureStack(workdir: string, exclude: string[] = [], log = console.log): Promise<RunningStack> {
  let status = await stackCli(['status', '-o', 'env'], workdir);
  let startedHere = false;
  if (status.code === 0) log('Using the local stack that is already running.');
  else {
    const up = await stackCli(['up', ...(exclude.length ? ['-x', exclude.join(',')] : [])], workdir, true);
    if (up.code !== 0) throw new Error('The local stack did not start; see the messages above.');
    startedHere = true;
    status = await stackCli(['status', '-o', 'env'], workdir);
  }
  const env = parseEnv(status.stdout);
  if (!env.API_URL || !env.ANON_KEY) throw new Error(`"stack status -o env" gave no API_URL/ANON_KEY:\n${status.stdout}${status.stderr}`);
  return {
    env,
    startedHere,
    release: async () => {
      if (startedHere) await stackCli(['down'], workdir, true);
    },
  };
}

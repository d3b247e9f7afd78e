import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Outcome {
  code: number;
  /** stdout, then stderr, without colours. */
  output: string;
}

/** Runs a command that may fail on purpose (the tests of the e2e tooling run real runners on throwaway suites). */
export async function attempt(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd: options.cwd,
      env: { ...(options.env ?? process.env), NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failure = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failure.code === 'number' ? failure.code : 1, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

// Background supervisor process started by `stack up`: reports progress over IPC, then runs until SIGTERM/SIGINT.
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { loadConfig, type Config } from './config.ts';
import { stackPaths } from './shared/paths.ts';
import { RESET_SIGNAL, removeDatabase, resetLog } from './state.ts';
import { killChildrenOnExit, startStack, takeOverSignals, type Progress, type RunningStack } from './supervisor.ts';

const [workdir, exclude = ''] = process.argv.slice(2);
if (!workdir) throw new Error('usage: daemon.ts <workdir> [excluded,services]');
const send = (message: unknown) => (process.connected ? process.send?.(message) : undefined);

let stack: RunningStack | undefined;
let stopRequested = false;
const shutdown = async () => {
  stopRequested = true;
  if (!stack) return; // still starting: stopped as soon as the start completes
  const running = stack;
  stack = undefined;
  await running.stop();
  process.exit(0);
};
takeOverSignals(() => void shutdown());
killChildrenOnExit();

/**
 * `stack reset` on a running stack, in this same process (no new supervisor to load, no ports to give up): the
 * services that keep database state stop, the database is deleted and made again (from the template, usually), and
 * they start again, while those that keep none (gateway, inbox, functions, dashboard, postgres-meta) run on. When
 * config.toml changed since the start, every service stops and starts again with it instead.
 */
let resetting = false;
process.on(RESET_SIGNAL, () => void resetInPlace());
async function resetInPlace(): Promise<void> {
  if (!stack || resetting || stopRequested) return;
  resetting = true;
  const paths = stackPaths(workdir!);
  const journal = (message: unknown) => fs.appendFileSync(resetLog(paths), JSON.stringify(message) + '\n');
  const progress = (progress: Progress) => journal({ type: 'progress', ...progress });
  const running = stack;
  let config: Config;
  try {
    config = loadConfig({ workdir: workdir! });
  } catch (error) {
    // A config.toml that cannot be used leaves the stack as it is (the CLI asks for the reset before checking it).
    journal({ type: 'refused', message: (error as Error).message });
    resetting = false;
    return;
  }
  stack = undefined;
  try {
    if (isDeepStrictEqual(config, running.config)) {
      const timings = await running.reset(() => removeDatabase(paths, { inBackground: true }), progress);
      stack = running;
      journal({ type: 'phases', ...timings });
    } else {
      await running.stop({ resetting: true });
      removeDatabase(paths, { inBackground: true });
      stack = await startStack(config, progress, { exclude: exclude.split(',').filter(Boolean), resetsInPlace: true, resetting: true });
    }
    journal({ type: 'ready' });
  } catch (error) {
    // What did start was stopped by startStack or reset; nothing is left to serve.
    journal({ type: 'failed', message: (error as Error).message });
    process.exit(1);
  } finally {
    resetting = false;
  }
  if (stopRequested) await shutdown();
}

// Every service of the stack shares this process: one request that slips past a service's own error handling must
// not take all of them down. The error is logged (message and stack only, never a request) and serving goes on.
const report = (kind: string) => (error: unknown) => {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', service: 'supervisor', message: kind, ...detail }));
};
process.on('uncaughtException', report('uncaught exception (the stack keeps serving)'));
process.on('unhandledRejection', report('unhandled rejection (the stack keeps serving)'));

try {
  // The reset journal belongs to this supervisor: a previous one's lines are not this stack's.
  fs.rmSync(resetLog(stackPaths(workdir)), { force: true });
  stack = await startStack(loadConfig({ workdir }), (progress) => send({ type: 'progress', ...progress }), {
    exclude: exclude.split(',').filter(Boolean),
    resetsInPlace: true,
  });
  send({ type: 'ready' });
  if (process.connected) process.disconnect();
  if (stopRequested) await shutdown();
} catch (error) {
  send({ type: 'failed', message: (error as Error).message });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
}

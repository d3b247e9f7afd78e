// Background supervisor process started by `stack up`: reports progress over IPC, then runs until SIGTERM/SIGINT.
import { loadConfig } from './config.ts';
import { killChildrenOnExit, startStack, takeOverSignals, type RunningStack } from './supervisor.ts';

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

try {
  stack = await startStack(loadConfig({ workdir }), (progress) => send({ type: 'progress', ...progress }), {
    exclude: exclude.split(',').filter(Boolean),
  });
  send({ type: 'ready' });
  if (process.connected) process.disconnect();
  if (stopRequested) await shutdown();
} catch (error) {
  send({ type: 'failed', message: (error as Error).message });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
}

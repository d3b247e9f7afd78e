import type { Config } from '../config.ts';
import type { StackKeys } from '../shared/keys.ts';
import type { Logger } from '../shared/log.ts';
import type { StackPaths } from '../shared/paths.ts';

/** The services behind a gateway prefix (its route table, gateway/http/routes.ts, maps each prefix to one). */
export type ServiceName = 'rest' | 'auth' | 'storage' | 'realtime' | 'functions' | 'graphql' | 'meta' | 'mcp';

/** What a service gets from the supervisor when it starts. */
export interface ServiceContext {
  config: Config;
  keys: StackKeys;
  paths: StackPaths;
  /** This service's own log file (`.stack/logs/<name>.log`). */
  log: Logger;
  /** Connection string for a database role (the bootstrap gives every login role the password `postgres`). */
  dbUrl(role: string): string;
  /** Ports of the services this one starts after (`after`), by name (e.g. `mail-smtp` for auth). */
  ports: ReadonlyMap<string, number>;
  /**
   * Where the running services behind the gateway listen, by route (for the gateway, which starts after them): a
   * loopback port, or the path of a unix socket (PostgREST).
   */
  upstreams: Readonly<Partial<Record<ServiceName, Upstream>>>;
  /**
   * This start's random token (shared/host-guard.ts): the gateway adds it to what it relays, the internal ports
   * (postgres-meta's, the services' behind the gateway) refuse requests without it. Never logged.
   */
  internalToken: string;
  /** The service's main process is now `pid` (Postgres, again after it restarts): recorded in the state file. */
  onProcess(pid: number | undefined): void;
}

/** Where a service behind the gateway listens: a loopback TCP port, or a unix socket's path. */
export type Upstream = number | string;

export interface RunningService {
  /** HTTP port the gateway routes to (for services behind it) or the service's main port; none with `socketPath`. */
  port?: number;
  /** The unix socket the gateway routes to, for a service that has no TCP port. */
  socketPath?: string;
  /** Extra named ports others may need (e.g. `{ 'mail-smtp': 54325 }`). */
  ports?: Record<string, number>;
  pid?: number;
  /** What `stack status` shows; default `http://127.0.0.1:<port>` (`unix:<path>` for a socket). */
  url?: string;
  /** The program's version, when `stack status` shows it (PostgREST's). */
  version?: string;
  /** Printed with the service's start time (e.g. "new database; 12 migration(s) applied"). */
  detail?: string;
  warning?: string;
  /**
   * Set by a service that serves (or holds) requests already but finishes starting in the background (postgres-meta,
   * seconds to load): the stack is ready without waiting for it, and `stack status` shows it starting until this
   * settles.
   */
  ready?: Promise<void>;
  /** How long named parts of the start took, in ms (Postgres: `copy from template`), for the reset's timings. */
  phases?: Record<string, number>;
  /**
   * Told the ports behind the gateway again after a reset in place started those services anew (the gateway of a
   * service that keeps no database state, which a reset leaves running): every route of the stack, `undefined` for
   * one that is not running at the moment.
   */
  retarget?(upstreams: Readonly<Partial<Record<ServiceName, Upstream>>>): void;
  /**
   * Lets a reset in place keep the service running: called once the new database accepts connections, it writes
   * again what the service's start wrote into the database and forgets what it held of the old one (its pool drops
   * the closed connections by itself). A service that keeps database state and has no such method is stopped and
   * started again.
   */
  databaseReplaced?(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Stops it when what it holds is about to be deleted (a reset in place deletes the database): quicker than `stop`,
   * saving nothing (Postgres: no shutdown checkpoint). Without it, `stop` is used.
   */
  discard?(): Promise<void>;
}

/** A service of the local stack (registry.ts lists them all); each starts once those in `after` are up. */
export interface ServiceDefinition {
  name: string;
  /** Always runs: `stack up -x` cannot exclude it (Postgres, PostgREST, the gateway). */
  core?: true;
  /** Services whose ports this one uses: it starts once those that are selected are up. */
  after?: readonly string[];
  /** The gateway prefix it serves, if any. */
  route?: ServiceName;
  /**
   * Keeps no state of the database (no schema cache, no replication slot, no connection it relies on): a reset in
   * place leaves it running, and it reconnects on its next query or is told the new ports (`retarget`). It starts
   * without waiting for Postgres (but for the services in `after`).
   */
  keepsNoDatabaseState?: true;
  /**
   * Holds nothing a kill could lose (a program that only answers requests, such as postgres-meta, which ignores
   * SIGTERM): when it has not stopped within a short grace, the supervisor kills its process at once.
   */
  holdsNothing?: true;
  enabled(config: Config): boolean;
  /** Ports on the host that users address and config keys move, checked before anything starts. */
  publicPorts?(config: Config): { port: number; key: string }[];
  start(context: ServiceContext): Promise<RunningService>;
}

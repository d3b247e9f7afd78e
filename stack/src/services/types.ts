import type { Config } from '../config.ts';
import type { StackKeys } from '../shared/keys.ts';
import type { Logger } from '../shared/log.ts';
import type { StackPaths } from '../shared/paths.ts';
import type { ServiceName } from './gateway/http/routes.ts';

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
}

export interface RunningService {
  /** HTTP port the gateway routes to (for services behind it) or the service's main port. */
  port: number;
  /** Extra named ports others may need (e.g. `{ 'mail-smtp': 54325 }`). */
  ports?: Record<string, number>;
  pid?: number;
  stop(): Promise<void>;
}

/** A service of the local stack besides Postgres and PostgREST; all start together once Postgres is ready. */
export interface ServiceDefinition {
  name: string;
  /** Services whose ports this one uses: it starts once those that are selected are up. */
  after?: readonly string[];
  /** The gateway prefix it serves, if any. */
  route?: ServiceName;
  enabled(config: Config): boolean;
  /** Ports on the host that users address and config keys move, checked before anything starts. */
  publicPorts?(config: Config): { port: number; key: string }[];
  start(context: ServiceContext): Promise<RunningService>;
}

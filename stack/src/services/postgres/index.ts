import type { ServiceDefinition } from '../types.ts';
import { startDatabase } from './domain/database.ts';

/** What other parts of the stack use: the supervisor stops a Postgres left by an earlier stack, mcp applies migrations. */
export { stopLeftoverPostgres } from './infra/cluster.ts';
export { applyMigrations } from './domain/scripts.ts';

/**
 * PostgreSQL on `[db] port`: the stack's bootstrap (Supabase's roles and schemas), then `supabase/migrations`, and for
 * a new database the seeds. A new database is copied from the template of the same inputs when there is one.
 */
export const postgresService: ServiceDefinition = {
  name: 'postgres',
  core: true,
  enabled: () => true,
  publicPorts: (config) => [{ port: config.db.port, key: '[db] port' }],
  start: startDatabase,
};

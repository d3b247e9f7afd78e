import type { ServiceDefinition } from '../types.ts';
import { startMetaServer } from './infra/postgres-meta.ts';

/**
 * postgres-meta, the database API Studio and many tools use: the real server from npm, as `supabase start` runs it
 * (the CLI starts it whenever Studio is enabled). It connects as `postgres`, like the CLI's container.
 */
export const metaService: ServiceDefinition = {
  name: 'meta',
  route: 'meta',
  keepsNoDatabaseState: true,
  holdsNothing: true,
  enabled: (config) => config.studio.enabled,
  async start({ log, dbUrl }) {
    const server = await startMetaServer({ dbUrl: dbUrl('postgres'), log });
    return { port: server.port, pid: server.pid, stop: () => server.stop() };
  },
};
export { generateTypes, typegenSchemas } from './domain/typegen.ts';

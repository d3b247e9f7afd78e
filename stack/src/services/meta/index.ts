import type { ServiceDefinition } from '../types.ts';
import { startMetaRelay } from './http/relay.ts';
import { cryptoKeyFile } from './infra/crypto-key.ts';
import { startMetaServer } from './infra/postgres-meta.ts';

/**
 * postgres-meta, the database API Studio and many tools use: the real server from npm, as `supabase start` runs it
 * (the CLI starts it whenever Studio is enabled). It connects as `postgres`, like the CLI's container. It listens on
 * a unix socket; its port is our guarded relay (token, loopback Host, no browsers, no CORS).
 */
export const metaService: ServiceDefinition = {
  name: 'meta',
  route: 'meta',
  keepsNoDatabaseState: true,
  holdsNothing: true,
  enabled: (config) => config.studio.enabled,
  async start({ log, dbUrl, paths, internalToken }) {
    // postgres-meta loads for seconds and only Studio, /pg and /mcp use it: the stack does not wait for it (`ready`);
    // its relay holds the requests that come before it serves.
    const server = startMetaServer({ dbUrl: dbUrl('postgres'), log, cryptoKeyFile: cryptoKeyFile(paths.keys) });
    try {
      const relay = await startMetaRelay({ pool: server.pool, ready: server.ready, token: internalToken, log });
      return {
        port: relay.port,
        pid: server.pid,
        ready: server.ready,
        detail: 'postgres-meta loads in the background; requests wait for it',
        stop: async () => {
          await relay.stop();
          await server.stop();
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  },
};
export { generateTypes, typegenSchemas } from './domain/typegen.ts';

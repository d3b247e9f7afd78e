import type { ServiceDefinition } from '../types.ts';
import { upsertProjectSecrets } from '../vault/index.ts';
import { startNetWorker, WAKE_CHANNEL } from './domain/worker.ts';

/** pg_net's worker (HTTP from SQL, after commit); see README.md. It also keeps the Vault's project secrets current. */
export const netService: ServiceDefinition = {
  name: 'net',
  enabled: () => true,
  async start({ config, keys, dbUrl, log }) {
    // What a developer stores once on Supabase (the project's URL and keys), then `[db.vault]` as the CLI does.
    await upsertProjectSecrets(dbUrl('supabase_admin'), {
      project_url: `http://127.0.0.1:${config.api.port}`,
      anon_key: keys.anonKey,
      service_role_key: keys.serviceRoleKey,
      ...config.db.vault,
    });
    const worker = await startNetWorker(dbUrl('supabase_admin'), log);
    log.info('pg_net worker listening', { channel: WAKE_CHANNEL });
    // No HTTP port of its own: it works over its database connection, so the state names that, not an http:// URL.
    return { port: config.db.port, url: `postgresql://127.0.0.1:${config.db.port}`, stop: () => worker.stop() };
  },
};
